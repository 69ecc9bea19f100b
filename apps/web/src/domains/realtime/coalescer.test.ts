import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Coalescer } from './coalescer';

describe('Coalescer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function collect(options: { batchSize?: number } = {}) {
    const flushed: [string, string[]][] = [];
    const coalescer = new Coalescer({
      flush: (key, ids) => flushed.push([key, ids]),
      delayMs: 30,
      ...options,
    });
    return { coalescer, flushed };
  }

  it('waits for the window, then asks once per key with every id gathered', () => {
    const { coalescer, flushed } = collect();
    coalescer.add('p1', 'a');
    coalescer.add('p2', 'x');
    coalescer.add('p1', 'b');
    coalescer.add('p1', 'a');
    vi.advanceTimersByTime(29);
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(flushed).toEqual([
      ['p1', ['a', 'b']],
      ['p2', ['x']],
    ]);
  });

  it('does not stretch the window for ids that keep coming', () => {
    const { coalescer, flushed } = collect();
    coalescer.add('p1', 'a');
    vi.advanceTimersByTime(20);
    coalescer.add('p1', 'b');
    vi.advanceTimersByTime(10);
    expect(flushed).toEqual([['p1', ['a', 'b']]]);
  });

  it('splits a large burst into batches', () => {
    const { coalescer, flushed } = collect({ batchSize: 2 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) coalescer.add('p1', id);
    vi.advanceTimersByTime(30);
    expect(flushed.map(([, ids]) => ids)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('starts a new window after a flush, and a cancel drops what was gathered', () => {
    const { coalescer, flushed } = collect();
    coalescer.add('p1', 'a');
    vi.advanceTimersByTime(30);
    coalescer.add('p1', 'b');
    coalescer.cancel();
    vi.advanceTimersByTime(100);
    expect(flushed).toEqual([['p1', ['a']]]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutosaveStatus, Autosaver } from './autosaver';

function setup(result: () => Promise<boolean> = () => Promise.resolve(true)) {
  const saved: string[] = [];
  const statuses: AutosaveStatus[] = [];
  const saver = new Autosaver<string>({
    delayMs: 2000,
    save: (value) => {
      saved.push(value);
      return result();
    },
    onStatus: (status) => statuses.push(status),
  });
  return { saver, saved, statuses };
}

describe('Autosaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves the last value once the changes have been quiet for the delay', async () => {
    const { saver, saved, statuses } = setup();
    saver.change('a');
    await vi.advanceTimersByTimeAsync(1500);
    saver.change('ab');
    await vi.advanceTimersByTimeAsync(1999);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual(['ab']);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('flushes at once and has nothing left afterwards', async () => {
    const { saver, saved } = setup();
    saver.change('x');
    expect(saver.hasPending).toBe(true);
    await saver.flush();
    expect(saved).toEqual(['x']);
    expect(saver.hasPending).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toEqual(['x']);
  });

  it('saves a value that arrives during a save right after it', async () => {
    let release: (value: boolean) => void = () => undefined;
    const { saver, saved } = setup(
      () =>
        new Promise<boolean>((resolve) => {
          release = resolve;
        }),
    );
    saver.change('one');
    const first = saver.flush();
    saver.change('two');
    const second = saver.flush();
    release(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual(['one', 'two']);
    release(true);
    await Promise.all([first, second]);
    expect(saved).toEqual(['one', 'two']);
  });

  it('reports a refused save', async () => {
    const { saver, statuses } = setup(() => Promise.resolve(false));
    saver.change('x');
    await saver.flush();
    expect(statuses.at(-1)).toBe('failed');
  });
});

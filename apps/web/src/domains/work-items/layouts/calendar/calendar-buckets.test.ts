import { describe, expect, it } from 'vitest';
import { idsByTargetDate } from './calendar-buckets';

describe('idsByTargetDate', () => {
  it('keeps the list order within a day and leaves undated items out', () => {
    const dates: Record<string, string | null> = {
      a: '2026-11-02',
      b: null,
      c: '2026-11-01',
      d: '2026-11-02',
    };
    const days = idsByTargetDate(['a', 'b', 'c', 'd', 'gone'], (id) => dates[id]);
    expect([...days]).toEqual([
      ['2026-11-02', ['a', 'd']],
      ['2026-11-01', ['c']],
    ]);
  });
});

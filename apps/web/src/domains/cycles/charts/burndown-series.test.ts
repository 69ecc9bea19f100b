import { describe, expect, it } from 'vitest';
import type { CycleProgressDay } from '../cycles-wire';
import { burndownSeries, hasBurndownData } from './burndown-series';

function day(date: string, overrides: Partial<CycleProgressDay> = {}): CycleProgressDay {
  return {
    date,
    scope: 4,
    completed: 1,
    pending: 3,
    ideal: 2,
    started: 1,
    unstarted: 1,
    backlog: 1,
    cancelled: 0,
    actual: 3,
    ...overrides,
  };
}

describe('burndownSeries', () => {
  it('draws work items from pending, completed, scope and ideal', () => {
    expect(burndownSeries([day('2026-11-02')], 'issues')).toEqual([
      { date: '2026-11-02', ideal: 2, remaining: 3, completed: 1, scope: 4 },
    ]);
  });

  it('keeps the days to come empty', () => {
    const future = day('2026-11-30', { pending: null, actual: null, completed: null, scope: null });
    expect(burndownSeries([future], 'issues')[0]).toMatchObject({ remaining: null, scope: null });
  });

  it('draws points from the estimate fields', () => {
    const points = day('2026-11-02', {
      total_estimate_points: 13,
      completed_estimate_points: 5,
      pending_points: 8,
      ideal_points: 6.5,
    });
    expect(burndownSeries([points], 'points')).toEqual([
      { date: '2026-11-02', ideal: 6.5, remaining: 8, completed: 5, scope: 13 },
    ]);
  });

  it('says whether there is anything to draw', () => {
    expect(hasBurndownData([])).toBe(false);
    const empty = day('2026-11-02', { scope: 0, ideal: 0 });
    expect(hasBurndownData(burndownSeries([empty], 'issues'))).toBe(false);
    expect(hasBurndownData(burndownSeries([day('2026-11-02')], 'issues'))).toBe(true);
  });
});

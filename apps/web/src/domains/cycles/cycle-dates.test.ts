import { describe, expect, it } from 'vitest';
import {
  dayIn,
  daysLeft,
  groupCyclesByStatus,
  monthGrid,
  overlappingRanges,
  progressPercent,
  rangeHolding,
  takenRanges,
} from './cycle-dates';
import { makeCycle } from './cycles-test-data';

describe('dayIn', () => {
  it('reads the day in the project time zone', () => {
    // The start of Nov 3 in Tokyo is still Nov 2 in UTC.
    expect(dayIn('2026-11-02T15:00:00.000Z', 'Asia/Tokyo')).toBe('2026-11-03');
    expect(dayIn('2026-11-02T15:00:00.000Z', 'UTC')).toBe('2026-11-02');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(dayIn('2026-11-02T15:00:00.000Z', 'Not/AZone')).toBe('2026-11-02');
  });
});

describe('daysLeft', () => {
  const now = new Date('2026-11-10T10:00:00.000Z');

  it('counts whole days to the end of the last day', () => {
    expect(daysLeft('2026-11-12T23:59:59.999Z', now)).toBe(3);
    expect(daysLeft('2026-11-10T23:59:59.999Z', now)).toBe(1);
  });

  it('is 0 once the cycle has ended and null without dates', () => {
    expect(daysLeft('2026-11-09T23:59:59.999Z', now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
  });
});

describe('progressPercent', () => {
  it('is the completed share, rounded down, and 0 for an empty cycle', () => {
    expect(progressPercent({ total_issues: 3, completed_issues: 2 })).toBe(66);
    expect(progressPercent({ total_issues: 0, completed_issues: 0 })).toBe(0);
  });
});

describe('groupCyclesByStatus', () => {
  it('orders each status the way the screen shows it', () => {
    const cycles = [
      makeCycle('c1', { status: 'completed', end_date: '2026-10-01T23:59:59Z' }),
      makeCycle('c2', { status: 'completed', end_date: '2026-10-20T23:59:59Z' }),
      makeCycle('u1', { status: 'upcoming', start_date: '2026-12-15T00:00:00Z' }),
      makeCycle('u2', { status: 'upcoming', start_date: '2026-12-01T00:00:00Z' }),
      makeCycle('d1', { status: 'draft', name: 'Zeta', start_date: null, end_date: null }),
      makeCycle('d2', { status: 'draft', name: 'Alpha', start_date: null, end_date: null }),
      makeCycle('now', { status: 'current' }),
    ];
    const groups = groupCyclesByStatus(cycles);
    expect(groups.current.map((cycle) => cycle.id)).toEqual(['now']);
    expect(groups.upcoming.map((cycle) => cycle.id)).toEqual(['u2', 'u1']);
    expect(groups.completed.map((cycle) => cycle.id)).toEqual(['c2', 'c1']);
    expect(groups.draft.map((cycle) => cycle.id)).toEqual(['d2', 'd1']);
  });
});

describe('taken ranges', () => {
  const cycles = [
    makeCycle('b', {
      name: 'Sprint 2',
      start_date: '2026-11-15T00:00:00Z',
      end_date: '2026-11-28T23:59:59Z',
    }),
    makeCycle('a', {
      name: 'Sprint 1',
      start_date: '2026-11-01T00:00:00Z',
      end_date: '2026-11-14T23:59:59Z',
    }),
    makeCycle('draft', { start_date: null, end_date: null }),
  ];
  const taken = takenRanges(cycles, null, 'UTC');

  it('lists other cycles as days, earliest first, drafts and the edited cycle left out', () => {
    expect(taken).toEqual([
      { id: 'a', name: 'Sprint 1', start: '2026-11-01', end: '2026-11-14' },
      { id: 'b', name: 'Sprint 2', start: '2026-11-15', end: '2026-11-28' },
    ]);
    expect(takenRanges(cycles, 'a', 'UTC').map((range) => range.id)).toEqual(['b']);
  });

  it('finds the ranges a choice overlaps, counting the edge days', () => {
    const ids = overlappingRanges('2026-11-14', '2026-11-20', taken).map((range) => range.id);
    expect(ids).toEqual(['a', 'b']);
    expect(overlappingRanges('2026-11-29', '2026-12-05', taken)).toEqual([]);
    expect(overlappingRanges('2026-11-29', '', taken)).toEqual([]);
  });

  it('says which range holds a day', () => {
    expect(rangeHolding('2026-11-14', taken)?.name).toBe('Sprint 1');
    expect(rangeHolding('2026-11-29', taken)).toBeUndefined();
  });
});

describe('monthGrid', () => {
  it('pads the first week to the chosen week start', () => {
    // November 2026 starts on a Sunday.
    expect(monthGrid(2026, 10, 0).slice(0, 2)).toEqual(['2026-11-01', '2026-11-02']);
    const mondayFirst = monthGrid(2026, 10, 1);
    expect(mondayFirst.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(mondayFirst.at(-1)).toBe('2026-11-30');
  });
});

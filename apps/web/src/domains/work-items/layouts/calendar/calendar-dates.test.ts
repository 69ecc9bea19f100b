import { describe, expect, it } from 'vitest';
import {
  dayKey,
  monthGrid,
  rangeTitle,
  shiftAnchor,
  shownDays,
  targetDateRangeParam,
  visibleRange,
  weekDays,
  weekdayNames,
  weekStartOf,
} from './calendar-dates';

const nov22 = new Date(2026, 10, 22);

describe('calendar dates', () => {
  it('draws six weeks from the week holding the 1st', () => {
    const grid = monthGrid(nov22, 0);
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(dayKey(grid[0]?.[0] ?? nov22)).toBe('2026-11-01');
    expect(dayKey(grid[5]?.[6] ?? nov22)).toBe('2026-12-12');
  });

  it('starts weeks on the profile day', () => {
    const grid = monthGrid(nov22, 1);
    expect(dayKey(grid[0]?.[0] ?? nov22)).toBe('2026-10-26');
    expect(weekDays(nov22, 1).map(dayKey)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(weekdayNames(1, true)[0]).toBe('Mon');
    expect(weekdayNames(6, true)).toEqual(['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  });

  it('reads an unknown week start as Sunday', () => {
    expect(weekStartOf(undefined)).toBe(0);
    expect(weekStartOf(9)).toBe(0);
    expect(weekStartOf(3)).toBe(3);
  });

  it('asks for the visible range, both ends included', () => {
    const month = visibleRange('month', nov22, 0);
    expect(targetDateRangeParam(month.first, month.last)).toBe(
      '2026-11-01;after,2026-12-12;before',
    );
    const week = visibleRange('week', nov22, 0);
    expect(targetDateRangeParam(week.first, week.last)).toBe('2026-11-22;after,2026-11-28;before');
  });

  it('hides weekends when asked', () => {
    const days = shownDays(weekDays(nov22, 0), false).map(dayKey);
    expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(weekdayNames(0, false)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  });

  it('steps by month or week and titles the range', () => {
    expect(dayKey(shiftAnchor(nov22, 'month', 1))).toBe('2026-12-22');
    expect(dayKey(shiftAnchor(nov22, 'week', -1))).toBe('2026-11-15');
    expect(rangeTitle('month', nov22, 0)).toBe('November 2026');
    expect(rangeTitle('week', nov22, 0)).toBe('Nov 22 – 28, 2026');
    expect(rangeTitle('week', new Date(2026, 10, 30), 0)).toBe('Nov 29 – Dec 5, 2026');
    expect(rangeTitle('week', new Date(2026, 11, 30), 0)).toBe('Dec 27, 2026 – Jan 2, 2027');
  });
});

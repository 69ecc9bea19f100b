import { describe, expect, it } from 'vitest';
import { weekDays, weekdayNames } from '../layouts/calendar/calendar-dates';
import { monthGrid } from './date-property';
import { weekdayOrder, weekStartOf } from './week-start';

// 2026-11-01 is a Sunday.
const nov2026 = new Date(2026, 10, 1);

describe('week start', () => {
  it('reads the profile value, Sunday when it is missing or out of range', () => {
    expect(weekStartOf(undefined)).toBe(0);
    expect(weekStartOf(null)).toBe(0);
    expect(weekStartOf(7)).toBe(0);
    expect(weekStartOf(-1)).toBe(0);
    expect(weekStartOf(1.5)).toBe(0);
    expect(weekStartOf(1)).toBe(1);
    expect(weekStartOf(6)).toBe(6);
  });

  it('runs the days of the week from the start, wrapping past Saturday', () => {
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it('starts the date picker’s month on the chosen day', () => {
    for (const start of [0, 1, 3, 6] as const) {
      const days = monthGrid(nov2026, start);
      expect(days[0]?.getDay()).toBe(start);
      expect(days.length % 7).toBe(0);
      expect(days.some((day) => day.getTime() === nov2026.getTime())).toBe(true);
    }
    // Monday start: the week holding Sunday Nov 1 begins on Monday Oct 26.
    expect(monthGrid(nov2026, 1)[0]).toEqual(new Date(2026, 9, 26));
    // Sunday start: Nov 1 opens the grid.
    expect(monthGrid(nov2026, 0)[0]).toEqual(nov2026);
  });

  it('starts the calendar’s weeks and weekday names on the chosen day', () => {
    expect(weekDays(new Date(2026, 10, 4), 1)[0]).toEqual(new Date(2026, 10, 2));
    expect(weekDays(new Date(2026, 10, 4), 6)[0]).toEqual(new Date(2026, 9, 31));
    expect(weekdayNames(1, true)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames(6, false)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  dayBounds,
  formatPropertyDate,
  isDayWithin,
  isOverdue,
  openDayWithin,
  monthGrid,
  toIsoDay,
} from './date-property';

const today = new Date(2026, 10, 22);

describe('isOverdue', () => {
  it('is true for a past due date of an open item', () => {
    expect(isOverdue('2026-11-21', 'started', today)).toBe(true);
  });
  it('is false today, in the future and without a date', () => {
    expect(isOverdue('2026-11-22', 'started', today)).toBe(false);
    expect(isOverdue('2026-12-01', null, today)).toBe(false);
    expect(isOverdue(null, 'started', today)).toBe(false);
  });
  it('is false for completed and cancelled items', () => {
    expect(isOverdue('2020-01-01', 'completed', today)).toBe(false);
    expect(isOverdue('2020-01-01', 'cancelled', today)).toBe(false);
  });
});

describe('dayBounds and isDayWithin', () => {
  const dates = { start_date: '2026-11-10', target_date: '2026-11-20' };
  const allowed = (day: string, field: 'start_date' | 'target_date') =>
    isDayWithin(day, dayBounds(field, dates));
  it('keeps a start on or before the due date', () => {
    expect(allowed('2026-11-20', 'start_date')).toBe(true);
    expect(allowed('2026-11-21', 'start_date')).toBe(false);
  });
  it('keeps a due date on or after the start', () => {
    expect(allowed('2026-11-10', 'target_date')).toBe(true);
    expect(allowed('2026-11-09', 'target_date')).toBe(false);
  });
  it('allows any day when the other date is empty', () => {
    const open = dayBounds('start_date', { start_date: null, target_date: null });
    expect(open).toEqual({ min: null, max: null });
    expect(isDayWithin('2030-01-01', open)).toBe(true);
  });
  it('applies both bounds at once', () => {
    const bounds = { min: '2026-11-10', max: '2026-11-20' };
    expect(isDayWithin('2026-11-15', bounds)).toBe(true);
    expect(isDayWithin('2026-11-09', bounds)).toBe(false);
    expect(isDayWithin('2026-11-21', bounds)).toBe(false);
  });
});

describe('openDayWithin', () => {
  it('opens on today when it is allowed, else on the nearest bound', () => {
    expect(openDayWithin('2026-11-22', { min: null, max: null })).toBe('2026-11-22');
    expect(openDayWithin('2026-11-22', { min: '2026-12-03', max: null })).toBe('2026-12-03');
    expect(openDayWithin('2026-11-22', { min: null, max: '2026-10-01' })).toBe('2026-10-01');
  });
});

describe('formatPropertyDate', () => {
  it('leaves the year out in the current year', () => {
    expect(formatPropertyDate('2026-01-05', today)).toBe('Jan 5');
    expect(formatPropertyDate('2027-01-05', today)).toBe('Jan 5, 2027');
  });
});

describe('monthGrid', () => {
  it('covers whole weeks around the month', () => {
    const days = monthGrid(new Date(2026, 10, 1));
    expect(days.length % 7).toBe(0);
    expect(toIsoDay(days[0] ?? new Date(0))).toBe('2026-11-01');
    expect(toIsoDay(days.at(-1) ?? new Date(0))).toBe('2026-12-05');
  });
  it('starts weeks on the day asked', () => {
    const days = monthGrid(new Date(2026, 10, 1), 1);
    expect(toIsoDay(days[0] ?? new Date(0))).toBe('2026-10-26');
  });
});

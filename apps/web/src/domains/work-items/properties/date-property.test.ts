import { describe, expect, it } from 'vitest';
import { formatPropertyDate, isDayAllowed, isOverdue, monthGrid, toIsoDay } from './date-property';

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

describe('isDayAllowed', () => {
  const dates = { start_date: '2026-11-10', target_date: '2026-11-20' };
  it('keeps a start on or before the due date', () => {
    expect(isDayAllowed('2026-11-20', 'start_date', dates)).toBe(true);
    expect(isDayAllowed('2026-11-21', 'start_date', dates)).toBe(false);
  });
  it('keeps a due date on or after the start', () => {
    expect(isDayAllowed('2026-11-10', 'target_date', dates)).toBe(true);
    expect(isDayAllowed('2026-11-09', 'target_date', dates)).toBe(false);
  });
  it('allows any day when the other date is empty', () => {
    expect(isDayAllowed('2030-01-01', 'start_date', { start_date: null, target_date: null })).toBe(
      true,
    );
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

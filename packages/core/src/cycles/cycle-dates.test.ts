import { describe, expect, it } from 'vitest';
import { distributionRows } from './distribution';
import {
  cycleStatus,
  endOfDayIn,
  inputCalendarDay,
  rangesOverlap,
  startOfDayIn,
} from './cycle-dates';

describe('cycle dates', () => {
  it('computes the status from the dates', () => {
    const start = new Date('2026-11-02T00:00:00Z');
    const end = new Date('2026-11-06T23:59:59Z');
    expect(cycleStatus(null, null, start)).toBe('draft');
    expect(cycleStatus(start, end, new Date('2026-11-01T00:00:00Z'))).toBe('upcoming');
    expect(cycleStatus(start, end, start)).toBe('current');
    expect(cycleStatus(start, end, end)).toBe('current');
    expect(cycleStatus(start, end, new Date('2026-11-07T00:00:00Z'))).toBe('completed');
  });

  it("finds the day boundaries in the project's time zone, across daylight saving", () => {
    expect(startOfDayIn('2026-11-02', 'UTC').toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'Europe/Berlin').toISOString()).toBe(
      '2026-11-01T23:00:00.000Z',
    );
    expect(startOfDayIn('2026-07-02', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T22:00:00.000Z',
    );
    expect(endOfDayIn('2026-03-29', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T21:59:59.999Z',
    );
    expect(startOfDayIn('2026-11-02', 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('reads a day or an ISO datetime as a calendar day, and nothing else', () => {
    expect(inputCalendarDay('2026-11-02', 'Asia/Tokyo')).toBe('2026-11-02');
    expect(inputCalendarDay('2026-11-01T20:00:00Z', 'Asia/Tokyo')).toBe('2026-11-02');
    expect(inputCalendarDay('2026-02-30', 'UTC')).toBeNull();
    expect(inputCalendarDay('soon', 'UTC')).toBeNull();
  });

  it('sees shared instants as an overlap', () => {
    const range = (a: string, b: string) => ({ start: new Date(a), end: new Date(b) });
    const week = range('2026-11-02T00:00:00Z', '2026-11-08T23:59:59Z');
    expect(rangesOverlap(week, range('2026-11-08T00:00:00Z', '2026-11-10T00:00:00Z'))).toBe(true);
    expect(rangesOverlap(week, range('2026-11-09T00:00:00Z', '2026-11-10T00:00:00Z'))).toBe(false);
  });
});

describe('distribution rows', () => {
  it('rounds, derives pending and orders by total, the null key last among equals', () => {
    expect(
      distributionRows([
        { key: null, total: 1, completed: 0 },
        { key: 'bob', total: 1, completed: 0 },
        { key: 'ann', total: 2.0000001, completed: 1 },
        { key: 'amy', total: 1, completed: 1 },
      ]),
    ).toEqual([
      { key: 'ann', total: 2, completed: 1, pending: 1 },
      { key: 'amy', total: 1, completed: 1, pending: 0 },
      { key: 'bob', total: 1, completed: 0, pending: 1 },
      { key: null, total: 1, completed: 0, pending: 1 },
    ]);
  });
});

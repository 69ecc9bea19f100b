import { describe, expect, it } from 'vitest';
import { snoozeUntil, snoozeUntilDay } from './snooze';

describe('snooze dates', () => {
  const now = new Date(2026, 10, 29, 15, 30);

  it('wakes a preset at the start of the day that many days on', () => {
    expect(new Date(snoozeUntil(1, now))).toEqual(new Date(2026, 10, 30));
    expect(new Date(snoozeUntil(7, now))).toEqual(new Date(2026, 11, 6));
  });

  it('takes a picked day only when it is ahead', () => {
    expect(snoozeUntilDay('2026-12-24', now)).toBe(new Date(2026, 11, 24).toISOString());
    expect(snoozeUntilDay('2026-11-29', now)).toBeNull();
    expect(snoozeUntilDay('soon', now)).toBeNull();
  });
});

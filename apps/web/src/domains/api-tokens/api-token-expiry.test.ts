import { describe, expect, it } from 'vitest';
import { expiryDate, localDay } from './api-token-expiry';

describe('expiryDate', () => {
  const now = new Date(2030, 0, 31, 10, 30);

  it('counts the presets from now', () => {
    expect(expiryDate('week', now)).toEqual(new Date(2030, 1, 7, 10, 30));
    // A month after January 31st is the last day of February.
    expect(expiryDate('month', now)).toEqual(new Date(2030, 1, 28, 10, 30));
    expect(expiryDate('threeMonths', now)).toEqual(new Date(2030, 3, 30, 10, 30));
    expect(expiryDate('year', now)).toEqual(new Date(2031, 0, 31, 10, 30));
    expect(expiryDate('never', now)).toBeNull();
  });

  it('ends a custom day at its last moment, and refuses a day that is over or not a day', () => {
    expect(expiryDate('custom', now, '2030-03-01')).toEqual(new Date(2030, 2, 1, 23, 59, 59, 999));
    expect(expiryDate('custom', now, '2030-01-31')).toEqual(new Date(2030, 0, 31, 23, 59, 59, 999));
    expect(expiryDate('custom', now, '2030-01-30')).toBeUndefined();
    expect(expiryDate('custom', now, '')).toBeUndefined();
    expect(expiryDate('custom', now, '2030-02-30x')).toBeUndefined();
  });
});

describe('localDay', () => {
  it('writes the local date as YYYY-MM-DD', () => {
    expect(localDay(new Date(2030, 4, 6, 23, 59))).toBe('2030-05-06');
  });
});

import { describe, expect, it } from 'vitest';
import { reportPeriodDays } from './report-wire';

describe('reportPeriodDays', () => {
  // Wednesday 25 November 2026.
  const now = new Date('2026-11-25T12:00:00Z');
  it.each([
    ['this_week', 0, '2026-11-22', '2026-11-28'],
    ['this_week', 1, '2026-11-23', '2026-11-29'],
    ['last_week', 0, '2026-11-15', '2026-11-21'],
    ['today', 0, '2026-11-25', '2026-11-25'],
    ['yesterday', 0, '2026-11-24', '2026-11-24'],
    ['this_month', 0, '2026-11-01', '2026-11-30'],
    ['last_month', 0, '2026-10-01', '2026-10-31'],
    ['last_7_days', 0, '2026-11-19', '2026-11-25'],
    ['last_30_days', 0, '2026-10-27', '2026-11-25'],
  ] as const)('%s (week from day %i) is %s … %s', (period, weekStart, start, end) => {
    expect(reportPeriodDays({ period }, now, weekStart)).toEqual({ start, end });
  });

  it('takes a custom period as given', () => {
    expect(
      reportPeriodDays(
        { period: 'custom', start_date: '2026-01-01', end_date: '2026-01-31' },
        now,
        0,
      ),
    ).toEqual({ start: '2026-01-01', end: '2026-01-31' });
  });
});

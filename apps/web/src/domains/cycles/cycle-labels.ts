import { formatDate } from '#web/lib/format';
import { i18n } from '#web/lib/i18n';
import { dayIn } from './cycle-dates';
import type { Cycle } from './cycles-wire';

/** A cycle's days as "Nov 3 – Nov 16, 2026" in the project's time zone; "No dates" for a draft. */
export function cycleDatesLabel(
  cycle: Pick<Cycle, 'start_date' | 'end_date'>,
  timeZone: string,
): string {
  if (cycle.start_date === null || cycle.end_date === null) return i18n.t('cycles:row.noDates');
  const start = new Date(`${dayIn(cycle.start_date, timeZone)}T12:00:00`);
  const end = new Date(`${dayIn(cycle.end_date, timeZone)}T12:00:00`);
  return i18n.t('cycles:row.dates', {
    start: formatDate(start, { month: 'short', day: 'numeric' }),
    end: formatDate(end, { month: 'short', day: 'numeric', year: 'numeric' }),
  });
}

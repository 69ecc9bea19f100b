import {
  addDays,
  addMonths,
  addWeeks,
  format,
  isWeekend,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { currentLocaleTag } from '#web/lib/i18n';
import { formatDate, weekdayNames as localWeekdayNames } from '#web/lib/format';
import {
  type WeekStart,
  weekdayOrder,
  weekStartOf,
} from '#web/domains/work-items/properties/week-start';

export { type WeekStart, weekStartOf };

export type CalendarView = 'month' | 'week';

/** Weeks a month grid always shows, so that its height does not jump between months. */
export const MONTH_GRID_WEEKS = 6;

/** A day as the list groups it and the server reads it: YYYY-MM-DD in local time. */
export function dayKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The 7 days of the week holding `anchor`. */
export function weekDays(anchor: Date, weekStartsOn: WeekStart): Date[] {
  const first = startOfWeek(anchor, { weekStartsOn });
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** Six weeks of days from the week holding the 1st of `anchor`'s month. */
export function monthGrid(anchor: Date, weekStartsOn: WeekStart): Date[][] {
  const first = startOfWeek(startOfMonth(anchor), { weekStartsOn });
  return Array.from({ length: MONTH_GRID_WEEKS }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(first, week * 7 + day)),
  );
}

/** The first and last day the view shows. */
export function visibleRange(
  view: CalendarView,
  anchor: Date,
  weekStartsOn: WeekStart,
): { first: Date; last: Date } {
  const days =
    view === 'month' ? monthGrid(anchor, weekStartsOn).flat() : weekDays(anchor, weekStartsOn);
  const first = days[0] ?? anchor;
  const last = days.at(-1) ?? anchor;
  return { first, last };
}

/** The legacy `target_date` filter for a range, both ends included (Plane's calendar request). */
export function targetDateRangeParam(first: Date, last: Date): string {
  return `${dayKey(first)};after,${dayKey(last)};before`;
}

/** Days to draw, without Saturdays and Sundays when weekends are hidden. */
export function shownDays(days: readonly Date[], showWeekends: boolean): Date[] {
  return showWeekends ? [...days] : days.filter((day) => !isWeekend(day));
}

/** The anchor one month or one week earlier (-1) or later (1). */
export function shiftAnchor(anchor: Date, view: CalendarView, step: -1 | 1): Date {
  return view === 'month' ? addMonths(anchor, step) : addWeeks(anchor, step);
}

/** The heading of the view: "November 2026", or the week's span such as "Nov 16 – 22, 2026". */
export function rangeTitle(view: CalendarView, anchor: Date, weekStartsOn: WeekStart): string {
  if (view === 'month') return formatDate(anchor, { month: 'long', year: 'numeric' });
  const days = weekDays(anchor, weekStartsOn);
  const first = days[0] ?? anchor;
  const last = days[6] ?? anchor;
  // Intl joins the two days as the language does ("Nov 16 – 22, 2026", "16.–22. Nov. 2026").
  const range = new Intl.DateTimeFormat(currentLocaleTag(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).formatRange(first, last);
  return range.replace(/\u2009/g, ' ');
}

/** Short weekday names in the order the grid shows them (Sun, Mon… from the week start). */
export function weekdayNames(weekStartsOn: WeekStart, showWeekends: boolean): string[] {
  const names = localWeekdayNames(weekStartsOn);
  return weekdayOrder(weekStartsOn).flatMap((day, index) =>
    showWeekends || (day !== 0 && day !== 6) ? [names[index] ?? ''] : [],
  );
}

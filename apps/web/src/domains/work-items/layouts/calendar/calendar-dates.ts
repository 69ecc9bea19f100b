import {
  addDays,
  addMonths,
  addWeeks,
  format,
  isWeekend,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** Day of the week a week starts on: 0 Sunday … 6 Saturday (the profile's start_of_the_week). */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type CalendarView = 'month' | 'week';

/** Weeks a month grid always shows, so that its height does not jump between months. */
export const MONTH_GRID_WEEKS = 6;

/** A profile's start_of_the_week as a week start; anything outside 0–6 falls back to Sunday. */
export function weekStartOf(value: number | null | undefined): WeekStart {
  return value !== null &&
    value !== undefined &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= 6
    ? (value as WeekStart)
    : 0;
}

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
  if (view === 'month') return format(anchor, 'MMMM yyyy');
  const days = weekDays(anchor, weekStartsOn);
  const first = days[0] ?? anchor;
  const last = days[6] ?? anchor;
  if (first.getFullYear() !== last.getFullYear())
    return `${format(first, 'MMM d, yyyy')} – ${format(last, 'MMM d, yyyy')}`;
  if (first.getMonth() !== last.getMonth())
    return `${format(first, 'MMM d')} – ${format(last, 'MMM d, yyyy')}`;
  return `${format(first, 'MMM d')} – ${format(last, 'd, yyyy')}`;
}

/** Short weekday names in the order the grid shows them (Sun, Mon… from the week start). */
export function weekdayNames(weekStartsOn: WeekStart, showWeekends: boolean): string[] {
  return shownDays(weekDays(new Date(2024, 0, 7), weekStartsOn), showWeekends).map((day) =>
    format(day, 'EEE'),
  );
}

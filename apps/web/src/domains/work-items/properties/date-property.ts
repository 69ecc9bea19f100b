import {
  addDays,
  endOfMonth,
  endOfWeek,
  format,
  isSameYear,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { formatDate } from '#web/lib/format';

/** Which of an item's dates a date property edits. */
export type DateField = 'start_date' | 'target_date';

/** A calendar day as the API writes it. */
export function toIsoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Parses an API day (YYYY-MM-DD) as a local date, so that it never shifts by a time zone. */
export function fromIsoDay(day: string): Date {
  return parseISO(day);
}

/** "Jan 5" this year, "Jan 5, 2027" in another. */
export function formatPropertyDate(day: string, today: Date): string {
  const date = fromIsoDay(day);
  return isSameYear(date, today)
    ? formatDate(date, { month: 'short', day: 'numeric' })
    : formatDate(date);
}

/**
 * Whether a due date has passed. Items whose state is completed or cancelled are never overdue
 * (Plane draws them in the normal tone).
 */
export function isOverdue(targetDate: string | null, stateGroup: string | null, today: Date) {
  if (targetDate === null) return false;
  if (stateGroup === 'completed' || stateGroup === 'cancelled') return false;
  return targetDate < toIsoDay(today);
}

/** The days a date may be picked between (YYYY-MM-DD, inclusive); null leaves that side open. */
export interface DayBounds {
  min: string | null;
  max: string | null;
}

/**
 * The bounds that keep the start on or before the due date: a start may not pass the due date, a
 * due date may not precede the start.
 */
export function dayBounds(
  field: DateField,
  dates: { start_date: string | null; target_date: string | null },
): DayBounds {
  return field === 'start_date'
    ? { min: null, max: dates.target_date }
    : { min: dates.start_date, max: null };
}

/** The day a picker without a value opens on: today, or the nearest allowed day to it. */
export function openDayWithin(todayIso: string, { min, max }: DayBounds): string {
  if (min !== null && todayIso < min) return min;
  if (max !== null && todayIso > max) return max;
  return todayIso;
}

/** Whether a day lies within its bounds (ISO days compare as strings). */
export function isDayWithin(day: string, { min, max }: DayBounds): boolean {
  return (min === null || day >= min) && (max === null || day <= max);
}

/**
 * The days a month view shows: whole weeks from the week holding the 1st to the week holding the
 * last day, weeks starting on `weekStartsOn` (0 = Sunday).
 */
export function monthGrid(month: Date, weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6 = 0): Date[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn });
  const days: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

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
  return isSameYear(date, today) ? format(date, 'MMM d') : format(date, 'MMM d, yyyy');
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

/**
 * Whether a day may be picked for a field without putting the start after the due date: a start
 * must be on or before the due date, a due date on or after the start.
 */
export function isDayAllowed(
  day: string,
  field: DateField,
  dates: { start_date: string | null; target_date: string | null },
): boolean {
  if (field === 'start_date') return dates.target_date === null || day <= dates.target_date;
  return dates.start_date === null || day >= dates.start_date;
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

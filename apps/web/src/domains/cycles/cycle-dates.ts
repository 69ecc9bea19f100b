import type { Cycle, CycleStatus } from './cycles-wire';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar day ("YYYY-MM-DD") an instant falls on in a time zone (the project's: cycle dates
 * are the start and end of days there). An unknown zone falls back to UTC.
 */
export function dayIn(iso: string, timeZone: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/**
 * Whole days left until the cycle's end (its `end_date`, the end of its last day): 1 on the last
 * day, 0 once it has ended; null for a cycle without dates.
 */
export function daysLeft(endDate: string | null, now: Date = new Date()): number | null {
  if (endDate === null) return null;
  const left = new Date(endDate).getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** The share of the cycle's work items that are completed, 0 to 100, rounded down. */
export function progressPercent(counts: {
  total_issues: number;
  completed_issues: number;
}): number {
  if (counts.total_issues <= 0) return 0;
  return Math.floor((counts.completed_issues / counts.total_issues) * 100);
}

export type CycleGroups = Record<CycleStatus, Cycle[]>;

/** The order the screen shows its sections in, below the active cycle. */
export const CYCLE_SECTIONS = ['upcoming', 'completed', 'draft'] as const;

function byStart(a: Cycle, b: Cycle): number {
  return (a.start_date ?? '').localeCompare(b.start_date ?? '') || a.name.localeCompare(b.name);
}

/**
 * The cycles by status: current and upcoming soonest first, completed most recent first, drafts by
 * name. (Two current cycles cannot happen, as cycles may not overlap; both would be kept.)
 */
export function groupCyclesByStatus(cycles: readonly Cycle[]): CycleGroups {
  const groups: CycleGroups = { current: [], upcoming: [], completed: [], draft: [] };
  for (const cycle of cycles) groups[cycle.status].push(cycle);
  groups.current.sort(byStart);
  groups.upcoming.sort(byStart);
  groups.completed.sort((a, b) => (b.end_date ?? '').localeCompare(a.end_date ?? ''));
  groups.draft.sort((a, b) => a.name.localeCompare(b.name));
  return groups;
}

/** A cycle's dates as days in the project's time zone. */
export interface TakenRange {
  id: string;
  name: string;
  /** "YYYY-MM-DD", inclusive. */
  start: string;
  /** "YYYY-MM-DD", inclusive. */
  end: string;
}

/** The day ranges other cycles hold (drafts hold none), earliest first. */
export function takenRanges(
  cycles: readonly Cycle[],
  exceptId: string | null,
  timeZone: string,
): TakenRange[] {
  return cycles
    .filter(
      (cycle) => cycle.id !== exceptId && cycle.start_date !== null && cycle.end_date !== null,
    )
    .map((cycle) => ({
      id: cycle.id,
      name: cycle.name,
      start: dayIn(cycle.start_date ?? '', timeZone),
      end: dayIn(cycle.end_date ?? '', timeZone),
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** The taken ranges that share at least one day with start..end (inclusive days). */
export function overlappingRanges(
  start: string,
  end: string,
  taken: readonly TakenRange[],
): TakenRange[] {
  if (start === '' || end === '') return [];
  return taken.filter((range) => range.start <= end && start <= range.end);
}

/** The range that holds the day, if any. */
export function rangeHolding(day: string, taken: readonly TakenRange[]): TakenRange | undefined {
  return taken.find((range) => range.start <= day && day <= range.end);
}

/** The local calendar day ("YYYY-MM-DD") of a Date, for pickers. */
export function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/**
 * The days of a month as a calendar grid: `null` for the blanks before the first day so that
 * weeks start on `weekStartsOn` (0 Sunday … 6 Saturday), then "YYYY-MM-DD" for each day.
 */
export function monthGrid(year: number, month: number, weekStartsOn: number): (string | null)[] {
  const first = new Date(year, month, 1);
  const blanks = (first.getDay() - weekStartsOn + 7) % 7;
  const count = new Date(year, month + 1, 0).getDate();
  const cells: (string | null)[] = Array.from({ length: blanks }, () => null);
  for (let day = 1; day <= count; day += 1) cells.push(localDay(new Date(year, month, day)));
  return cells;
}

export interface DayRange {
  /** "YYYY-MM-DD", or '' when not chosen. */
  start: string;
  end: string;
}

/** The next range after a click on `day`: a new start, or the end when it comes after the start. */
export function clickDay(range: DayRange, day: string): DayRange {
  if (range.start === '' || range.end !== '' || day < range.start) return { start: day, end: '' };
  return { start: range.start, end: day };
}

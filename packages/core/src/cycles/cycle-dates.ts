/** A cycle's status, computed from its dates and never stored (spec §4); compared lower-case. */
export type CycleStatus = 'draft' | 'upcoming' | 'current' | 'completed';

export const CYCLE_STATUSES = ['draft', 'upcoming', 'current', 'completed'] as const;

/**
 * The cycle's status at `now`: draft without dates, upcoming before its start, completed after
 * its end, current in between (both ends included).
 */
export function cycleStatus(start: Date | null, end: Date | null, now: Date): CycleStatus {
  if (!start || !end) return 'draft';
  if (now.getTime() < start.getTime()) return 'upcoming';
  if (now.getTime() > end.getTime()) return 'completed';
  return 'current';
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formatters by kind and time zone: building an Intl.DateTimeFormat costs far more than using
 * one, and a burndown asks for the same zone dozens of times.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(
  kind: 'date' | 'wall',
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(kind === 'date' ? 'en-CA' : 'en-US', {
      timeZone,
      ...options,
    });
    // Time zones are a closed set, but a bound keeps a hostile caller from growing the map.
    if (formatters.size > 500) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The calendar date ("YYYY-MM-DD") of an instant in a time zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const parts = formatterFor('date', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = formatterFor('wall', timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day ("YYYY-MM-DD") starts in a time zone. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const match = CALENDAR_DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Two passes: the offset at the guessed instant may differ across a daylight-saving change.
  let guess = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  guess = utcMidnight - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The calendar day after `day`. */
export function nextCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + 1))
    .toISOString()
    .slice(0, 10);
}

/** The last millisecond of a calendar day in a time zone. */
export function endOfDayIn(day: string, timeZone: string): Date {
  return new Date(startOfDayIn(nextCalendarDay(day), timeZone).getTime() - 1);
}

/**
 * The calendar day a date input names: "YYYY-MM-DD" as it is, an ISO datetime as its day in the
 * project's time zone. Null for anything else.
 */
export function inputCalendarDay(input: string, timeZone: string): string | null {
  if (CALENDAR_DAY.test(input)) {
    const parsed = new Date(`${input}T00:00:00Z`);
    return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== input
      ? null
      : input;
  }
  const instant = new Date(input);
  return Number.isNaN(instant.getTime()) ? null : calendarDateIn(instant, timeZone);
}

/** Every calendar day from the cycle's start to its end, in its time zone (at most ~3 years). */
export function cycleDays(start: Date, end: Date, timeZone: string): string[] {
  const first = calendarDateIn(start, timeZone);
  const last = calendarDateIn(end, timeZone);
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 1100; day = nextCalendarDay(day))
    days.push(day);
  return days;
}

/** Whether two closed ranges of instants share at least one instant. */
export function rangesOverlap(
  a: { start: Date; end: Date },
  b: { start: Date; end: Date },
): boolean {
  return a.start.getTime() <= b.end.getTime() && b.start.getTime() <= a.end.getTime();
}

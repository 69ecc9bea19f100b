import { GANTT_VIEWS, type GanttView } from '@keel/core';
import {
  addDays,
  addMonths,
  addQuarters,
  addWeeks,
  differenceInCalendarDays,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  format,
  getQuarter,
  isValid,
  parseISO,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  type Locale,
} from 'date-fns';
import { dateLocale } from '#web/lib/date-locale';

/** The day weeks start on: 0 = Sunday (the default, spec §9) … 6 = Saturday. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A person's `start_of_the_week` as a day date-fns accepts; Sunday when out of range. */
export function asWeekStart(value: number): WeekStart {
  switch (value) {
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
    case 6:
      return value;
    default:
      return 0;
  }
}

/** The days a chart spans: from `start` (a local midnight) for `days` whole days. */
export interface ChartRange {
  start: Date;
  days: number;
  /** Pixels per day at the zoom the range was built for. */
  dayWidth: number;
}

/** A work item's dates as the wire carries them: 'YYYY-MM-DD' or null. */
export interface ItemDates {
  start_date: string | null;
  target_date: string | null;
}

/** Both dates of a scheduled item, start never after target. */
export interface ScheduledDates {
  start_date: string;
  target_date: string;
}

/** A date as the wire writes it. */
export function toDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The local midnight of a wire date; null for a missing or malformed one. */
export function fromDay(day: string | null): Date | null {
  if (day === null) return null;
  const date = parseISO(day);
  return isValid(date) ? date : null;
}

/**
 * The chart's span for a zoom around today: `range` periods either side of the period holding
 * today, where a period is a week (week view), a month (month view) or a quarter (quarter view).
 */
export function chartRange(view: GanttView, today: Date, weekStartsOn: WeekStart = 0): ChartRange {
  const { range, dayWidth } = GANTT_VIEWS[view];
  let first: Date;
  let last: Date;
  switch (view) {
    case 'week':
      first = addWeeks(startOfWeek(today, { weekStartsOn }), -range);
      last = addWeeks(endOfWeek(today, { weekStartsOn }), range);
      break;
    case 'month':
      first = startOfMonth(addMonths(today, -range));
      last = endOfMonth(addMonths(today, range));
      break;
    case 'quarter':
      first = startOfQuarter(addQuarters(today, -range));
      last = endOfQuarter(addQuarters(today, range));
      break;
  }
  return { start: first, days: differenceInCalendarDays(last, first) + 1, dayWidth };
}

/** The chart's full width in pixels. */
export function chartWidth(range: ChartRange): number {
  return range.days * range.dayWidth;
}

/** The x (left edge of its column) of a day, relative to the chart's start. */
export function xOfDate(range: ChartRange, date: Date): number {
  return differenceInCalendarDays(date, range.start) * range.dayWidth;
}

/** The day whose column holds an x; x before the chart or past its end still maps to a day. */
export function dateOfX(range: ChartRange, x: number): Date {
  return addDays(range.start, Math.floor(x / range.dayWidth));
}

/** Where a bar sits: its left edge and width in pixels, and whether it shows one date only. */
export interface BarGeometry {
  left: number;
  width: number;
  /** True when the item has only one of its dates: the bar is one day wide at that date. */
  isSingleDate: boolean;
}

/**
 * A bar from the start day's column to the end of the target day's column. An item with only
 * one date gets a one-day bar there; one with neither gets none. A start after the target (which
 * the server refuses, but old data may hold) is drawn from the earlier to the later date.
 */
export function barGeometry(range: ChartRange, dates: ItemDates): BarGeometry | null {
  const start = fromDay(dates.start_date);
  const target = fromDay(dates.target_date);
  const from = start ?? target;
  const to = target ?? start;
  if (from === null || to === null) return null;
  const [early, late] = from <= to ? [from, to] : [to, from];
  const left = xOfDate(range, early);
  const days = differenceInCalendarDays(late, early) + 1;
  return { left, width: days * range.dayWidth, isSingleDate: start === null || target === null };
}

/** What a drag holds: the bar's body moves both dates, an edge moves one. */
export type DragKind = 'move' | 'resize-start' | 'resize-end';

/** Whole days a pointer travelled, rounded to the nearest day column (never -0, for equality). */
export function daysMoved(deltaX: number, dayWidth: number): number {
  return Math.round(deltaX / dayWidth) || 0;
}

/**
 * The dates a drag ends on. A one-date item is treated as a one-day span, so any drag gives it
 * both dates. Resizing clamps so that the start never passes the target (a one-day bar at least).
 */
export function dragResult(
  kind: DragKind,
  dates: ItemDates,
  deltaDays: number,
): ScheduledDates | null {
  const start = fromDay(dates.start_date) ?? fromDay(dates.target_date);
  const target = fromDay(dates.target_date) ?? fromDay(dates.start_date);
  if (start === null || target === null) return null;
  const [early, late] = start <= target ? [start, target] : [target, start];
  switch (kind) {
    case 'move':
      return {
        start_date: toDay(addDays(early, deltaDays)),
        target_date: toDay(addDays(late, deltaDays)),
      };
    case 'resize-start': {
      const moved = addDays(early, deltaDays);
      return { start_date: toDay(moved > late ? late : moved), target_date: toDay(late) };
    }
    case 'resize-end': {
      const moved = addDays(late, deltaDays);
      return { start_date: toDay(early), target_date: toDay(moved < early ? early : moved) };
    }
  }
}

/** Dates to write: those present are set, those left out stay as the item has them. */
export type DatesChange = Partial<ScheduledDates>;

/**
 * The item's dates moved by whole days (the keyboard's ←/→): only the dates it has move, so an
 * item with a due date only keeps no start date. Null when it has neither.
 */
export function shiftedDates(dates: ItemDates, deltaDays: number): DatesChange | null {
  const shift = (day: string | null) => {
    const date = fromDay(day);
    return date === null ? undefined : toDay(addDays(date, deltaDays));
  };
  const start = shift(dates.start_date);
  const target = shift(dates.target_date);
  if (start === undefined && target === undefined) return null;
  return {
    ...(start === undefined ? {} : { start_date: start }),
    ...(target === undefined ? {} : { target_date: target }),
  };
}

/** Whether a drag result differs from the dates the item holds. */
export function datesChanged(dates: ItemDates, next: DatesChange): boolean {
  return (
    (next.start_date !== undefined && dates.start_date !== next.start_date) ||
    (next.target_date !== undefined && dates.target_date !== next.target_date)
  );
}

/** The quarter (1–4) of a date: Q1 Jan–Mar … Q4 Oct–Dec (spec §9). */
export function quarterOf(date: Date): number {
  return getQuarter(date);
}

/** The first and last day of the quarter holding a date. */
export function quarterBounds(date: Date): { start: Date; end: Date } {
  return { start: startOfQuarter(date), end: endOfQuarter(date) };
}

/** One labelled span of the header: [left, left + width) in chart pixels. */
export interface HeaderCell {
  key: string;
  label: string;
  left: number;
  width: number;
  /** Week view only: Saturday or Sunday, shaded in the chart. */
  isWeekend: boolean;
  isToday: boolean;
}

/** The header's two rows for a zoom: the upper names the larger period, the lower its parts. */
export interface HeaderRows {
  upper: HeaderCell[];
  lower: HeaderCell[];
}

type Unit = 'day' | 'week' | 'month' | 'quarter';

function periodStart(unit: Unit, date: Date, weekStartsOn: WeekStart): Date {
  switch (unit) {
    case 'day':
      return date;
    case 'week':
      return startOfWeek(date, { weekStartsOn });
    case 'month':
      return startOfMonth(date);
    case 'quarter':
      return startOfQuarter(date);
  }
}

function nextPeriod(unit: Unit, date: Date): Date {
  switch (unit) {
    case 'day':
      return addDays(date, 1);
    case 'week':
      return addWeeks(date, 1);
    case 'month':
      return addMonths(date, 1);
    case 'quarter':
      return addQuarters(date, 1);
  }
}

function labelOf(unit: Unit, date: Date, view: GanttView, locale: Locale): string {
  switch (unit) {
    case 'day':
      return format(date, 'EEEEE d', { locale });
    case 'week':
      return format(date, 'MMM d', { locale });
    case 'month':
      return format(date, view === 'quarter' ? 'LLL' : 'LLLL yyyy', { locale });
    case 'quarter':
      return format(date, 'QQQ yyyy', { locale });
  }
}

interface CellOptions {
  view: GanttView;
  today: Date;
  weekStartsOn: WeekStart;
  locale: Locale;
}

function cellsOf(range: ChartRange, unit: Unit, options: CellOptions): HeaderCell[] {
  const { view, today, weekStartsOn, locale } = options;
  const end = addDays(range.start, range.days);
  const cells: HeaderCell[] = [];
  for (let at = periodStart(unit, range.start, weekStartsOn); at < end; at = nextPeriod(unit, at)) {
    const from = at < range.start ? range.start : at;
    const next = nextPeriod(unit, at);
    const to = next > end ? end : next;
    const day = at.getDay();
    cells.push({
      key: toDay(at),
      label: labelOf(unit, at, view, locale),
      left: xOfDate(range, from),
      width: differenceInCalendarDays(to, from) * range.dayWidth,
      isWeekend: unit === 'day' && (day === 0 || day === 6),
      isToday: unit === 'day' && differenceInCalendarDays(at, today) === 0,
    });
  }
  return cells;
}

/** Week view: months over days. Month view: months over weeks. Quarter view: quarters over months. */
export function headerRows(
  view: GanttView,
  range: ChartRange,
  today: Date,
  weekStartsOn: WeekStart = 0,
  locale: Locale = dateLocale(),
): HeaderRows {
  const [upper, lower]: [Unit, Unit] =
    view === 'week'
      ? ['month', 'day']
      : view === 'month'
        ? ['month', 'week']
        : ['quarter', 'month'];
  const options = { view, today, weekStartsOn, locale };
  return { upper: cellsOf(range, upper, options), lower: cellsOf(range, lower, options) };
}

/** The scrollLeft that puts a day a third of the way into a viewport of the given width. */
export function scrollLeftFor(range: ChartRange, date: Date, viewportWidth: number): number {
  const x = xOfDate(range, date) + range.dayWidth / 2 - viewportWidth / 3;
  return Math.max(0, Math.min(x, chartWidth(range) - viewportWidth));
}

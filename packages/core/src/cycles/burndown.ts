import { calendarDateIn, endOfDayIn } from './cycle-dates';

/** A state's group as the burndown counts it; triage and unknown states count as backlog. */
export type BurndownGroup = 'backlog' | 'unstarted' | 'started' | 'completed' | 'cancelled';

/** A work item that is or was in the cycle, as it is now. */
export interface BurndownItem {
  id: string;
  /** The cycle the item is in now (null: none). */
  cycleId: string | null;
  stateId: string | null;
  createdAt: Date;
  /** The item's estimate in points now; 0 without one. */
  points: number;
}

/**
 * One recorded change of an item (a work_item_activities row): field `cycles` with the cycle ids
 * on either side (null: out of any cycle), or field `state` with the state ids.
 */
export interface BurndownChange {
  itemId: string;
  field: 'cycles' | 'state';
  oldId: string | null;
  newId: string | null;
  at: Date;
}

export interface BurndownInput {
  cycleId: string;
  /** The cycle's calendar days in its time zone, first to last. */
  days: readonly string[];
  timeZone: string;
  now: Date;
  items: readonly BurndownItem[];
  changes: readonly BurndownChange[];
  /** The group of each state id. */
  stateGroups: ReadonlyMap<string, string>;
  withPoints: boolean;
}

/**
 * One day of the burndown. The observed fields are counts at the end of the day (now, for
 * today) and null for days after today; `ideal` is the straight line from the scope to zero.
 */
export interface BurndownDay {
  date: string;
  scope: number | null;
  completed: number | null;
  /** Items neither completed nor cancelled. */
  pending: number | null;
  ideal: number;
  started: number | null;
  unstarted: number | null;
  backlog: number | null;
  cancelled: number | null;
  /** The line actually burnt down: the pending items. */
  actual: number | null;
  total_estimate_points?: number | null;
  completed_estimate_points?: number | null;
  pending_points?: number | null;
  ideal_points?: number;
}

const GROUPS: readonly BurndownGroup[] = [
  'backlog',
  'unstarted',
  'started',
  'completed',
  'cancelled',
];

/** The group a state group's name counts under (triage, unknown and none as backlog). */
export function countedGroup(group: string | null | undefined): BurndownGroup {
  return GROUPS.find((each) => each === group) ?? 'backlog';
}

/** The group a state id counts under. */
export function burndownGroup(
  stateId: string | null,
  stateGroups: ReadonlyMap<string, string>,
): BurndownGroup {
  return countedGroup(stateId === null ? undefined : stateGroups.get(stateId));
}

/**
 * The value of one field of one item at an instant, from that field's changes in time order:
 * the newest change at or before the instant; before the first change, the first change's old
 * value; with no changes at all, the value it has now.
 */
export function valueAt(
  changes: readonly BurndownChange[],
  current: string | null,
  instant: Date,
): string | null {
  const first = changes[0];
  if (!first) return current;
  let value = first.oldId;
  for (const change of changes) {
    if (change.at.getTime() > instant.getTime()) break;
    value = change.newId;
  }
  return value;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function changesByItem(changes: readonly BurndownChange[], field: BurndownChange['field']) {
  const byItem = new Map<string, BurndownChange[]>();
  const sorted = changes
    .filter((change) => change.field === field)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const change of sorted) {
    const list = byItem.get(change.itemId) ?? [];
    list.push(change);
    byItem.set(change.itemId, list);
  }
  return byItem;
}

interface Tally {
  counts: Record<BurndownGroup, number>;
  points: Record<BurndownGroup, number>;
}

function emptyTally(): Tally {
  const zero = () => ({ backlog: 0, unstarted: 0, started: 0, completed: 0, cancelled: 0 });
  return { counts: zero(), points: zero() };
}

function tallyAt(
  input: BurndownInput,
  instant: Date,
  memberships: Map<string, BurndownChange[]>,
  states: Map<string, BurndownChange[]>,
): Tally {
  const tally = emptyTally();
  for (const item of input.items) {
    if (item.createdAt.getTime() > instant.getTime()) continue;
    const cycle = valueAt(memberships.get(item.id) ?? [], item.cycleId, instant);
    if (cycle !== input.cycleId) continue;
    const state = valueAt(states.get(item.id) ?? [], item.stateId, instant);
    const group = burndownGroup(state, input.stateGroups);
    tally.counts[group] += 1;
    tally.points[group] += item.points;
  }
  return tally;
}

function total(record: Record<BurndownGroup, number>): number {
  return GROUPS.reduce((sum, group) => sum + record[group], 0);
}

/**
 * The cycle's burndown, one row per day, replayed from the items' recorded cycle and state
 * changes: what was in the cycle and in which state group at the end of each day.
 */
export function computeBurndown(input: BurndownInput): BurndownDay[] {
  const memberships = changesByItem(input.changes, 'cycles');
  const states = changesByItem(input.changes, 'state');
  const today = calendarDateIn(input.now, input.timeZone);
  const observed = input.days.map((day) => {
    if (day > today) return null;
    const instant = day === today ? input.now : endOfDayIn(day, input.timeZone);
    return tallyAt(input, instant, memberships, states);
  });
  const latest = observed.filter((tally) => tally !== null).at(-1) ?? null;
  const scope = latest ? total(latest.counts) : 0;
  const scopePoints = latest ? total(latest.points) : 0;
  const span = Math.max(input.days.length - 1, 1);
  return input.days.map((date, index) => {
    const tally = observed[index] ?? null;
    const share = 1 - index / span;
    const open = (record: Record<BurndownGroup, number>) =>
      total(record) - record.completed - record.cancelled;
    const day: BurndownDay = {
      date,
      scope: tally ? total(tally.counts) : null,
      completed: tally ? tally.counts.completed : null,
      pending: tally ? open(tally.counts) : null,
      ideal: round2(scope * share),
      started: tally ? tally.counts.started : null,
      unstarted: tally ? tally.counts.unstarted : null,
      backlog: tally ? tally.counts.backlog : null,
      cancelled: tally ? tally.counts.cancelled : null,
      actual: tally ? open(tally.counts) : null,
    };
    if (!input.withPoints) return day;
    return {
      ...day,
      total_estimate_points: tally ? round2(total(tally.points)) : null,
      completed_estimate_points: tally ? round2(tally.points.completed) : null,
      pending_points: tally ? round2(open(tally.points)) : null,
      ideal_points: round2(scopePoints * share),
    };
  });
}

/** The completion chart of a burndown: each day's remaining items (or points), null after today. */
export function completionChart(
  days: readonly BurndownDay[],
  type: 'issues' | 'points',
): Record<string, number | null> {
  const chart: Record<string, number | null> = {};
  for (const day of days)
    chart[day.date] = type === 'points' ? (day.pending_points ?? null) : day.pending;
  return chart;
}

import { z } from 'zod';
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

/** Items and their estimate points per state group at one instant. */
export interface BurndownTally {
  counts: Record<BurndownGroup, number>;
  points: Record<BurndownGroup, number>;
}

const groupNumbers = z.object({
  backlog: z.number(),
  unstarted: z.number(),
  started: z.number(),
  completed: z.number(),
  cancelled: z.number(),
});
/** A tally as it is kept for a day that is over. */
export const BurndownTallySchema = z.object({ counts: groupNumbers, points: groupNumbers });

export function emptyTally(): BurndownTally {
  const zero = () => ({ backlog: 0, unstarted: 0, started: 0, completed: 0, cancelled: 0 });
  return { counts: zero(), points: zero() };
}

/**
 * The tally at the end of each observed instant (ascending), in one pass over each item's
 * changes: what valueAt answers for every instant, without rescanning the changes per day.
 */
function tallies(
  input: BurndownInput,
  instants: readonly number[],
  memberships: Map<string, BurndownChange[]>,
  states: Map<string, BurndownChange[]>,
): BurndownTally[] {
  const result = instants.map(() => emptyTally());
  const groupOf = new Map<string | null, BurndownGroup>();
  const counted = (stateId: string | null) => {
    let group = groupOf.get(stateId);
    if (!group) {
      group = burndownGroup(stateId, input.stateGroups);
      groupOf.set(stateId, group);
    }
    return group;
  };
  for (const item of input.items) {
    const created = item.createdAt.getTime();
    const cycleChanges = memberships.get(item.id) ?? [];
    const stateChanges = states.get(item.id) ?? [];
    let cycle = cycleChanges[0] ? cycleChanges[0].oldId : item.cycleId;
    let state = stateChanges[0] ? stateChanges[0].oldId : item.stateId;
    let nextCycle = 0;
    let nextState = 0;
    instants.forEach((instant, index) => {
      for (let change = cycleChanges[nextCycle]; change; change = cycleChanges[nextCycle]) {
        if (change.at.getTime() > instant) break;
        cycle = change.newId;
        nextCycle += 1;
      }
      for (let change = stateChanges[nextState]; change; change = stateChanges[nextState]) {
        if (change.at.getTime() > instant) break;
        state = change.newId;
        nextState += 1;
      }
      if (created > instant || cycle !== input.cycleId) return;
      const tally = result[index];
      if (!tally) return;
      const group = counted(state);
      tally.counts[group] += 1;
      tally.points[group] += item.points;
    });
  }
  return result;
}

function total(record: Record<BurndownGroup, number>): number {
  return GROUPS.reduce((sum, group) => sum + record[group], 0);
}

/**
 * What was in the cycle and in which state group at the end of each of its days (at `now`, for
 * today), replayed from the items' recorded cycle and state changes; null for days after today.
 */
export function burndownTallies(input: BurndownInput): (BurndownTally | null)[] {
  const memberships = changesByItem(input.changes, 'cycles');
  const states = changesByItem(input.changes, 'state');
  const today = calendarDateIn(input.now, input.timeZone);
  const seen = input.days.filter((day) => day <= today);
  const counted = tallies(
    input,
    seen.map((day) =>
      day === today ? input.now.getTime() : endOfDayIn(day, input.timeZone).getTime(),
    ),
    memberships,
    states,
  );
  return input.days.map((_day, index) => counted[index] ?? null);
}

/**
 * The burndown rows of the cycle's days from their tallies (null: after today): the observed
 * counts, and the ideal line from the latest scope down to zero.
 */
export function burndownRows(
  days: readonly string[],
  observed: readonly (BurndownTally | null)[],
  withPoints: boolean,
): BurndownDay[] {
  const latest = observed.filter((tally) => tally !== null).at(-1) ?? null;
  const scope = latest ? total(latest.counts) : 0;
  const scopePoints = latest ? total(latest.points) : 0;
  const span = Math.max(days.length - 1, 1);
  return days.map((date, index) => {
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
    if (!withPoints) return day;
    return {
      ...day,
      total_estimate_points: tally ? round2(total(tally.points)) : null,
      completed_estimate_points: tally ? round2(tally.points.completed) : null,
      pending_points: tally ? round2(open(tally.points)) : null,
      ideal_points: round2(scopePoints * share),
    };
  });
}

/** The cycle's burndown, one row per day, replayed from the items' recorded changes. */
export function computeBurndown(input: BurndownInput): BurndownDay[] {
  return burndownRows(input.days, burndownTallies(input), input.withPoints);
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

import type { ModuleDistribution, ModuleEstimateDistribution } from '@keel/core';
import type { AssigneeRow, DistributionItem, LabelRow } from './module-progress.queries';

/** The longest completion chart drawn, in days from the start date (a guard against silly ranges). */
export const MAX_COMPLETION_CHART_DAYS = 1_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each calendar day from `start` to `end`, both YYYY-MM-DD, at most MAX_COMPLETION_CHART_DAYS. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (
    let time = Date.parse(`${start}T00:00:00Z`);
    time <= last && days.length < MAX_COMPLETION_CHART_DAYS;
    time += DAY_MS
  )
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/**
 * Remaining work per day from start to target date: the total minus what was completed by the end
 * of that day; null for days after today. Empty without both dates.
 */
export function completionChart(options: {
  items: readonly DistributionItem[];
  startDate: string | null;
  targetDate: string | null;
  today: string;
  weight: (item: DistributionItem) => number;
}): Record<string, number | null> {
  const { items, startDate, targetDate, today, weight } = options;
  const chart: Record<string, number | null> = {};
  if (!startDate || !targetDate) return chart;
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  const completions = items
    .filter((item) => item.completed_day !== null)
    .sort((a, b) => (a.completed_day ?? '').localeCompare(b.completed_day ?? ''));
  let done = 0;
  let next = 0;
  for (const day of daysBetween(startDate, targetDate)) {
    if (day > today) {
      chart[day] = null;
      continue;
    }
    while (next < completions.length && (completions[next]?.completed_day ?? '') <= day) {
      const item = completions[next];
      if (item) done += weight(item);
      next += 1;
    }
    chart[day] = total - done;
  }
  return chart;
}

interface Tally {
  total: number;
  completed: number;
}

function tallyInto(
  tallies: Map<string | null, Tally>,
  key: string | null,
  amount: number,
  isDone: boolean,
) {
  const tally = tallies.get(key) ?? { total: 0, completed: 0 };
  tally.total += amount;
  if (isDone) tally.completed += amount;
  tallies.set(key, tally);
}

/** Per assignee and per label: item (or point) totals; null keys for unassigned, unlabelled. */
function tallies(
  items: readonly DistributionItem[],
  assignees: readonly AssigneeRow[],
  labelRows: readonly LabelRow[],
  weight: (item: DistributionItem) => number,
) {
  const assigneesOf = new Map<string, string[]>();
  for (const row of assignees)
    assigneesOf.set(row.work_item_id, [
      ...(assigneesOf.get(row.work_item_id) ?? []),
      row.assignee_id,
    ]);
  const labelsOf = new Map<string, string[]>();
  for (const row of labelRows)
    labelsOf.set(row.work_item_id, [...(labelsOf.get(row.work_item_id) ?? []), row.label_id]);
  const byAssignee = new Map<string | null, Tally>();
  const byLabel = new Map<string | null, Tally>();
  for (const item of items) {
    const isDone = item.state_group === 'completed';
    const amount = weight(item);
    for (const key of assigneesOf.get(item.id) ?? [null])
      tallyInto(byAssignee, key, amount, isDone);
    for (const key of labelsOf.get(item.id) ?? [null]) tallyInto(byLabel, key, amount, isDone);
  }
  return { byAssignee, byLabel };
}

/** Named rows first, by name (any case); the null row (none) last. */
function byNameNullLast<T>(name: (row: T) => string | null) {
  return (a: T, b: T) => {
    const [left, right] = [name(a), name(b)];
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    return left.localeCompare(right, undefined, { sensitivity: 'base' });
  };
}

interface DistributionInput {
  items: readonly DistributionItem[];
  assignees: readonly AssigneeRow[];
  labels: readonly LabelRow[];
  startDate: string | null;
  targetDate: string | null;
  today: string;
}

function distributionRows(input: DistributionInput, weight: (item: DistributionItem) => number) {
  const { byAssignee, byLabel } = tallies(input.items, input.assignees, input.labels, weight);
  const people = new Map(input.assignees.map((row) => [row.assignee_id, row]));
  const labelInfo = new Map(input.labels.map((row) => [row.label_id, row]));
  const assignees = [...byAssignee].map(([id, tally]) => {
    const person = id === null ? undefined : people.get(id);
    return {
      share: {
        assignee_id: id,
        display_name: person?.display_name ?? null,
        first_name: person?.first_name ?? null,
        last_name: person?.last_name ?? null,
        avatar_url: person?.avatar ?? null,
      },
      tally,
    };
  });
  assignees.sort(byNameNullLast((row) => row.share.display_name));
  const labels = [...byLabel].map(([id, tally]) => {
    const label = id === null ? undefined : labelInfo.get(id);
    return {
      share: { label_id: id, label_name: label?.label_name ?? null, color: label?.color ?? null },
      tally,
    };
  });
  labels.sort(byNameNullLast((row) => row.share.label_name));
  const completion_chart = completionChart({ ...input, weight });
  return { assignees, labels, completion_chart };
}

/** A module's distribution by items: assignees, labels and the completion chart. */
export function itemDistribution(input: DistributionInput): ModuleDistribution {
  const rows = distributionRows(input, () => 1);
  const counts = ({ total, completed }: Tally) => ({
    total_issues: total,
    completed_issues: completed,
    pending_issues: total - completed,
  });
  return {
    assignees: rows.assignees.map((row) => ({ ...row.share, ...counts(row.tally) })),
    labels: rows.labels.map((row) => ({ ...row.share, ...counts(row.tally) })),
    completion_chart: rows.completion_chart,
  };
}

/** The same by estimate points (items without points weigh nothing). */
export function pointDistribution(input: DistributionInput): ModuleEstimateDistribution {
  const rows = distributionRows(input, (item) => item.points);
  const counts = ({ total, completed }: Tally) => ({
    total_estimates: total,
    completed_estimates: completed,
    pending_estimates: total - completed,
  });
  return {
    assignees: rows.assignees.map((row) => ({ ...row.share, ...counts(row.tally) })),
    labels: rows.labels.map((row) => ({ ...row.share, ...counts(row.tally) })),
    completion_chart: rows.completion_chart,
  };
}

import type { BurndownGroup } from './burndown';

/** A work item in the cycle now, as progress and distributions count it. */
export interface ProgressItem {
  group: BurndownGroup;
  /** Estimate points; 0 without one. */
  points: number;
  assigneeIds: readonly string[];
  labelIds: readonly string[];
}

/** Item counts and estimate points per state group (Plane's cycle and module progress fields). */
export interface CycleCounts {
  total_issues: number;
  completed_issues: number;
  cancelled_issues: number;
  started_issues: number;
  unstarted_issues: number;
  backlog_issues: number;
  total_estimate_points: number;
  completed_estimate_points: number;
  cancelled_estimate_points: number;
  started_estimate_points: number;
  unstarted_estimate_points: number;
  backlog_estimate_points: number;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function emptyCounts(): CycleCounts {
  return {
    total_issues: 0,
    completed_issues: 0,
    cancelled_issues: 0,
    started_issues: 0,
    unstarted_issues: 0,
    backlog_issues: 0,
    total_estimate_points: 0,
    completed_estimate_points: 0,
    cancelled_estimate_points: 0,
    started_estimate_points: 0,
    unstarted_estimate_points: 0,
    backlog_estimate_points: 0,
  };
}

/** Counts and points per state group of the items. */
export function countProgress(items: readonly ProgressItem[]): CycleCounts {
  const counts = emptyCounts();
  for (const item of items) {
    counts.total_issues += 1;
    counts[`${item.group}_issues`] += 1;
    counts.total_estimate_points += item.points;
    counts[`${item.group}_estimate_points`] += item.points;
  }
  for (const key of Object.keys(counts) as (keyof CycleCounts)[]) counts[key] = round2(counts[key]);
  return counts;
}

/** One row of a distribution: an assignee's or a label's items (or points). */
export interface DistributionRow {
  key: string | null;
  total: number;
  completed: number;
  /** Total minus completed (Plane counts cancelled items as pending here). */
  pending: number;
}

/**
 * Items (or their points) per assignee and per label, unassigned and unlabelled items under the
 * null key; rows ordered by total, largest first.
 */
export function distributeItems(
  items: readonly ProgressItem[],
  type: 'issues' | 'points',
): { assignees: DistributionRow[]; labels: DistributionRow[] } {
  const tally = (keysOf: (item: ProgressItem) => readonly string[]) => {
    const rows = new Map<string | null, DistributionRow>();
    for (const item of items) {
      const weight = type === 'points' ? item.points : 1;
      const keys = keysOf(item);
      for (const key of keys.length > 0 ? keys : [null]) {
        const row = rows.get(key) ?? { key, total: 0, completed: 0, pending: 0 };
        row.total = round2(row.total + weight);
        if (item.group === 'completed') row.completed = round2(row.completed + weight);
        row.pending = round2(row.total - row.completed);
        rows.set(key, row);
      }
    }
    return [...rows.values()].sort((a, b) => b.total - a.total);
  };
  return { assignees: tally((item) => item.assigneeIds), labels: tally((item) => item.labelIds) };
}

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

/** One row of a distribution: an assignee's or a label's items (or points). */
export interface DistributionRow {
  key: string | null;
  total: number;
  completed: number;
  /** Total minus completed (Plane counts cancelled items as pending here). */
  pending: number;
}

/** What the database sums for one assignee or label: its items (or points), and the completed. */
export interface DistributionTotals {
  key: string | null;
  total: number;
  completed: number;
}

/**
 * The rows of an assignee or label distribution (unassigned or unlabelled items under the null
 * key), ordered by total, largest first, then by key with the null key last.
 */
export function distributionRows(totals: readonly DistributionTotals[]): DistributionRow[] {
  return totals
    .map((row) => {
      const total = round2(row.total);
      const completed = round2(row.completed);
      return { key: row.key, total, completed, pending: round2(total - completed) };
    })
    .sort((a, b) => {
      if (b.total !== a.total) return b.total - a.total;
      if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
      return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    });
}

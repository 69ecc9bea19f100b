import { i18n } from '#web/lib/i18n';
import type { CycleAnalytics } from './cycles-wire';

/** One assignee's or label's share of a cycle, counted one way. */
export interface DistributionRow {
  /** The user or label id; null for "no assignee" / "no label". */
  id: string | null;
  name: string;
  avatarUrl: string | null;
  color: string | null;
  total: number;
  completed: number;
}

type Counted =
  | { total_issues: number; completed_issues: number }
  | { total_estimates: number; completed_estimates: number };

/** The row's counts, in work items or in estimate points (`?type=points`). */
function counts(row: Counted): { total: number; completed: number } {
  return 'total_issues' in row
    ? { total: row.total_issues, completed: row.completed_issues }
    : { total: row.total_estimates, completed: row.completed_estimates };
}

function personName(row: {
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
}): string {
  const full = [row.first_name, row.last_name].filter((part) => part !== null && part !== '');
  if (row.display_name !== null && row.display_name !== '') return row.display_name;
  if (full.length > 0) return full.join(' ');
  return i18n.t('cycles:distribution.unknown');
}

/** The assignee rows, most work first; the unassigned row last. */
export function assigneeRows(analytics: Pick<CycleAnalytics, 'assignees'> | null) {
  const rows: DistributionRow[] = (analytics?.assignees ?? []).map((row) => ({
    id: row.assignee_id,
    name: row.assignee_id === null ? i18n.t('cycles:distribution.noAssignee') : personName(row),
    avatarUrl: row.avatar_url,
    color: null,
    ...counts(row),
  }));
  return ordered(rows);
}

/** The label rows, most work first; the unlabelled row last. */
export function labelRows(analytics: Pick<CycleAnalytics, 'labels'> | null) {
  const rows: DistributionRow[] = (analytics?.labels ?? []).map((row) => ({
    id: row.label_id,
    name: row.label_id === null ? i18n.t('cycles:distribution.noLabel') : (row.label_name ?? ''),
    avatarUrl: null,
    color: row.color,
    ...counts(row),
  }));
  return ordered(rows);
}

function ordered(rows: DistributionRow[]): DistributionRow[] {
  return rows.sort(
    (a, b) =>
      Number(a.id === null) - Number(b.id === null) ||
      b.total - a.total ||
      a.name.localeCompare(b.name),
  );
}

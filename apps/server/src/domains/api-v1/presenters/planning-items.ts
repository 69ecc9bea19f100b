import type { V1CycleIssue, V1ModuleIssue } from '@keel/core';
import type { V1ItemCounts } from './planning';

/** The item counts a cycle or module of the app API carries, as the v1 presenters take them. */
export function v1CountsOf(counts: {
  total_issues: number;
  cancelled_issues: number;
  completed_issues: number;
  started_issues: number;
  unstarted_issues: number;
  backlog_issues: number;
}): V1ItemCounts {
  return {
    total: counts.total_issues,
    cancelled: counts.cancelled_issues,
    completed: counts.completed_issues,
    started: counts.started_issues,
    unstarted: counts.unstarted_issues,
    backlog: counts.backlog_issues,
  };
}

/**
 * Plane's CycleIssueSerializer of a work item in a cycle. Keel keeps the membership on the item
 * (no bridge row), so the bridge's id is the item's and its times are the item's last change.
 */
export function presentV1CycleIssue(
  cycleId: string,
  item: {
    id: string;
    project_id: string;
    workspace_id: string;
    updated_at: Date;
    updated_by_id: string | null;
    subItems: number;
  },
): V1CycleIssue {
  const at = item.updated_at.toISOString();
  return {
    id: item.id,
    sub_issues_count: item.subItems,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    created_by: item.updated_by_id,
    updated_by: item.updated_by_id,
    project: item.project_id,
    workspace: item.workspace_id,
    cycle: cycleId,
    issue: item.id,
  };
}

/**
 * Plane's ModuleIssueSerializer of a module's row of a work item. The row has no id of its own
 * (its key is the module and the item), so the item's id stands for it.
 */
export function presentV1ModuleIssue(
  moduleId: string,
  row: {
    work_item_id: string;
    project_id: string;
    workspace_id: string;
    created_at: Date;
    created_by_id: string | null;
    subItems: number;
  },
): V1ModuleIssue {
  const at = row.created_at.toISOString();
  return {
    id: row.work_item_id,
    sub_issues_count: row.subItems,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    created_by: row.created_by_id,
    updated_by: row.created_by_id,
    project: row.project_id,
    workspace: row.workspace_id,
    module: moduleId,
    issue: row.work_item_id,
  };
}

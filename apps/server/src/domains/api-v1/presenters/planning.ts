import type { V1Cycle, V1Module } from '@keel/core';
import { type CycleRow, type ModuleRow, iso } from './rows';

/** How many of a cycle's or module's items are in each state group (Plane's annotations). */
export interface V1ItemCounts {
  total: number;
  cancelled: number;
  completed: number;
  started: number;
  unstarted: number;
  backlog: number;
}

const NO_ITEMS: V1ItemCounts = {
  total: 0,
  cancelled: 0,
  completed: 0,
  started: 0,
  unstarted: 0,
  backlog: 0,
};

function countFields(counts: V1ItemCounts) {
  return {
    total_issues: counts.total,
    cancelled_issues: counts.cancelled,
    completed_issues: counts.completed,
    started_issues: counts.started,
    unstarted_issues: counts.unstarted,
    backlog_issues: counts.backlog,
  };
}

/** Plane's v1 CycleSerializer. */
export function presentV1Cycle(cycle: CycleRow, counts: V1ItemCounts = NO_ITEMS): V1Cycle {
  return {
    id: cycle.id,
    ...countFields(counts),
    total_estimates: null,
    completed_estimates: null,
    started_estimates: null,
    created_at: cycle.created_at.toISOString(),
    updated_at: cycle.updated_at.toISOString(),
    deleted_at: iso(cycle.deleted_at),
    name: cycle.name,
    description: cycle.description,
    start_date: iso(cycle.start_date),
    end_date: iso(cycle.end_date),
    view_props: cycle.view_props,
    sort_order: cycle.sort_order,
    external_source: null,
    external_id: null,
    progress_snapshot: cycle.progress_snapshot,
    archived_at: iso(cycle.archived_at),
    logo_props: cycle.logo_props,
    timezone: cycle.timezone,
    version: cycle.version,
    created_by: cycle.created_by_id,
    updated_by: cycle.updated_by_id,
    project: cycle.project_id,
    workspace: cycle.workspace_id,
    owned_by: cycle.owned_by_id,
  };
}

/** Plane's v1 ModuleSerializer; `memberIds` are the module's members. */
export function presentV1Module(
  module: ModuleRow,
  memberIds: string[] = [],
  counts: V1ItemCounts = NO_ITEMS,
): V1Module {
  return {
    id: module.id,
    members: memberIds,
    ...countFields(counts),
    created_at: module.created_at.toISOString(),
    updated_at: module.updated_at.toISOString(),
    deleted_at: iso(module.deleted_at),
    name: module.name,
    description: module.description,
    description_text: null,
    description_html: module.description_html,
    start_date: module.start_date,
    target_date: module.target_date,
    status: module.status,
    view_props: module.view_props,
    sort_order: module.sort_order,
    external_source: null,
    external_id: null,
    archived_at: iso(module.archived_at),
    logo_props: module.logo_props,
    created_by: module.created_by_id,
    updated_by: module.updated_by_id,
    project: module.project_id,
    workspace: module.workspace_id,
    lead: module.lead_id,
  };
}

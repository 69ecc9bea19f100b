import {
  type Cycle,
  type CycleCounts,
  CycleProgressSchema,
  cycleStatus,
  emptyCounts,
} from '@keel/core';
import type { CycleAggregate, CycleRecord, CycleRow } from './cycles.queries';

/**
 * The counts a cycle shows: those of the snapshot a completed cycle kept when its open items were
 * transferred away, else the items in it now.
 */
export function countsOf(
  cycle: CycleRow,
  aggregate: CycleAggregate | undefined,
  now: Date,
): CycleCounts {
  if (cycleStatus(cycle.start_date, cycle.end_date, now) === 'completed') {
    const snapshot = CycleProgressSchema.safeParse(cycle.progress_snapshot);
    if (snapshot.success) return snapshot.data;
  }
  return aggregate?.counts ?? emptyCounts();
}

/** A cycle as every read shows it (Plane's cycle serializer with its counts). */
export function presentCycle(
  record: CycleRecord,
  aggregate: CycleAggregate | undefined,
  now: Date,
): Cycle {
  const { cycle } = record;
  return {
    id: cycle.id,
    workspace_id: cycle.workspace_id,
    project_id: cycle.project_id,
    name: cycle.name,
    description: cycle.description,
    start_date: cycle.start_date?.toISOString() ?? null,
    end_date: cycle.end_date?.toISOString() ?? null,
    owned_by_id: cycle.owned_by_id,
    view_props: cycle.view_props,
    sort_order: cycle.sort_order,
    progress_snapshot: cycle.progress_snapshot,
    logo_props: cycle.logo_props,
    archived_at: cycle.archived_at?.toISOString() ?? null,
    version: cycle.version,
    status: cycleStatus(cycle.start_date, cycle.end_date, now),
    is_favorite: record.isFavorite,
    created_at: cycle.created_at.toISOString(),
    updated_at: cycle.updated_at.toISOString(),
    created_by: cycle.created_by_id,
    updated_by: cycle.updated_by_id,
    assignee_ids: aggregate?.assigneeIds ?? [],
    ...countsOf(cycle, aggregate, now),
  };
}

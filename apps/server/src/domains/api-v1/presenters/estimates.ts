import type { V1Estimate, V1EstimatePoint } from '@keel/core';
import type { estimatePoints, estimates } from '#server/db/schema';
import { iso } from './rows';

export type EstimateRow = typeof estimates.$inferSelect;
export type EstimatePointRow = typeof estimatePoints.$inferSelect;

function projectRowFields(row: EstimateRow | EstimatePointRow) {
  return {
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: iso(row.deleted_at),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
    project: row.project_id,
    workspace: row.workspace_id,
  };
}

/** Plane's v1 EstimateSerializer. */
export function presentV1Estimate(row: EstimateRow): V1Estimate {
  return {
    id: row.id,
    ...projectRowFields(row),
    name: row.name,
    description: row.description,
    type: row.type,
    last_used: row.last_used,
  };
}

/** Plane's v1 EstimatePointSerializer. */
export function presentV1EstimatePoint(row: EstimatePointRow): V1EstimatePoint {
  return {
    id: row.id,
    ...projectRowFields(row),
    key: row.key,
    description: row.description,
    value: row.value,
    estimate: row.estimate_id,
  };
}

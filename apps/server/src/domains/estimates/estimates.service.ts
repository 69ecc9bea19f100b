import {
  AppError,
  type CreateEstimateBody,
  type Estimate,
  type EstimatePoint,
  ESTIMATE_TYPES,
  isUuid,
} from '@keel/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { estimatePoints, estimates } from '#server/db/schema';
import {
  activateEstimate,
  type EstimatePointRow,
  type EstimateRow,
  findEstimate,
  listEstimates,
  listPointsOf,
} from './estimates.queries';

export const MIN_POINTS = 2;
export const MAX_POINTS = 6;

function estimateType(value: string): Estimate['type'] {
  const type = ESTIMATE_TYPES.find((candidate) => candidate === value.toLowerCase());
  if (!type) throw new Error(`Unexpected estimate type ${value} in the database`);
  return type;
}

function presentPoint(row: EstimatePointRow): EstimatePoint {
  return {
    id: row.id,
    estimate: row.estimate_id,
    key: row.key,
    value: row.value,
    description: row.description,
  };
}

function present(row: EstimateRow, points: EstimatePointRow[]): Estimate {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    description: row.description,
    type: estimateType(row.type),
    last_used: row.last_used,
    points: points.filter((point) => point.estimate_id === row.id).map(presentPoint),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function presentAll(db: Executor, rows: EstimateRow[]): Promise<Estimate[]> {
  const points = await listPointsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => present(row, points));
}

async function requireEstimate(
  db: Executor,
  projectId: string,
  estimateId: string,
): Promise<EstimateRow> {
  const row = await findEstimate(db, projectId, estimateId);
  if (!row) throw new AppError('ESTIMATE_NOT_FOUND');
  return row;
}

export async function listProjectEstimates(db: Database, projectId: string): Promise<Estimate[]> {
  return presentAll(db, await listEstimates(db, { projectId }));
}

export async function listWorkspaceEstimates(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<Estimate[]> {
  return presentAll(db, await listEstimates(db, { workspaceId, userId }));
}

export async function getEstimate(
  db: Database,
  projectId: string,
  estimateId: string,
): Promise<Estimate> {
  const row = await requireEstimate(db, projectId, estimateId);
  return present(row, await listPointsOf(db, [row.id]));
}

/** Creates an estimate with its points in one transaction; it becomes the active one. */
export async function createEstimate(options: {
  db: Database;
  workspaceId: string;
  projectId: string;
  actorId: string;
  body: CreateEstimateBody;
}): Promise<Estimate> {
  const { db, workspaceId, projectId, actorId, body } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(estimates)
      .values({
        workspace_id: workspaceId,
        project_id: projectId,
        name: body.estimate.name,
        description: body.estimate.description ?? '',
        type: body.estimate.type,
        created_by_id: actorId,
      })
      .returning();
    if (!row) throw new Error('The estimate could not be written');
    // The public API may make an estimate first and add its points after, as Plane's clients do.
    if (body.estimate_points.length > 0)
      await tx.insert(estimatePoints).values(
        body.estimate_points.map((point) => ({
          workspace_id: workspaceId,
          project_id: projectId,
          estimate_id: row.id,
          key: point.key,
          value: point.value,
          description: point.description ?? '',
          created_by_id: actorId,
        })),
      );
    await activateEstimate(tx, projectId, row.id);
    const active = await requireEstimate(tx, projectId, row.id);
    return present(active, await listPointsOf(tx, [row.id]));
  });
}

/** Edits name and description; `last_used: true` makes it the only active estimate. */
export async function updateEstimate(options: {
  db: Database;
  projectId: string;
  estimateId: string;
  actorId: string;
  body: { name?: string | undefined; description?: string | undefined; last_used?: true };
}): Promise<Estimate> {
  const { db, projectId, estimateId, actorId, body } = options;
  return db.transaction(async (tx) => {
    const found = await requireEstimate(tx, projectId, estimateId);
    await tx
      .update(estimates)
      .set({
        name: body.name ?? found.name,
        description: body.description ?? found.description,
        updated_by_id: actorId,
      })
      .where(eq(estimates.id, found.id));
    if (body.last_used) await activateEstimate(tx, projectId, found.id);
    const row = await requireEstimate(tx, projectId, found.id);
    return present(row, await listPointsOf(tx, [row.id]));
  });
}

/** Soft-deletes an estimate and its points; deleting the active one leaves the project without. */
export async function deleteEstimate(options: {
  db: Database;
  projectId: string;
  estimateId: string;
  actorId: string;
  activeEstimateId: string | null;
}): Promise<void> {
  const { db, projectId, estimateId, actorId } = options;
  await db.transaction(async (tx) => {
    const found = await requireEstimate(tx, projectId, estimateId);
    const now = new Date();
    await tx
      .update(estimates)
      .set({ deleted_at: now, last_used: false, updated_by_id: actorId })
      .where(eq(estimates.id, found.id));
    await tx
      .update(estimatePoints)
      .set({ deleted_at: now, updated_by_id: actorId })
      .where(and(eq(estimatePoints.estimate_id, found.id), isNull(estimatePoints.deleted_at)));
    if (found.last_used || options.activeEstimateId === found.id)
      await activateEstimate(tx, projectId, null);
  });
}

async function requirePoint(
  db: Executor,
  estimateId: string,
  pointId: string,
): Promise<EstimatePointRow> {
  const [row] = isUuid(pointId)
    ? await db
        .select()
        .from(estimatePoints)
        .where(
          and(
            eq(estimatePoints.estimate_id, estimateId),
            eq(estimatePoints.id, pointId),
            isNull(estimatePoints.deleted_at),
          ),
        )
        .limit(1)
    : [];
  if (!row) throw new AppError('ESTIMATE_POINT_NOT_FOUND');
  return row;
}

export async function createPoint(options: {
  db: Database;
  projectId: string;
  estimateId: string;
  actorId: string;
  body: { key: number; value: string; description?: string | undefined };
}): Promise<EstimatePoint> {
  const { db, projectId, estimateId, actorId, body } = options;
  return db.transaction(async (tx) => {
    const estimate = await requireEstimate(tx, projectId, estimateId);
    const points = await listPointsOf(tx, [estimate.id]);
    if (points.length >= MAX_POINTS)
      throw new AppError('ESTIMATE_TOO_MANY_POINTS', { params: { max: MAX_POINTS } });
    if (points.some((point) => point.key === body.key))
      throw new AppError('ESTIMATE_POINT_KEY_TAKEN', { field: 'key' });
    const [row] = await tx
      .insert(estimatePoints)
      .values({
        workspace_id: estimate.workspace_id,
        project_id: projectId,
        estimate_id: estimate.id,
        key: body.key,
        value: body.value,
        description: body.description ?? '',
        created_by_id: actorId,
      })
      .returning();
    if (!row) throw new Error('The point could not be written');
    return presentPoint(row);
  });
}

export async function updatePoint(options: {
  db: Database;
  projectId: string;
  estimateId: string;
  pointId: string;
  actorId: string;
  body: { key?: number | undefined; value?: string | undefined; description?: string | undefined };
}): Promise<EstimatePoint> {
  const { db, projectId, estimateId, pointId, actorId, body } = options;
  return db.transaction(async (tx) => {
    const estimate = await requireEstimate(tx, projectId, estimateId);
    const point = await requirePoint(tx, estimate.id, pointId);
    if (body.key !== undefined && body.key !== point.key) {
      const points = await listPointsOf(tx, [estimate.id]);
      if (points.some((other) => other.key === body.key))
        throw new AppError('ESTIMATE_POINT_KEY_TAKEN', { field: 'key' });
    }
    const [row] = await tx
      .update(estimatePoints)
      .set({
        key: body.key ?? point.key,
        value: body.value ?? point.value,
        description: body.description ?? point.description,
        updated_by_id: actorId,
      })
      .where(eq(estimatePoints.id, point.id))
      .returning();
    if (!row) throw new Error('The point could not be written');
    return presentPoint(row);
  });
}

/** Removes a point; an estimate keeps at least two. */
export async function deletePoint(options: {
  db: Database;
  projectId: string;
  estimateId: string;
  pointId: string;
  actorId: string;
}): Promise<void> {
  const { db, projectId, estimateId, pointId, actorId } = options;
  await db.transaction(async (tx) => {
    const estimate = await requireEstimate(tx, projectId, estimateId);
    const point = await requirePoint(tx, estimate.id, pointId);
    const points = await listPointsOf(tx, [estimate.id]);
    if (points.length <= MIN_POINTS)
      throw new AppError('ESTIMATE_TOO_FEW_POINTS', { params: { min: MIN_POINTS } });
    await tx
      .update(estimatePoints)
      .set({ deleted_at: new Date(), updated_by_id: actorId })
      .where(eq(estimatePoints.id, point.id));
  });
}

import { isUuid } from '@keel/core';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { estimatePoints, estimates, projects } from '#server/db/schema';
import { memberProjectIds } from '#server/permissions';

export type EstimateRow = typeof estimates.$inferSelect;
export type EstimatePointRow = typeof estimatePoints.$inferSelect;

/** Live estimates of some projects: the active one first, then newest first. */
export async function listEstimates(
  db: Executor,
  where: { projectId: string } | { workspaceId: string; userId: string },
): Promise<EstimateRow[]> {
  const scope =
    'projectId' in where
      ? eq(estimates.project_id, where.projectId)
      : and(
          eq(estimates.workspace_id, where.workspaceId),
          inArray(estimates.project_id, memberProjectIds(where.userId, where.workspaceId)),
        );
  return db
    .select()
    .from(estimates)
    .where(and(scope, isNull(estimates.deleted_at)))
    .orderBy(desc(estimates.last_used), desc(estimates.created_at));
}

export async function listPointsOf(
  db: Executor,
  estimateIds: string[],
): Promise<EstimatePointRow[]> {
  if (estimateIds.length === 0) return [];
  return db
    .select()
    .from(estimatePoints)
    .where(and(inArray(estimatePoints.estimate_id, estimateIds), isNull(estimatePoints.deleted_at)))
    .orderBy(asc(estimatePoints.key));
}

export async function findEstimate(
  db: Executor,
  projectId: string,
  estimateId: string,
): Promise<EstimateRow | undefined> {
  if (!isUuid(estimateId)) return undefined;
  const [row] = await db
    .select()
    .from(estimates)
    .where(
      and(
        eq(estimates.project_id, projectId),
        eq(estimates.id, estimateId),
        isNull(estimates.deleted_at),
      ),
    )
    .limit(1);
  return row;
}

/** Makes `estimateId` the project's only active estimate (or none when null). */
export async function activateEstimate(
  db: Executor,
  projectId: string,
  estimateId: string | null,
): Promise<void> {
  await db
    .update(estimates)
    .set({ last_used: false })
    .where(and(eq(estimates.project_id, projectId), eq(estimates.last_used, true)));
  if (estimateId)
    await db.update(estimates).set({ last_used: true }).where(eq(estimates.id, estimateId));
  await db.update(projects).set({ estimate_id: estimateId }).where(eq(projects.id, projectId));
}

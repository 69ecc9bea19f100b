import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { estimatePoints, estimates } from '#server/db/schema';
import type { EstimatePointRow, EstimateRow } from './presenters/estimates';

/** A live estimate of the project by id. */
export async function v1EstimateRow(
  db: Executor,
  projectId: string,
  id: string,
): Promise<EstimateRow | undefined> {
  const [row] = await db
    .select()
    .from(estimates)
    .where(
      and(eq(estimates.id, id), eq(estimates.project_id, projectId), isNull(estimates.deleted_at)),
    );
  return row;
}

/** Live points of the estimate (all, or those of `ids`), by key. */
export async function v1EstimatePointRows(
  db: Executor,
  estimateId: string,
  ids?: readonly string[],
): Promise<EstimatePointRow[]> {
  if (ids?.length === 0) return [];
  return db
    .select()
    .from(estimatePoints)
    .where(
      and(
        eq(estimatePoints.estimate_id, estimateId),
        isNull(estimatePoints.deleted_at),
        ids === undefined ? undefined : inArray(estimatePoints.id, [...ids]),
      ),
    )
    .orderBy(asc(estimatePoints.key));
}

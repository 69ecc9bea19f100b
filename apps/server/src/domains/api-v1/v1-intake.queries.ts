import { isUuid } from '@keel/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { intakeItems } from '#server/db/schema';
import type { IntakeRow } from './presenters/intake';

/** The live request of the project wrapping this work item (v1 names requests so), if any. */
export async function intakeIdOfWorkItem(
  db: Executor,
  projectId: string,
  workItemId: string,
): Promise<string | null> {
  if (!isUuid(workItemId)) return null;
  const [row] = await db
    .select({ id: intakeItems.id })
    .from(intakeItems)
    .where(
      and(
        eq(intakeItems.project_id, projectId),
        eq(intakeItems.work_item_id, workItemId),
        isNull(intakeItems.deleted_at),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Live requests of the project by id, in the order of `ids`. */
export async function intakeRows(
  db: Executor,
  projectId: string,
  ids: readonly string[],
): Promise<IntakeRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(intakeItems)
    .where(
      and(
        eq(intakeItems.project_id, projectId),
        inArray(intakeItems.id, [...ids]),
        isNull(intakeItems.deleted_at),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { projectUserProperties } from '#server/db/schema';

export type UserPropertiesRow = typeof projectUserProperties.$inferSelect;
export type UserPropertiesInsert = typeof projectUserProperties.$inferInsert;

/**
 * The user's row in the project (or the workspace-wide one when project_id is null), created with
 * the given defaults when there is none; a concurrent creation is absorbed by the unique indexes.
 * `forUpdate` locks it for a merge.
 */
export async function ensureUserProperties(
  db: Executor,
  values: UserPropertiesInsert,
  forUpdate = false,
): Promise<UserPropertiesRow> {
  await db.insert(projectUserProperties).values(values).onConflictDoNothing();
  const query = db
    .select()
    .from(projectUserProperties)
    .where(
      and(
        values.project_id
          ? eq(projectUserProperties.project_id, values.project_id)
          : and(
              eq(projectUserProperties.workspace_id, values.workspace_id),
              isNull(projectUserProperties.project_id),
            ),
        eq(projectUserProperties.user_id, values.user_id),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new Error('user properties not found after insert');
  return row;
}

export async function updateUserPropertiesRow(
  db: Executor,
  id: string,
  values: Partial<UserPropertiesInsert>,
): Promise<UserPropertiesRow> {
  const [row] = await db
    .update(projectUserProperties)
    .set(values)
    .where(eq(projectUserProperties.id, id))
    .returning();
  if (!row) throw new Error('user properties vanished during an update');
  return row;
}

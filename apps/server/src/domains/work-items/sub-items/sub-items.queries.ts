import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { projects, workItems } from '#server/db/schema';

/**
 * Ids of an item's sub-items that ordinary lists show (live, not archived, not drafts), newest
 * first as Plane orders them.
 */
export async function subItemIds(db: Executor, projectId: string, parentId: string) {
  const rows = await db
    .select({ id: workItems.id })
    .from(workItems)
    .where(
      and(
        eq(workItems.project_id, projectId),
        eq(workItems.parent_id, parentId),
        isNull(workItems.deleted_at),
        isNull(workItems.archived_at),
        eq(workItems.is_draft, false),
      ),
    )
    .orderBy(desc(workItems.created_at), desc(workItems.sequence_id));
  return rows.map((row) => row.id);
}

/** Work items of the workspace by id with their keys (`IDENT-seq`) and parents. */
export async function workItemKeys(db: Executor, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { key: string; parentId: string | null }>();
  const rows = await db
    .select({
      id: workItems.id,
      sequence: workItems.sequence_id,
      identifier: projects.identifier,
      parentId: workItems.parent_id,
    })
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .where(and(eq(workItems.workspace_id, workspaceId), inArray(workItems.id, ids)));
  return new Map(
    rows.map((row) => [
      row.id,
      { key: `${row.identifier}-${String(row.sequence)}`, parentId: row.parentId },
    ]),
  );
}

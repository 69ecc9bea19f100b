import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  projectMembers,
  projects,
  states,
  workItemAssignees,
  workItemLabels,
  workItemRelations,
  workItems,
} from '#server/db/schema';
import { activeMembershipOf, visibleWorkItems } from '#server/permissions';

export type RelationRow = typeof workItemRelations.$inferSelect;

/** What a related item shows of itself, whichever side of the relation it is on. */
export interface RelatedItemRow {
  id: string;
  name: string;
  state_id: string | null;
  state_group: string | null;
  sort_order: number;
  priority: string;
  sequence_id: number;
  project_id: string;
  project_identifier: string;
  label_ids: string[];
  assignee_ids: string[];
  created_at: Date;
  updated_at: Date;
  created_by_id: string | null;
  updated_by_id: string | null;
  type_id: string | null;
  is_epic: boolean;
}

const RELATED_COLUMNS = {
  id: workItems.id,
  name: workItems.name,
  state_id: workItems.state_id,
  state_group: states.group,
  sort_order: workItems.sort_order,
  priority: workItems.priority,
  sequence_id: workItems.sequence_id,
  project_id: workItems.project_id,
  project_identifier: projects.identifier,
  label_ids: sql<string[]>`coalesce((
    select array_agg(wl.label_id order by wl.created_at) from ${workItemLabels} wl
    where wl.work_item_id = ${workItems.id}), '{}'::uuid[])`,
  assignee_ids: sql<string[]>`coalesce((
    select array_agg(wa.assignee_id order by wa.created_at) from ${workItemAssignees} wa
    where wa.work_item_id = ${workItems.id}), '{}'::uuid[])`,
  created_at: workItems.created_at,
  updated_at: workItems.updated_at,
  created_by_id: workItems.created_by_id,
  updated_by_id: workItems.updated_by_id,
  type_id: workItems.type_id,
  is_epic: workItems.is_epic,
};

/**
 * Live work items of the workspace, of live projects, among `ids`. With `viewerId`, only those the
 * viewer may see (the visibleWorkItems scope, as the search and the lists filter): items of
 * projects they are an active member of, for a guest of a project that hides other people's items
 * only the ones they created, and no one else's drafts.
 */
export async function relatedItems(
  db: Executor,
  options: { workspaceId: string; ids: string[]; viewerId?: string },
): Promise<Map<string, RelatedItemRow>> {
  if (options.ids.length === 0) return new Map();
  const { viewerId } = options;
  const conditions = [
    eq(workItems.workspace_id, options.workspaceId),
    inArray(workItems.id, options.ids),
    isNull(workItems.deleted_at),
    isNull(projects.deleted_at),
  ];
  const base = db
    .select(RELATED_COLUMNS)
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .leftJoin(states, eq(states.id, workItems.state_id));
  const rows =
    viewerId === undefined
      ? await base.where(and(...conditions))
      : await base
          .innerJoin(projectMembers, activeMembershipOf(viewerId, workItems.project_id))
          .where(and(...conditions, visibleWorkItems({ userId: viewerId })));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The relation rows an item is on either end of, newest first. */
export async function relationsOf(db: Executor, workspaceId: string, itemId: string) {
  return db
    .select()
    .from(workItemRelations)
    .where(
      and(
        eq(workItemRelations.workspace_id, workspaceId),
        or(
          eq(workItemRelations.work_item_id, itemId),
          eq(workItemRelations.related_work_item_id, itemId),
        ),
      ),
    )
    .orderBy(sql`${workItemRelations.created_at} desc`);
}

/** The row between two items, whichever way it points, locked for the write. */
export async function relationBetween(
  db: Executor,
  workspaceId: string,
  itemId: string,
  otherId: string,
): Promise<RelationRow | undefined> {
  const [row] = await db
    .select()
    .from(workItemRelations)
    .where(
      and(
        eq(workItemRelations.workspace_id, workspaceId),
        or(
          and(
            eq(workItemRelations.work_item_id, itemId),
            eq(workItemRelations.related_work_item_id, otherId),
          ),
          and(
            eq(workItemRelations.work_item_id, otherId),
            eq(workItemRelations.related_work_item_id, itemId),
          ),
        ),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

export async function deleteRelation(db: Executor, id: string) {
  await db.delete(workItemRelations).where(eq(workItemRelations.id, id));
}

export async function insertRelation(db: Executor, values: typeof workItemRelations.$inferInsert) {
  const [row] = await db.insert(workItemRelations).values(values).returning();
  if (!row) throw new Error('relation not created');
  return row;
}

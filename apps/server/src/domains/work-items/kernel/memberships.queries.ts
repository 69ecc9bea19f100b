import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { cycles, modules, moduleWorkItems, workItems } from '#server/db/schema';

/** `column` is one of `ids`, sent as one uuid[] parameter. */
function anyOf(column: typeof workItems.id | typeof cycles.id | typeof modules.id, ids: string[]) {
  return sql`${column} = any(${sql.param(ids)}::uuid[])`;
}

/** The live items of the project among `ids`, with the cycle each is in. */
export async function itemCycles(db: Executor, projectId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workItems.id, cycleId: workItems.cycle_id })
    .from(workItems)
    .where(
      and(
        eq(workItems.project_id, projectId),
        anyOf(workItems.id, ids),
        isNull(workItems.deleted_at),
      ),
    );
}

/** A cycle of the project by id, live or not, with whether it has ended. */
export interface CycleFacts {
  id: string;
  name: string;
  live: boolean;
  completed: boolean;
}

/** The cycles of the project among `ids` (deleted ones too: an item may still name one). */
export async function cycleFacts(
  db: Executor,
  projectId: string,
  ids: string[],
): Promise<Map<string, CycleFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: cycles.id,
      name: cycles.name,
      live: sql<boolean>`${cycles.deleted_at} is null`,
      completed: sql<boolean>`coalesce(${cycles.end_date} < now(), false)`,
    })
    .from(cycles)
    .where(and(eq(cycles.project_id, projectId), anyOf(cycles.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The live modules of the project among `ids`, by id, with their names. */
export async function liveModuleNames(
  db: Executor,
  projectId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: modules.id, name: modules.name })
    .from(modules)
    .where(
      and(eq(modules.project_id, projectId), anyOf(modules.id, ids), isNull(modules.deleted_at)),
    );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Puts each item in each module, keeping the memberships there; answers the pairs added. */
export async function insertModuleItems(
  db: Executor,
  scope: { workspaceId: string; projectId: string; userId: string },
  itemIds: string[],
  moduleIds: string[],
): Promise<{ moduleId: string; itemId: string }[]> {
  if (itemIds.length === 0 || moduleIds.length === 0) return [];
  const result = await db.execute<{ module_id: string; work_item_id: string }>(sql`
    insert into ${moduleWorkItems}
      (module_id, work_item_id, workspace_id, project_id, created_by_id)
    select m, i, ${scope.workspaceId}, ${scope.projectId}, ${scope.userId}
    from unnest(${sql.param(moduleIds)}::uuid[]) m cross join unnest(${sql.param(itemIds)}::uuid[]) i
    on conflict do nothing
    returning module_id, work_item_id`);
  return result.rows.map((row) => ({ moduleId: row.module_id, itemId: row.work_item_id }));
}

/** Takes each item out of each module; answers the pairs removed. */
export async function deleteModuleItems(
  db: Executor,
  itemIds: string[],
  moduleIds: string[],
): Promise<{ moduleId: string; itemId: string }[]> {
  if (itemIds.length === 0 || moduleIds.length === 0) return [];
  const rows = await db
    .delete(moduleWorkItems)
    .where(
      and(
        sql`${moduleWorkItems.module_id} = any(${sql.param(moduleIds)}::uuid[])`,
        sql`${moduleWorkItems.work_item_id} = any(${sql.param(itemIds)}::uuid[])`,
      ),
    )
    .returning({ moduleId: moduleWorkItems.module_id, itemId: moduleWorkItems.work_item_id });
  return rows;
}

/** Sets the cycle of these items, marking them updated by the user. */
export async function writeItemsCycle(
  db: Executor,
  projectId: string,
  ids: string[],
  values: { cycleId: string | null; userId: string; now: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(workItems)
    .set({ cycle_id: values.cycleId, updated_by_id: values.userId, updated_at: values.now })
    .where(and(eq(workItems.project_id, projectId), anyOf(workItems.id, ids)));
}

/** Marks these items updated by the user (their modules changed). */
export async function touchItems(
  db: Executor,
  projectId: string,
  ids: string[],
  values: { userId: string; now: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(workItems)
    .set({ updated_by_id: values.userId, updated_at: values.now })
    .where(and(eq(workItems.project_id, projectId), anyOf(workItems.id, ids)));
}

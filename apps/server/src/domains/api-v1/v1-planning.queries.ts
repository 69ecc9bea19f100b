import { isUuid } from '@keel/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { cycles, moduleWorkItems, modules, workItems } from '#server/db/schema';
import type { CycleRow, ModuleRow } from './presenters';

/** Live cycles of the project by id (archived ones too), in the order of `ids`. */
export async function v1CycleRows(
  db: Executor,
  projectId: string,
  ids: readonly string[],
): Promise<CycleRow[]> {
  const valid = ids.filter((id) => isUuid(id));
  if (valid.length === 0) return [];
  const rows = await db
    .select()
    .from(cycles)
    .where(
      and(eq(cycles.project_id, projectId), inArray(cycles.id, valid), isNull(cycles.deleted_at)),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return valid.flatMap((id) => byId.get(id) ?? []);
}

/** Live modules of the project by id (archived ones too), in the order of `ids`. */
export async function v1ModuleRows(
  db: Executor,
  projectId: string,
  ids: readonly string[],
): Promise<ModuleRow[]> {
  const valid = ids.filter((id) => isUuid(id));
  if (valid.length === 0) return [];
  const rows = await db
    .select()
    .from(modules)
    .where(
      and(
        eq(modules.project_id, projectId),
        inArray(modules.id, valid),
        isNull(modules.deleted_at),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return valid.flatMap((id) => byId.get(id) ?? []);
}

/** How many live children each of the work items has (Plane's `sub_issues_count`). */
async function subItemCounts(db: Executor, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ parent: workItems.parent_id, n: sql<number>`count(*)::int` })
    .from(workItems)
    .where(and(inArray(workItems.parent_id, [...ids]), isNull(workItems.deleted_at)))
    .groupBy(workItems.parent_id);
  return new Map(rows.flatMap((row) => (row.parent ? [[row.parent, row.n] as const] : [])));
}

/** The live work items of a cycle, oldest first, with their sub-item counts. */
export async function cycleItemRows(db: Executor, cycleId: string, itemId?: string) {
  const rows = await db
    .select({
      id: workItems.id,
      project_id: workItems.project_id,
      workspace_id: workItems.workspace_id,
      updated_at: workItems.updated_at,
      updated_by_id: workItems.updated_by_id,
    })
    .from(workItems)
    .where(
      and(
        eq(workItems.cycle_id, cycleId),
        isNull(workItems.deleted_at),
        itemId === undefined ? undefined : sql`${workItems.id}::text = ${itemId}`,
      ),
    )
    .orderBy(asc(workItems.created_at), asc(workItems.id));
  const counts = await subItemCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, subItems: counts.get(row.id) ?? 0 }));
}

/** The module's rows of live work items (Plane's ModuleIssue), oldest first, with sub-item counts. */
export async function moduleItemRows(db: Executor, moduleId: string) {
  const rows = await db
    .select({
      work_item_id: moduleWorkItems.work_item_id,
      project_id: moduleWorkItems.project_id,
      workspace_id: moduleWorkItems.workspace_id,
      created_at: moduleWorkItems.created_at,
      created_by_id: moduleWorkItems.created_by_id,
    })
    .from(moduleWorkItems)
    .innerJoin(workItems, eq(workItems.id, moduleWorkItems.work_item_id))
    .where(and(eq(moduleWorkItems.module_id, moduleId), isNull(workItems.deleted_at)))
    .orderBy(asc(moduleWorkItems.created_at), asc(moduleWorkItems.work_item_id));
  const counts = await subItemCounts(
    db,
    rows.map((row) => row.work_item_id),
  );
  return rows.map((row) => ({ ...row, subItems: counts.get(row.work_item_id) ?? 0 }));
}

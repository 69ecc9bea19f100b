import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  estimatePoints,
  estimates,
  labels,
  projectCustomers,
  projectMembers,
  projectShops,
  states,
  workItems,
} from '#server/db/schema';

/** Which of `ids` are live, non-triage states of the project, with their groups. */
export async function projectStates(db: Executor, projectId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: states.id, group: states.group })
    .from(states)
    .where(
      and(eq(states.project_id, projectId), inArray(states.id, ids), isNull(states.deleted_at)),
    );
  return new Map(rows.map((row) => [row.id, row.group]));
}

/** The project's default state, else its first non-triage state (Plane). */
export async function defaultState(
  db: Executor,
  projectId: string,
): Promise<{ id: string; group: string } | undefined> {
  const [row] = await db
    .select({ id: states.id, group: states.group })
    .from(states)
    .where(
      and(eq(states.project_id, projectId), isNull(states.deleted_at), eq(states.is_triage, false)),
    )
    .orderBy(sql`${states.default} desc`, states.sequence)
    .limit(1);
  return row;
}

export async function existingLabelIds(db: Executor, projectId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(eq(labels.project_id, projectId), inArray(labels.id, ids), isNull(labels.deleted_at)),
    );
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` are active members of the project. */
export async function activeProjectMemberIds(db: Executor, projectId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: projectMembers.member_id })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.project_id, projectId),
        inArray(projectMembers.member_id, ids),
        eq(projectMembers.is_active, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Whether the point belongs to the project's active estimate. */
export async function isActiveEstimatePoint(db: Executor, projectId: string, pointId: string) {
  const [row] = await db
    .select({ id: estimatePoints.id })
    .from(estimatePoints)
    .innerJoin(estimates, eq(estimates.id, estimatePoints.estimate_id))
    .where(
      and(
        eq(estimatePoints.id, pointId),
        eq(estimates.project_id, projectId),
        eq(estimates.last_used, true),
        isNull(estimates.deleted_at),
        isNull(estimatePoints.deleted_at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Which of `ids` are live entries of the project's shops or customers. */
export async function existingCatalogueIds(
  db: Executor,
  catalogue: 'shops' | 'customers',
  projectId: string,
  ids: string[],
) {
  if (ids.length === 0) return new Set<string>();
  const table = catalogue === 'shops' ? projectShops : projectCustomers;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.project_id, projectId), inArray(table.id, ids), isNull(table.deleted_at)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The ancestors of a work item, nearest first, within its project (parent chains are short; a
 * cycle, which writes prevent, would stop at the depth limit).
 */
export async function ancestorIds(db: Executor, projectId: string, id: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from ${workItems} where id = ${id} and project_id = ${projectId}
      union all
      select wi.id, wi.parent_id, chain.depth + 1 from ${workItems} wi
      join chain on wi.id = chain.parent_id
      where wi.project_id = ${projectId} and chain.depth < 100
    )
    select id from chain where depth > 0`);
  return rows.rows.map((row) => row.id);
}

/** Whether a live work item with this id is in the project. */
export async function workItemInProject(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select({ id: workItems.id })
    .from(workItems)
    .where(
      and(eq(workItems.id, id), eq(workItems.project_id, projectId), isNull(workItems.deleted_at)),
    )
    .limit(1);
  return row !== undefined;
}

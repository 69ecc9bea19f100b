import {
  type BurndownChange,
  type CycleCounts,
  countedGroup,
  emptyCounts,
  isUuid,
} from '@keel/core';
import { type SQL, and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { cycles, projects, userFavorites } from '#server/db/schema';

export type CycleRow = typeof cycles.$inferSelect;
export interface CycleRecord {
  cycle: CycleRow;
  isFavorite: boolean;
}

/** The items a cycle's counts include: live, not archived, not drafts (Plane's issue manager). */
const LISTED = sql`wi.deleted_at is null and wi.archived_at is null and wi.is_draft = false`;

/** A numeric estimate value as points; anything else (categories) counts 0. */
const POINTS = sql`case when ep.value ~ '^-?[0-9]+(\\.[0-9]+)?$' then ep.value::float8 else 0 end`;

/** Live cycles matching `where`, with whether `userId` has each as a favorite. */
export async function selectCycles(
  db: Executor,
  userId: string,
  where: SQL | undefined,
): Promise<CycleRecord[]> {
  const rows = await db
    .select({ cycle: cycles, favoriteId: userFavorites.id })
    .from(cycles)
    .leftJoin(
      userFavorites,
      and(
        eq(userFavorites.user_id, userId),
        eq(userFavorites.entity_type, 'cycle'),
        eq(userFavorites.entity_identifier, cycles.id),
      ),
    )
    .where(and(isNull(cycles.deleted_at), where))
    .orderBy(asc(cycles.sort_order), asc(cycles.created_at), asc(cycles.id));
  return rows.map((row) => ({ cycle: row.cycle, isFavorite: row.favoriteId !== null }));
}

/** One live cycle of the project, archived or not. */
export async function findCycle(
  db: Executor,
  projectId: string,
  cycleId: string,
  userId: string,
): Promise<CycleRecord | null> {
  if (!isUuid(cycleId)) return null;
  const [record] = await selectCycles(
    db,
    userId,
    and(eq(cycles.project_id, projectId), eq(cycles.id, cycleId)),
  );
  return record ?? null;
}

/** The project's other live cycles with dates, to test a date range against. */
export async function datedCyclesOfProject(
  db: Executor,
  projectId: string,
  exceptId: string | undefined,
): Promise<CycleRow[]> {
  return db
    .select()
    .from(cycles)
    .where(
      and(
        eq(cycles.project_id, projectId),
        isNull(cycles.deleted_at),
        sql`${cycles.start_date} is not null and ${cycles.end_date} is not null`,
        exceptId ? ne(cycles.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(cycles.start_date));
}

export interface CycleAggregate {
  counts: CycleCounts;
  assigneeIds: string[];
}

/**
 * Counts and estimate points per state group, and assignees, of the items in each cycle (points
 * only from the project's active estimate).
 */
export async function aggregateCycles(
  db: Executor,
  cycleIds: string[],
): Promise<Map<string, CycleAggregate>> {
  const result = new Map<string, CycleAggregate>();
  if (cycleIds.length === 0) return result;
  for (const id of cycleIds) result.set(id, { counts: emptyCounts(), assigneeIds: [] });
  const ids = sql.join(
    cycleIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const groups = await db.execute<{
    cycle_id: string;
    group: string | null;
    n: number;
    points: number;
  }>(sql`
    select wi.cycle_id, s."group", count(*)::int as n, coalesce(sum(${POINTS}), 0)::float8 as points
    from work_items wi
    join projects p on p.id = wi.project_id
    left join states s on s.id = wi.state_id
    left join estimate_points ep on ep.id = wi.estimate_point_id and ep.estimate_id = p.estimate_id
      and ep.deleted_at is null
    where wi.cycle_id in (${ids}) and ${LISTED}
    group by wi.cycle_id, s."group"`);
  for (const row of groups.rows) {
    const aggregate = result.get(row.cycle_id);
    if (!aggregate) continue;
    const group = countedGroup(row.group);
    const { counts } = aggregate;
    counts.total_issues += row.n;
    counts[`${group}_issues`] += row.n;
    counts.total_estimate_points += row.points;
    counts[`${group}_estimate_points`] += row.points;
  }
  const assignees = await db.execute<{ cycle_id: string; ids: string[] }>(sql`
    select wi.cycle_id, array_agg(distinct a.assignee_id) as ids
    from work_items wi join work_item_assignees a on a.work_item_id = wi.id
    where wi.cycle_id in (${ids}) and ${LISTED}
    group by wi.cycle_id`);
  for (const row of assignees.rows) {
    const aggregate = result.get(row.cycle_id);
    if (aggregate) aggregate.assigneeIds = row.ids;
  }
  return result;
}

/** An item that is in the cycle now, or was according to its recorded changes. */
export interface CycleItemRow {
  id: string;
  cycle_id: string | null;
  state_id: string | null;
  group: string | null;
  created_at: Date;
  points: number;
}

/** `ids` as one uuid[] parameter. */
function uuidArray(ids: string[]) {
  return sql`${sql.param(ids)}::uuid[]`;
}

const ITEM_COLUMNS = sql`wi.id, wi.cycle_id, wi.state_id, s."group", wi.created_at,
  coalesce(${POINTS}, 0)::float8 as points`;
const ITEM_JOINS = sql`join projects p on p.id = wi.project_id
  left join states s on s.id = wi.state_id
  left join estimate_points ep on ep.id = wi.estimate_point_id and ep.estimate_id = p.estimate_id
    and ep.deleted_at is null`;

/**
 * The cycle's items now (through the list index on cycle_id) and the items that left it (their
 * recorded `cycles` changes name it as the old value).
 */
export async function cycleItems(
  db: Executor,
  projectId: string,
  cycleId: string,
): Promise<CycleItemRow[]> {
  const result = await db.execute<
    Omit<CycleItemRow, 'created_at'> & { created_at: string | Date }
  >(sql`
    select ${ITEM_COLUMNS} from work_items wi ${ITEM_JOINS}
    where wi.project_id = ${projectId} and wi.cycle_id = ${cycleId} and ${LISTED}
    union all
    select ${ITEM_COLUMNS} from work_items wi ${ITEM_JOINS}
    where wi.id in (
        select act.work_item_id from work_item_activities act
        where act.project_id = ${projectId} and act.field = 'cycles'
          and act.old_identifier = ${cycleId})
      and wi.project_id = ${projectId} and wi.cycle_id is distinct from ${cycleId} and ${LISTED}`);
  return result.rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

/** The assignees and labels (live ones) of each item. */
export async function itemPeopleAndLabels(
  db: Executor,
  itemIds: string[],
): Promise<Map<string, { assigneeIds: string[]; labelIds: string[] }>> {
  const byItem = new Map<string, { assigneeIds: string[]; labelIds: string[] }>();
  if (itemIds.length === 0) return byItem;
  for (const id of itemIds) byItem.set(id, { assigneeIds: [], labelIds: [] });
  const [assignees, labels] = await Promise.all([
    db.execute<{ work_item_id: string; id: string }>(sql`
      select work_item_id, assignee_id as id from work_item_assignees
      where work_item_id = any(${uuidArray(itemIds)})`),
    db.execute<{ work_item_id: string; id: string }>(sql`
      select l.work_item_id, l.label_id as id from work_item_labels l
      join labels lb on lb.id = l.label_id and lb.deleted_at is null
      where l.work_item_id = any(${uuidArray(itemIds)})`),
  ]);
  for (const row of assignees.rows) byItem.get(row.work_item_id)?.assigneeIds.push(row.id);
  for (const row of labels.rows) byItem.get(row.work_item_id)?.labelIds.push(row.id);
  return byItem;
}

/** The recorded cycle and state changes of the items, oldest first. */
export async function cycleItemChanges(
  db: Executor,
  projectId: string,
  itemIds: string[],
): Promise<BurndownChange[]> {
  if (itemIds.length === 0) return [];
  const result = await db.execute<{
    work_item_id: string;
    field: 'cycles' | 'state';
    old_identifier: string | null;
    new_identifier: string | null;
    created_at: string | Date;
  }>(sql`
    select work_item_id, field, old_identifier, new_identifier, created_at
    from work_item_activities
    where work_item_id = any(${uuidArray(itemIds)}) and project_id = ${projectId}
      and field in ('cycles', 'state')
    order by epoch, created_at`);
  return result.rows.map((row) => ({
    itemId: row.work_item_id,
    field: row.field,
    oldId: row.old_identifier,
    newId: row.new_identifier,
    at: new Date(row.created_at),
  }));
}

/** The group of each state of the project (deleted ones too: history may name them). */
export async function stateGroupsOf(db: Executor, projectId: string): Promise<Map<string, string>> {
  const result = await db.execute<{ id: string; group: string }>(
    sql`select id, "group" from states where project_id = ${projectId}`,
  );
  return new Map(result.rows.map((row) => [row.id, row.group]));
}

/** Labels by id, for the label distribution. */
export async function labelsById(
  db: Executor,
  ids: string[],
): Promise<Map<string, { name: string; color: string }>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ id: string; name: string; color: string }>(sql`
    select id, name, color from labels where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** Removes everyone's favorites of the cycles. */
export async function deleteCycleFavorites(db: Executor, cycleIds: string[]): Promise<void> {
  if (cycleIds.length === 0) return;
  await db
    .delete(userFavorites)
    .where(
      and(
        eq(userFavorites.entity_type, 'cycle'),
        inArray(userFavorites.entity_identifier, cycleIds),
      ),
    );
}

/** Projects of the workspace by id, with what the active-cycles list shows of them. */
export async function projectsById(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof projects.$inferSelect>();
  const rows = await db.select().from(projects).where(inArray(projects.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

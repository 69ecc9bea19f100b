import { type CycleCounts, countedGroup, emptyCounts, isUuid } from '@keel/core';
import { type SQL, and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type Executor, readTogether } from '#server/db/executor';
import { cycles, projects, userFavorites } from '#server/db/schema';

export type CycleRow = typeof cycles.$inferSelect;
export interface CycleRecord {
  cycle: CycleRow;
  isFavorite: boolean;
}

/** The items a cycle's counts include: live, not archived, not drafts (Plane's issue manager). */
export const LISTED = sql`wi.deleted_at is null and wi.archived_at is null and wi.is_draft = false`;

/** A numeric estimate value as points; anything else (categories) counts 0. */
export const POINTS = sql`case when ep.value ~ '^-?[0-9]+(\\.[0-9]+)?$' then ep.value::float8 else 0 end`;

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

/** `cycleIds` as a list of uuid literals. */
function uuidList(cycleIds: string[]) {
  return sql.join(
    cycleIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/**
 * Counts and estimate points per state group of the items in each cycle now (points only from the
 * project's active estimate).
 */
export async function cycleGroupCounts(
  db: Executor,
  cycleIds: string[],
): Promise<Map<string, CycleCounts>> {
  const result = new Map<string, CycleCounts>();
  if (cycleIds.length === 0) return result;
  for (const id of cycleIds) result.set(id, emptyCounts());
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
    where wi.cycle_id in (${uuidList(cycleIds)}) and ${LISTED}
    group by wi.cycle_id, s."group"`);
  for (const row of groups.rows) {
    const counts = result.get(row.cycle_id);
    if (!counts) continue;
    const group = countedGroup(row.group);
    counts.total_issues += row.n;
    counts[`${group}_issues`] += row.n;
    counts.total_estimate_points += row.points;
    counts[`${group}_estimate_points`] += row.points;
  }
  return result;
}

/** The counts of cycleGroupCounts, and the assignees, of the items in each cycle. */
export async function aggregateCycles(
  db: Executor,
  cycleIds: string[],
): Promise<Map<string, CycleAggregate>> {
  const result = new Map<string, CycleAggregate>();
  if (cycleIds.length === 0) return result;
  const [counts, assignees] = await readTogether(
    db,
    () => cycleGroupCounts(db, cycleIds),
    () =>
      db.execute<{ cycle_id: string; ids: string[] }>(sql`
        select wi.cycle_id, array_agg(distinct a.assignee_id) as ids
        from work_items wi join work_item_assignees a on a.work_item_id = wi.id
        where wi.cycle_id in (${uuidList(cycleIds)}) and ${LISTED}
        group by wi.cycle_id`),
  );
  for (const id of cycleIds)
    result.set(id, { counts: counts.get(id) ?? emptyCounts(), assigneeIds: [] });
  for (const row of assignees.rows) {
    const aggregate = result.get(row.cycle_id);
    if (aggregate) aggregate.assigneeIds = row.ids;
  }
  return result;
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

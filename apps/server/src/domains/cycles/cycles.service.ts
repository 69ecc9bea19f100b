import {
  AppError,
  type CreateCycleBody,
  type Cycle,
  type CycleDateCheckBody,
  type CycleDetail,
  type CycleView,
  ROLE,
  type UpdateCycleBody,
  cycleStatus,
} from '@keel/core';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { cycles, projectMembers, workItems } from '#server/db/schema';
import { setItemsCycle } from '#server/domains/work-items';
import type { ProjectActor } from '#server/plugins/project-actor';
import { assertDatesFree, resolveCycleDates } from './cycle-dates.service';
import { cycleDistributions } from './cycle-progress.service';
import { presentCycle } from './cycles.present';
import {
  type CycleRecord,
  aggregateCycles,
  deleteCycleFavorites,
  findCycle,
  selectCycles,
} from './cycles.queries';

/** The cycles with their counts, as every list shows them. */
export async function presentCycles(db: Executor, records: CycleRecord[]): Promise<Cycle[]> {
  const aggregates = await aggregateCycles(
    db,
    records.map((record) => record.cycle.id),
  );
  const now = new Date();
  return records.map((record) => presentCycle(record, aggregates.get(record.cycle.id), now));
}

/** A live cycle of the actor's project, or 404. */
export async function requireCycle(
  db: Executor,
  actor: ProjectActor,
  cycleId: string,
): Promise<CycleRecord> {
  const record = await findCycle(db, actor.project.id, cycleId, actor.userId);
  if (!record) throw new AppError('CYCLE_NOT_FOUND');
  return record;
}

/** Whether a cycle's status matches a `cycle_view` filter ("incomplete": not yet ended). */
function matchesView(record: CycleRecord, view: CycleView, now: Date): boolean {
  if (view === 'all') return true;
  const status = cycleStatus(record.cycle.start_date, record.cycle.end_date, now);
  if (view === 'incomplete') return status !== 'completed';
  return status === view;
}

/** The project's cycles that are not archived, filtered by `cycle_view`. */
export async function listCycles(options: {
  db: Database;
  actor: ProjectActor;
  view: CycleView;
}): Promise<Cycle[]> {
  const { db, actor, view } = options;
  const now = new Date();
  const records = await selectCycles(
    db,
    actor.userId,
    and(eq(cycles.project_id, actor.project.id), isNull(cycles.archived_at)),
  );
  return presentCycles(
    db,
    records.filter((record) => matchesView(record, view, now)),
  );
}

/** The project's archived cycles. */
export async function listArchivedCycles(db: Database, actor: ProjectActor): Promise<Cycle[]> {
  const records = await selectCycles(
    db,
    actor.userId,
    and(eq(cycles.project_id, actor.project.id), isNotNull(cycles.archived_at)),
  );
  return presentCycles(db, records);
}

/** One cycle with its distributions (archived or not; `archived` true: archived only). */
export async function getCycleDetail(options: {
  db: Database;
  actor: ProjectActor;
  cycleId: string;
  archived?: boolean;
}): Promise<CycleDetail> {
  const { db, actor, cycleId } = options;
  const record = await requireCycle(db, actor, cycleId);
  if (options.archived && !record.cycle.archived_at) throw new AppError('CYCLE_NOT_FOUND');
  const [cycle] = await presentCycles(db, [record]);
  if (!cycle) throw new AppError('CYCLE_NOT_FOUND');
  return { ...cycle, ...(await cycleDistributions(db, actor, record.cycle)) };
}

/** Refuses an owner who is not an active member of the project. */
async function assertOwner(db: Executor, projectId: string, ownerId: string): Promise<void> {
  const [row] = await db
    .select({ id: projectMembers.id })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.project_id, projectId),
        eq(projectMembers.member_id, ownerId),
        eq(projectMembers.is_active, true),
      ),
    )
    .limit(1);
  if (!row)
    throw new AppError('VALIDATION_ERROR', {
      field: 'owned_by_id',
      message: 'owned_by_id: Must be a member of this project',
    });
}

/** Creates a cycle (version 2), owned by its creator unless the body names another member. */
export async function createCycle(options: {
  db: Database;
  actor: ProjectActor;
  body: CreateCycleBody;
}): Promise<Cycle> {
  const { db, actor, body } = options;
  const { project } = actor;
  const dates = resolveCycleDates(body, { start_date: null, end_date: null }, project.timezone);
  const record = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cycles:${project.id}`}))`);
    await assertDatesFree(tx, project.id, dates);
    const ownerId = body.owned_by_id ?? actor.userId;
    if (body.owned_by_id) await assertOwner(tx, project.id, ownerId);
    const [row] = await tx
      .insert(cycles)
      .values({
        workspace_id: project.workspace_id,
        project_id: project.id,
        name: body.name,
        description: body.description ?? '',
        ...dates,
        owned_by_id: ownerId,
        ...(body.sort_order === undefined ? {} : { sort_order: body.sort_order }),
        view_props: body.view_props ?? {},
        logo_props: body.logo_props ?? {},
        timezone: project.timezone,
        version: 2,
        created_by_id: actor.userId,
        updated_by_id: actor.userId,
      })
      .returning();
    if (!row) throw new Error('cycle not created');
    return { cycle: row, isFavorite: false };
  });
  const [cycle] = await presentCycles(db, [record]);
  if (!cycle) throw new Error('cycle not presented');
  return cycle;
}

/**
 * Edits a cycle. A completed cycle takes only a new sort_order (Plane); dates are refused when
 * incomplete, reversed or overlapping another cycle.
 */
export async function updateCycle(options: {
  db: Database;
  actor: ProjectActor;
  cycleId: string;
  body: UpdateCycleBody;
}): Promise<Cycle> {
  const { db, actor, cycleId, body } = options;
  const { project } = actor;
  const record = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cycles:${project.id}`}))`);
    const { cycle, isFavorite } = await requireCycle(tx, actor, cycleId);
    const locked = Object.keys(body).find((key) => key !== 'sort_order');
    if (locked && cycleStatus(cycle.start_date, cycle.end_date, new Date()) === 'completed')
      throw new AppError('VALIDATION_ERROR', {
        field: locked,
        message: 'A completed cycle cannot be edited, only reordered.',
      });
    const dates = resolveCycleDates(body, cycle, project.timezone);
    if (body.start_date !== undefined || body.end_date !== undefined)
      await assertDatesFree(tx, project.id, dates, cycle.id);
    if (body.owned_by_id) await assertOwner(tx, project.id, body.owned_by_id);
    const [row] = await tx
      .update(cycles)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...dates,
        ...(body.start_date === undefined && body.end_date === undefined
          ? {}
          : { timezone: project.timezone }),
        ...(body.owned_by_id === undefined ? {} : { owned_by_id: body.owned_by_id }),
        ...(body.sort_order === undefined ? {} : { sort_order: body.sort_order }),
        ...(body.view_props === undefined ? {} : { view_props: body.view_props }),
        ...(body.logo_props === undefined ? {} : { logo_props: body.logo_props }),
        updated_by_id: actor.userId,
      })
      .where(eq(cycles.id, cycle.id))
      .returning();
    if (!row) throw new AppError('CYCLE_NOT_FOUND');
    return { cycle: row, isFavorite };
  });
  const [cycle] = await presentCycles(db, [record]);
  if (!cycle) throw new Error('cycle not presented');
  return cycle;
}

/**
 * Deletes a cycle (soft): its items leave it through the membership kernel (with their activity
 * rows) and everyone's favorites of it go.
 */
export async function deleteCycle(options: {
  db: Database;
  actor: ProjectActor;
  cycleId: string;
}): Promise<void> {
  const { db, actor, cycleId } = options;
  await db.transaction(async (tx) => {
    const { cycle } = await requireCycle(tx, actor, cycleId);
    if (actor.role < ROLE.admin && cycle.created_by_id !== actor.userId)
      throw new AppError('FORBIDDEN');
    const items = await tx
      .select({ id: workItems.id })
      .from(workItems)
      .where(and(eq(workItems.cycle_id, cycle.id), isNull(workItems.deleted_at)));
    await setItemsCycle(
      tx,
      actor,
      items.map((item) => item.id),
      null,
    );
    await deleteCycleFavorites(tx, [cycle.id]);
    await tx
      .update(cycles)
      .set({ deleted_at: new Date(), updated_by_id: actor.userId })
      .where(eq(cycles.id, cycle.id));
  });
}

/** Whether the dates are free in the project (`cycle_id`: the cycle being edited). */
export async function checkCycleDates(options: {
  db: Database;
  actor: ProjectActor;
  body: CycleDateCheckBody;
}): Promise<{ status: true }> {
  const { db, actor, body } = options;
  const none = { start_date: null, end_date: null };
  const dates = resolveCycleDates(body, none, actor.project.timezone);
  await assertDatesFree(db, actor.project.id, dates, body.cycle_id);
  return { status: true };
}

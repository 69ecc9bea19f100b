import { AppError, cycleStatus } from '@keel/core';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { cycles, states, userFavorites, workItems } from '#server/db/schema';
import { addEntityFavorite } from '#server/domains/favorites';
import { setItemsCycle } from '#server/domains/work-items';
import type { ProjectActor } from '#server/plugins/project-actor';
import { progressSnapshot } from './cycle-progress.service';
import { deleteCycleFavorites } from './cycles.queries';
import { requireCycle } from './cycles.service';

function refuse(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { field, message });
}

/** `POST cycle-issues/ {issues}`: puts the items in the cycle, moving them from any other. */
export async function addCycleItems(options: {
  db: Database;
  actor: ProjectActor;
  cycleId: string;
  itemIds: string[];
}): Promise<{ changed: string[] }> {
  const { db, actor, cycleId, itemIds } = options;
  return db.transaction(async (tx) => {
    const { cycle } = await requireCycle(tx, actor, cycleId);
    return { changed: await setItemsCycle(tx, actor, itemIds, cycle.id) };
  });
}

/** `DELETE cycle-issues/{issueId}/`: takes the item out of the cycle (404 when not in it). */
export async function removeCycleItem(options: {
  db: Database;
  actor: ProjectActor;
  cycleId: string;
  itemId: string;
}): Promise<void> {
  const { db, actor, cycleId, itemId } = options;
  await db.transaction(async (tx) => {
    const { cycle } = await requireCycle(tx, actor, cycleId);
    const [item] = await tx
      .select({ id: workItems.id })
      .from(workItems)
      .where(
        and(
          eq(workItems.project_id, actor.project.id),
          eq(workItems.cycle_id, cycle.id),
          sql`${workItems.id}::text = ${itemId}`,
          isNull(workItems.deleted_at),
        ),
      );
    if (!item) throw new AppError('WORK_ITEM_NOT_FOUND');
    await setItemsCycle(tx, actor, [item.id], null);
  });
}

/**
 * `transfer-issues/ {new_cycle_id}`: moves every item of the cycle that is not completed or
 * cancelled to another cycle that has not ended. A completed source keeps a snapshot of its
 * progress first, so that its burndown can still be drawn.
 */
export async function transferCycleItems(options: {
  db: Database;
  actor: ProjectActor;
  cycleId: string;
  targetId: string;
}): Promise<{ moved: string[] }> {
  const { db, actor, cycleId, targetId } = options;
  return db.transaction(async (tx) => {
    const { cycle } = await requireCycle(tx, actor, cycleId);
    if (targetId === cycle.id)
      throw refuse('new_cycle_id', 'Choose another cycle to transfer the work items to.');
    const target = await requireCycle(tx, actor, targetId).catch(() => {
      throw refuse('new_cycle_id', 'new_cycle_id: Must be a cycle of this project');
    });
    const now = new Date();
    if (cycleStatus(target.cycle.start_date, target.cycle.end_date, now) === 'completed')
      throw refuse('new_cycle_id', 'Work items cannot be transferred to a completed cycle.');
    const open = await tx
      .select({ id: workItems.id })
      .from(workItems)
      .leftJoin(states, eq(states.id, workItems.state_id))
      .where(
        and(
          eq(workItems.project_id, actor.project.id),
          eq(workItems.cycle_id, cycle.id),
          isNull(workItems.deleted_at),
          or(isNull(states.group), notInArray(states.group, ['completed', 'cancelled'])),
        ),
      );
    if (cycleStatus(cycle.start_date, cycle.end_date, now) === 'completed') {
      const snapshot = await progressSnapshot(tx, actor, cycle);
      await tx.update(cycles).set({ progress_snapshot: snapshot }).where(eq(cycles.id, cycle.id));
    }
    const moved = await setItemsCycle(
      tx,
      actor,
      open.map((item) => item.id),
      target.cycle.id,
    );
    return { moved };
  });
}

/**
 * Archives a completed cycle and removes everyone's favorites of it; an archived cycle stays as
 * it is. Refuses a cycle that has not ended (400 on end_date).
 */
export async function archiveCycle(options: {
  db: Database;
  actor: ProjectActor;
  cycleId: string;
}): Promise<{ archived_at: string }> {
  const { db, actor, cycleId } = options;
  return db.transaction(async (tx) => {
    const { cycle } = await requireCycle(tx, actor, cycleId);
    if (cycle.archived_at) return { archived_at: cycle.archived_at.toISOString() };
    if (cycleStatus(cycle.start_date, cycle.end_date, new Date()) !== 'completed')
      throw refuse('end_date', 'Only completed cycles can be archived.');
    const archivedAt = new Date();
    await tx
      .update(cycles)
      .set({ archived_at: archivedAt, updated_by_id: actor.userId })
      .where(eq(cycles.id, cycle.id));
    await deleteCycleFavorites(tx, [cycle.id]);
    return { archived_at: archivedAt.toISOString() };
  });
}

/** Restores an archived cycle (404 for one that is not archived). */
export async function restoreCycle(options: {
  db: Database;
  actor: ProjectActor;
  cycleId: string;
}): Promise<void> {
  const { db, actor, cycleId } = options;
  const { cycle } = await requireCycle(db, actor, cycleId);
  if (!cycle.archived_at) throw new AppError('CYCLE_NOT_FOUND');
  await db
    .update(cycles)
    .set({ archived_at: null, updated_by_id: actor.userId })
    .where(eq(cycles.id, cycle.id));
}

/** Marks a cycle as one of the user's favorites (once; archived cycles cannot be). */
export async function favoriteCycle(options: {
  db: Database;
  actor: ProjectActor;
  cycleId: string;
}) {
  const { db, actor, cycleId } = options;
  const { cycle } = await requireCycle(db, actor, cycleId).catch(() => {
    throw refuse('cycle', 'cycle: Must be a cycle of this project');
  });
  if (cycle.archived_at) throw refuse('cycle', 'An archived cycle cannot be a favorite.');
  const favorite = await addEntityFavorite(db, {
    workspaceId: cycle.workspace_id,
    userId: actor.userId,
    entityType: 'cycle',
    entityId: cycle.id,
    projectId: cycle.project_id,
    name: cycle.name,
  });
  return {
    id: favorite.id,
    entity_type: 'cycle' as const,
    entity_identifier: cycle.id,
    cycle: cycle.id,
    project_id: cycle.project_id,
    name: favorite.name,
  };
}

/** Removes a cycle from the user's favorites (404 when it is not one). */
export async function unfavoriteCycle(options: {
  db: Database;
  actor: ProjectActor;
  cycleId: string;
}): Promise<void> {
  const { db, actor, cycleId } = options;
  const deleted = await db
    .delete(userFavorites)
    .where(
      and(
        eq(userFavorites.user_id, actor.userId),
        eq(userFavorites.entity_type, 'cycle'),
        eq(userFavorites.project_id, actor.project.id),
        inArray(
          userFavorites.entity_identifier,
          db
            .select({ id: cycles.id })
            .from(cycles)
            .where(
              and(eq(cycles.project_id, actor.project.id), sql`${cycles.id}::text = ${cycleId}`),
            ),
        ),
      ),
    )
    .returning({ id: userFavorites.id });
  if (deleted.length === 0) throw new AppError('CYCLE_NOT_FOUND');
}

import { AppError, isUuid } from '@keel/core';
import type { Transaction } from '#server/db/executor';
import type { Actor } from './actor';
import { activityBase } from './activity';
import type { ActivityInsert } from './work-items.queries';
import { insertActivities } from './work-items.queries';
import {
  cycleFacts,
  deleteModuleItems,
  insertModuleItems,
  itemCycles,
  liveModuleNames,
  touchItems,
  writeItemsCycle,
} from './memberships.queries';

/** The transaction a membership change joins: the caller's, so that nothing is half-written. */
export type Tx = Transaction;

/** The message Plane answers when items would go into a cycle that has ended. */
export const COMPLETED_CYCLE_MESSAGE = 'Work items cannot be added to a completed cycle.';

/** The activity field of cycle and module memberships (Plane's). */
export const CYCLE_FIELD = 'cycles';
export const MODULE_FIELD = 'modules';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', { message: `${field}: ${message}`, field });

const unique = (ids: string[]) => [...new Set(ids)];

/** Every id a uuid of a live item of the actor's project, else 400 on `issues`. */
async function checkItems(tx: Tx, actor: Actor, itemIds: string[]) {
  if (!itemIds.every((id) => isUuid(id)))
    throw invalid('issues', 'Must be work items of this project');
  const rows = await itemCycles(tx, actor.project.id, itemIds);
  if (rows.length !== itemIds.length) throw invalid('issues', 'Must be work items of this project');
  return rows;
}

/**
 * Puts the items in the cycle (null: out of any cycle). Validates: items live in actor.project
 * (else 400 field "issues"), cycle live in the same project and not completed (else 400 field
 * "cycle_id" / message "Work items cannot be added to a completed cycle."). Writes cycle_id,
 * updated_at/updated_by_id, activity rows (field `cycles`: created, updated for a move, deleted);
 * returns the ids whose cycle changed.
 */
export async function setItemsCycle(
  tx: Tx,
  actor: Actor,
  itemIds: string[],
  cycleId: string | null,
): Promise<string[]> {
  const ids = unique(itemIds);
  if (cycleId !== null && !isUuid(cycleId))
    throw invalid('cycle_id', 'Must be a cycle of this project');
  const rows = await checkItems(tx, actor, ids);
  const projectId = actor.project.id;
  const names = await cycleFacts(
    tx,
    projectId,
    unique([
      ...(cycleId === null ? [] : [cycleId]),
      ...rows.flatMap((row) => (row.cycleId === null ? [] : [row.cycleId])),
    ]),
  );
  const target = cycleId === null ? null : names.get(cycleId);
  if (target !== null && !target?.live)
    throw invalid('cycle_id', 'Must be a cycle of this project');
  const changed = rows.filter((row) => row.cycleId !== cycleId);
  if (changed.length > 0 && target?.completed)
    throw new AppError('VALIDATION_ERROR', { message: COMPLETED_CYCLE_MESSAGE, field: 'cycle_id' });
  const now = new Date();
  const changedIds = changed.map((row) => row.id);
  await writeItemsCycle(tx, projectId, changedIds, { cycleId, userId: actor.userId, now });
  await insertActivities(
    tx,
    changed.map((row) => {
      const old = row.cycleId === null ? undefined : names.get(row.cycleId);
      return cycleActivity(activityBase(actor, row.id, now), {
        old: row.cycleId === null ? null : { id: row.cycleId, name: old?.name ?? row.cycleId },
        next: target ?? null,
      });
    }),
  );
  return changedIds;
}

/** One item's `cycles` activity: added (created), moved (updated) or removed (deleted). */
export function cycleActivity(
  base: ReturnType<typeof activityBase>,
  change: { old: { id: string; name: string } | null; next: { id: string; name: string } | null },
): ActivityInsert {
  const { old, next } = change;
  const oldSide = old ? { old_value: old.name, old_identifier: old.id } : {};
  const newSide = next ? { new_value: next.name, new_identifier: next.id } : {};
  if (old && next) return { ...base, verb: 'updated', field: CYCLE_FIELD, ...oldSide, ...newSide };
  if (next) return { ...base, verb: 'created', field: CYCLE_FIELD, ...newSide };
  return { ...base, verb: 'deleted', field: CYCLE_FIELD, ...oldSide };
}

/**
 * Adds items to modules / removes them; validates modules (live, same project; else 400 field
 * "module_ids") and items (else 400 field "issues"). A module both added and removed is added.
 * Writes an activity row per membership that changed (field `modules`: created or deleted) and
 * marks those items updated.
 */
export async function changeItemsModules(
  tx: Tx,
  actor: Actor,
  change: { itemIds: string[]; add: string[]; remove: string[] },
): Promise<void> {
  const itemIds = unique(change.itemIds);
  const add = unique(change.add);
  const remove = unique(change.remove).filter((id) => !add.includes(id));
  if (itemIds.length === 0 || (add.length === 0 && remove.length === 0)) {
    if (itemIds.length > 0) await checkItems(tx, actor, itemIds);
    return;
  }
  const named = [...add, ...remove];
  if (!named.every((id) => isUuid(id)))
    throw invalid('module_ids', 'Must be modules of this project');
  await checkItems(tx, actor, itemIds);
  const projectId = actor.project.id;
  const names = await liveModuleNames(tx, projectId, named);
  if (names.size !== named.length) throw invalid('module_ids', 'Must be modules of this project');
  const scope = { workspaceId: actor.project.workspace_id, projectId, userId: actor.userId };
  const added = await insertModuleItems(tx, scope, itemIds, add);
  const removed = await deleteModuleItems(tx, itemIds, remove);
  const now = new Date();
  const rows: ActivityInsert[] = [
    ...added.map(({ moduleId, itemId }) => ({
      ...activityBase(actor, itemId, now),
      verb: 'created',
      field: MODULE_FIELD,
      new_value: names.get(moduleId) ?? moduleId,
      new_identifier: moduleId,
    })),
    ...removed.map(({ moduleId, itemId }) => ({
      ...activityBase(actor, itemId, now),
      verb: 'deleted',
      field: MODULE_FIELD,
      old_value: names.get(moduleId) ?? moduleId,
      old_identifier: moduleId,
    })),
  ];
  await insertActivities(tx, rows);
  const touched = unique([...added, ...removed].map((pair) => pair.itemId));
  await touchItems(tx, projectId, touched, { userId: actor.userId, now });
}

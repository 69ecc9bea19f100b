import { AppError } from '@keel/core';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { modules } from '#server/db/schema';
import { changeItemsModules } from '#server/domains/work-items';
import type { ProjectActor } from '#server/plugins/project-actor';
import {
  isLiveItemOf,
  liveItemIdsOf,
  liveModuleIdsOf,
  lockModule,
  removeFavorites,
} from './modules.queries';
import { moduleNotFound, refused, requireModule } from './modules.service';

/** The modules named in a body, each a live module of the project, else 400 on that field. */
async function checkModules(
  db: Executor,
  actor: ProjectActor,
  field: string,
  moduleIds: readonly string[],
): Promise<void> {
  const found = await liveModuleIdsOf(db, actor.project.id, moduleIds);
  if (moduleIds.some((id) => !found.has(id)))
    throw refused(field, 'Must be modules of this project');
}

/** `POST modules/{id}/issues/`: puts work items of the project in the module (kept if there). */
export async function addItemsToModule(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
  itemIds: string[];
}): Promise<void> {
  const { db, actor, moduleId, itemIds } = options;
  await db.transaction(async (tx) => {
    const module = await requireModule(tx, actor, moduleId);
    await changeItemsModules(tx, actor, { itemIds, add: [module.id], remove: [] });
  });
}

/** `DELETE modules/{id}/issues/{issueId}/`: takes one item out of the module. */
export async function removeItemFromModule(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
  itemId: string;
}): Promise<void> {
  const { db, actor, moduleId, itemId } = options;
  await db.transaction(async (tx) => {
    const module = await requireModule(tx, actor, moduleId);
    if (!(await isLiveItemOf(tx, actor.project.id, itemId)))
      throw new AppError('WORK_ITEM_NOT_FOUND');
    await changeItemsModules(tx, actor, { itemIds: [itemId], add: [], remove: [module.id] });
  });
}

/**
 * `POST issues/{id}/modules/`: puts one item in `modules` and takes it out of `removed_modules`,
 * in one transaction (a module named in both ends up holding the item).
 */
export async function setItemModules(options: {
  db: Database;
  actor: ProjectActor;
  itemId: string;
  add: string[];
  remove: string[];
}): Promise<void> {
  const { db, actor, itemId, add, remove } = options;
  await db.transaction(async (tx) => {
    if (!(await isLiveItemOf(tx, actor.project.id, itemId)))
      throw new AppError('WORK_ITEM_NOT_FOUND');
    await checkModules(tx, actor, 'modules', add);
    await checkModules(tx, actor, 'removed_modules', remove);
    await changeItemsModules(tx, actor, { itemIds: [itemId], add, remove });
  });
}

/**
 * Soft-deletes a module: its items leave it (with their activity rows), and it leaves everyone's
 * favorites.
 */
export async function deleteModule(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
}): Promise<void> {
  const { db, actor, moduleId } = options;
  await db.transaction(async (tx) => {
    const module = await lockModule(tx, actor.project.id, moduleId);
    if (!module) throw moduleNotFound();
    const itemIds = await liveItemIdsOf(tx, module.id);
    await changeItemsModules(tx, actor, { itemIds, add: [], remove: [module.id] });
    await tx
      .update(modules)
      .set({ deleted_at: new Date(), updated_by_id: actor.userId })
      .where(eq(modules.id, module.id));
    await removeFavorites(tx, module.id);
  });
}

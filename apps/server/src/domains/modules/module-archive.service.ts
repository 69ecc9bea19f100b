import {
  isArchivableModuleStatus,
  MODULE_NOT_ARCHIVABLE_MESSAGE,
  type ModuleFavorite,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { modules } from '#server/db/schema';
import type { ProjectActor } from '#server/plugins/project-actor';
import { addFavorite, findModule, lockModule, removeFavorites } from './modules.queries';
import { moduleNotFound, refused } from './modules.service';

/**
 * Archives a completed or cancelled module (spec §4): sets archived_at and takes it out of
 * everyone's favorites. An archived module keeps its first archived_at (not re-archived).
 */
export async function archiveModule(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
}): Promise<{ archived_at: string }> {
  const { db, actor, moduleId } = options;
  return db.transaction(async (tx) => {
    const module = await lockModule(tx, actor.project.id, moduleId);
    if (!module) throw moduleNotFound();
    if (module.archived_at) return { archived_at: module.archived_at.toISOString() };
    if (!isArchivableModuleStatus(module.status))
      throw refused('status', MODULE_NOT_ARCHIVABLE_MESSAGE);
    const archivedAt = new Date();
    await tx
      .update(modules)
      .set({ archived_at: archivedAt, updated_by_id: actor.userId })
      .where(eq(modules.id, module.id));
    await removeFavorites(tx, module.id);
    return { archived_at: archivedAt.toISOString() };
  });
}

/** Brings an archived module back (a module that is not archived stays as it is). */
export async function restoreModule(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
}): Promise<void> {
  const { db, actor, moduleId } = options;
  await db.transaction(async (tx) => {
    const module = await lockModule(tx, actor.project.id, moduleId);
    if (!module) throw moduleNotFound();
    if (!module.archived_at) return;
    await tx
      .update(modules)
      .set({ archived_at: null, updated_by_id: actor.userId })
      .where(eq(modules.id, module.id));
  });
}

/** Adds a module of the project to the caller's favorites (archived modules cannot be). */
export async function favoriteModule(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
}): Promise<ModuleFavorite> {
  const { db, actor, moduleId } = options;
  const module = await findModule(db, actor.project.id, moduleId, 'active');
  if (!module) throw refused('module', 'Must be a module of this project');
  const id = await addFavorite(db, module, actor.userId);
  return {
    id,
    entity_type: 'module',
    entity_identifier: module.id,
    module: module.id,
    project_id: module.project_id,
    name: module.name,
  };
}

/** Takes a module out of the caller's favorites (nothing when it was not there). */
export async function unfavoriteModule(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
}): Promise<void> {
  const { db, actor, moduleId } = options;
  const module = await findModule(db, actor.project.id, moduleId);
  if (!module) throw moduleNotFound();
  await removeFavorites(db, module.id, actor.userId);
}

import type { CreateModuleLinkBody, ModuleLink, UpdateModuleLinkBody } from '@keel/core';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { moduleLinks } from '#server/db/schema';
import type { ProjectActor } from '#server/plugins/project-actor';
import { presentLink } from './module-present';
import { findLink, loadLinks } from './modules.queries';
import { moduleNotFound, requireModule } from './modules.service';

/** A module's links, oldest first (the same list as its `link_module`). */
export async function listModuleLinks(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
}): Promise<ModuleLink[]> {
  const { db, actor, moduleId } = options;
  const module = await requireModule(db, actor, moduleId);
  return ((await loadLinks(db, [module.id])).get(module.id) ?? []).map(presentLink);
}

export async function getModuleLink(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
  linkId: string;
}): Promise<ModuleLink> {
  const { db, actor, moduleId, linkId } = options;
  const module = await requireModule(db, actor, moduleId);
  const link = await findLink(db, module, linkId);
  if (!link) throw moduleNotFound();
  return presentLink(link);
}

/** Adds an http or https link (the body schema refuses any other scheme). */
export async function createModuleLink(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
  body: CreateModuleLinkBody;
}): Promise<ModuleLink> {
  const { db, actor, moduleId, body } = options;
  const module = await requireModule(db, actor, moduleId);
  const [row] = await db
    .insert(moduleLinks)
    .values({
      workspace_id: module.workspace_id,
      project_id: module.project_id,
      module_id: module.id,
      title: body.title ?? '',
      url: body.url,
      metadata: body.metadata ?? {},
      created_by_id: actor.userId,
      updated_by_id: actor.userId,
    })
    .returning();
  if (!row) throw new Error('The link could not be written');
  return presentLink(row);
}

export async function updateModuleLink(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
  linkId: string;
  body: UpdateModuleLinkBody;
}): Promise<ModuleLink> {
  const { db, actor, moduleId, linkId, body } = options;
  const module = await requireModule(db, actor, moduleId);
  const link = await findLink(db, module, linkId);
  if (!link) throw moduleNotFound();
  const [row] = await db
    .update(moduleLinks)
    .set({
      title: body.title ?? link.title,
      url: body.url ?? link.url,
      metadata: body.metadata ?? link.metadata,
      updated_by_id: actor.userId,
    })
    .where(eq(moduleLinks.id, link.id))
    .returning();
  if (!row) throw new Error('The link could not be written');
  return presentLink(row);
}

export async function deleteModuleLink(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
  linkId: string;
}): Promise<void> {
  const { db, actor, moduleId, linkId } = options;
  const module = await requireModule(db, actor, moduleId);
  const link = await findLink(db, module, linkId);
  if (!link) throw moduleNotFound();
  await db
    .update(moduleLinks)
    .set({ deleted_at: new Date(), updated_by_id: actor.userId })
    .where(eq(moduleLinks.id, link.id));
}

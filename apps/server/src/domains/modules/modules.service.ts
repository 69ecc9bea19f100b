import {
  AppError,
  type CreateModuleBody,
  DEFAULT_MODULE_STATUS,
  DEFAULT_SORT_ORDER,
  type Module,
  MODULE_ARCHIVED_MESSAGE,
  MODULE_DATE_ORDER_MESSAGE,
  MODULE_LEAD_MESSAGE,
  MODULE_MEMBERS_MESSAGE,
  MODULE_NAME_TAKEN_MESSAGE,
  type ModuleDetail,
  moduleDatesInWrongOrder,
  REORDER_GAP,
  type UpdateModuleBody,
} from '@keel/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { modules, userFavorites } from '#server/db/schema';
import { isUniqueViolation } from '#server/db/unique-violation';
import type { ProjectActor } from '#server/plugins/project-actor';
import { cleanModuleDescription } from './module-description';
import { presentModule, presentModuleDetail, presentModules } from './module-present';
import {
  type ArchiveScope,
  findModule,
  findModuleByName,
  listProjectModules,
  listWorkspaceModules,
  lockModule,
  type ModuleRow,
  nonMembersOf,
  replaceMembers,
  smallestSortOrder,
} from './modules.queries';

/** A 400 naming the field at fault, worded as the request schemas word theirs. */
export function refused(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { message: `${field}: ${message}`, field });
}

export function moduleNotFound(): AppError {
  return new AppError('NOT_FOUND');
}

/** A live module of the actor's project (in the scope), or 404. */
export async function requireModule(
  db: Executor,
  actor: ProjectActor,
  moduleId: string,
  scope: ArchiveScope = 'any',
): Promise<ModuleRow> {
  const row = await findModule(db, actor.project.id, moduleId, scope);
  if (!row) throw moduleNotFound();
  return row;
}

async function checkPeople(
  db: Executor,
  projectId: string,
  body: { lead_id?: string | null | undefined; member_ids?: string[] | undefined },
): Promise<void> {
  if (body.lead_id && (await nonMembersOf(db, projectId, [body.lead_id])).length > 0)
    throw refused('lead_id', MODULE_LEAD_MESSAGE);
  if (body.member_ids && (await nonMembersOf(db, projectId, body.member_ids)).length > 0)
    throw refused('member_ids', MODULE_MEMBERS_MESSAGE);
}

async function checkNameFree(
  db: Executor,
  projectId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const clash = await findModuleByName(db, projectId, name);
  if (clash && clash.id !== exceptId) throw refused('name', MODULE_NAME_TAKEN_MESSAGE);
}

/** Runs a write, turning a lost race for a module name into the same 400 as the check. */
async function withNameGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('name', MODULE_NAME_TAKEN_MESSAGE);
    throw error;
  }
}

export async function listModules(options: {
  db: Database;
  actor: ProjectActor;
  scope: 'active' | 'archived';
}): Promise<Module[]> {
  const { db, actor, scope } = options;
  const rows = await listProjectModules(db, actor.project.id, scope);
  return presentModules(db, rows, actor.userId);
}

/** Every live, unarchived module of the workspace the user may see (`W/modules/`). */
export async function listModulesOfWorkspace(options: {
  db: Database;
  workspaceId: string;
  userId: string;
}): Promise<Module[]> {
  const { db, workspaceId, userId } = options;
  const rows = await listWorkspaceModules(db, workspaceId, userId);
  return presentModules(db, rows, userId);
}

export async function getModule(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
  scope?: ArchiveScope;
}): Promise<ModuleDetail> {
  const { db, actor, moduleId, scope } = options;
  const row = await requireModule(db, actor, moduleId, scope);
  return presentModuleDetail(db, row, actor.project, actor.userId);
}

/** Creates a module before the project's others (Plane: the smallest sort order minus a gap). */
export async function createModule(options: {
  db: Database;
  actor: ProjectActor;
  body: CreateModuleBody;
}): Promise<Module> {
  const { db, actor, body } = options;
  const { project } = actor;
  return withNameGuard(() =>
    db.transaction(async (tx) => {
      await checkNameFree(tx, project.id, body.name);
      await checkPeople(tx, project.id, body);
      const smallest = await smallestSortOrder(tx, project.id);
      const [row] = await tx
        .insert(modules)
        .values({
          workspace_id: project.workspace_id,
          project_id: project.id,
          name: body.name,
          description: body.description ?? '',
          description_html: cleanModuleDescription(body.description_html ?? ''),
          status: body.status ?? DEFAULT_MODULE_STATUS,
          lead_id: body.lead_id ?? null,
          start_date: body.start_date ?? null,
          target_date: body.target_date ?? null,
          view_props: body.view_props ?? {},
          sort_order:
            body.sort_order ?? (smallest === null ? DEFAULT_SORT_ORDER : smallest - REORDER_GAP),
          logo_props: body.logo_props ?? {},
          created_by_id: actor.userId,
          updated_by_id: actor.userId,
        })
        .returning();
      if (!row) throw new Error('The module could not be written');
      if (body.member_ids) await replaceMembers(tx, row, body.member_ids);
      return presentModule(tx, row, actor.userId);
    }),
  );
}

/**
 * Edits a module (PATCH, and PUT, which needs the name). Archived modules are not edited; the
 * dates are checked against the stored ones they are combined with.
 */
export async function updateModule(options: {
  db: Database;
  actor: ProjectActor;
  moduleId: string;
  body: UpdateModuleBody;
}): Promise<Module> {
  const { db, actor, moduleId, body } = options;
  const { project } = actor;
  return withNameGuard(() =>
    db.transaction(async (tx) => {
      const module = await lockModule(tx, project.id, moduleId);
      if (!module) throw moduleNotFound();
      if (module.archived_at)
        throw new AppError('VALIDATION_ERROR', { message: MODULE_ARCHIVED_MESSAGE });
      const startDate = body.start_date === undefined ? module.start_date : body.start_date;
      const targetDate = body.target_date === undefined ? module.target_date : body.target_date;
      if (moduleDatesInWrongOrder(startDate, targetDate))
        throw refused(
          body.target_date === undefined ? 'start_date' : 'target_date',
          MODULE_DATE_ORDER_MESSAGE,
        );
      if (body.name !== undefined && body.name.toLowerCase() !== module.name.toLowerCase())
        await checkNameFree(tx, project.id, body.name, module.id);
      await checkPeople(tx, project.id, body);
      const [row] = await tx
        .update(modules)
        .set({
          name: body.name ?? module.name,
          description: body.description ?? module.description,
          description_html:
            body.description_html === undefined
              ? module.description_html
              : cleanModuleDescription(body.description_html),
          status: body.status ?? module.status,
          lead_id: body.lead_id === undefined ? module.lead_id : body.lead_id,
          start_date: startDate,
          target_date: targetDate,
          view_props: body.view_props ?? module.view_props,
          sort_order: body.sort_order ?? module.sort_order,
          logo_props: body.logo_props ?? module.logo_props,
          updated_by_id: actor.userId,
        })
        .where(eq(modules.id, module.id))
        .returning();
      if (!row) throw new Error('The module could not be written');
      if (body.member_ids) await replaceMembers(tx, row, body.member_ids);
      if (row.name !== module.name)
        await tx
          .update(userFavorites)
          .set({ name: row.name })
          .where(
            and(
              eq(userFavorites.entity_type, 'module'),
              eq(userFavorites.entity_identifier, row.id),
            ),
          );
      return presentModule(tx, row, actor.userId);
    }),
  );
}

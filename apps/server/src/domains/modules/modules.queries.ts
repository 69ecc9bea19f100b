import { isUuid } from '@keel/core';
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  moduleLinks,
  moduleMembers,
  modules,
  moduleWorkItems,
  projectMembers,
  projects,
  userFavorites,
  workItems,
} from '#server/db/schema';
import { addEntityFavorite } from '#server/domains/favorites';
import { memberProjectIds } from '#server/permissions';

export type ModuleRow = typeof modules.$inferSelect;
export type ModuleLinkRow = typeof moduleLinks.$inferSelect;

const live = isNull(modules.deleted_at);

/** Which modules a read wants: the live ones in use, the archived ones, or either. */
export type ArchiveScope = 'active' | 'archived' | 'any';

function archiveCondition(scope: ArchiveScope): SQL | undefined {
  if (scope === 'active') return isNull(modules.archived_at);
  if (scope === 'archived') return isNotNull(modules.archived_at);
  return undefined;
}

/** A live module of the project, if any (and if in the scope). */
export async function findModule(
  db: Executor,
  projectId: string,
  moduleId: string,
  scope: ArchiveScope = 'any',
): Promise<ModuleRow | undefined> {
  if (!isUuid(moduleId)) return undefined;
  const [row] = await db
    .select()
    .from(modules)
    .where(
      and(
        eq(modules.project_id, projectId),
        eq(modules.id, moduleId),
        live,
        archiveCondition(scope),
      ),
    )
    .limit(1);
  return row;
}

/** The same row, locked for the rest of the transaction (edits, archive, delete). */
export async function lockModule(
  db: Executor,
  projectId: string,
  moduleId: string,
): Promise<ModuleRow | undefined> {
  if (!isUuid(moduleId)) return undefined;
  const [row] = await db
    .select()
    .from(modules)
    .where(and(eq(modules.project_id, projectId), eq(modules.id, moduleId), live))
    .limit(1)
    .for('update');
  return row;
}

/** A live module of the project with this name (any case), archived or not. */
export async function findModuleByName(
  db: Executor,
  projectId: string,
  name: string,
): Promise<ModuleRow | undefined> {
  const [row] = await db
    .select()
    .from(modules)
    .where(
      and(eq(modules.project_id, projectId), sql`lower(${modules.name}) = lower(${name})`, live),
    )
    .limit(1);
  return row;
}

/** The smallest sort order among the project's modules (a new one goes before it), or null. */
export async function smallestSortOrder(db: Executor, projectId: string): Promise<number | null> {
  const [row] = await db
    .select({ value: sql<number | null>`min(${modules.sort_order})` })
    .from(modules)
    .where(and(eq(modules.project_id, projectId), live));
  return row?.value ?? null;
}

/** Live modules of a project, by name. */
export async function listProjectModules(
  db: Executor,
  projectId: string,
  scope: ArchiveScope,
): Promise<ModuleRow[]> {
  return db
    .select()
    .from(modules)
    .where(and(eq(modules.project_id, projectId), live, archiveCondition(scope)))
    .orderBy(sql`lower(${modules.name})`, asc(modules.created_at));
}

/**
 * Live, unarchived modules of the workspace's live projects the user is an active member of and
 * whose modules are turned on, by name.
 */
export async function listWorkspaceModules(
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<ModuleRow[]> {
  return db
    .select({ module: modules })
    .from(modules)
    .innerJoin(projects, eq(projects.id, modules.project_id))
    .where(
      and(
        eq(modules.workspace_id, workspaceId),
        inArray(modules.project_id, memberProjectIds(userId, workspaceId)),
        eq(projects.module_view, true),
        live,
        isNull(modules.archived_at),
      ),
    )
    .orderBy(sql`lower(${modules.name})`, asc(modules.created_at))
    .then((rows) => rows.map((row) => row.module));
}

/** The members of each module, in the order they joined. */
export async function loadMemberIds(
  db: Executor,
  moduleIds: string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (moduleIds.length === 0) return result;
  const rows = await db
    .select({ moduleId: moduleMembers.module_id, memberId: moduleMembers.member_id })
    .from(moduleMembers)
    .where(inArray(moduleMembers.module_id, moduleIds))
    .orderBy(asc(moduleMembers.created_at), asc(moduleMembers.member_id));
  for (const row of rows)
    result.set(row.moduleId, [...(result.get(row.moduleId) ?? []), row.memberId]);
  return result;
}

/** Replaces a module's members, in the given order. */
export async function replaceMembers(
  db: Executor,
  module: ModuleRow,
  memberIds: readonly string[],
): Promise<void> {
  await db.delete(moduleMembers).where(eq(moduleMembers.module_id, module.id));
  if (memberIds.length === 0) return;
  // One millisecond apart, so that member_ids read back in the order they were given.
  const now = Date.now();
  await db.insert(moduleMembers).values(
    memberIds.map((memberId, index) => ({
      created_at: new Date(now + index),
      module_id: module.id,
      member_id: memberId,
      workspace_id: module.workspace_id,
      project_id: module.project_id,
    })),
  );
}

/** Those of `userIds` who are not active members of the project. */
export async function nonMembersOf(
  db: Executor,
  projectId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: projectMembers.member_id })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.project_id, projectId),
        inArray(projectMembers.member_id, [...userIds]),
        eq(projectMembers.is_active, true),
      ),
    );
  const members = new Set(rows.map((row) => row.id));
  return userIds.filter((id) => !members.has(id));
}

/** The live links of each module, oldest first. */
export async function loadLinks(
  db: Executor,
  moduleIds: string[],
): Promise<Map<string, ModuleLinkRow[]>> {
  const result = new Map<string, ModuleLinkRow[]>();
  if (moduleIds.length === 0) return result;
  const rows = await db
    .select()
    .from(moduleLinks)
    .where(and(inArray(moduleLinks.module_id, moduleIds), isNull(moduleLinks.deleted_at)))
    .orderBy(asc(moduleLinks.created_at), asc(moduleLinks.id));
  for (const row of rows) result.set(row.module_id, [...(result.get(row.module_id) ?? []), row]);
  return result;
}

export async function findLink(
  db: Executor,
  module: ModuleRow,
  linkId: string,
): Promise<ModuleLinkRow | undefined> {
  if (!isUuid(linkId)) return undefined;
  const [row] = await db
    .select()
    .from(moduleLinks)
    .where(
      and(
        eq(moduleLinks.module_id, module.id),
        eq(moduleLinks.id, linkId),
        isNull(moduleLinks.deleted_at),
      ),
    )
    .limit(1);
  return row;
}

/** Which of the modules the user has among their favorites. */
export async function favoriteModuleIds(
  db: Executor,
  userId: string,
  moduleIds: string[],
): Promise<Set<string>> {
  if (moduleIds.length === 0) return new Set();
  const rows = await db
    .select({ id: userFavorites.entity_identifier })
    .from(userFavorites)
    .where(
      and(
        eq(userFavorites.user_id, userId),
        eq(userFavorites.entity_type, 'module'),
        inArray(userFavorites.entity_identifier, moduleIds),
      ),
    );
  return new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
}

/** Adds the module to the user's favorites (nothing when it is there already); the row's id. */
export async function addFavorite(
  db: Executor,
  module: ModuleRow,
  userId: string,
): Promise<string> {
  const favorite = await addEntityFavorite(db, {
    workspaceId: module.workspace_id,
    userId,
    entityType: 'module',
    entityId: module.id,
    projectId: module.project_id,
    name: module.name,
  });
  return favorite.id;
}

/** Removes the module from one user's favorites, or everyone's when `userId` is omitted. */
export async function removeFavorites(
  db: Executor,
  moduleId: string,
  userId?: string,
): Promise<void> {
  await db
    .delete(userFavorites)
    .where(
      and(
        eq(userFavorites.entity_type, 'module'),
        eq(userFavorites.entity_identifier, moduleId),
        userId ? eq(userFavorites.user_id, userId) : undefined,
      ),
    );
}

/** Whether the id names a live (not deleted) work item of the project. */
export async function isLiveItemOf(
  db: Executor,
  projectId: string,
  itemId: string,
): Promise<boolean> {
  if (!isUuid(itemId)) return false;
  const [row] = await db
    .select({ id: workItems.id })
    .from(workItems)
    .where(
      and(
        eq(workItems.project_id, projectId),
        eq(workItems.id, itemId),
        isNull(workItems.deleted_at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The live work items a module holds (deleted items' memberships go with them). */
export async function liveItemIdsOf(db: Executor, moduleId: string): Promise<string[]> {
  const rows = await db
    .select({ id: moduleWorkItems.work_item_id })
    .from(moduleWorkItems)
    .innerJoin(workItems, eq(workItems.id, moduleWorkItems.work_item_id))
    .where(and(eq(moduleWorkItems.module_id, moduleId), isNull(workItems.deleted_at)));
  return rows.map((row) => row.id);
}

/** Which of `moduleIds` are live modules of the project. */
export async function liveModuleIdsOf(
  db: Executor,
  projectId: string,
  moduleIds: readonly string[],
): Promise<Set<string>> {
  if (moduleIds.length === 0) return new Set();
  const rows = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.project_id, projectId), inArray(modules.id, [...moduleIds]), live));
  return new Set(rows.map((row) => row.id));
}

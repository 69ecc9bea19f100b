import { type Role, actingProjectRole, highestRole } from '@keel/core';
import { type SQL, and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Executor, readTogether } from '#server/db/executor';
import {
  labels,
  pageLabels,
  pages,
  projectMembers,
  projectPages,
  projects,
  userFavorites,
  workspaceMembers,
} from '#server/db/schema';

export type PageRow = typeof pages.$inferSelect;

/** A page with what its answer adds: the viewer's star, its labels and its projects. */
export interface PageWithLinks {
  page: PageRow;
  isFavorite: boolean;
  labelIds: string[];
  projectIds: string[];
}

/** Who reads pages of a project, and whether they see only their own (guests, spec §5). */
export interface PageScope {
  userId: string;
  workspaceId: string;
  projectId: string;
  /** A guest of a project that does not show guests everything sees only the pages they own. */
  onlyOwn: boolean;
}

/**
 * The pages of the project the viewer may see: live, shown in the project, public or theirs (and
 * only theirs when `onlyOwn`). The page's document (binary) is not read.
 */
export function visibleInProject(scope: PageScope): SQL {
  const condition = and(
    eq(pages.workspace_id, scope.workspaceId),
    isNull(pages.deleted_at),
    sql`exists (select 1 from ${projectPages} where ${projectPages.page_id} = ${pages.id}
      and ${projectPages.project_id} = ${scope.projectId})`,
    scope.onlyOwn
      ? eq(pages.owned_by_id, scope.userId)
      : or(eq(pages.access, 0), eq(pages.owned_by_id, scope.userId)),
  );
  if (!condition) throw new Error('unreachable: and() of several conditions');
  return condition;
}

/** The page `pageId` when the viewer may see it in the project. */
export function visiblePage(scope: PageScope, pageId: string): SQL {
  return sql`${visibleInProject(scope)} and ${pages.id}::text = ${pageId}`;
}

/** Every column of a page but its document's Yjs state (read only by the description route). */
const PAGE_COLUMNS = {
  id: pages.id,
  workspace_id: pages.workspace_id,
  name: pages.name,
  description_html: pages.description_html,
  description_stripped: pages.description_stripped,
  description_binary: sql<Buffer | null>`null`,
  color: pages.color,
  owned_by_id: pages.owned_by_id,
  access: pages.access,
  logo_props: pages.logo_props,
  view_props: pages.view_props,
  is_locked: pages.is_locked,
  archived_at: pages.archived_at,
  parent_id: pages.parent_id,
  sort_order: pages.sort_order,
  created_at: pages.created_at,
  updated_at: pages.updated_at,
  created_by_id: pages.created_by_id,
  updated_by_id: pages.updated_by_id,
  deleted_at: pages.deleted_at,
};

/** Pages matching `where`, with the viewer's favorites, labels and projects, newest first. */
export async function selectPages(
  db: Executor,
  userId: string,
  where: SQL,
): Promise<PageWithLinks[]> {
  const rows = await db
    .select({
      page: PAGE_COLUMNS,
      isFavorite: sql<boolean>`${userFavorites.id} is not null`,
    })
    .from(pages)
    .leftJoin(
      userFavorites,
      and(
        eq(userFavorites.user_id, userId),
        eq(userFavorites.entity_type, 'page'),
        eq(userFavorites.entity_identifier, pages.id),
      ),
    )
    .where(where)
    .orderBy(desc(pages.created_at));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.page.id);
  const [labelRows, projectRows] = await readTogether(
    db,
    () =>
      db
        .select({ page: pageLabels.page_id, label: pageLabels.label_id })
        .from(pageLabels)
        .innerJoin(labels, eq(labels.id, pageLabels.label_id))
        .where(and(inArray(pageLabels.page_id, ids), isNull(labels.deleted_at))),
    () =>
      db
        .select({ page: projectPages.page_id, project: projectPages.project_id })
        .from(projectPages)
        .where(inArray(projectPages.page_id, ids)),
  );
  const group = (list: { page: string; value: string }[]) => {
    const map = new Map<string, string[]>();
    for (const { page, value } of list) map.set(page, [...(map.get(page) ?? []), value]);
    return map;
  };
  const labelsOf = group(labelRows.map((row) => ({ page: row.page, value: row.label })));
  const projectsOf = group(projectRows.map((row) => ({ page: row.page, value: row.project })));
  return rows.map((row) => ({
    page: row.page,
    isFavorite: row.isFavorite,
    labelIds: labelsOf.get(row.page.id) ?? [],
    projectIds: projectsOf.get(row.page.id) ?? [],
  }));
}

/** Join condition: the user's active membership of the joined project (`projects`). */
function activeProjectMembership(userId: string) {
  return and(
    eq(projectMembers.project_id, projects.id),
    eq(projectMembers.member_id, userId),
    eq(projectMembers.is_active, true),
  );
}

/** Join condition: the user's active membership of the joined project's workspace. */
function activeWorkspaceMembership(userId: string) {
  return and(
    eq(workspaceMembers.workspace_id, projects.workspace_id),
    eq(workspaceMembers.member_id, userId),
    eq(workspaceMembers.is_active, true),
  );
}

/**
 * The viewer's highest role across the page's projects (spec §6): in each live project that shows
 * the page and that they are an active member of, workspace admins acting as admins.
 */
export async function highestPageRole(
  db: Executor,
  userId: string,
  pageId: string,
): Promise<Role | null> {
  const rows = await db
    .select({
      role: projectMembers.role,
      original_role: projectMembers.original_role,
      workspaceRole: workspaceMembers.role,
    })
    .from(projectPages)
    .innerJoin(projects, eq(projects.id, projectPages.project_id))
    .innerJoin(projectMembers, activeProjectMembership(userId))
    .leftJoin(workspaceMembers, activeWorkspaceMembership(userId))
    .where(and(eq(projectPages.page_id, pageId), isNull(projects.deleted_at)));
  return highestRole(rows.map((row) => actingProjectRole(row.workspaceRole, row)));
}

/** The ids of the page and of every page under it, the page first. */
export async function pageWithDescendants(db: Executor, pageId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    with recursive tree as (
      select ${pages.id} as id from ${pages} where ${pages.id} = ${pageId}
      union
      select child.id from ${pages} as child
        inner join tree on child.parent_id = tree.id
        where child.deleted_at is null
    )
    select id from tree`);
  return rows.rows.map((row) => row.id);
}

/** The labels among `ids` that belong to the project and are live. */
export async function projectLabelIds(
  db: Executor,
  projectId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        inArray(labels.id, [...ids]),
        eq(labels.project_id, projectId),
        isNull(labels.deleted_at),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Whether the user may act in the project with at least `role` (for a move's target). */
export async function projectRoleOf(
  db: Executor,
  userId: string,
  projectId: string,
  workspaceId: string,
): Promise<Role | null> {
  const [row] = await db
    .select({
      role: projectMembers.role,
      original_role: projectMembers.original_role,
      workspaceRole: workspaceMembers.role,
      archived: projects.archived_at,
    })
    .from(projects)
    .innerJoin(projectMembers, activeProjectMembership(userId))
    .leftJoin(workspaceMembers, activeWorkspaceMembership(userId))
    .where(
      and(
        eq(projects.id, projectId),
        eq(projects.workspace_id, workspaceId),
        isNull(projects.deleted_at),
      ),
    )
    .limit(1);
  if (row?.archived !== null) return null;
  return actingProjectRole(row.workspaceRole, row);
}

/** The channel the collaboration server listens on (collab/collab-sync.ts). */
export const PAGE_COLLAB_CHANNEL = 'keel_collab';

/** Tells every process's collaboration server to check the page's editors again. */
export async function notifyPageRulesChanged(db: Executor, pageIds: readonly string[]) {
  for (const pageId of pageIds)
    await db.execute(
      sql`select pg_notify(${PAGE_COLLAB_CHANNEL}, ${JSON.stringify({ type: 'recheck', page: pageId })})`,
    );
}

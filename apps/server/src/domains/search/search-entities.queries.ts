import {
  type EntitySearchUser,
  PAGE_ACCESS,
  ROLE,
  type WorkspaceSearchCycle,
  type WorkspaceSearchPage,
  type WorkspaceSearchView,
  VIEW_ACCESS,
  cycleStatus,
} from '@keel/core';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  cycles,
  issueViews,
  modules,
  pages,
  projectMembers,
  projectPages,
  projects,
  users,
  workspaceMembers,
} from '#server/db/schema';
import { activeMembershipOf } from '#server/permissions';
import type { SearchScope } from './search.queries';
import { escapeLike } from './search-text';

/** What every kind's search is given: whose it is, the text, how many hits, and a project. */
export interface EntitySearch extends SearchScope {
  text: string;
  limit: number;
  /** Only this project's entities (and, for mentions, its members); null for the workspace. */
  projectId: string | null;
  workspaceSlug: string;
}

function namePattern(text: string) {
  return `%${escapeLike(text)}%`;
}

/**
 * Live, unarchived cycles of live, unarchived projects the caller is an active member of (guests
 * included: they read cycles) whose name contains the text, newest first (Plane).
 */
export async function searchCycles(
  db: Executor,
  search: EntitySearch,
  now = new Date(),
): Promise<WorkspaceSearchCycle[]> {
  const rows = await db
    .select({
      id: cycles.id,
      name: cycles.name,
      project_id: cycles.project_id,
      project__identifier: projects.identifier,
      start_date: cycles.start_date,
      end_date: cycles.end_date,
    })
    .from(cycles)
    .innerJoin(projects, eq(projects.id, cycles.project_id))
    .innerJoin(projectMembers, activeMembershipOf(search.userId, cycles.project_id))
    .where(
      and(
        eq(cycles.workspace_id, search.workspaceId),
        isNull(cycles.deleted_at),
        isNull(cycles.archived_at),
        isNull(projects.deleted_at),
        isNull(projects.archived_at),
        search.projectId ? eq(cycles.project_id, search.projectId) : undefined,
        search.text === '' ? undefined : sql`${cycles.name} ilike ${namePattern(search.text)}`,
      ),
    )
    .orderBy(desc(cycles.created_at), desc(cycles.id))
    .limit(search.limit);
  return rows.map(({ start_date, end_date, ...row }) => ({
    ...row,
    status: cycleStatus(start_date, end_date, now).toUpperCase(),
    workspace__slug: search.workspaceSlug,
  }));
}

/** Modules as cycles are searched; their status is the stored one. */
export async function searchModules(
  db: Executor,
  search: EntitySearch,
): Promise<WorkspaceSearchCycle[]> {
  const rows = await db
    .select({
      id: modules.id,
      name: modules.name,
      project_id: modules.project_id,
      project__identifier: projects.identifier,
      status: modules.status,
    })
    .from(modules)
    .innerJoin(projects, eq(projects.id, modules.project_id))
    .innerJoin(projectMembers, activeMembershipOf(search.userId, modules.project_id))
    .where(
      and(
        eq(modules.workspace_id, search.workspaceId),
        isNull(modules.deleted_at),
        isNull(modules.archived_at),
        isNull(projects.deleted_at),
        isNull(projects.archived_at),
        search.projectId ? eq(modules.project_id, search.projectId) : undefined,
        search.text === '' ? undefined : sql`${modules.name} ilike ${namePattern(search.text)}`,
      ),
    )
    .orderBy(desc(modules.created_at), desc(modules.id))
    .limit(search.limit);
  return rows.map((row) => ({ ...row, workspace__slug: search.workspaceSlug }));
}

/**
 * Saved views whose name contains the text, newest first: workspace views, and views of live,
 * unarchived projects the caller is an active member of; public ones, and the caller's own
 * private ones (spec §6).
 */
export async function searchViews(
  db: Executor,
  search: EntitySearch,
): Promise<WorkspaceSearchView[]> {
  const rows = await db
    .select({
      id: issueViews.id,
      name: issueViews.name,
      project_id: issueViews.project_id,
      project__identifier: projects.identifier,
    })
    .from(issueViews)
    .leftJoin(projects, eq(projects.id, issueViews.project_id))
    .where(
      and(
        eq(issueViews.workspace_id, search.workspaceId),
        isNull(issueViews.deleted_at),
        or(eq(issueViews.access, VIEW_ACCESS.public), eq(issueViews.owned_by_id, search.userId)),
        search.projectId ? eq(issueViews.project_id, search.projectId) : undefined,
        or(
          isNull(issueViews.project_id),
          and(
            isNull(projects.deleted_at),
            isNull(projects.archived_at),
            sql`exists (select 1 from ${projectMembers}
              where ${activeMembershipOf(search.userId, issueViews.project_id)})`,
          ),
        ),
        search.text === '' ? undefined : sql`${issueViews.name} ilike ${namePattern(search.text)}`,
      ),
    )
    .orderBy(desc(issueViews.created_at), desc(issueViews.id))
    .limit(search.limit);
  return rows.map((row) => ({ ...row, workspace__slug: search.workspaceSlug }));
}

/**
 * People to mention: active human members of the workspace (of the project, with projectId; only
 * when the caller is in it) whose display, first or last name or email contains the text, newest
 * members first (Plane).
 */
export async function searchUserMentions(
  db: Executor,
  search: EntitySearch,
): Promise<EntitySearchUser[]> {
  const pattern = namePattern(search.text);
  const matches =
    search.text === ''
      ? undefined
      : sql`(${users.display_name} ilike ${pattern} or ${users.first_name} ilike ${pattern}
          or ${users.last_name} ilike ${pattern} or ${users.email} ilike ${pattern})`;
  const columns = {
    member__id: users.id,
    member__display_name: users.display_name,
    member__first_name: users.first_name,
    member__last_name: users.last_name,
    member__avatar_url: users.avatar,
  };
  if (search.projectId) {
    const [caller] = await db
      .select({ id: projectMembers.id })
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.project_id, search.projectId),
          eq(projectMembers.member_id, search.userId),
          eq(projectMembers.is_active, true),
        ),
      )
      .limit(1);
    if (!caller) return [];
    return db
      .select(columns)
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.member_id))
      .where(
        and(
          eq(projectMembers.project_id, search.projectId),
          eq(projectMembers.workspace_id, search.workspaceId),
          eq(projectMembers.is_active, true),
          eq(users.is_bot, false),
          matches,
        ),
      )
      .orderBy(desc(projectMembers.created_at), users.id)
      .limit(search.limit);
  }
  return db
    .select(columns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member_id))
    .where(
      and(
        eq(workspaceMembers.workspace_id, search.workspaceId),
        eq(workspaceMembers.is_active, true),
        eq(users.is_bot, false),
        matches,
      ),
    )
    .orderBy(desc(workspaceMembers.created_at), users.id)
    .limit(search.limit);
}

/**
 * Pages whose title or text contains the text, most recently changed first: live, unarchived
 * pages shown in a live project the caller is an active member of, public or their own (spec §6),
 * and only their own where they are a guest of a project that hides work from guests.
 */
export async function searchPages(
  db: Executor,
  search: EntitySearch,
): Promise<WorkspaceSearchPage[]> {
  const pattern = namePattern(search.text);
  const rows = await db
    .select({
      id: pages.id,
      name: pages.name,
      project_ids: sql<string[]>`array_agg(${projects.id}::text order by ${projects.created_at})`,
      project__identifiers: sql<
        string[]
      >`array_agg(${projects.identifier} order by ${projects.created_at})`,
    })
    .from(pages)
    .innerJoin(projectPages, eq(projectPages.page_id, pages.id))
    .innerJoin(projects, eq(projects.id, projectPages.project_id))
    .innerJoin(projectMembers, activeMembershipOf(search.userId, projects.id))
    .where(
      and(
        eq(pages.workspace_id, search.workspaceId),
        isNull(pages.deleted_at),
        isNull(pages.archived_at),
        isNull(projects.deleted_at),
        isNull(projects.archived_at),
        or(eq(pages.access, PAGE_ACCESS.public), eq(pages.owned_by_id, search.userId)),
        or(
          eq(pages.owned_by_id, search.userId),
          sql`coalesce(${projectMembers.original_role}, ${projectMembers.role}) > ${ROLE.guest}`,
          eq(projects.guest_view_all_features, true),
        ),
        search.projectId ? eq(projects.id, search.projectId) : undefined,
        search.text === ''
          ? undefined
          : or(
              sql`${pages.name} ilike ${pattern}`,
              sql`${pages.description_stripped} ilike ${pattern}`,
            ),
      ),
    )
    .groupBy(pages.id)
    .orderBy(desc(pages.updated_at), desc(pages.id))
    .limit(search.limit);
  return rows.map((row) => ({ ...row, workspace__slug: search.workspaceSlug }));
}

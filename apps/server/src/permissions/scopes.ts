import { ROLE, type Role, actingProjectRole, seesAllWorkItems } from '@keel/core';
import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { projectMembers, projects, workItems, workspaceMembers } from '../db/schema';

/*
 * The SQL side of the permission kernel (packages/core/src/permissions): the same rules as
 * fragments a query embeds, so that every list, search and subscription filters alike. Every
 * fragment names the real tables (projects, project_members, work_items); queries written with
 * aliases pass their columns in.
 */

/** The role a project membership acts with, in SQL: original_role when set (core membershipRole). */
export function membershipRoleSql(): SQL<number> {
  return sql<number>`coalesce(${projectMembers.original_role}, ${projectMembers.role})`;
}

/**
 * Join condition onto project_members: the user's active membership of the project whose id is
 * `projectId` (a column of the query, usually projects.id or work_items.project_id).
 */
export function activeMembershipOf(userId: string, projectId: AnyColumn | SQLWrapper): SQL {
  return sql`${projectMembers.project_id} = ${projectId} and ${projectMembers.member_id} = ${userId}
    and ${projectMembers.is_active}`;
}

/**
 * Subquery, parenthesised for `in`: the ids of the workspace's live (not deleted) projects the user
 * is an active member of.
 */
export function memberProjectIds(userId: string, workspaceId: string): SQL {
  return sql`(select ${projectMembers.project_id} from ${projectMembers}
    inner join ${projects} on ${projects.id} = ${projectMembers.project_id}
    where ${projectMembers.workspace_id} = ${workspaceId} and ${projectMembers.member_id} = ${userId}
      and ${projectMembers.is_active} and ${projects.deleted_at} is null)`;
}

/** One of the user's active memberships of a live project, as the visibility rules read it. */
export interface MemberProject {
  projectId: string;
  /** The membership's role, original_role preferred; not raised for workspace admins. */
  role: Role;
  guestViewAllFeatures: boolean;
}

/**
 * The user's active memberships of the workspace's live projects, oldest project first; archived
 * projects only with `includeArchived`.
 */
export async function memberProjects(
  db: Executor,
  options: { workspaceId: string; userId: string; includeArchived: boolean },
): Promise<MemberProject[]> {
  const result = await db.execute<{
    project_id: string;
    role: number;
    guest_view_all_features: boolean;
  }>(
    sql`select ${projects.id} as project_id, ${membershipRoleSql()} as role,
        ${projects.guest_view_all_features} as guest_view_all_features
      from ${projects} inner join ${projectMembers}
        on ${activeMembershipOf(options.userId, projects.id)}
      where ${projects.workspace_id} = ${options.workspaceId} and ${projects.deleted_at} is null
        ${options.includeArchived ? sql`` : sql`and ${projects.archived_at} is null`}
      order by ${projects.created_at}, ${projects.id}`,
  );
  return result.rows.map((row) => ({
    projectId: row.project_id,
    role: row.role as Role,
    guestViewAllFeatures: row.guest_view_all_features,
  }));
}

/**
 * Projects split by what the viewer sees of their work items: all of them, or only the ones they
 * created (core seesAllWorkItems with the role they act with).
 */
export interface ProjectVisibility {
  userId: string;
  /** Projects whose items the viewer sees in full. */
  fullProjectIds: string[];
  /** Projects where the viewer sees only the items they created. */
  ownProjectIds: string[];
}

/** Splits a user's memberships (see memberProjects) by ProjectVisibility. */
export function projectVisibility(
  userId: string,
  workspaceRole: number,
  memberships: readonly MemberProject[],
): ProjectVisibility {
  const visibility: ProjectVisibility = { userId, fullProjectIds: [], ownProjectIds: [] };
  for (const membership of memberships) {
    const role = actingProjectRole(workspaceRole, membership);
    const seesAll = seesAllWorkItems(role, membership.guestViewAllFeatures);
    (seesAll ? visibility.fullProjectIds : visibility.ownProjectIds).push(membership.projectId);
  }
  return visibility;
}

/**
 * Where condition: items of the ProjectVisibility's projects the viewer sees; false when there are
 * none. `columns` are the query's work-item project and creator columns (lists use aliases).
 */
export function workItemsInVisibleProjects(
  visibility: ProjectVisibility,
  columns: { projectId: SQLWrapper; creatorId: SQLWrapper },
): SQL {
  const parts: SQL[] = [];
  if (visibility.fullProjectIds.length > 0)
    parts.push(sql`${columns.projectId} in (${idList(visibility.fullProjectIds)})`);
  if (visibility.ownProjectIds.length > 0)
    parts.push(
      sql`(${columns.projectId} in (${idList(visibility.ownProjectIds)}) and ${columns.creatorId} = ${visibility.userId})`,
    );
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? sql`${parts[0]}` : sql`(${sql.join(parts, sql` or `)})`;
}

function idList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * Where condition over work_items joined to projects and to the viewer's project_members row
 * (activeMembershipOf, an inner join: items of other projects never appear): the items the viewer
 * may see, as core canSeeWorkItem says. Drafts are their author's alone; workspace admins see
 * every item of their projects; others in full when their role is above guest or the project shows
 * guests everything, else only what they created. Without `isWorkspaceAdmin` the query reads it.
 */
export function visibleWorkItems(viewer: { userId: string; isWorkspaceAdmin?: boolean }): SQL {
  const isCreator = sql`${workItems.created_by_id} = ${viewer.userId}`;
  const isAdmin =
    viewer.isWorkspaceAdmin ??
    sql`exists (select 1 from ${workspaceMembers}
      where ${workspaceMembers.workspace_id} = ${workItems.workspace_id}
        and ${workspaceMembers.member_id} = ${viewer.userId} and ${workspaceMembers.is_active}
        and ${workspaceMembers.role} >= ${ROLE.admin})`;
  return sql`(not ${workItems.is_draft} or ${isCreator})
    and (${isAdmin} or ${membershipRoleSql()} > ${ROLE.guest}
      or ${projects.guest_view_all_features} or ${isCreator})`;
}

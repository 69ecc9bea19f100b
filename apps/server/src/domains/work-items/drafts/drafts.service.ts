import { AppError, ROLE, type Role, isUuid } from '@keel/core';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { projectMembers, projects, workItems } from '#server/db/schema';
import { activeMembershipOf } from '#server/permissions';
import {
  type ProjectMemberRow,
  type WorkspaceMemberRow,
  actingProjectRole,
  loadProjectMembership,
} from '#server/plugins/access';
import type { Actor } from '../kernel/actor';

/** The caller of a workspace draft route. */
export interface DraftCaller {
  userId: string;
  workspaceId: string;
  membership: WorkspaceMemberRow;
}

function roleIn(caller: DraftCaller, projectMembership: ProjectMemberRow | null): Role | null {
  if (caller.membership.role >= ROLE.admin) return ROLE.admin;
  return projectMembership ? actingProjectRole(caller.membership, projectMembership) : null;
}

/**
 * The caller acting in the project a draft belongs to: a member or admin of it (guests do not
 * create work items), in a project that is not archived. A project the caller cannot see is
 * answered as missing.
 */
export async function draftActor(
  db: Database,
  caller: DraftCaller,
  projectId: string,
): Promise<Actor> {
  const { project, projectMembership } = await loadProjectMembership(
    db,
    caller.workspaceId,
    projectId,
    caller.userId,
  );
  const role = project ? roleIn(caller, projectMembership) : null;
  if (!project || role === null) throw new AppError('PROJECT_NOT_FOUND');
  if (project.archived_at !== null) throw new AppError('PROJECT_ARCHIVED');
  if (role < ROLE.member) throw new AppError('FORBIDDEN');
  return { userId: caller.userId, role, project };
}

/**
 * The project of one of the caller's own live drafts in the workspace ('Issue not found'); with
 * `projectId`, only a draft of that project (the project `issue-drafts/` routes).
 */
export async function ownDraftProjectId(
  db: Database,
  caller: Pick<DraftCaller, 'userId' | 'workspaceId'>,
  id: string,
  projectId?: string,
): Promise<string> {
  const [row] = isUuid(id)
    ? await db
        .select({ projectId: workItems.project_id })
        .from(workItems)
        .where(
          and(
            eq(workItems.id, id),
            eq(workItems.workspace_id, caller.workspaceId),
            projectId === undefined ? undefined : eq(workItems.project_id, projectId),
            eq(workItems.is_draft, true),
            eq(workItems.created_by_id, caller.userId),
            isNull(workItems.deleted_at),
          ),
        )
        .limit(1)
    : [];
  if (!row) throw new AppError('ISSUE_NOT_FOUND');
  return row.projectId;
}

/**
 * The caller's draft count in the workspace (Plane's `draft_issue_count` on
 * `workspace-members/me/`): their live drafts in the live, unarchived projects they are an active
 * member of, the drafts the workspace `draft-issues/` list shows. It goes up by one with each
 * draft created and down by one with each draft deleted or converted.
 */
export async function countOwnDrafts(
  db: Database,
  caller: Pick<DraftCaller, 'userId' | 'workspaceId'>,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .innerJoin(projectMembers, activeMembershipOf(caller.userId, projects.id))
    .where(
      and(
        eq(workItems.workspace_id, caller.workspaceId),
        eq(workItems.is_draft, true),
        eq(workItems.created_by_id, caller.userId),
        isNull(workItems.deleted_at),
        isNull(projects.deleted_at),
        isNull(projects.archived_at),
      ),
    );
  return row?.count ?? 0;
}

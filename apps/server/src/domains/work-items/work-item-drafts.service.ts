import { AppError, ROLE, type Role, isUuid } from '@keel/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workItems } from '../../db/schema';
import {
  type ProjectMemberRow,
  type WorkspaceMemberRow,
  actingProjectRole,
  loadProjectMembership,
} from '../../plugins/access';
import type { Actor } from './work-items.service';

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

/** The project of one of the caller's own live drafts in the workspace ('Issue not found'). */
export async function ownDraftProjectId(
  db: Database,
  caller: DraftCaller,
  id: string,
): Promise<string> {
  const [row] = isUuid(id)
    ? await db
        .select({ projectId: workItems.project_id })
        .from(workItems)
        .where(
          and(
            eq(workItems.id, id),
            eq(workItems.workspace_id, caller.workspaceId),
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

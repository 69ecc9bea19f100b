import {
  AppError,
  type CreateWorkspaceBody,
  INSTANCE_CONFIGURATION_DEFAULTS,
  type LastVisitedWorkspace,
  ROLE,
  type Role,
  type UpdateWorkspaceBody,
  type Workspace,
  workspaceSlugProblem,
} from '@keel/core';
import type { Database } from '#server/db/client';
import { upsertActiveMembership } from '#server/domains/members';
import { findOrCreateProfile } from '#server/domains/users';
import { toRole } from '#server/domains/members';
import {
  countMembers,
  findInstanceSetting,
  insertWorkspace,
  isSlugTaken,
  listWorkspacesOfUser,
  setLastWorkspace,
  softDeleteWorkspace,
  updateWorkspace,
  type WorkspaceRow,
} from './workspaces.queries';
import { isInstanceAdmin } from '#server/permissions';

export function presentWorkspace(
  workspace: WorkspaceRow,
  role: Role,
  totalMembers: number,
): Workspace {
  return {
    id: workspace.id,
    name: workspace.name,
    slug: workspace.slug,
    logo_url: workspace.logo_url,
    organization_size: workspace.organization_size,
    timezone: workspace.timezone,
    owner: workspace.owner_id,
    created_by: workspace.created_by_id,
    created_at: workspace.created_at.toISOString(),
    updated_at: workspace.updated_at.toISOString(),
    role,
    total_members: totalMembers,
  };
}

/** PostgreSQL's unique_violation, raised when two requests race for one slug. */
function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}

function slugTaken(): AppError {
  return new AppError('WORKSPACE_SLUG_TAKEN', { field: 'slug' });
}

/**
 * Creates a workspace with its creator as admin and makes it their last workspace. Refused when
 * the instance disables workspace creation, except for instance admins.
 */
export async function createWorkspace(options: {
  db: Database;
  userId: string;
  input: CreateWorkspaceBody;
}): Promise<Workspace> {
  const { db, userId, input } = options;
  const disabled =
    (await findInstanceSetting(db, 'DISABLE_WORKSPACE_CREATION')) ??
    INSTANCE_CONFIGURATION_DEFAULTS.DISABLE_WORKSPACE_CREATION;
  if (disabled === '1' && !(await isInstanceAdmin(db, userId)))
    throw new AppError('WORKSPACE_CREATION_DISABLED');
  try {
    return await db.transaction(async (tx) => {
      if (await isSlugTaken(tx, input.slug)) throw slugTaken();
      const workspace = await insertWorkspace(tx, {
        name: input.name,
        slug: input.slug,
        organization_size: input.organization_size ?? null,
        ownerId: userId,
      });
      await upsertActiveMembership(tx, {
        workspaceId: workspace.id,
        userId,
        role: ROLE.admin,
        actorId: userId,
      });
      await setLastWorkspace(tx, userId, workspace.id);
      return presentWorkspace(workspace, ROLE.admin, 1);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Whether a slug may name a new workspace: valid, not reserved, and never used before. */
export async function checkSlugAvailability(options: {
  db: Database;
  slug: string;
}): Promise<{ status: boolean }> {
  const slug = options.slug.trim();
  if (slug === '')
    throw new AppError('VALIDATION_ERROR', {
      message: 'Workspace Slug is required',
      field: 'slug',
    });
  if (workspaceSlugProblem(slug)) return { status: false };
  return { status: !(await isSlugTaken(options.db, slug)) };
}

export async function listMyWorkspaces(options: {
  db: Database;
  userId: string;
}): Promise<Workspace[]> {
  const rows = await listWorkspacesOfUser(options.db, options.userId);
  return rows.map((row) => presentWorkspace(row.workspace, toRole(row.role), row.total_members));
}

export async function getWorkspace(options: {
  db: Database;
  workspace: WorkspaceRow;
  role: number;
}): Promise<Workspace> {
  const total = await countMembers(options.db, options.workspace.id);
  return presentWorkspace(options.workspace, toRole(options.role), total);
}

export async function changeWorkspace(options: {
  db: Database;
  workspace: WorkspaceRow;
  role: number;
  userId: string;
  input: UpdateWorkspaceBody;
}): Promise<Workspace> {
  const { db, workspace, input } = options;
  return db.transaction(async (tx) => {
    const updated = await updateWorkspace(tx, workspace.id, {
      ...input,
      updated_by_id: options.userId,
    });
    const total = await countMembers(tx, workspace.id);
    return presentWorkspace(updated, toRole(options.role), total);
  });
}

/** Soft-deletes a workspace (its slug stays taken) and ends every membership of it. */
export async function deleteWorkspace(options: {
  db: Database;
  workspaceId: string;
  userId: string;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    await softDeleteWorkspace(tx, options.workspaceId, options.userId);
  });
}

/**
 * The workspace the user last opened, while they are still an active member of it. Projects do not
 * exist yet, so there are no project memberships to list.
 */
export async function getLastVisitedWorkspace(options: {
  db: Database;
  userId: string;
}): Promise<LastVisitedWorkspace> {
  const { db, userId } = options;
  const profile = await findOrCreateProfile(db, userId);
  const row = profile.last_workspace_id
    ? (await listWorkspacesOfUser(db, userId)).find(
        (entry) => entry.workspace.id === profile.last_workspace_id,
      )
    : undefined;
  return {
    workspace_details: row
      ? presentWorkspace(row.workspace, toRole(row.role), row.total_members)
      : {},
    project_details: [],
  };
}

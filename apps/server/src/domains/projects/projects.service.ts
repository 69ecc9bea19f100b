import {
  AppError,
  type CreateProjectBody,
  DEFAULT_STATES,
  PROJECT_NETWORK,
  type Project,
  ROLE,
  type ProjectStats,
  type UpdateProjectBody,
  actingProjectRole,
  isRole,
  isUuid,
  isWorkspaceAdmin,
  membershipRole,
} from '@keel/core';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { stateSlug } from '#server/domains/states';
import {
  activeWorkspaceMembers,
  countActiveMembers,
  addFavorite,
  findProjectForUser,
  insertProject,
  insertStates,
  liveProjectsWithIdentifier,
  listVisibleProjects,
  type ProjectForUser,
  projectNameTaken,
  removeFavorite,
  softDeleteProject,
  updateProject,
  upsertProjectMember,
  findProjectRoles,
} from './projects.queries';

export function presentProject({ project, membership, favoriteId }: ProjectForUser): Project {
  const role = membership ? membershipRole(membership) : null;
  return {
    id: project.id,
    workspace: project.workspace_id,
    name: project.name,
    identifier: project.identifier,
    description: project.description,
    network: project.network,
    logo_props: project.logo_props,
    cover_image: project.cover_image,
    project_lead: project.project_lead_id,
    default_assignee: project.default_assignee_id,
    default_state: project.default_state_id,
    estimate: project.estimate_id,
    cycle_view: project.cycle_view,
    module_view: project.module_view,
    issue_views_view: project.issue_views_view,
    page_view: project.page_view,
    inbox_view: project.inbox_view,
    intake_view: project.inbox_view,
    is_time_tracking_enabled: project.is_time_tracking_enabled,
    guest_view_all_features: project.guest_view_all_features,
    archive_in: project.archive_in,
    close_in: project.close_in,
    timezone: project.timezone,
    // Each member orders projects for themselves (Plane); others see the project's own order.
    sort_order: membership?.sort_order ?? project.sort_order,
    archived_at: project.archived_at?.toISOString() ?? null,
    created_at: project.created_at.toISOString(),
    updated_at: project.updated_at.toISOString(),
    created_by: project.created_by_id,
    member_role: role !== null && isRole(role) ? role : null,
    is_favorite: favoriteId !== null,
  };
}

const identifierTaken = () => new AppError('PROJECT_IDENTIFIER_TAKEN', { field: 'identifier' });
const nameTaken = () => new AppError('PROJECT_NAME_TAKEN', { field: 'name' });

function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  if (typeof cause !== 'object' || cause === null || !('code' in cause)) return null;
  if (cause.code !== '23505') return null;
  return 'constraint_name' in cause ? String(cause.constraint_name) : '';
}

function translateUnique(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('identifier')) throw identifierTaken();
  if (constraint?.includes('name')) throw nameTaken();
  throw error;
}

/** The lead and default assignee must be active members of the workspace. */
async function checkPeople(
  db: Executor,
  workspaceId: string,
  body: { project_lead?: string | null | undefined; default_assignee?: string | null | undefined },
): Promise<void> {
  for (const field of ['project_lead', 'default_assignee'] as const) {
    const userId = body[field];
    if (!userId) continue;
    const members = await activeWorkspaceMembers(db, workspaceId, [userId]);
    if (!members.has(userId))
      throw new AppError('VALIDATION_ERROR', {
        message: `${field}: Must be a member of the workspace`,
        field,
      });
  }
}

/**
 * The caller's role in each project of the workspace they are an active member of, by project
 * id (Plane's project-roles, read on every screen to decide what to show).
 */
export async function projectRolesOf(options: {
  db: Executor;
  workspaceId: string;
  userId: string;
}): Promise<Record<string, number>> {
  const rows = await findProjectRoles(options.db, options.workspaceId, options.userId);
  return Object.fromEntries(rows.map((row) => [row.projectId, row.role]));
}

export async function listProjects(options: {
  db: Database;
  workspaceId: string;
  userId: string;
  workspaceRole: number;
}): Promise<Project[]> {
  const rows = await listVisibleProjects(options.db, options.workspaceId, options.userId, {
    membersOnly: options.workspaceRole < ROLE.member,
  });
  return rows.map(presentProject);
}

/** Counts for the projects the caller may see, optionally only some of them. */
export async function projectStats(options: {
  db: Database;
  workspaceId: string;
  userId: string;
  workspaceRole: number;
  projectIds: string[] | undefined;
}): Promise<ProjectStats[]> {
  const visible = await listVisibleProjects(options.db, options.workspaceId, options.userId, {
    membersOnly: options.workspaceRole < ROLE.member,
  });
  const wanted = options.projectIds && new Set(options.projectIds);
  const ids = visible
    .map(({ project }) => project.id)
    .filter((id) => wanted === undefined || wanted.has(id));
  const members = await countActiveMembers(options.db, ids);
  return ids.map((id) => ({ id, total_members: members.get(id) ?? 0 }));
}

export async function getProject(options: {
  db: Executor;
  workspaceId: string;
  projectId: string;
  userId: string;
}): Promise<Project> {
  const found = isUuid(options.projectId)
    ? await findProjectForUser(options.db, options.workspaceId, options.projectId, options.userId)
    : undefined;
  if (!found) throw new AppError('PROJECT_NOT_FOUND');
  return presentProject(found);
}

/**
 * Creates a project with its creator (and lead, when another user) as admins and the default
 * states, Backlog being the default, all in one transaction (Plane).
 */
export async function createProject(options: {
  db: Database;
  workspaceId: string;
  userId: string;
  body: CreateProjectBody;
}): Promise<Project> {
  const { db, workspaceId, userId, body } = options;
  try {
    return await db.transaction(async (tx) => {
      if ((await liveProjectsWithIdentifier(tx, workspaceId, body.identifier)).length > 0)
        throw identifierTaken();
      if (await projectNameTaken(tx, workspaceId, body.name)) throw nameTaken();
      await checkPeople(tx, workspaceId, body);
      const { project_lead, default_assignee, ...fields } = body;
      const project = await insertProject(tx, {
        ...fields,
        workspace_id: workspaceId,
        network: body.network ?? PROJECT_NETWORK.public,
        project_lead_id: project_lead ?? null,
        default_assignee_id: default_assignee ?? null,
        created_by_id: userId,
        updated_by_id: userId,
      });
      const member = (memberId: string, role: number) =>
        upsertProjectMember(tx, {
          workspaceId,
          projectId: project.id,
          memberId,
          role,
          actorId: userId,
        });
      await member(userId, ROLE.admin);
      if (project_lead && project_lead !== userId) {
        // The lead runs the project as its admin (Plane), except that a workspace guest is only
        // ever a project guest.
        const leadWorkspaceRole = (
          await activeWorkspaceMembers(tx, workspaceId, [project_lead])
        ).get(project_lead);
        await member(project_lead, leadWorkspaceRole === ROLE.guest ? ROLE.guest : ROLE.admin);
      }
      const created = await insertStates(
        tx,
        DEFAULT_STATES.map((state) => ({
          ...state,
          workspace_id: workspaceId,
          project_id: project.id,
          slug: stateSlug(state.name),
          created_by_id: userId,
        })),
      );
      const defaultState = created.find((state) => state.default);
      await updateProject(tx, project.id, { default_state_id: defaultState?.id ?? null });
      return getProject({ db: tx, workspaceId, projectId: project.id, userId });
    });
  } catch (error) {
    translateUnique(error);
  }
}

export async function editProject(options: {
  db: Database;
  workspaceId: string;
  projectId: string;
  userId: string;
  body: UpdateProjectBody;
}): Promise<Project> {
  const { db, workspaceId, projectId, userId, body } = options;
  try {
    return await db.transaction(async (tx) => {
      const current = await findProjectForUser(tx, workspaceId, projectId, userId);
      if (!current) throw new AppError('PROJECT_NOT_FOUND');
      if (current.project.archived_at) throw new AppError('PROJECT_ARCHIVED');
      if (
        body.identifier !== undefined &&
        (await liveProjectsWithIdentifier(tx, workspaceId, body.identifier, projectId)).length > 0
      )
        throw identifierTaken();
      if (
        body.name !== undefined &&
        (await projectNameTaken(tx, workspaceId, body.name, projectId))
      )
        throw nameTaken();
      await checkPeople(tx, workspaceId, body);
      const { project_lead, default_assignee, ...fields } = body;
      await updateProject(tx, projectId, {
        ...fields,
        ...(project_lead !== undefined ? { project_lead_id: project_lead } : {}),
        ...(default_assignee !== undefined ? { default_assignee_id: default_assignee } : {}),
        updated_by_id: userId,
      });
      return getProject({ db: tx, workspaceId, projectId, userId });
    });
  } catch (error) {
    translateUnique(error);
  }
}

/** Soft-deletes a project: its admins may, and so may the workspace's admins. */
export async function deleteProject(options: {
  db: Database;
  workspaceId: string;
  projectId: string;
  userId: string;
  workspaceRole: number;
}): Promise<void> {
  const { db, workspaceId, projectId, userId, workspaceRole } = options;
  const found = isUuid(projectId)
    ? await findProjectForUser(db, workspaceId, projectId, userId)
    : undefined;
  if (!found) throw new AppError('PROJECT_NOT_FOUND');
  const role = actingProjectRole(workspaceRole, found.membership);
  if (!isWorkspaceAdmin(workspaceRole) && role !== ROLE.admin) {
    if (role === null && found.project.network === PROJECT_NETWORK.secret)
      throw new AppError('PROJECT_NOT_FOUND');
    throw new AppError('FORBIDDEN');
  }
  await db.transaction((tx) =>
    softDeleteProject(tx, { projectId, actorId: userId, at: new Date() }),
  );
}

export async function identifierCheck(options: {
  db: Database;
  workspaceId: string;
  name: string;
}): Promise<{ exists: number; identifiers: string[] }> {
  const name = options.name.trim().toUpperCase();
  if (name === '') return { exists: 0, identifiers: [] };
  const identifiers = await liveProjectsWithIdentifier(options.db, options.workspaceId, name);
  return { exists: identifiers.length, identifiers };
}

export async function setArchived(options: {
  db: Database;
  workspaceId: string;
  projectId: string;
  userId: string;
  archived: boolean;
}): Promise<Project> {
  const { db, workspaceId, projectId, userId, archived } = options;
  await updateProject(db, projectId, {
    archived_at: archived ? new Date() : null,
    updated_by_id: userId,
  });
  return getProject({ db, workspaceId, projectId, userId });
}

/** Favorites a project the caller can see. */
export async function favoriteProject(options: {
  db: Database;
  workspaceId: string;
  projectId: string;
  userId: string;
}): Promise<Project> {
  const { db, workspaceId, projectId, userId } = options;
  const found = await findProjectForUser(db, workspaceId, projectId, userId);
  if (!found || (!found.membership && found.project.network !== PROJECT_NETWORK.public))
    throw new AppError('PROJECT_NOT_FOUND', { field: 'project' });
  await addFavorite(db, { workspaceId, userId, projectId, name: found.project.name });
  return getProject({ db, workspaceId, projectId, userId });
}

export async function unfavoriteProject(options: {
  db: Database;
  workspaceId: string;
  projectId: string;
  userId: string;
}): Promise<void> {
  if (!isUuid(options.projectId)) throw new AppError('PROJECT_NOT_FOUND');
  await removeFavorite(options.db, options);
}

/**
 * Joins public projects with the caller's workspace role (Plane: default member; guests stay
 * guests). Secret or unknown projects are refused as not found.
 */
export async function joinProjects(options: {
  db: Database;
  workspaceId: string;
  userId: string;
  workspaceRole: number;
  projectIds: string[];
}): Promise<Project[]> {
  const { db, workspaceId, userId, workspaceRole, projectIds } = options;
  const role = workspaceRole === ROLE.guest ? ROLE.guest : workspaceRole || ROLE.member;
  return db.transaction(async (tx) => {
    const joined: Project[] = [];
    for (const projectId of projectIds) {
      const found = await findProjectForUser(tx, workspaceId, projectId, userId);
      if (!found || (!found.membership && found.project.network !== PROJECT_NETWORK.public))
        throw new AppError('PROJECT_NOT_FOUND', { field: 'project_ids' });
      if (!found.membership)
        await upsertProjectMember(tx, {
          workspaceId,
          projectId,
          memberId: userId,
          role,
          actorId: userId,
        });
      joined.push(await getProject({ db: tx, workspaceId, projectId, userId }));
    }
    return joined;
  });
}

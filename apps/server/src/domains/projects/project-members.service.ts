import {
  type AddProjectMembersBody,
  AppError,
  type ProjectMember,
  type ProjectViewPropsBody,
  ROLE,
  type Role,
  isRole,
  isUuid,
  membershipRole,
} from '@keel/core';
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { projectMembers, users } from '#server/db/schema';
import { activeWorkspaceMembers, upsertProjectMember } from './projects.queries';

type MemberRow = typeof projectMembers.$inferSelect;
type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'first_name' | 'last_name' | 'display_name' | 'email' | 'avatar'
>;

const userColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  display_name: users.display_name,
  email: users.email,
  avatar: users.avatar,
};

function toRole(value: number): Role {
  if (!isRole(value)) throw new Error(`Unexpected role ${value} in the database`);
  return value;
}

/** A membership's role, original_role preferred (spec §6). */
export function projectRoleOf(row: MemberRow): Role {
  return toRole(membershipRole(row));
}

function present(membership: MemberRow, user: UserRow): ProjectMember {
  return {
    id: membership.id,
    project: membership.project_id,
    workspace: membership.workspace_id,
    member: user.id,
    member_detail: { ...user, avatar_url: user.avatar },
    role: projectRoleOf(membership),
    original_role: membership.original_role === null ? null : toRole(membership.original_role),
    is_active: membership.is_active,
    created_at: membership.created_at.toISOString(),
  };
}

async function findMember(db: Executor, projectId: string, membershipId: string) {
  if (!isUuid(membershipId)) return undefined;
  const [row] = await db
    .select({ membership: projectMembers, user: userColumns })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.member_id))
    .where(
      and(
        eq(projectMembers.project_id, projectId),
        eq(projectMembers.id, membershipId),
        eq(projectMembers.is_active, true),
      ),
    )
    .limit(1);
  return row;
}

async function countOtherAdmins(db: Executor, projectId: string, exceptId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.project_id, projectId),
        eq(projectMembers.is_active, true),
        ne(projectMembers.id, exceptId),
        or(
          eq(projectMembers.original_role, ROLE.admin),
          and(sql`${projectMembers.original_role} IS NULL`, eq(projectMembers.role, ROLE.admin)),
        ),
      ),
    );
  return row?.value ?? 0;
}

export async function listProjectMembers(options: {
  db: Database;
  projectId: string;
}): Promise<ProjectMember[]> {
  const rows = await options.db
    .select({ membership: projectMembers, user: userColumns })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.member_id))
    .where(
      and(eq(projectMembers.project_id, options.projectId), eq(projectMembers.is_active, true)),
    )
    .orderBy(asc(sql`lower(${users.display_name})`));
  return rows.map((row) => present(row.membership, row.user));
}

export async function getProjectMember(options: {
  db: Database;
  projectId: string;
  membershipId: string;
}): Promise<ProjectMember> {
  const found = await findMember(options.db, options.projectId, options.membershipId);
  if (!found) throw new AppError('MEMBER_NOT_FOUND');
  return present(found.membership, found.user);
}

/**
 * Adds active workspace members; nobody gets a role above their workspace role, and a workspace
 * guest joins only as a guest (Plane).
 */
export async function addProjectMembers(options: {
  db: Database;
  workspaceId: string;
  projectId: string;
  actorId: string;
  body: AddProjectMembersBody;
}): Promise<ProjectMember[]> {
  const { db, workspaceId, projectId, actorId, body } = options;
  return db.transaction(async (tx) => {
    const roles = await activeWorkspaceMembers(
      tx,
      workspaceId,
      body.members.map((member) => member.member_id),
    );
    const added: ProjectMember[] = [];
    for (const [index, { member_id, role }] of body.members.entries()) {
      const workspaceRole = roles.get(member_id);
      if (workspaceRole === undefined)
        throw new AppError('VALIDATION_ERROR', {
          message: `members.${index}.member_id: Must be an active member of the workspace`,
          field: `members.${index}.member_id`,
        });
      if (role > workspaceRole)
        throw new AppError('VALIDATION_ERROR', {
          message: `members.${index}.role: The role cannot be above the member's workspace role`,
          field: `members.${index}.role`,
        });
      const membership = await upsertProjectMember(tx, {
        workspaceId,
        projectId,
        memberId: member_id,
        role,
        actorId,
      });
      const found = await findMember(tx, projectId, membership.id);
      if (found) added.push(present(found.membership, found.user));
    }
    return added;
  });
}

export async function changeProjectMemberRole(options: {
  db: Database;
  workspaceId: string;
  projectId: string;
  membershipId: string;
  role: Role;
  actorId: string;
}): Promise<ProjectMember> {
  const { db, workspaceId, projectId, membershipId, role, actorId } = options;
  return db.transaction(async (tx) => {
    const found = await findMember(tx, projectId, membershipId);
    if (!found) throw new AppError('MEMBER_NOT_FOUND');
    const workspaceRole = (await activeWorkspaceMembers(tx, workspaceId, [found.user.id])).get(
      found.user.id,
    );
    if (workspaceRole === undefined || role > workspaceRole)
      throw new AppError('VALIDATION_ERROR', {
        message: "role: The role cannot be above the member's workspace role",
        field: 'role',
      });
    if (
      projectRoleOf(found.membership) === ROLE.admin &&
      role !== ROLE.admin &&
      (await countOtherAdmins(tx, projectId, membershipId)) === 0
    )
      throw new AppError('PROJECT_LAST_ADMIN_DEMOTE', { field: 'role' });
    const [row] = await tx
      .update(projectMembers)
      .set({ role, original_role: role, updated_by_id: actorId })
      .where(eq(projectMembers.id, membershipId))
      .returning();
    if (!row) throw new AppError('MEMBER_NOT_FOUND');
    return present(row, found.user);
  });
}

/** Removes (deactivates) a membership; `leaving` words the last-admin refusal for the caller. */
export async function removeProjectMember(options: {
  db: Database;
  projectId: string;
  membershipId: string;
  actorId: string;
  leaving?: boolean;
}): Promise<void> {
  const { db, projectId, membershipId, actorId, leaving } = options;
  await db.transaction(async (tx) => {
    const found = await findMember(tx, projectId, membershipId);
    if (!found) throw new AppError('MEMBER_NOT_FOUND');
    if (
      projectRoleOf(found.membership) === ROLE.admin &&
      (await countOtherAdmins(tx, projectId, membershipId)) === 0
    )
      throw new AppError(leaving ? 'PROJECT_LAST_ADMIN_LEAVE' : 'PROJECT_LAST_ADMIN_REMOVE');
    await tx
      .update(projectMembers)
      .set({ is_active: false, updated_by_id: actorId })
      .where(eq(projectMembers.id, membershipId));
  });
}

/** Stores the caller's own view settings of a project, such as its place in their list. */
export async function saveMyProjectView(options: {
  db: Database;
  membershipId: string;
  actorId: string;
  body: ProjectViewPropsBody;
}): Promise<void> {
  const { db, membershipId, actorId, body } = options;
  await db
    .update(projectMembers)
    .set({ ...body, updated_by_id: actorId })
    .where(eq(projectMembers.id, membershipId));
}

import { AppError, ROLE, type Role, type WorkspaceMember, isRole } from '@keel/core';
import type { Database } from '#server/db/client';
import {
  countActiveAdmins,
  deactivateMembership,
  findMember,
  listActiveMembers,
  type MemberWithUser,
  setMemberRole,
} from './members.queries';

/** A role read from the database; the column only ever holds Plane's three values. */
export function toRole(value: number): Role {
  if (!isRole(value)) throw new Error(`Unexpected role ${value} in the database`);
  return value;
}

export function presentMember({ membership, user }: MemberWithUser): WorkspaceMember {
  return {
    id: membership.id,
    member: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      display_name: user.display_name,
      email: user.email,
      avatar: user.avatar,
      avatar_url: user.avatar,
      is_bot: user.is_bot,
    },
    role: toRole(membership.role),
    is_active: membership.is_active,
    created_at: membership.created_at.toISOString(),
  };
}

export async function listMembers(options: {
  db: Database;
  workspaceId: string;
  userId: string;
  search?: string | undefined;
}): Promise<WorkspaceMember[]> {
  const rows = await listActiveMembers(options.db, {
    workspaceId: options.workspaceId,
    currentUserId: options.userId,
    search: options.search,
  });
  return rows.map(presentMember);
}

export async function getMyMembership(options: {
  db: Database;
  workspaceId: string;
  membershipId: string;
}): Promise<WorkspaceMember> {
  const found = await findMember(options.db, options.workspaceId, options.membershipId);
  if (!found) throw new AppError('MEMBER_NOT_FOUND');
  return presentMember(found);
}

/** Changes a member's role; the last active admin keeps theirs so that someone can administer. */
export async function changeMemberRole(options: {
  db: Database;
  workspaceId: string;
  membershipId: string;
  role: Role;
  actorId: string;
}): Promise<WorkspaceMember> {
  const { db, workspaceId, membershipId, role, actorId } = options;
  return db.transaction(async (tx) => {
    const found = await findMember(tx, workspaceId, membershipId);
    if (!found?.membership.is_active) throw new AppError('MEMBER_NOT_FOUND');
    if (found.membership.role === ROLE.admin && role !== ROLE.admin) {
      const otherAdmins = await countActiveAdmins(tx, workspaceId, membershipId);
      if (otherAdmins === 0) throw new AppError('WORKSPACE_LAST_ADMIN_DEMOTE', { field: 'role' });
    }
    await setMemberRole(tx, { workspaceId, membershipId, role, updatedById: actorId });
    return presentMember({ ...found, membership: { ...found.membership, role } });
  });
}

/** Removes a member by marking the membership inactive (spec §6); the row stays for history. */
export async function removeMember(options: {
  db: Database;
  workspaceId: string;
  membershipId: string;
  actorId: string;
}): Promise<void> {
  const { db, workspaceId, membershipId, actorId } = options;
  await db.transaction(async (tx) => {
    const found = await findMember(tx, workspaceId, membershipId);
    if (!found?.membership.is_active) throw new AppError('MEMBER_NOT_FOUND');
    if (found.user.id === actorId) throw new AppError('MEMBER_CANNOT_REMOVE_SELF');
    if (
      found.membership.role === ROLE.admin &&
      (await countActiveAdmins(tx, workspaceId, membershipId)) === 0
    )
      throw new AppError('WORKSPACE_LAST_ADMIN_REMOVE');
    await deactivateMembership(tx, { workspaceId, membershipId, updatedById: actorId });
  });
}

/** The caller leaves the workspace; its only admin cannot, or nobody could administer it. */
export async function leaveWorkspace(options: {
  db: Database;
  workspaceId: string;
  membershipId: string;
  userId: string;
}): Promise<void> {
  const { db, workspaceId, membershipId, userId } = options;
  await db.transaction(async (tx) => {
    const found = await findMember(tx, workspaceId, membershipId);
    if (!found?.membership.is_active) throw new AppError('MEMBER_NOT_FOUND');
    if (
      found.membership.role === ROLE.admin &&
      (await countActiveAdmins(tx, workspaceId, membershipId)) === 0
    )
      throw new AppError('WORKSPACE_LAST_ADMIN_LEAVE');
    await deactivateMembership(tx, { workspaceId, membershipId, updatedById: userId });
  });
}

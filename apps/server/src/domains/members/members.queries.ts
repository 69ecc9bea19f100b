import { isUuid, ROLE, type Role } from '@keel/core';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { users, workspaceMembers, workspaces } from '#server/db/schema';

export type MembershipRow = typeof workspaceMembers.$inferSelect;
export type MemberUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'first_name' | 'last_name' | 'display_name' | 'email' | 'avatar' | 'is_bot'
>;

export interface MemberWithUser {
  membership: MembershipRow;
  user: MemberUserRow;
}

const memberUserColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  display_name: users.display_name,
  email: users.email,
  avatar: users.avatar,
  is_bot: users.is_bot,
};

/** Escapes LIKE wildcards so that a search for "50%" finds that text, not everything. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Active, non-bot members of a workspace: the current user first, then by lower-cased display
 * name (spec §6). `search` matches first, last and display name and email, ignoring case.
 */
export async function listActiveMembers(
  db: Executor,
  options: { workspaceId: string; currentUserId: string; search?: string | undefined },
): Promise<MemberWithUser[]> {
  const search = options.search?.trim();
  const pattern = search ? likePattern(search) : null;
  return db
    .select({ membership: workspaceMembers, user: memberUserColumns })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member_id))
    .where(
      and(
        eq(workspaceMembers.workspace_id, options.workspaceId),
        eq(workspaceMembers.is_active, true),
        eq(users.is_bot, false),
        pattern
          ? or(
              ilike(users.first_name, pattern),
              ilike(users.last_name, pattern),
              ilike(users.display_name, pattern),
              ilike(users.email, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(
      desc(sql`${users.id} = ${options.currentUserId}`),
      asc(sql`lower(${users.display_name})`),
      asc(workspaceMembers.created_at),
    );
}

/** One membership of the workspace, active or not, with its user; undefined when unknown. */
export async function findMember(
  db: Executor,
  workspaceId: string,
  membershipId: string,
): Promise<MemberWithUser | undefined> {
  if (!isUuid(membershipId)) return undefined;
  const [row] = await db
    .select({ membership: workspaceMembers, user: memberUserColumns })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member_id))
    .where(
      and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.id, membershipId)),
    )
    .limit(1);
  return row;
}

/** Active admins of a workspace, optionally leaving one membership out. */
export async function countActiveAdmins(
  db: Executor,
  workspaceId: string,
  exceptMembershipId?: string,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaceId),
        eq(workspaceMembers.is_active, true),
        eq(workspaceMembers.role, ROLE.admin),
        exceptMembershipId ? ne(workspaceMembers.id, exceptMembershipId) : undefined,
      ),
    );
  return row?.total ?? 0;
}

export async function setMemberRole(
  db: Executor,
  options: { workspaceId: string; membershipId: string; role: Role; updatedById: string },
): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ role: options.role, updated_by_id: options.updatedById })
    .where(
      and(
        eq(workspaceMembers.workspace_id, options.workspaceId),
        eq(workspaceMembers.id, options.membershipId),
      ),
    );
}

export async function deactivateMembership(
  db: Executor,
  options: { workspaceId: string; membershipId: string; updatedById: string },
): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ is_active: false, updated_by_id: options.updatedById })
    .where(
      and(
        eq(workspaceMembers.workspace_id, options.workspaceId),
        eq(workspaceMembers.id, options.membershipId),
      ),
    );
}

/**
 * Makes `userId` an active member with `role`: inserts the membership, or reactivates and re-roles
 * the one left behind when the user was removed or left.
 */
export async function upsertActiveMembership(
  db: Executor,
  options: { workspaceId: string; userId: string; role: Role; actorId: string | null },
): Promise<MembershipRow> {
  const [row] = await db
    .insert(workspaceMembers)
    .values({
      workspace_id: options.workspaceId,
      member_id: options.userId,
      role: options.role,
      is_active: true,
      created_by_id: options.actorId,
    })
    .onConflictDoUpdate({
      target: [workspaceMembers.workspace_id, workspaceMembers.member_id],
      set: { role: options.role, is_active: true, updated_by_id: options.actorId },
    })
    .returning();
  if (!row) throw new Error('The membership could not be written');
  return row;
}

/** The first workspace (by joining order) the user is an active member of, or undefined. */
export async function findFirstActiveWorkspace(
  db: Executor,
  userId: string,
): Promise<typeof workspaces.$inferSelect | undefined> {
  const [row] = await db
    .select({ workspace: workspaces })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspace_id))
    .where(
      and(
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
        isNull(workspaces.deleted_at),
      ),
    )
    .orderBy(asc(workspaceMembers.created_at), asc(workspaces.created_at))
    .limit(1);
  return row?.workspace;
}

/** A live workspace the user is an active member of, by id; undefined otherwise. */
export async function findActiveWorkspaceOfUser(
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<typeof workspaces.$inferSelect | undefined> {
  const [row] = await db
    .select({ workspace: workspaces })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspace_id))
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaceId),
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
        isNull(workspaces.deleted_at),
      ),
    )
    .limit(1);
  return row?.workspace;
}

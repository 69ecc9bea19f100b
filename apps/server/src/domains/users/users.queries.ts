import { normalizeEmail, ROLE } from '@keel/core';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  profiles,
  sessions,
  userNotificationPreferences,
  users,
  workspaceMemberInvites,
  workspaceMembers,
  workspaces,
} from '#server/db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;
export type ProfileRow = typeof profiles.$inferSelect;

/** The user's row, locked for the update that follows. */
export async function findUser(db: Executor, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new Error('The user could not be found');
  return row;
}
export type NotificationPreferencesRow = typeof userNotificationPreferences.$inferSelect;

/** The user's profile, made with its defaults when the account predates profiles. */
export async function findOrCreateProfile(db: Executor, userId: string): Promise<ProfileRow> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.user_id, userId)).limit(1);
  if (existing) return existing;
  await db.insert(profiles).values({ user_id: userId }).onConflictDoNothing();
  const [created] = await db.select().from(profiles).where(eq(profiles.user_id, userId)).limit(1);
  if (!created) throw new Error('The profile could not be written');
  return created;
}

export async function updateUser(
  db: Executor,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ updated_at: new Date(), ...values })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error('The user could not be updated');
  return row;
}

export async function updateProfile(
  db: Executor,
  userId: string,
  values: Partial<typeof profiles.$inferInsert>,
): Promise<ProfileRow> {
  await findOrCreateProfile(db, userId);
  const [row] = await db
    .update(profiles)
    .set({ updated_at: new Date(), ...values })
    .where(eq(profiles.user_id, userId))
    .returning();
  if (!row) throw new Error('The profile could not be updated');
  return row;
}

export async function findOrCreateNotificationPreferences(
  db: Executor,
  userId: string,
): Promise<NotificationPreferencesRow> {
  await db.insert(userNotificationPreferences).values({ user_id: userId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(userNotificationPreferences)
    .where(eq(userNotificationPreferences.user_id, userId))
    .limit(1);
  if (!row) throw new Error('The notification preferences could not be written');
  return row;
}

export async function updateNotificationPreferences(
  db: Executor,
  userId: string,
  values: Partial<typeof userNotificationPreferences.$inferInsert>,
): Promise<NotificationPreferencesRow> {
  await findOrCreateNotificationPreferences(db, userId);
  const [row] = await db
    .update(userNotificationPreferences)
    .set({ updated_at: new Date(), ...values })
    .where(eq(userNotificationPreferences.user_id, userId))
    .returning();
  if (!row) throw new Error('The notification preferences could not be updated');
  return row;
}

/** Invitations addressed to the email that are still waiting for an answer, in live workspaces. */
export async function countPendingInvitations(db: Executor, email: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(workspaceMemberInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMemberInvites.workspace_id))
    .where(
      and(
        eq(sql`lower(${workspaceMemberInvites.email})`, normalizeEmail(email)),
        eq(workspaceMemberInvites.accepted, false),
        isNull(workspaceMemberInvites.responded_at),
        isNull(workspaces.deleted_at),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Names of live workspaces where the user is the only active admin while other active members
 * remain: deactivating the account would leave them with nobody to administer them.
 */
export async function findWorkspacesOnlyAdministeredBy(
  db: Executor,
  userId: string,
): Promise<string[]> {
  const otherAdmins = db
    .select({ total: count() })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaces.id),
        eq(workspaceMembers.is_active, true),
        eq(workspaceMembers.role, ROLE.admin),
        ne(workspaceMembers.member_id, userId),
      ),
    );
  const otherMembers = db
    .select({ total: count() })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaces.id),
        eq(workspaceMembers.is_active, true),
        ne(workspaceMembers.member_id, userId),
      ),
    );
  const rows = await db
    .select({ name: workspaces.name })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspace_id))
    .where(
      and(
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
        eq(workspaceMembers.role, ROLE.admin),
        isNull(workspaces.deleted_at),
        sql`(${otherAdmins}) = 0`,
        sql`(${otherMembers}) > 0`,
      ),
    );
  return rows.map((row) => row.name);
}

/**
 * Ends the account's presence everywhere: its memberships become inactive (each update scoped to
 * the user's own rows), its pending invitations and every session are removed.
 */
export async function detachUser(db: Executor, userId: string, email: string): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ is_active: false, updated_by_id: userId })
    .where(and(eq(workspaceMembers.member_id, userId), eq(workspaceMembers.is_active, true)));
  await db
    .delete(workspaceMemberInvites)
    .where(
      and(
        eq(sql`lower(${workspaceMemberInvites.email})`, normalizeEmail(email)),
        eq(workspaceMemberInvites.accepted, false),
      ),
    );
  await db.delete(sessions).where(eq(sessions.user_id, userId));
}

import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  instanceAdmins,
  profiles,
  userNotificationPreferences,
  users,
  workspaceMemberInvites,
  workspaceMembers,
  workspaces,
} from '#server/db/schema';

export type UserRow = typeof users.$inferSelect;

/** The user of a normalised email, whatever its state; emails are unique case-insensitively. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function hasInstanceAdmin(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: instanceAdmins.id }).from(instanceAdmins).limit(1);
  return row !== undefined;
}

/** Whether an invitation to a live workspace awaits this email. */
export async function hasPendingInvitation(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workspaceMemberInvites.id })
    .from(workspaceMemberInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMemberInvites.workspace_id))
    .where(
      and(
        sql`lower(${workspaceMemberInvites.email}) = ${email}`,
        eq(workspaceMemberInvites.accepted, false),
        isNull(workspaces.deleted_at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName?: string;
  lastName?: string;
  isEmailVerified?: boolean;
}

/**
 * A user with the rows every user has: a profile and notification preferences (Plane makes the
 * latter in a signal). Username is random hex; the display name is the email's local part.
 */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: user.email,
      username: randomBytes(16).toString('hex'),
      display_name: user.email.split('@')[0] ?? user.email,
      first_name: user.firstName ?? '',
      last_name: user.lastName ?? '',
      password_hash: user.passwordHash,
      is_password_autoset: user.passwordHash === null,
      is_email_verified: user.isEmailVerified ?? false,
    })
    .returning();
  if (!row) throw new Error('The user could not be inserted');
  await db.insert(profiles).values({ user_id: row.id });
  await db.insert(userNotificationPreferences).values({ user_id: row.id });
  return row;
}

export async function recordLogin(
  db: Executor,
  userId: string,
  ipAddress: string,
  options: { isEmailVerified?: boolean } = {},
): Promise<void> {
  await db
    .update(users)
    .set({
      last_login_at: new Date(),
      last_login_ip: ipAddress,
      ...(options.isEmailVerified ? { is_email_verified: true } : {}),
    })
    .where(eq(users.id, userId));
}

/** Slug of the workspace a user last opened, if they are still an active member of it. */
async function lastWorkspaceSlug(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: workspaces.slug })
    .from(profiles)
    .innerJoin(workspaces, eq(workspaces.id, profiles.last_workspace_id))
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspace_id, workspaces.id),
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
      ),
    )
    .where(and(eq(profiles.user_id, userId), isNull(workspaces.deleted_at)))
    .limit(1);
  return row?.slug ?? null;
}

/** Slug of the first workspace the user joined and is still an active member of. */
async function firstWorkspaceSlug(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: workspaces.slug })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspace_id))
    .where(
      and(
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
        isNull(workspaces.deleted_at),
      ),
    )
    .orderBy(asc(workspaceMembers.created_at))
    .limit(1);
  return row?.slug ?? null;
}

async function isOnboarded(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ is_onboarded: profiles.is_onboarded })
    .from(profiles)
    .where(eq(profiles.user_id, userId))
    .limit(1);
  return row?.is_onboarded ?? false;
}

/**
 * Where a user lands after signing in (Plane's get_redirection_path): onboarding first, then the
 * last workspace, the first workspace, pending invitations, or workspace creation.
 */
export async function findRedirectionPath(db: Executor, user: UserRow): Promise<string> {
  if (!(await isOnboarded(db, user.id))) return '/onboarding';
  const slug = (await lastWorkspaceSlug(db, user.id)) ?? (await firstWorkspaceSlug(db, user.id));
  if (slug) return `/${slug}`;
  if (await hasPendingInvitation(db, user.email.toLowerCase())) return '/invitations';
  return '/create-workspace';
}

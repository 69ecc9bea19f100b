import { isUuid, normalizeEmail, type Role } from '@keel/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { users, workspaceMemberInvites, workspaceMembers, workspaces } from '#server/db/schema';

export type InvitationRow = typeof workspaceMemberInvites.$inferSelect;
export type WorkspaceLiteRow = Pick<
  typeof workspaces.$inferSelect,
  'id' | 'name' | 'slug' | 'logo_url'
>;

export interface InvitationWithWorkspace {
  invitation: InvitationRow;
  workspace: WorkspaceLiteRow;
}

const workspaceLiteColumns = {
  id: workspaces.id,
  name: workspaces.name,
  slug: workspaces.slug,
  logo_url: workspaces.logo_url,
};

const lowerEmail = sql`lower(${workspaceMemberInvites.email})`;

export async function listWorkspaceInvitations(
  db: Executor,
  workspaceId: string,
): Promise<InvitationWithWorkspace[]> {
  return db
    .select({ invitation: workspaceMemberInvites, workspace: workspaceLiteColumns })
    .from(workspaceMemberInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMemberInvites.workspace_id))
    .where(eq(workspaceMemberInvites.workspace_id, workspaceId))
    .orderBy(asc(workspaceMemberInvites.created_at), asc(workspaceMemberInvites.email));
}

export async function findWorkspaceInvitation(
  db: Executor,
  workspaceId: string,
  invitationId: string,
): Promise<InvitationWithWorkspace | undefined> {
  if (!isUuid(invitationId)) return undefined;
  const [row] = await db
    .select({ invitation: workspaceMemberInvites, workspace: workspaceLiteColumns })
    .from(workspaceMemberInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMemberInvites.workspace_id))
    .where(
      and(
        eq(workspaceMemberInvites.workspace_id, workspaceId),
        eq(workspaceMemberInvites.id, invitationId),
        isNull(workspaces.deleted_at),
      ),
    )
    .limit(1);
  return row;
}

/** The workspace's invitations of any of these emails. */
export async function findInvitationsByEmails(
  db: Executor,
  workspaceId: string,
  emails: string[],
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(workspaceMemberInvites)
    .where(
      and(
        eq(workspaceMemberInvites.workspace_id, workspaceId),
        inArray(lowerEmail, emails.map(normalizeEmail)),
      ),
    );
}

/** Emails among `emails` that already belong to active members of the workspace. */
export async function findActiveMemberEmails(
  db: Executor,
  workspaceId: string,
  emails: string[],
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member_id))
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaceId),
        eq(workspaceMembers.is_active, true),
        inArray(sql`lower(${users.email})`, emails.map(normalizeEmail)),
      ),
    );
  return rows.map((row) => normalizeEmail(row.email));
}

export async function insertInvitation(
  db: Executor,
  values: {
    workspaceId: string;
    email: string;
    role: Role;
    tokenHash: string;
    message: string | null;
    actorId: string;
  },
): Promise<InvitationRow> {
  const [row] = await db
    .insert(workspaceMemberInvites)
    .values({
      workspace_id: values.workspaceId,
      email: values.email,
      role: values.role,
      token_hash: values.tokenHash,
      message: values.message,
      created_by_id: values.actorId,
    })
    .returning();
  if (!row) throw new Error('The invitation could not be written');
  return row;
}

/** Re-issues an invitation: new role and secret, and pending again. */
export async function renewInvitation(
  db: Executor,
  values: {
    workspaceId: string;
    invitationId: string;
    role: Role;
    tokenHash: string;
    message: string | null;
    actorId: string;
  },
): Promise<InvitationRow> {
  const [row] = await db
    .update(workspaceMemberInvites)
    .set({
      role: values.role,
      token_hash: values.tokenHash,
      message: values.message,
      accepted: false,
      responded_at: null,
      updated_by_id: values.actorId,
    })
    .where(
      and(
        eq(workspaceMemberInvites.workspace_id, values.workspaceId),
        eq(workspaceMemberInvites.id, values.invitationId),
      ),
    )
    .returning();
  if (!row) throw new Error('The invitation could not be renewed');
  return row;
}

export async function setInvitationRole(
  db: Executor,
  values: { workspaceId: string; invitationId: string; role: Role; actorId: string },
): Promise<void> {
  await db
    .update(workspaceMemberInvites)
    .set({ role: values.role, updated_by_id: values.actorId })
    .where(
      and(
        eq(workspaceMemberInvites.workspace_id, values.workspaceId),
        eq(workspaceMemberInvites.id, values.invitationId),
      ),
    );
}

export async function deleteInvitation(
  db: Executor,
  workspaceId: string,
  invitationId: string,
): Promise<void> {
  await db
    .delete(workspaceMemberInvites)
    .where(
      and(
        eq(workspaceMemberInvites.workspace_id, workspaceId),
        eq(workspaceMemberInvites.id, invitationId),
      ),
    );
}

/** Records the invitee's answer. */
export async function markResponded(
  db: Executor,
  values: { workspaceId: string; invitationId: string; accepted: boolean },
): Promise<void> {
  await db
    .update(workspaceMemberInvites)
    .set({ accepted: values.accepted, responded_at: new Date() })
    .where(
      and(
        eq(workspaceMemberInvites.workspace_id, values.workspaceId),
        eq(workspaceMemberInvites.id, values.invitationId),
      ),
    );
}

/** Invitations addressed to the email and not yet answered, in live workspaces. */
export async function listPendingInvitationsOfEmail(
  db: Executor,
  email: string,
  invitationIds?: string[],
): Promise<InvitationWithWorkspace[]> {
  return db
    .select({ invitation: workspaceMemberInvites, workspace: workspaceLiteColumns })
    .from(workspaceMemberInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMemberInvites.workspace_id))
    .where(
      and(
        eq(lowerEmail, normalizeEmail(email)),
        eq(workspaceMemberInvites.accepted, false),
        isNull(workspaceMemberInvites.responded_at),
        isNull(workspaces.deleted_at),
        invitationIds ? inArray(workspaceMemberInvites.id, invitationIds) : undefined,
      ),
    )
    .orderBy(asc(workspaceMemberInvites.created_at));
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id, is_active: users.is_active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return row?.is_active ? row.id : undefined;
}

/** A live workspace by slug, for the public join link (which has no membership to go by). */
export async function findLiveWorkspaceBySlug(
  db: Executor,
  slug: string,
): Promise<WorkspaceLiteRow | undefined> {
  const [row] = await db
    .select(workspaceLiteColumns)
    .from(workspaces)
    .where(and(eq(workspaces.slug, slug), isNull(workspaces.deleted_at)))
    .limit(1);
  return row;
}

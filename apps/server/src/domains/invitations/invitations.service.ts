import {
  AppError,
  type CreateInvitationsBody,
  type Invitation,
  type InvitationByLink,
  type JoinInvitationResponse,
  type Language,
  ROLE,
  type Role,
  type WorkspaceLite,
} from '@keel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { findUserLanguage, recipientLanguage, renderEmail } from '#server/emails';
import type { Mailer } from '#server/lib/mailer';
import { randomToken, secretsEqual, sha256 } from '#server/lib/tokens';
import { upsertActiveMembership } from '#server/domains/members';
import { toRole } from '#server/domains/members';
import { findOrCreateProfile, updateProfile } from '#server/domains/users';
import {
  deleteInvitation,
  findActiveMemberEmails,
  findInvitationsByEmails,
  findLiveWorkspaceBySlug,
  findUserIdByEmail,
  findWorkspaceInvitation,
  insertInvitation,
  type InvitationRow,
  type InvitationWithWorkspace,
  listPendingInvitationsOfEmail,
  listWorkspaceInvitations,
  markResponded,
  renewInvitation,
  setInvitationRole,
  type WorkspaceLiteRow,
} from './invitations.queries';

export function presentWorkspaceLite(workspace: WorkspaceLiteRow): WorkspaceLite {
  return {
    id: workspace.id,
    name: workspace.name,
    slug: workspace.slug,
    logo_url: workspace.logo_url,
  };
}

export function presentInvitation({ invitation, workspace }: InvitationWithWorkspace): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: toRole(invitation.role),
    accepted: invitation.accepted,
    responded_at: invitation.responded_at?.toISOString() ?? null,
    message: invitation.message,
    workspace: presentWorkspaceLite(workspace),
    created_by: invitation.created_by_id,
    created_at: invitation.created_at.toISOString(),
    updated_at: invitation.updated_at.toISOString(),
  };
}

function invitationNotFound(field?: string): AppError {
  return new AppError('INVITATION_NOT_FOUND', field ? { field } : {});
}

/** The link the invitee follows; the web app's /workspace-invitations/ page calls join with it. */
export function invitationLink(options: {
  baseUrl: string;
  invitationId: string;
  email: string;
  slug: string;
  token: string;
}): string {
  const query = new URLSearchParams({
    invitation_id: options.invitationId,
    email: options.email,
    slug: options.slug,
    token: options.token,
  });
  return `${options.baseUrl.replace(/\/+$/, '')}/workspace-invitations/?${query.toString()}`;
}

/**
 * Invites emails into a workspace with a role each. A role above the inviter's is refused (Plane),
 * as are emails of active members; inviting an email again renews its invitation with the new role
 * and a new link. Emails are sent once the invitations are stored.
 */
export async function inviteMembers(options: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  workspace: WorkspaceLiteRow;
  inviter: { id: string; display_name: string; role: number };
  input: CreateInvitationsBody;
  baseUrl: string;
}): Promise<{ message: string; invitations: Invitation[] }> {
  const { db, mailer, log, workspace, inviter, input, baseUrl } = options;
  const roles = new Map<string, Role>();
  for (const invitee of input.emails) roles.set(invitee.email, invitee.role);
  const emails = [...roles.keys()];
  if ([...roles.values()].some((role) => role > inviter.role))
    throw new AppError('INVITE_ROLE_ABOVE_INVITER', { field: 'emails' });

  const created = await db.transaction(async (tx) => {
    const members = await findActiveMemberEmails(tx, workspace.id, emails);
    if (members.length > 0)
      throw new AppError('INVITEES_ALREADY_MEMBERS', {
        params: { emails: members.join(', ') },
        field: 'emails',
      });
    const existing = new Map(
      (await findInvitationsByEmails(tx, workspace.id, emails)).map((row) => [
        row.email.toLowerCase(),
        row,
      ]),
    );
    const results: { row: InvitationRow; token: string }[] = [];
    for (const email of emails) {
      const token = randomToken();
      const role = roles.get(email) ?? ROLE.guest;
      const previous = existing.get(email);
      const values = {
        workspaceId: workspace.id,
        role,
        tokenHash: sha256(token),
        message: input.message ?? null,
        actorId: inviter.id,
      };
      const row = previous
        ? await renewInvitation(tx, { ...values, invitationId: previous.id })
        : await insertInvitation(tx, { ...values, email });
      results.push({ row, token });
    }
    return results;
  });

  // An invitee without an account reads the email in the inviter's language (looked up once).
  let inviterLanguage: Promise<Language> | undefined;
  const byInviter = () => (inviterLanguage ??= findUserLanguage(db, inviter.id));
  for (const { row, token } of created) {
    const link = invitationLink({
      baseUrl,
      invitationId: row.id,
      email: row.email,
      slug: workspace.slug,
      token,
    });
    try {
      const language = await recipientLanguage(db, row.email, byInviter);
      await mailer.send({
        to: row.email,
        ...renderEmail('invitation', language, {
          inviter: inviter.display_name,
          workspace: workspace.name,
          link,
        }),
      });
    } catch (error) {
      // The invitation is stored; inviting the email again re-sends it with a fresh link.
      log.error({ err: error, invitation_id: row.id }, 'invitation email could not be sent');
    }
  }
  return {
    message: 'Emails sent successfully',
    invitations: created.map(({ row }) => presentInvitation({ invitation: row, workspace })),
  };
}

export async function listInvitations(options: {
  db: Database;
  workspaceId: string;
}): Promise<Invitation[]> {
  return (await listWorkspaceInvitations(options.db, options.workspaceId)).map(presentInvitation);
}

export async function getInvitation(options: {
  db: Database;
  workspaceId: string;
  invitationId: string;
}): Promise<Invitation> {
  const found = await findWorkspaceInvitation(
    options.db,
    options.workspaceId,
    options.invitationId,
  );
  if (!found) throw invitationNotFound();
  return presentInvitation(found);
}

export async function changeInvitationRole(options: {
  db: Database;
  workspaceId: string;
  invitationId: string;
  role: Role;
  actorId: string;
}): Promise<Invitation> {
  const { db, workspaceId, invitationId, role, actorId } = options;
  return db.transaction(async (tx) => {
    const found = await findWorkspaceInvitation(tx, workspaceId, invitationId);
    if (!found) throw invitationNotFound();
    await setInvitationRole(tx, { workspaceId, invitationId, role, actorId });
    return presentInvitation({ ...found, invitation: { ...found.invitation, role } });
  });
}

export async function revokeInvitation(options: {
  db: Database;
  workspaceId: string;
  invitationId: string;
}): Promise<void> {
  const { db, workspaceId, invitationId } = options;
  await db.transaction(async (tx) => {
    const found = await findWorkspaceInvitation(tx, workspaceId, invitationId);
    if (!found) throw invitationNotFound();
    await deleteInvitation(tx, workspaceId, invitationId);
  });
}

export async function listMyInvitations(options: {
  db: Database;
  email: string;
}): Promise<Invitation[]> {
  return (await listPendingInvitationsOfEmail(options.db, options.email)).map(presentInvitation);
}

/**
 * The signed-in user accepts invitations addressed to their own email: each becomes an active
 * membership with the invited role. All or nothing: an id that is not one of their pending
 * invitations refuses the whole request.
 */
export async function acceptMyInvitations(options: {
  db: Database;
  user: { id: string; email: string };
  invitationIds: string[];
}): Promise<{ message: string; workspaces: WorkspaceLite[] }> {
  const { db, user } = options;
  const ids = [...new Set(options.invitationIds)];
  return db.transaction(async (tx) => {
    const found = await listPendingInvitationsOfEmail(tx, user.email, ids);
    if (found.length !== ids.length) throw invitationNotFound('invitations');
    for (const { invitation } of found) {
      await upsertActiveMembership(tx, {
        workspaceId: invitation.workspace_id,
        userId: user.id,
        role: toRole(invitation.role),
        actorId: user.id,
      });
      await markResponded(tx, {
        workspaceId: invitation.workspace_id,
        invitationId: invitation.id,
        accepted: true,
      });
    }
    const profile = await findOrCreateProfile(tx, user.id);
    const [first] = found;
    if (profile.last_workspace_id === null && first)
      await updateProfile(tx, user.id, { last_workspace_id: first.workspace.id });
    return {
      message: 'Workspaces joined successfully',
      workspaces: found.map((row) => presentWorkspaceLite(row.workspace)),
    };
  });
}

/**
 * Answers an invitation from its email link: the token and the email must both match. Accepting
 * makes the account with that email a member; without an account yet the invitation stays
 * pending, to be accepted after sign-up.
 */
export async function respondToInvitation(options: {
  db: Database;
  slug: string;
  invitationId: string;
  email: string;
  token: string;
  accepted: boolean;
}): Promise<JoinInvitationResponse> {
  const { db, slug, invitationId, email, token, accepted } = options;
  return db.transaction(async (tx) => {
    const target = await findLiveWorkspaceBySlug(tx, slug);
    if (!target) throw new AppError('WORKSPACE_NOT_FOUND');
    const workspaceId = target.id;
    const found = await findWorkspaceInvitation(tx, workspaceId, invitationId);
    if (!found) throw invitationNotFound();
    const { invitation, workspace } = found;
    if (
      !secretsEqual(sha256(token), invitation.token_hash) ||
      invitation.email.toLowerCase() !== email
    )
      throw new AppError('INVITATION_LINK_INVALID');
    if (invitation.responded_at !== null || invitation.accepted)
      throw new AppError('INVITATION_ALREADY_ANSWERED');
    const lite = presentWorkspaceLite(workspace);
    if (!accepted) {
      await markResponded(tx, { workspaceId, invitationId, accepted: false });
      return { message: 'Workspace invitation was declined', workspace: lite, is_member: false };
    }
    const userId = await findUserIdByEmail(tx, invitation.email);
    if (!userId)
      return {
        message: `Sign up with ${invitation.email} to join the workspace`,
        workspace: lite,
        is_member: false,
      };
    await upsertActiveMembership(tx, {
      workspaceId,
      userId,
      role: toRole(invitation.role),
      actorId: userId,
    });
    await markResponded(tx, { workspaceId, invitationId, accepted: true });
    return { message: 'Workspace invitation accepted', workspace: lite, is_member: true };
  });
}

/**
 * What the join page shows before the invitee answers. Public like Plane's: the invitation id is a
 * random UUID known only from the email, and the answer still needs the token.
 */
export async function getInvitationByLink(options: {
  db: Database;
  slug: string;
  invitationId: string;
}): Promise<InvitationByLink> {
  const { db, slug, invitationId } = options;
  const workspace = await findLiveWorkspaceBySlug(db, slug);
  if (!workspace) throw new AppError('WORKSPACE_NOT_FOUND');
  const found = await findWorkspaceInvitation(db, workspace.id, invitationId);
  if (!found) throw invitationNotFound();
  const { id, email, role, accepted, responded_at, workspace: lite } = presentInvitation(found);
  return { id, email, role, accepted, responded_at, workspace: lite };
}

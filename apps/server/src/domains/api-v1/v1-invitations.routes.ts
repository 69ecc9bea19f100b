import {
  AppError,
  ErrorBodySchema,
  type Invitation,
  ROLE,
  type V1Invitation,
  V1CreateInvitationBodySchema,
  V1InvitationListSchema,
  V1InvitationParamsSchema,
  V1InvitationSchema,
  V1UpdateInvitationBodySchema,
  V1WorkspaceParamsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import {
  changeInvitationRole,
  getInvitation,
  inviteMembers,
  listInvitations,
  revokeInvitation,
} from '#server/domains/invitations';
import { linkOrigin } from '#server/lib/instance-settings';
import { createMailer } from '#server/lib/mailer';
import { requireWorkspace } from '#server/plugins/access';

/** Plane's refusals of an invitation change (WorkspaceInvitationsViewset): the app's error shape. */
const REFUSAL = {
  emailChange: {
    error: 'Email cannot be updated after invite is created.',
    code: 'EMAIL_CANNOT_BE_UPDATED',
  },
  accepted: { error: 'Invite already accepted', code: 'INVITE_ALREADY_ACCEPTED' },
  responded: { error: 'Invite already responded', code: 'INVITE_ALREADY_RESPONDED' },
} as const;

/** Plane's v1 WorkspaceInviteSerializer of the app's invitation. */
function presentV1Invitation(invitation: Invitation): V1Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    created_at: invitation.created_at,
    updated_at: invitation.updated_at,
    responded_at: invitation.responded_at,
    accepted: invitation.accepted,
  };
}

/**
 * A workspace's invitations (Plane's v1 WorkspaceInvitationsViewset, a DRF router), for workspace
 * admins only, as Plane's WorkspaceOwnerPermission, through the app's invitations service (which
 * also sends the email): the list is a plain list; POST invites one email (201), refusing one
 * already invited (Plane, where the app would renew it); PATCH changes the role and refuses an
 * email; DELETE refuses an invitation already answered.
 */
export const v1InvitationsRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const mailer = createMailer({ config, db, log: app.log });
  const access = { access: { workspaceRole: ROLE.admin } };
  const base = '/api/v1/workspaces/:slug/invitations/';
  const one = `${base}:pk/`;

  app.get(
    base,
    {
      config: access,
      schema: { params: V1WorkspaceParamsSchema, response: { 200: V1InvitationListSchema } },
    },
    async (request) => {
      const { workspace } = requireWorkspace(request);
      return (await listInvitations({ db, workspaceId: workspace.id })).map(presentV1Invitation);
    },
  );

  app.post(
    base,
    {
      config: access,
      schema: {
        params: V1WorkspaceParamsSchema,
        body: V1CreateInvitationBodySchema,
        response: { 201: V1InvitationSchema },
      },
    },
    async (request, reply) => {
      const { user, workspace, membership } = requireWorkspace(request);
      const { email, role } = request.body;
      const existing = await listInvitations({ db, workspaceId: workspace.id });
      if (existing.some((invitation) => invitation.email.toLowerCase() === email.toLowerCase()))
        throw new AppError('VALIDATION_ERROR', {
          message: 'Email already invited',
          field: 'email',
        });
      const result = await inviteMembers({
        db,
        mailer,
        log: request.log,
        workspace,
        inviter: { id: user.id, display_name: user.display_name, role: membership.role },
        input: { emails: [{ email, role }] },
        baseUrl: await linkOrigin({ db, config }),
      });
      const [created] = result.invitations;
      if (!created) throw new Error('the invitation was not made');
      return reply.code(201).send(presentV1Invitation(created));
    },
  );

  app.get(
    one,
    {
      config: access,
      schema: { params: V1InvitationParamsSchema, response: { 200: V1InvitationSchema } },
    },
    async (request) => {
      const { workspace } = requireWorkspace(request);
      const found = await getInvitation({
        db,
        workspaceId: workspace.id,
        invitationId: request.params.pk,
      });
      return presentV1Invitation(found);
    },
  );

  app.patch(
    one,
    {
      config: access,
      schema: {
        params: V1InvitationParamsSchema,
        body: V1UpdateInvitationBodySchema,
        response: { 200: V1InvitationSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, workspace } = requireWorkspace(request);
      const { email, role } = request.body;
      const scope = { db, workspaceId: workspace.id, invitationId: request.params.pk };
      if (email) {
        await getInvitation(scope);
        return reply.code(400).send(REFUSAL.emailChange);
      }
      const invitation =
        role === undefined
          ? await getInvitation(scope)
          : await changeInvitationRole({ ...scope, role, actorId: user.id });
      return presentV1Invitation(invitation);
    },
  );

  app.delete(
    one,
    { config: access, schema: { params: V1InvitationParamsSchema } },
    async (request, reply) => {
      const { workspace } = requireWorkspace(request);
      const scope = { db, workspaceId: workspace.id, invitationId: request.params.pk };
      const found = await getInvitation(scope);
      if (found.accepted) return reply.code(400).send(REFUSAL.accepted);
      if (found.responded_at !== null) return reply.code(400).send(REFUSAL.responded);
      await revokeInvitation(scope);
      return reply.code(204).send();
    },
  );
};

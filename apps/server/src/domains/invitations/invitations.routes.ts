import {
  AcceptInvitationsBodySchema,
  AcceptInvitationsResponseSchema,
  CreateInvitationsBodySchema,
  CreateInvitationsResponseSchema,
  IdParamsSchema,
  InvitationByLinkSchema,
  InvitationListSchema,
  InvitationSchema,
  JoinInvitationBodySchema,
  JoinInvitationResponseSchema,
  ROLE,
  SlugParamsSchema,
  UpdateInvitationBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { createMailer } from '#server/lib/mailer';
import { requireUser, requireWorkspace } from '#server/plugins/access';
import { linkOrigin } from '#server/lib/instance-settings';
import {
  acceptMyInvitations,
  changeInvitationRole,
  getInvitation,
  getInvitationByLink,
  inviteMembers,
  listInvitations,
  listMyInvitations,
  respondToInvitation,
  revokeInvitation,
} from './invitations.service';

export const invitationsRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const mailer = createMailer({ config, db, log: app.log });

  app.post(
    '/api/workspaces/:slug/invitations/',
    {
      config: { access: { workspaceRole: ROLE.member } },
      schema: {
        params: SlugParamsSchema,
        body: CreateInvitationsBodySchema,
        response: { 201: CreateInvitationsResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, workspace, membership } = requireWorkspace(request);
      const result = await inviteMembers({
        db,
        mailer,
        log: request.log,
        workspace,
        inviter: { id: user.id, display_name: user.display_name, role: membership.role },
        input: request.body,
        baseUrl: await linkOrigin({ db, config }),
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/workspaces/:slug/invitations/',
    {
      config: { access: { workspaceRole: ROLE.member } },
      schema: { params: SlugParamsSchema, response: { 200: InvitationListSchema } },
    },
    async (request) => listInvitations({ db, workspaceId: requireWorkspace(request).workspace.id }),
  );

  app.get(
    '/api/workspaces/:slug/invitations/:id/',
    {
      config: { access: { workspaceRole: ROLE.admin } },
      schema: { params: IdParamsSchema, response: { 200: InvitationSchema } },
    },
    async (request) =>
      getInvitation({
        db,
        workspaceId: requireWorkspace(request).workspace.id,
        invitationId: request.params.id,
      }),
  );

  app.patch(
    '/api/workspaces/:slug/invitations/:id/',
    {
      config: { access: { workspaceRole: ROLE.admin } },
      schema: {
        params: IdParamsSchema,
        body: UpdateInvitationBodySchema,
        response: { 200: InvitationSchema },
      },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return changeInvitationRole({
        db,
        workspaceId: workspace.id,
        invitationId: request.params.id,
        role: request.body.role,
        actorId: user.id,
      });
    },
  );

  app.delete(
    '/api/workspaces/:slug/invitations/:id/',
    {
      config: { access: { workspaceRole: ROLE.admin } },
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      await revokeInvitation({
        db,
        workspaceId: requireWorkspace(request).workspace.id,
        invitationId: request.params.id,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/workspaces/:slug/invitations/:id/join/',
    {
      // The join page is opened from the email by people who may not be signed in.
      config: { access: 'public' },
      schema: { params: IdParamsSchema, response: { 200: InvitationByLinkSchema } },
    },
    async (request) =>
      getInvitationByLink({ db, slug: request.params.slug, invitationId: request.params.id }),
  );

  app.post(
    '/api/workspaces/:slug/invitations/:id/join/',
    {
      // The email link is opened by people who may not be signed in; the token is the credential.
      config: { access: 'public' },
      schema: {
        params: IdParamsSchema,
        body: JoinInvitationBodySchema,
        response: { 200: JoinInvitationResponseSchema },
      },
    },
    async (request) =>
      respondToInvitation({
        db,
        slug: request.params.slug,
        invitationId: request.params.id,
        email: request.body.email,
        token: request.body.token,
        accepted: request.body.accepted,
      }),
  );

  app.get(
    '/api/users/me/workspaces/invitations/',
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: InvitationListSchema } },
    },
    async (request) => listMyInvitations({ db, email: requireUser(request).email }),
  );

  app.post(
    '/api/users/me/workspaces/invitations/',
    {
      config: { access: 'authenticated' },
      schema: {
        body: AcceptInvitationsBodySchema,
        response: { 200: AcceptInvitationsResponseSchema },
      },
    },
    async (request) =>
      acceptMyInvitations({
        db,
        user: requireUser(request),
        invitationIds: request.body.invitations,
      }),
  );
};

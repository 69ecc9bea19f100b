import {
  IdParamsSchema,
  MemberListQuerySchema,
  ROLE,
  SlugParamsSchema,
  UpdateMemberBodySchema,
  WorkspaceMemberListSchema,
  WorkspaceMemberMeSchema,
  WorkspaceMemberSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireWorkspace } from '#server/plugins/access';
import { countOwnDrafts } from '#server/domains/work-items';
import {
  changeMemberRole,
  getMyMembership,
  leaveWorkspace,
  listMembers,
  removeMember,
} from './members.service';

export const membersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/workspaces/:slug/members/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: SlugParamsSchema,
        querystring: MemberListQuerySchema,
        response: { 200: WorkspaceMemberListSchema },
      },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return listMembers({
        db,
        workspaceId: workspace.id,
        userId: user.id,
        search: request.query.search,
      });
    },
  );

  app.get(
    '/api/workspaces/:slug/workspace-members/me/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: SlugParamsSchema, response: { 200: WorkspaceMemberMeSchema } },
    },
    async (request) => {
      const { user, workspace, membership } = requireWorkspace(request);
      const mine = await getMyMembership({
        db,
        workspaceId: workspace.id,
        membershipId: membership.id,
      });
      const draftCount = await countOwnDrafts(db, { userId: user.id, workspaceId: workspace.id });
      return { ...mine, draft_issue_count: draftCount };
    },
  );

  app.post(
    '/api/workspaces/:slug/members/leave/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: SlugParamsSchema },
    },
    async (request, reply) => {
      const { user, workspace, membership } = requireWorkspace(request);
      await leaveWorkspace({
        db,
        workspaceId: workspace.id,
        membershipId: membership.id,
        userId: user.id,
      });
      return reply.code(204).send();
    },
  );

  app.patch(
    '/api/workspaces/:slug/members/:id/',
    {
      config: { access: { workspaceRole: ROLE.admin } },
      schema: {
        params: IdParamsSchema,
        body: UpdateMemberBodySchema,
        response: { 200: WorkspaceMemberSchema },
      },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return changeMemberRole({
        db,
        workspaceId: workspace.id,
        membershipId: request.params.id,
        role: request.body.role,
        actorId: user.id,
      });
    },
  );

  app.delete(
    '/api/workspaces/:slug/members/:id/',
    {
      config: { access: { workspaceRole: ROLE.admin } },
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      const { user, workspace } = requireWorkspace(request);
      await removeMember({
        db,
        workspaceId: workspace.id,
        membershipId: request.params.id,
        actorId: user.id,
      });
      return reply.code(204).send();
    },
  );
};

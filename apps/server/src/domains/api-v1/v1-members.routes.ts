import { ROLE, V1WorkspaceMemberSchema, V1WorkspaceParamsSchema } from '@keel/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { listMembers } from '#server/domains/members';
import { requireWorkspace } from '#server/plugins/access';
import { presentV1WorkspaceMember } from './presenters';

/** `W/members/`: the workspace's active members as v1 users with their role (the app's list). */
export const v1MembersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/v1/workspaces/:slug/members/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: V1WorkspaceParamsSchema,
        response: { 200: z.array(V1WorkspaceMemberSchema) },
      },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      const members = await listMembers({ db, workspaceId: workspace.id, userId: user.id });
      return members.map((each) => presentV1WorkspaceMember(each.member, each.role));
    },
  );
};

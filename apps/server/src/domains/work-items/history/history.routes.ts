import {
  ROLE,
  WorkItemHistoryParamsSchema,
  WorkItemHistoryQuerySchema,
  WorkItemHistorySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import { workItemHistory } from './history.service';

/** A work item's activity and comments, merged (Plane's `history/`), for everyone who sees it. */
export const workItemHistoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/api/workspaces/:slug/projects/:projectId/issues/:id/history/',
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: WorkItemHistoryParamsSchema,
        querystring: WorkItemHistoryQuerySchema,
        response: { 200: WorkItemHistorySchema },
      },
    },
    async (request) =>
      workItemHistory({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        query: request.query,
      }),
  );
};

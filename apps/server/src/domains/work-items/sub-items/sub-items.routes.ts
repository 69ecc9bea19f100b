import {
  AddSubItemsBodySchema,
  ROLE,
  SubItemsResponseSchema,
  WorkItemSubItemsParamsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import { addSubItems, listSubItems } from './sub-items.service';

/**
 * Sub-items of a work item (Plane's SubIssuesEndpoint): read by every project member who can see
 * the item; placed under it by members and admins. Taking one out is a PATCH of the child's
 * `parent_id` to null.
 */
export const workItemSubItemsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const url = '/api/workspaces/:slug/projects/:projectId/issues/:id/sub-issues/';

  app.get(
    url,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: WorkItemSubItemsParamsSchema, response: { 200: SubItemsResponseSchema } },
    },
    async (request) => listSubItems({ db, actor: projectActorOf(request), id: request.params.id }),
  );

  app.post(
    url,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: WorkItemSubItemsParamsSchema,
        body: AddSubItemsBodySchema,
        response: { 200: SubItemsResponseSchema },
      },
    },
    async (request) =>
      addSubItems({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        body: request.body,
      }),
  );
};

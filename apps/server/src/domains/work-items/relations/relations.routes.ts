import {
  CreateRelationBodySchema,
  ROLE,
  RelationListResponseSchema,
  RemoveRelationBodySchema,
  WorkItemRelationListSchema,
  WorkItemRelationParamsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import { createRelations, listRelations, removeRelation } from './relations.service';

/**
 * Relations between work items (Plane's IssueRelationViewSet): read by every project member who
 * can see the item; made and removed by members and admins (spec: relations need Admin or Member).
 */
export const workItemRelationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const item = '/api/workspaces/:slug/projects/:projectId/issues/:id';

  app.get(
    `${item}/issue-relation/`,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: WorkItemRelationParamsSchema,
        response: { 200: RelationListResponseSchema },
      },
    },
    async (request) => listRelations({ db, actor: projectActorOf(request), id: request.params.id }),
  );

  app.post(
    `${item}/issue-relation/`,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: WorkItemRelationParamsSchema,
        body: CreateRelationBodySchema,
        response: { 201: WorkItemRelationListSchema },
      },
    },
    async (request, reply) => {
      const created = await createRelations({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        body: request.body,
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    `${item}/remove-relation/`,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: { params: WorkItemRelationParamsSchema, body: RemoveRelationBodySchema },
    },
    async (request, reply) => {
      await removeRelation({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        body: request.body,
      });
      return reply.code(204).send();
    },
  );
};

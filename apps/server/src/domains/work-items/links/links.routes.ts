import {
  CreateWorkItemLinkBodySchema,
  ROLE,
  UpdateWorkItemLinkBodySchema,
  WorkItemLinkListSchema,
  WorkItemLinkParamsSchema,
  WorkItemLinkSchema,
  WorkItemLinksParamsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import {
  createWorkItemLink,
  deleteWorkItemLink,
  listWorkItemLinks,
  updateWorkItemLink,
} from './links.service';

/**
 * Web links of a work item (Plane's IssueLinkViewSet): every project member who can see the item
 * reads them; members and admins add, edit and remove them.
 */
export const workItemLinksRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const links = '/api/workspaces/:slug/projects/:projectId/issues/:id/issue-links/';
  const one = `${links}:linkId/`;

  app.get(
    links,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: WorkItemLinksParamsSchema, response: { 200: WorkItemLinkListSchema } },
    },
    async (request) =>
      listWorkItemLinks({ db, actor: projectActorOf(request), id: request.params.id }),
  );

  app.post(
    links,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: WorkItemLinksParamsSchema,
        body: CreateWorkItemLinkBodySchema,
        response: { 201: WorkItemLinkSchema },
      },
    },
    async (request, reply) => {
      const link = await createWorkItemLink({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        body: request.body,
      });
      return reply.code(201).send(link);
    },
  );

  app.patch(
    one,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: WorkItemLinkParamsSchema,
        body: UpdateWorkItemLinkBodySchema,
        response: { 200: WorkItemLinkSchema },
      },
    },
    async (request) =>
      updateWorkItemLink({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        linkId: request.params.linkId,
        body: request.body,
      }),
  );

  app.delete(
    one,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: { params: WorkItemLinkParamsSchema },
    },
    async (request, reply) => {
      await deleteWorkItemLink({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        linkId: request.params.linkId,
      });
      return reply.code(204).send();
    },
  );
};

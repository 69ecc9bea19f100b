import {
  CreateWorkItemBodySchema,
  ROLE,
  UpdateWorkItemBodySchema,
  WorkItemDetailSchema,
  WorkItemListQuerySchema,
  WorkItemListResponseSchema,
  WorkItemSchema,
  WORKSPACE_DRAFTS_PAGE_SIZE,
} from '@keel/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { listWorkItems, projectListScope } from '../list/list.service';
import { projectActorOf } from '../kernel/actor';
import { ownDraftProjectId } from './drafts.service';
import {
  createWorkItem,
  deleteWorkItem,
  getWorkItem,
  updateWorkItem,
} from '../items/items.service';

const ProjectParamsSchema = z.object({ slug: z.string(), projectId: z.string() });
const DraftParamsSchema = ProjectParamsSchema.extend({ id: z.string() });

/** The caller's actor in the route's project, after checking `id` is their own draft of it. */
async function draftOwnerOf(db: Database, request: FastifyRequest<{ Params: { id: string } }>) {
  const actor = projectActorOf(request);
  await ownDraftProjectId(
    db,
    { userId: actor.userId, workspaceId: actor.project.workspace_id },
    request.params.id,
    actor.project.id,
  );
  return actor;
}

/**
 * A project's drafts (Plane's `issue-drafts/`): the caller's own work items of the project kept
 * aside, the same rows as the workspace `draft-issues/` narrowed to one project, listed 50 at a
 * time (cursor 50:0:0) with the list's filters and grouping. Members and admins draft; a guest
 * reads an always empty list. Another member's draft is answered as missing.
 */
export const workItemProjectDraftsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const base = '/api/workspaces/:slug/projects/:projectId/issue-drafts/';
  const one = `${base}:id/`;

  app.get(
    base,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: ProjectParamsSchema,
        querystring: WorkItemListQuerySchema,
        response: { 200: WorkItemListResponseSchema },
      },
    },
    async (request) => {
      const scope = projectListScope(projectActorOf(request));
      return listWorkItems({
        db,
        scope: { ...scope, drafts: true },
        query: {
          ...request.query,
          per_page: request.query.per_page ?? WORKSPACE_DRAFTS_PAGE_SIZE,
        },
      });
    },
  );

  app.post(
    base,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: ProjectParamsSchema,
        body: CreateWorkItemBodySchema.omit({ is_draft: true }),
        response: { 201: WorkItemSchema },
      },
    },
    async (request, reply) => {
      const actor = projectActorOf(request);
      const created = await createWorkItem({
        db,
        actor,
        body: { ...request.body, is_draft: true },
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    one,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: DraftParamsSchema, response: { 200: WorkItemDetailSchema } },
    },
    async (request) => {
      const actor = await draftOwnerOf(db, request);
      return getWorkItem({ db, actor, id: request.params.id });
    },
  );

  app.patch(
    one,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: DraftParamsSchema,
        body: UpdateWorkItemBodySchema.omit({ is_draft: true }),
      },
    },
    async (request, reply) => {
      const actor = await draftOwnerOf(db, request);
      await updateWorkItem({ db, actor, id: request.params.id, body: request.body });
      return reply.code(204).send();
    },
  );

  app.delete(
    one,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: { params: DraftParamsSchema },
    },
    async (request, reply) => {
      const actor = await draftOwnerOf(db, request);
      await deleteWorkItem({ db, actor, id: request.params.id });
      return reply.code(204).send();
    },
  );
};

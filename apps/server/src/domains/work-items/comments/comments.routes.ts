import {
  CreateCommentBodySchema,
  ROLE,
  UpdateCommentBodySchema,
  WorkItemCommentListSchema,
  WorkItemCommentParamsSchema,
  WorkItemCommentSchema,
  WorkItemCommentsParamsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import {
  createComment,
  deleteComment,
  getComment,
  listComments,
  updateComment,
} from './comments.service';

/**
 * Comments on a work item (Plane's IssueCommentViewSet): everyone who can see the item reads and
 * comments; the author edits; the author or an admin deletes.
 */
export const workItemCommentsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const base = '/api/workspaces/:slug/projects/:projectId/issues/:id/comments/';
  const one = `${base}:commentId/`;
  const access = { projectRole: ROLE.guest };

  app.get(
    base,
    {
      config: { access },
      schema: {
        params: WorkItemCommentsParamsSchema,
        response: { 200: WorkItemCommentListSchema },
      },
    },
    async (request) => listComments({ db, actor: projectActorOf(request), id: request.params.id }),
  );

  app.post(
    base,
    {
      config: { access },
      schema: {
        params: WorkItemCommentsParamsSchema,
        body: CreateCommentBodySchema,
        response: { 201: WorkItemCommentSchema },
      },
    },
    async (request, reply) => {
      const created = await createComment({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        body: request.body,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    one,
    {
      config: { access },
      schema: { params: WorkItemCommentParamsSchema, response: { 200: WorkItemCommentSchema } },
    },
    async (request) =>
      getComment({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        commentId: request.params.commentId,
      }),
  );

  app.patch(
    one,
    {
      config: { access },
      schema: {
        params: WorkItemCommentParamsSchema,
        body: UpdateCommentBodySchema,
        response: { 200: WorkItemCommentSchema },
      },
    },
    async (request) =>
      updateComment({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        commentId: request.params.commentId,
        body: request.body,
      }),
  );

  app.delete(
    one,
    { config: { access }, schema: { params: WorkItemCommentParamsSchema } },
    async (request, reply) => {
      await deleteComment({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        commentId: request.params.commentId,
      });
      return reply.code(204).send();
    },
  );
};

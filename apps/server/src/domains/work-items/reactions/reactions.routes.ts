import {
  CommentReactionCodeParamsSchema,
  CommentReactionListSchema,
  CommentReactionParamsSchema,
  CommentReactionSchema,
  CreateReactionBodySchema,
  ROLE,
  WorkItemReactionCodeParamsSchema,
  WorkItemReactionListSchema,
  WorkItemReactionParamsSchema,
  WorkItemReactionSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import {
  addCommentReaction,
  addWorkItemReaction,
  listCommentReactions,
  listWorkItemReactions,
  removeCommentReaction,
  removeWorkItemReaction,
} from './reactions.service';

/**
 * Emoji reactions to work items and to comments (Plane's IssueReactionViewSet and
 * CommentReactionViewSet): every project member who can see the item reacts, one reaction per
 * emoji per person, and removes only their own.
 */
export const workItemReactionsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const project = '/api/workspaces/:slug/projects/:projectId';
  const access = { projectRole: ROLE.guest };

  app.get(
    `${project}/issues/:id/reactions/`,
    {
      config: { access },
      schema: {
        params: WorkItemReactionParamsSchema,
        response: { 200: WorkItemReactionListSchema },
      },
    },
    async (request) =>
      listWorkItemReactions({ db, actor: projectActorOf(request), id: request.params.id }),
  );

  app.post(
    `${project}/issues/:id/reactions/`,
    {
      config: { access },
      schema: {
        params: WorkItemReactionParamsSchema,
        body: CreateReactionBodySchema,
        response: { 201: WorkItemReactionSchema },
      },
    },
    async (request, reply) => {
      const created = await addWorkItemReaction({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        reaction: request.body.reaction,
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    `${project}/issues/:id/reactions/:reactionCode/`,
    { config: { access }, schema: { params: WorkItemReactionCodeParamsSchema } },
    async (request, reply) => {
      await removeWorkItemReaction({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        reaction: request.params.reactionCode,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    `${project}/comments/:commentId/reactions/`,
    {
      config: { access },
      schema: {
        params: CommentReactionParamsSchema,
        response: { 200: CommentReactionListSchema },
      },
    },
    async (request) =>
      listCommentReactions({
        db,
        actor: projectActorOf(request),
        commentId: request.params.commentId,
      }),
  );

  app.post(
    `${project}/comments/:commentId/reactions/`,
    {
      config: { access },
      schema: {
        params: CommentReactionParamsSchema,
        body: CreateReactionBodySchema,
        response: { 201: CommentReactionSchema },
      },
    },
    async (request, reply) => {
      const created = await addCommentReaction({
        db,
        actor: projectActorOf(request),
        commentId: request.params.commentId,
        reaction: request.body.reaction,
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    `${project}/comments/:commentId/reactions/:reactionCode/`,
    { config: { access }, schema: { params: CommentReactionCodeParamsSchema } },
    async (request, reply) => {
      await removeCommentReaction({
        db,
        actor: projectActorOf(request),
        commentId: request.params.commentId,
        reaction: request.params.reactionCode,
      });
      return reply.code(204).send();
    },
  );
};

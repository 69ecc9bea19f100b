import {
  CommentReactionCodeParamsSchema,
  CommentReactionListSchema,
  CommentReactionParamsSchema,
  CommentReactionSchema,
  ROLE,
  WorkItemReactionCodeParamsSchema,
  WorkItemReactionListSchema,
  WorkItemReactionParamsSchema,
  WorkItemReactionSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { registerReactionRoutes } from '#server/domains/reactions';
import { projectActorOf } from '../kernel/actor';
import { commentReactable, workItemReactable } from './reactables';

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

  registerReactionRoutes(app, {
    db,
    kind: workItemReactable,
    routes: {
      path: `${project}/issues/:id/reactions/`,
      access,
      actorOf: projectActorOf,
      params: WorkItemReactionParamsSchema,
      codeParams: WorkItemReactionCodeParamsSchema,
      targetParam: 'id',
      reaction: WorkItemReactionSchema,
      list: WorkItemReactionListSchema,
    },
  });

  registerReactionRoutes(app, {
    db,
    kind: commentReactable,
    routes: {
      path: `${project}/comments/:commentId/reactions/`,
      access,
      actorOf: projectActorOf,
      params: CommentReactionParamsSchema,
      codeParams: CommentReactionCodeParamsSchema,
      targetParam: 'commentId',
      reaction: CommentReactionSchema,
      list: CommentReactionListSchema,
    },
  });
};

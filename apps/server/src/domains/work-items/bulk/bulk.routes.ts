import {
  BulkOperationBodySchema,
  IssueDatesBodySchema,
  IssueIdsBodySchema,
  MessageResponseSchema,
  ProjectScopeParamsSchema,
  ROLE,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import { bulkDeleteWorkItems, bulkUpdateWorkItems, updateWorkItemDates } from './bulk.service';

/**
 * Changes to many work items at once, each all-or-nothing (Plane's paths): bulk edits and
 * timeline date moves by members and admins, bulk deletes by admins.
 */
export const workItemsBulkRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const base = '/api/workspaces/:slug/projects/:projectId';

  app.post(
    `${base}/bulk-operation-issues/`,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: { params: ProjectScopeParamsSchema, body: BulkOperationBodySchema },
    },
    async (request, reply) => {
      await bulkUpdateWorkItems({ db, actor: projectActorOf(request), body: request.body });
      // Plane answers with 204; the client refetches the items it changed.
      return reply.code(204).send();
    },
  );

  app.delete(
    `${base}/bulk-delete-issues/`,
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: {
        params: ProjectScopeParamsSchema,
        body: IssueIdsBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) =>
      bulkDeleteWorkItems({ db, actor: projectActorOf(request), ids: request.body.issue_ids }),
  );

  app.post(
    `${base}/issue-dates/`,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: ProjectScopeParamsSchema,
        body: IssueDatesBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) =>
      updateWorkItemDates({ db, actor: projectActorOf(request), body: request.body }),
  );
};

import {
  ArchivedAtResponseSchema,
  IssueIdsBodySchema,
  ProjectScopeParamsSchema,
  ROLE,
  WorkItemDetailSchema,
  WorkItemListQuerySchema,
  WorkItemListResponseSchema,
  WorkItemParamsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import {
  archiveWorkItem,
  bulkArchiveWorkItems,
  getArchivedWorkItem,
  listArchivedWorkItems,
  restoreWorkItem,
} from './archive.service';
import { projectActorOf } from '../kernel/actor';
import { stringifyListResponse } from '../list/list.routes';

/**
 * Archiving work items (only completed or cancelled ones, as Plane) and restoring them, by members
 * and admins; archived items are listed (with the live list's filters, ordering and grouping) and
 * read by every project member, guests seeing only their own unless the project lets them see all.
 */
export const workItemsArchiveRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const base = '/api/workspaces/:slug/projects/:projectId';

  for (const segment of ['issues', 'work-items']) {
    const archiveUrl = `${base}/${segment}/:id/archive/`;

    app.get(
      archiveUrl,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: { params: WorkItemParamsSchema, response: { 200: WorkItemDetailSchema } },
      },
      async (request) =>
        getArchivedWorkItem({ db, actor: projectActorOf(request), id: request.params.id }),
    );

    app.post(
      archiveUrl,
      {
        config: { access: { projectRole: ROLE.member } },
        schema: { params: WorkItemParamsSchema, response: { 200: ArchivedAtResponseSchema } },
      },
      async (request) =>
        archiveWorkItem({ db, actor: projectActorOf(request), id: request.params.id }),
    );

    app.delete(
      archiveUrl,
      {
        config: { access: { projectRole: ROLE.member } },
        schema: { params: WorkItemParamsSchema },
      },
      async (request, reply) => {
        await restoreWorkItem({ db, actor: projectActorOf(request), id: request.params.id });
        // Plane answers a restore with 204 and no body.
        return reply.code(204).send();
      },
    );
  }

  app.get(
    `${base}/archived-issues/`,
    {
      config: { access: { projectRole: ROLE.guest } },
      serializerCompiler: stringifyListResponse,
      schema: {
        params: ProjectScopeParamsSchema,
        querystring: WorkItemListQuerySchema,
        response: { 200: WorkItemListResponseSchema },
      },
    },
    async (request) =>
      listArchivedWorkItems({ db, actor: projectActorOf(request), query: request.query }),
  );

  app.post(
    `${base}/bulk-archive-issues/`,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: ProjectScopeParamsSchema,
        body: IssueIdsBodySchema,
        response: { 200: ArchivedAtResponseSchema },
      },
    },
    async (request) =>
      bulkArchiveWorkItems({ db, actor: projectActorOf(request), ids: request.body.issue_ids }),
  );
};

import {
  DeletedWorkItemsQuerySchema,
  ProjectScopeParamsSchema,
  ROLE,
  WorkItemIdListSchema,
  WorkItemListSchema,
  WorkItemMetaSchema,
  WorkItemParamsSchema,
  WorkItemsByIdsQuerySchema,
  WorkItemSyncPageSchema,
  WorkItemSyncQuerySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import { checkListFreshness, tagList } from '../list/list-etag';
import { stringifyListResponse } from '../list/list.routes';
import {
  getWorkItemMeta,
  listRemovedWorkItemIds,
  listWorkItemsByIds,
  syncWorkItems,
} from './sync.service';

/**
 * What a client keeping its own copy of a project's work items reads (reference §2.4): the sync
 * feed (answered 304 while the caller's copy of a page is current, and serialized like the lists:
 * up to 1,000 items with their descriptions), items by id, ids removed since a time, and an item's
 * key. Every project member may read; guests see only their own items unless the project lets
 * them see all.
 */
export const workItemsSyncRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const base = '/api/workspaces/:slug/projects/:projectId';
  const access = { projectRole: ROLE.guest };

  for (const segment of ['issues', 'work-items']) {
    app.get(
      `${base}/${segment}/list/`,
      {
        config: { access },
        schema: {
          params: ProjectScopeParamsSchema,
          querystring: WorkItemsByIdsQuerySchema,
          response: { 200: WorkItemListSchema },
        },
      },
      async (request) =>
        listWorkItemsByIds({ db, actor: projectActorOf(request), ids: request.query.issues }),
    );

    app.get(
      `${base}/v2/${segment}/`,
      {
        config: { access },
        serializerCompiler: stringifyListResponse,
        schema: {
          params: ProjectScopeParamsSchema,
          querystring: WorkItemSyncQuerySchema,
          response: { 200: WorkItemSyncPageSchema, 304: z.undefined() },
        },
      },
      async (request, reply) => {
        const actor = projectActorOf(request);
        const freshness = await checkListFreshness({ db, request, actor });
        if (freshness.unchanged) return tagList(reply, freshness).code(304).send();
        const page = await syncWorkItems({
          db,
          actor,
          cursor: request.query.cursor,
          updatedAfter: request.query.updated_at__gt,
          withDescription: request.query.description ?? false,
          version: freshness.version,
        });
        tagList(reply, freshness);
        return page;
      },
    );

    app.get(
      `${base}/${segment}/:id/meta/`,
      {
        config: { access },
        schema: { params: WorkItemParamsSchema, response: { 200: WorkItemMetaSchema } },
      },
      async (request) =>
        getWorkItemMeta({ db, actor: projectActorOf(request), id: request.params.id }),
    );
  }

  app.get(
    `${base}/deleted-issues/`,
    {
      config: { access },
      schema: {
        params: ProjectScopeParamsSchema,
        querystring: DeletedWorkItemsQuerySchema,
        response: { 200: WorkItemIdListSchema },
      },
    },
    async (request) =>
      listRemovedWorkItemIds({
        db,
        actor: projectActorOf(request),
        updatedAfter: request.query.updated_at__gt,
      }),
  );
};

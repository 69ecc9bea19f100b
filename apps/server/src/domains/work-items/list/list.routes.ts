import {
  ProjectScopeParamsSchema,
  ROLE,
  WorkItemListQuerySchema,
  WorkItemListResponseSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { requireWorkspace } from '#server/plugins/access';
import { projectActorOf } from '../kernel/actor';
import { checkListFreshness, tagList } from './list-etag';
import { listWorkItems, projectListScope, workspaceListScope } from './list.service';

const WorkspaceParamsSchema = z.object({ slug: z.string() });

/**
 * Serializes a list response with plain JSON.stringify instead of the app's zod serializer. A
 * grouped page holds up to a page of items per group (600 items, 550 KB at 100 per page), and
 * encoding every item through the schema cost about a tenth of the server's CPU under load (8% of
 * a profile at 50 connections). The shape is already the schema's: the handler's return type is
 * checked against it at compile time, and the envelope and every item are object literals built
 * field by field (envelope, presentWorkItem), so no field outside the schema can leak. The schema
 * stays on the route for the handler's type and the API description.
 */
export const stringifyListResponse = () => (data: unknown) => JSON.stringify(data);

/**
 * The paginated work-item lists: a project's (`issues/` and the `work-items/` alias), read by
 * every project member with guests limited by guest_view_all_features, answered 304 Not Modified
 * while the caller's copy is current (checkListFreshness), and the workspace-wide
 * list behind global views (`W/issues/`; the all/assigned/created/subscribed views are its
 * `assignees`, `created_by` and `subscriber` filters), over the caller's projects.
 */
export const workItemListRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const segment of ['issues', 'work-items']) {
    app.get(
      `/api/workspaces/:slug/projects/:projectId/${segment}/`,
      {
        config: { access: { projectRole: ROLE.guest } },
        serializerCompiler: stringifyListResponse,
        schema: {
          params: ProjectScopeParamsSchema,
          querystring: WorkItemListQuerySchema,
          response: { 200: WorkItemListResponseSchema, 304: z.undefined() },
        },
      },
      async (request, reply) => {
        const actor = projectActorOf(request);
        const freshness = await checkListFreshness({ db, request, actor });
        if (freshness.unchanged) return tagList(reply, freshness).code(304).send();
        const list = await listWorkItems({
          db,
          scope: projectListScope(actor),
          query: request.query,
          today: freshness.today,
          snapshot: freshness.version,
        });
        tagList(reply, freshness);
        return list;
      },
    );
  }

  app.get(
    '/api/workspaces/:slug/issues/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      serializerCompiler: stringifyListResponse,
      schema: {
        params: WorkspaceParamsSchema,
        querystring: WorkItemListQuerySchema,
        response: { 200: WorkItemListResponseSchema },
      },
    },
    async (request) => {
      const { user, workspace, membership } = requireWorkspace(request);
      const scope = await workspaceListScope(db, {
        workspaceId: workspace.id,
        userId: user.id,
        workspaceRole: membership.role,
      });
      return listWorkItems({ db, scope, query: request.query });
    },
  );
};

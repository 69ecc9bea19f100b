import {
  ProjectViewParamsSchema,
  ROLE,
  WorkItemListQuerySchema,
  WorkItemListResponseSchema,
  WorkspaceViewParamsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import {
  type ListScope,
  listWorkItems,
  projectListScope,
  stringifyListResponse,
  workspaceListScope,
} from '#server/domains/work-items';
import { projectActorOf } from '#server/plugins/project-actor';
import type { ViewRow } from './views.queries';
import { projectViewActor, workspaceViewActor } from './views.routes';
import { requireView } from './views.service';

const LIST_PARAMETERS = new Set(Object.keys(WorkItemListQuerySchema.shape));

/**
 * A view's stored filters as the list query reads them: each legacy key that is also a list
 * parameter, its values joined by commas (Plane's flat grammar), and the rich tree as JSON.
 */
export function viewListFilters(
  view: Pick<ViewRow, 'filters' | 'rich_filters'>,
): ListScope['view'] {
  const query: Record<string, string> = {};
  for (const [key, values] of Object.entries(view.filters))
    if (LIST_PARAMETERS.has(key) && Array.isArray(values) && values.length > 0)
      query[key] = values.map(String).join(',');
  const rich =
    Object.keys(view.rich_filters).length > 0 ? JSON.stringify(view.rich_filters) : undefined;
  return { query, filters: rich };
}

/**
 * The work items of a saved view: a project view's `views/{id}/issues/` runs the project list,
 * a workspace view's `views/{id}/issues/` the workspace-wide list (as `W/issues/`), each with the
 * view's filters and the request's together, and every parameter, layout grouping and guest rule
 * of those lists. 404 for a view the caller cannot see (another user's private view).
 */
export const viewItemsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const schemaOf = <P>(params: P) => ({
    params,
    querystring: WorkItemListQuerySchema,
    response: { 200: WorkItemListResponseSchema },
  });

  app.get(
    '/api/workspaces/:slug/projects/:projectId/views/:viewId/issues/',
    {
      config: { access: { projectRole: ROLE.guest } },
      serializerCompiler: stringifyListResponse,
      schema: schemaOf(ProjectViewParamsSchema),
    },
    async (request) => {
      const view = await requireView(db, projectViewActor(request), request.params.viewId);
      const scope = { ...projectListScope(projectActorOf(request)), view: viewListFilters(view) };
      return listWorkItems({ db, scope, query: request.query });
    },
  );

  app.get(
    '/api/workspaces/:slug/views/:viewId/issues/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      serializerCompiler: stringifyListResponse,
      schema: schemaOf(WorkspaceViewParamsSchema),
    },
    async (request) => {
      const actor = workspaceViewActor(request);
      const view = await requireView(db, actor, request.params.viewId);
      const scope = {
        ...(await workspaceListScope(db, {
          workspaceId: actor.workspaceId,
          userId: actor.userId,
          workspaceRole: actor.role,
        })),
        view: viewListFilters(view),
      };
      return listWorkItems({ db, scope, query: request.query });
    },
  );
};

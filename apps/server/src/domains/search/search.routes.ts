import {
  EntitySearchQuerySchema,
  EntitySearchResponseSchema,
  ProjectScopeParamsSchema,
  ROLE,
  SearchIssuesQuerySchema,
  SearchIssuesResponseSchema,
  SlugParamsSchema,
  WorkspaceSearchQuerySchema,
  WorkspaceSearchResponseSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireProject, requireWorkspace } from '#server/plugins/access';
import type { SearchScope } from './search.queries';
import { searchEntityKinds, searchProjectIssues, searchWorkspace } from './search.service';

/** Who searches which workspace; what they may see is narrowed in the query itself. */
function searcherOf({ user, workspace, membership }: ReturnType<typeof requireWorkspace>): {
  scope: SearchScope;
  workspaceSlug: string;
} {
  return {
    scope: {
      workspaceId: workspace.id,
      userId: user.id,
      isWorkspaceAdmin: membership.role >= ROLE.admin,
    },
    workspaceSlug: workspace.slug,
  };
}

/**
 * Search: the project's work-item picker search (`search-issues`, for parents, sub-items and
 * relations) and the workspace search of the command palette. Both read for any member, guests
 * included; what each caller sees is narrowed in the query itself.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/workspaces/:slug/projects/:projectId/search-issues/',
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: ProjectScopeParamsSchema,
        querystring: SearchIssuesQuerySchema,
        response: { 200: SearchIssuesResponseSchema },
      },
    },
    async (request) => {
      const caller = requireProject(request);
      return searchProjectIssues({
        db,
        ...searcherOf(caller),
        projectId: caller.project.id,
        query: request.query,
      });
    },
  );

  app.get(
    '/api/workspaces/:slug/search/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: SlugParamsSchema,
        querystring: WorkspaceSearchQuerySchema,
        response: { 200: WorkspaceSearchResponseSchema },
      },
    },
    async (request) => {
      return searchWorkspace({
        db,
        ...searcherOf(requireWorkspace(request)),
        query: request.query,
      });
    },
  );

  app.get(
    '/api/workspaces/:slug/entity-search/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: SlugParamsSchema,
        querystring: EntitySearchQuerySchema,
        response: { 200: EntitySearchResponseSchema },
      },
    },
    async (request) => {
      return searchEntityKinds({
        db,
        ...searcherOf(requireWorkspace(request)),
        query: request.query,
      });
    },
  );
};

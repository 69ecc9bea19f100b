import {
  DescriptionVersionPageSchema,
  DescriptionVersionParamsSchema,
  DescriptionVersionSchema,
  DescriptionVersionsParamsSchema,
  DescriptionVersionsQuerySchema,
  ROLE,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import { getDescriptionVersion, listDescriptionVersions } from './description-versions.service';

/**
 * A work item's description snapshots (Plane's WorkItemDescriptionVersionEndpoint), read by
 * everyone who sees the item, under `work-items/` and, for an intake request's item, Plane's
 * `intake-work-items/`. Restoring one is an ordinary edit of the description.
 */
export const workItemDescriptionVersionsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const access = { projectRole: ROLE.guest };
  for (const segment of ['work-items', 'intake-work-items']) {
    const base = `/api/workspaces/:slug/projects/:projectId/${segment}/:id/description-versions/`;

    app.get(
      base,
      {
        config: { access },
        schema: {
          params: DescriptionVersionsParamsSchema,
          querystring: DescriptionVersionsQuerySchema,
          response: { 200: DescriptionVersionPageSchema },
        },
      },
      async (request) =>
        listDescriptionVersions({
          db,
          actor: projectActorOf(request),
          id: request.params.id,
          cursor: request.query.cursor,
        }),
    );

    app.get(
      `${base}:versionId/`,
      {
        config: { access },
        schema: {
          params: DescriptionVersionParamsSchema,
          response: { 200: DescriptionVersionSchema },
        },
      },
      async (request) =>
        getDescriptionVersion({
          db,
          actor: projectActorOf(request),
          id: request.params.id,
          versionId: request.params.versionId,
        }),
    );
  }
};

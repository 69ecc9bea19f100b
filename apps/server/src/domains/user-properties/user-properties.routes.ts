import {
  ProjectScopeParamsSchema,
  ROLE,
  UpdateUserPropertiesBodySchema,
  UserPropertiesSchema,
} from '@keel/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireProject } from '../../plugins/access';
import {
  type UserPropertiesOwner,
  getUserProperties,
  updateUserProperties,
} from './user-properties.service';

function ownerOf(request: FastifyRequest): UserPropertiesOwner {
  const { user, project } = requireProject(request);
  return { userId: user.id, project };
}

/**
 * Each project member's own work-item display settings (Plane's user-properties): filters,
 * display filters, display properties and rich filters. Guests keep settings too.
 */
export const userPropertiesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const url = '/api/workspaces/:slug/projects/:projectId/user-properties/';

  app.get(
    url,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: ProjectScopeParamsSchema, response: { 200: UserPropertiesSchema } },
    },
    async (request) => getUserProperties({ db, owner: ownerOf(request) }),
  );

  app.patch(
    url,
    {
      // Personal settings, not the project's: they may change on an archived project too.
      config: { access: { projectRole: ROLE.guest }, worksOnArchivedProject: true },
      schema: {
        params: ProjectScopeParamsSchema,
        body: UpdateUserPropertiesBodySchema,
        response: { 200: UserPropertiesSchema },
      },
    },
    async (request) => updateUserProperties({ db, owner: ownerOf(request), body: request.body }),
  );
};

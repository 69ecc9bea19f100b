import {
  ProjectScopeParamsSchema,
  ROLE,
  UpdateUserPropertiesBodySchema,
  UserPropertiesSchema,
} from '@keel/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { requireProject, requireWorkspace } from '#server/plugins/access';
import {
  type UserPropertiesOwner,
  getUserProperties,
  updateUserProperties,
} from './user-properties.service';

function ownerOf(request: FastifyRequest): UserPropertiesOwner {
  const { user, project } = requireProject(request);
  return { userId: user.id, workspaceId: project.workspace_id, projectId: project.id };
}

function workspaceOwnerOf(request: FastifyRequest): UserPropertiesOwner {
  const { user, workspace } = requireWorkspace(request);
  return { userId: user.id, workspaceId: workspace.id, projectId: null };
}

const WorkspaceParamsSchema = z.object({ slug: z.string() });

/**
 * Each project member's own work-item display settings (Plane's user-properties): filters,
 * display filters, display properties and rich filters. Guests keep settings too. The workspace's
 * `user-properties/` holds each member's settings for the workspace-wide lists (global views,
 * profile tabs).
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

  const workspaceUrl = '/api/workspaces/:slug/user-properties/';

  app.get(
    workspaceUrl,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: WorkspaceParamsSchema, response: { 200: UserPropertiesSchema } },
    },
    async (request) => getUserProperties({ db, owner: workspaceOwnerOf(request) }),
  );

  app.patch(
    workspaceUrl,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: WorkspaceParamsSchema,
        body: UpdateUserPropertiesBodySchema,
        response: { 200: UserPropertiesSchema },
      },
    },
    async (request) =>
      updateUserProperties({ db, owner: workspaceOwnerOf(request), body: request.body }),
  );
};

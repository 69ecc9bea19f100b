import {
  CreateWorkspaceBodySchema,
  LastVisitedWorkspaceSchema,
  ROLE,
  SlugCheckQuerySchema,
  SlugCheckResponseSchema,
  SlugParamsSchema,
  UpdateWorkspaceBodySchema,
  WorkspaceListSchema,
  WorkspaceSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireUser, requireWorkspace } from '#server/plugins/access';
import {
  changeWorkspace,
  checkSlugAvailability,
  createWorkspace,
  deleteWorkspace,
  getLastVisitedWorkspace,
  getWorkspace,
  listMyWorkspaces,
} from './workspaces.service';

export const workspacesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/workspaces/',
    {
      config: { access: 'authenticated' },
      schema: { body: CreateWorkspaceBodySchema, response: { 201: WorkspaceSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const workspace = await createWorkspace({ db, userId: user.id, input: request.body });
      return reply.code(201).send(workspace);
    },
  );

  app.get(
    '/api/users/me/workspaces/',
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: WorkspaceListSchema } },
    },
    async (request) => listMyWorkspaces({ db, userId: requireUser(request).id }),
  );

  app.get(
    '/api/users/last-visited-workspace/',
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: LastVisitedWorkspaceSchema } },
    },
    async (request) => getLastVisitedWorkspace({ db, userId: requireUser(request).id }),
  );

  app.get(
    '/api/workspace-slug-check/',
    {
      config: { access: 'authenticated' },
      schema: {
        querystring: SlugCheckQuerySchema.partial(),
        response: { 200: SlugCheckResponseSchema },
      },
    },
    async (request) => checkSlugAvailability({ db, slug: request.query.slug ?? '' }),
  );

  app.get(
    '/api/workspaces/:slug/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: SlugParamsSchema, response: { 200: WorkspaceSchema } },
    },
    async (request) => {
      const { workspace, membership } = requireWorkspace(request);
      return getWorkspace({ db, workspace, role: membership.role });
    },
  );

  app.patch(
    '/api/workspaces/:slug/',
    {
      config: { access: { workspaceRole: ROLE.admin } },
      schema: {
        params: SlugParamsSchema,
        body: UpdateWorkspaceBodySchema,
        response: { 200: WorkspaceSchema },
      },
    },
    async (request) => {
      const { user, workspace, membership } = requireWorkspace(request);
      return changeWorkspace({
        db,
        workspace,
        role: membership.role,
        userId: user.id,
        input: request.body,
      });
    },
  );

  app.delete(
    '/api/workspaces/:slug/',
    {
      config: { access: { workspaceRole: ROLE.admin } },
      schema: { params: SlugParamsSchema },
    },
    async (request, reply) => {
      const { user, workspace } = requireWorkspace(request);
      await deleteWorkspace({ db, workspaceId: workspace.id, userId: user.id });
      return reply.code(204).send();
    },
  );
};

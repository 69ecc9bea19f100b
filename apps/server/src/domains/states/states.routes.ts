import {
  CreateStateBodySchema,
  ProjectParamsSchema,
  ROLE,
  SlugParamsSchema,
  StateListQuerySchema,
  StateListSchema,
  StateParamsSchema,
  StateSchema,
  UpdateStateBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireProject, requireWorkspace } from '#server/plugins/access';
import {
  createState,
  deleteState,
  editState,
  listStates,
  listWorkspaceStates,
  markDefaultState,
} from './states.service';

/** States: readable by every project member; changed by admins and members (spec tab table). */
export const statesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/workspaces/:slug/states/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: SlugParamsSchema, response: { 200: StateListSchema } },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return listWorkspaceStates({ db, workspaceId: workspace.id, userId: user.id });
    },
  );

  app.get(
    '/api/workspaces/:slug/projects/:projectId/states/',
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: ProjectParamsSchema,
        querystring: StateListQuerySchema,
        response: { 200: StateListSchema },
      },
    },
    async (request) => {
      const { project } = requireProject(request);
      return listStates({
        db,
        projectId: project.id,
        includeTriage: request.query.include_triage === 'true',
      });
    },
  );

  app.post(
    '/api/workspaces/:slug/projects/:projectId/states/',
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: ProjectParamsSchema,
        body: CreateStateBodySchema,
        response: { 201: StateSchema },
      },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      const state = await createState({
        db,
        workspaceId: project.workspace_id,
        projectId: project.id,
        actorId: user.id,
        body: request.body,
      });
      return reply.code(201).send(state);
    },
  );

  app.patch(
    '/api/workspaces/:slug/projects/:projectId/states/:id/',
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: StateParamsSchema,
        body: UpdateStateBodySchema,
        response: { 200: StateSchema },
      },
    },
    async (request) => {
      const { user, project } = requireProject(request);
      return editState({
        db,
        projectId: project.id,
        stateId: request.params.id,
        actorId: user.id,
        body: request.body,
      });
    },
  );

  app.delete(
    '/api/workspaces/:slug/projects/:projectId/states/:id/',
    {
      config: { access: { projectRole: ROLE.member } },
      schema: { params: StateParamsSchema },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      await deleteState({
        db,
        projectId: project.id,
        stateId: request.params.id,
        actorId: user.id,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/workspaces/:slug/projects/:projectId/states/:id/mark-default/',
    {
      config: { access: { projectRole: ROLE.member } },
      schema: { params: StateParamsSchema, response: { 200: StateSchema } },
    },
    async (request) => {
      const { user, project } = requireProject(request);
      return markDefaultState({
        db,
        projectId: project.id,
        stateId: request.params.id,
        actorId: user.id,
      });
    },
  );
};

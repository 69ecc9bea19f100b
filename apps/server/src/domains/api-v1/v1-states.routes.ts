import {
  AppError,
  CreateStateBodySchema,
  ROLE,
  UpdateStateBodySchema,
  V1PageQuerySchema,
  V1ProjectItemParamsSchema,
  V1ProjectParamsSchema,
  V1StateSchema,
  v1PageSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { createState, deleteState, editState, listStates } from '#server/domains/states';
import { requireProject } from '#server/plugins/access';
import { paginateV1 } from './pagination';
import { presentV1State } from './presenters';
import { findV1State, stateRows } from './v1-projects.queries';

const STATE_NOT_FOUND = () => new AppError('STATE_NOT_FOUND');

/**
 * `P/states/` CRUD in Plane's v1 shape, through the app's states service: read by any project
 * member, written by members and admins (as the app API).
 */
export const v1StatesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const base = '/api/v1/workspaces/:slug/projects/:projectId/states/';
  const one = `${base}:pk/`;

  app.get(
    base,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: V1ProjectParamsSchema,
        querystring: V1PageQuerySchema,
        response: { 200: v1PageSchema(V1StateSchema) },
      },
    },
    async (request) => {
      const { project } = requireProject(request);
      const listed = await listStates({ db, projectId: project.id, includeTriage: false });
      const rows = await stateRows(
        db,
        listed.map((state) => state.id),
      );
      return paginateV1(rows.map(presentV1State), request.query);
    },
  );

  app.post(
    base,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: V1ProjectParamsSchema,
        body: CreateStateBodySchema,
        response: { 201: V1StateSchema },
      },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      const created = await createState({
        db,
        workspaceId: project.workspace_id,
        projectId: project.id,
        actorId: user.id,
        body: request.body,
      });
      const [row] = await stateRows(db, [created.id]);
      if (!row) throw STATE_NOT_FOUND();
      return reply.code(201).send(presentV1State(row));
    },
  );

  app.get(
    one,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: V1ProjectItemParamsSchema, response: { 200: V1StateSchema } },
    },
    async (request) => {
      const { project } = requireProject(request);
      const row = await findV1State(db, project.id, request.params.pk);
      if (!row) throw STATE_NOT_FOUND();
      return presentV1State(row);
    },
  );

  app.patch(
    one,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: V1ProjectItemParamsSchema,
        body: UpdateStateBodySchema,
        response: { 200: V1StateSchema },
      },
    },
    async (request) => {
      const { user, project } = requireProject(request);
      const edited = await editState({
        db,
        projectId: project.id,
        stateId: request.params.pk,
        actorId: user.id,
        body: request.body,
      });
      const [row] = await stateRows(db, [edited.id]);
      if (!row) throw STATE_NOT_FOUND();
      return presentV1State(row);
    },
  );

  app.delete(
    one,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: { params: V1ProjectItemParamsSchema },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      await deleteState({
        db,
        projectId: project.id,
        stateId: request.params.pk,
        actorId: user.id,
      });
      return reply.code(204).send();
    },
  );
};

import {
  AppError,
  CreateLabelBodySchema,
  ROLE,
  UpdateLabelBodySchema,
  V1LabelSchema,
  V1PageQuerySchema,
  V1ProjectItemParamsSchema,
  V1ProjectParamsSchema,
  v1PageSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import {
  createLabel,
  deleteLabel,
  getLabel,
  listLabels,
  updateLabel,
} from '#server/domains/labels';
import { requireProject } from '#server/plugins/access';
import { paginateV1 } from './pagination';
import { presentV1Label } from './presenters';
import { labelRows } from './v1-projects.queries';

async function presentOne(db: Database, id: string) {
  const [row] = await labelRows(db, [id]);
  if (!row) throw new AppError('LABEL_NOT_FOUND');
  return presentV1Label(row);
}

/**
 * `P/labels/` CRUD in Plane's v1 shape, through the app's labels service: read by any project
 * member, written by members and admins (as the app API).
 */
export const v1LabelsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const base = '/api/v1/workspaces/:slug/projects/:projectId/labels/';
  const one = `${base}:pk/`;

  app.get(
    base,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: V1ProjectParamsSchema,
        querystring: V1PageQuerySchema,
        response: { 200: v1PageSchema(V1LabelSchema) },
      },
    },
    async (request) => {
      const { project } = requireProject(request);
      const listed = await listLabels(db, project.id);
      const rows = await labelRows(
        db,
        listed.map((label) => label.id),
      );
      return paginateV1(rows.map(presentV1Label), request.query);
    },
  );

  app.post(
    base,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: V1ProjectParamsSchema,
        body: CreateLabelBodySchema,
        response: { 201: V1LabelSchema },
      },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      const created = await createLabel({
        db,
        workspaceId: project.workspace_id,
        projectId: project.id,
        actorId: user.id,
        body: request.body,
      });
      return reply.code(201).send(await presentOne(db, created.id));
    },
  );

  app.get(
    one,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: V1ProjectItemParamsSchema, response: { 200: V1LabelSchema } },
    },
    async (request) => {
      const { project } = requireProject(request);
      const label = await getLabel(db, project.id, request.params.pk);
      return presentOne(db, label.id);
    },
  );

  app.patch(
    one,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: V1ProjectItemParamsSchema,
        body: UpdateLabelBodySchema,
        response: { 200: V1LabelSchema },
      },
    },
    async (request) => {
      const { user, project } = requireProject(request);
      const label = await updateLabel({
        db,
        projectId: project.id,
        labelId: request.params.pk,
        actorId: user.id,
        body: request.body,
      });
      return presentOne(db, label.id);
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
      await deleteLabel({
        db,
        projectId: project.id,
        labelId: request.params.pk,
        actorId: user.id,
      });
      return reply.code(204).send();
    },
  );
};

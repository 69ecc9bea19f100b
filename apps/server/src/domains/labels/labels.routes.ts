import {
  CreateLabelBodySchema,
  LabelListSchema,
  LabelSchema,
  ProjectItemParamsSchema,
  ProjectScopeParamsSchema,
  ROLE,
  SlugParamsSchema,
  UpdateLabelBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireProject, requireWorkspace } from '#server/plugins/access';
import {
  createLabel,
  deleteLabel,
  getLabel,
  listLabels,
  listWorkspaceLabels,
  updateLabel,
} from './labels.service';

/** Labels: read by any project member, changed by admins and members (spec §6 tab table). */
export const labelsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const base = '/api/workspaces/:slug/projects/:projectId/issue-labels/';

  app.get(
    '/api/workspaces/:slug/labels/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: SlugParamsSchema, response: { 200: LabelListSchema } },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return listWorkspaceLabels(db, workspace.id, user.id);
    },
  );

  app.get(
    base,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: ProjectScopeParamsSchema, response: { 200: LabelListSchema } },
    },
    async (request) => listLabels(db, requireProject(request).project.id),
  );

  app.post(
    base,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: ProjectScopeParamsSchema,
        body: CreateLabelBodySchema,
        response: { 201: LabelSchema },
      },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      const label = await createLabel({
        db,
        workspaceId: project.workspace_id,
        projectId: project.id,
        actorId: user.id,
        body: request.body,
      });
      return reply.code(201).send(label);
    },
  );

  app.get(
    `${base}:id/`,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: ProjectItemParamsSchema, response: { 200: LabelSchema } },
    },
    async (request) => getLabel(db, requireProject(request).project.id, request.params.id),
  );

  app.patch(
    `${base}:id/`,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: ProjectItemParamsSchema,
        body: UpdateLabelBodySchema,
        response: { 200: LabelSchema },
      },
    },
    async (request) => {
      const { user, project } = requireProject(request);
      return updateLabel({
        db,
        projectId: project.id,
        labelId: request.params.id,
        actorId: user.id,
        body: request.body,
      });
    },
  );

  app.delete(
    `${base}:id/`,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: { params: ProjectItemParamsSchema },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      await deleteLabel({
        db,
        projectId: project.id,
        labelId: request.params.id,
        actorId: user.id,
      });
      return reply.code(204).send();
    },
  );
};

import {
  CreateEstimateBodySchema,
  CreateEstimatePointBodySchema,
  EstimateListSchema,
  EstimateParamsSchema,
  EstimatePointParamsSchema,
  EstimatePointSchema,
  EstimateSchema,
  ProjectScopeParamsSchema,
  ROLE,
  SlugParamsSchema,
  UpdateEstimateBodySchema,
  UpdateEstimatePointBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireProject, requireWorkspace } from '#server/plugins/access';
import {
  createEstimate,
  createPoint,
  deleteEstimate,
  deletePoint,
  getEstimate,
  listProjectEstimates,
  listWorkspaceEstimates,
  updateEstimate,
  updatePoint,
} from './estimates.service';

/** Estimates: read by any project member, changed only by project admins (spec §6 tab table). */
export const estimatesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const base = '/api/workspaces/:slug/projects/:projectId/estimates/';
  const one = `${base}:estimateId/`;
  const point = `${one}estimate-points/:pointId/`;

  app.get(
    '/api/workspaces/:slug/estimates/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: SlugParamsSchema, response: { 200: EstimateListSchema } },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return listWorkspaceEstimates(db, workspace.id, user.id);
    },
  );

  app.get(
    base,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: ProjectScopeParamsSchema, response: { 200: EstimateListSchema } },
    },
    async (request) => listProjectEstimates(db, requireProject(request).project.id),
  );

  app.post(
    base,
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: {
        params: ProjectScopeParamsSchema,
        body: CreateEstimateBodySchema,
        response: { 201: EstimateSchema },
      },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      const estimate = await createEstimate({
        db,
        workspaceId: project.workspace_id,
        projectId: project.id,
        actorId: user.id,
        body: request.body,
      });
      return reply.code(201).send(estimate);
    },
  );

  app.get(
    one,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: EstimateParamsSchema, response: { 200: EstimateSchema } },
    },
    async (request) =>
      getEstimate(db, requireProject(request).project.id, request.params.estimateId),
  );

  app.patch(
    one,
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: {
        params: EstimateParamsSchema,
        body: UpdateEstimateBodySchema,
        response: { 200: EstimateSchema },
      },
    },
    async (request) => {
      const { user, project } = requireProject(request);
      return updateEstimate({
        db,
        projectId: project.id,
        estimateId: request.params.estimateId,
        actorId: user.id,
        body: request.body,
      });
    },
  );

  app.delete(
    one,
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: { params: EstimateParamsSchema },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      await deleteEstimate({
        db,
        projectId: project.id,
        estimateId: request.params.estimateId,
        actorId: user.id,
        activeEstimateId: project.estimate_id,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    `${one}estimate-points/`,
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: {
        params: EstimateParamsSchema,
        body: CreateEstimatePointBodySchema,
        response: { 201: EstimatePointSchema },
      },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      const created = await createPoint({
        db,
        projectId: project.id,
        estimateId: request.params.estimateId,
        actorId: user.id,
        body: request.body,
      });
      return reply.code(201).send(created);
    },
  );

  app.patch(
    point,
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: {
        params: EstimatePointParamsSchema,
        body: UpdateEstimatePointBodySchema,
        response: { 200: EstimatePointSchema },
      },
    },
    async (request) => {
      const { user, project } = requireProject(request);
      return updatePoint({
        db,
        projectId: project.id,
        estimateId: request.params.estimateId,
        pointId: request.params.pointId,
        actorId: user.id,
        body: request.body,
      });
    },
  );

  app.delete(
    point,
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: { params: EstimatePointParamsSchema },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      await deletePoint({
        db,
        projectId: project.id,
        estimateId: request.params.estimateId,
        pointId: request.params.pointId,
        actorId: user.id,
      });
      return reply.code(204).send();
    },
  );
};

import {
  AppError,
  ROLE,
  V1CreateEstimateBodySchema,
  V1CreateEstimatePointsBodySchema,
  V1EstimateConflictSchema,
  V1EstimateParamsSchema,
  V1EstimatePointParamsSchema,
  V1EstimatePointSchema,
  V1EstimateSchema,
  V1ProjectParamsSchema,
  V1UpdateEstimateBodySchema,
  V1UpdateEstimatePointBodySchema,
} from '@keel/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import {
  createEstimate,
  createPoint,
  deleteEstimate,
  deletePoint,
  listProjectEstimates,
  updateEstimate,
  updatePoint,
} from '#server/domains/estimates';
import { type ProjectRow, requireProject } from '#server/plugins/access';
import { presentV1Estimate, presentV1EstimatePoint } from './presenters/estimates';
import { v1EstimatePointRows, v1EstimateRow } from './v1-estimates.queries';

const estimateNotFound = () => new AppError('ESTIMATE_NOT_FOUND');

/** Plane's v1 has one estimate per project: Keel's active one, else the first it lists. */
async function projectEstimateId(db: Database, project: ProjectRow): Promise<string | null> {
  const listed = await listProjectEstimates(db, project.id);
  const active = listed.find((estimate) => estimate.id === project.estimate_id);
  return (active ?? listed[0])?.id ?? null;
}

async function requireProjectEstimate(db: Database, project: ProjectRow) {
  const id = await projectEstimateId(db, project);
  const row = id === null ? undefined : await v1EstimateRow(db, project.id, id);
  if (!row) throw estimateNotFound();
  return row;
}

/** The estimate of the URL, one of the project's, or 404. */
async function requireEstimateOf(db: Database, project: ProjectRow, estimateId: string) {
  const row = z.uuid().safeParse(estimateId).success
    ? await v1EstimateRow(db, project.id, estimateId)
    : undefined;
  if (!row) throw estimateNotFound();
  return row;
}

async function presentPoint(db: Database, estimateId: string, pointId: string) {
  const [row] = await v1EstimatePointRows(db, estimateId, [pointId]);
  if (!row) throw new AppError('ESTIMATE_POINT_NOT_FOUND');
  return presentV1EstimatePoint(row);
}

/**
 * The project's estimate and its points in Plane's v1 shape (`P/estimates/`, one per project as
 * Plane's v1 has it), served by the estimates domain's services: read by every project member,
 * written by project admins, as the app API.
 */
export const v1EstimatesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const base = '/api/v1/workspaces/:slug/projects/:projectId/estimates/';
  const points = `${base}:estimateId/estimate-points/`;
  const point = `${points}:pointId/`;
  const guest = { access: { projectRole: ROLE.guest } } as const;
  const admin = { access: { projectRole: ROLE.admin } } as const;

  app.get(
    base,
    {
      config: guest,
      schema: { params: V1ProjectParamsSchema, response: { 200: V1EstimateSchema } },
    },
    async (request) =>
      presentV1Estimate(await requireProjectEstimate(db, requireProject(request).project)),
  );

  app.post(
    base,
    {
      config: admin,
      schema: {
        params: V1ProjectParamsSchema,
        body: V1CreateEstimateBodySchema,
        response: { 201: V1EstimateSchema, 409: V1EstimateConflictSchema },
      },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      const existing = await projectEstimateId(db, project);
      if (existing !== null)
        return reply
          .code(409)
          .send({ error: 'An estimate already exists for this project', id: existing });
      const { estimate_points: estimatePoints, ...estimate } = request.body;
      const created = await createEstimate({
        db,
        workspaceId: project.workspace_id,
        projectId: project.id,
        actorId: user.id,
        body: {
          estimate: { ...estimate, type: estimate.type ?? 'categories' },
          estimate_points: estimatePoints,
        },
      });
      return reply
        .code(201)
        .send(presentV1Estimate(await requireEstimateOf(db, project, created.id)));
    },
  );

  app.patch(
    base,
    {
      config: admin,
      schema: {
        params: V1ProjectParamsSchema,
        body: V1UpdateEstimateBodySchema,
        response: { 200: V1EstimateSchema },
      },
    },
    async (request) => {
      const { user, project } = requireProject(request);
      const row = await requireProjectEstimate(db, project);
      await updateEstimate({
        db,
        projectId: project.id,
        estimateId: row.id,
        actorId: user.id,
        body: request.body,
      });
      return presentV1Estimate(await requireEstimateOf(db, project, row.id));
    },
  );

  app.delete(
    base,
    { config: admin, schema: { params: V1ProjectParamsSchema } },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      const row = await requireProjectEstimate(db, project);
      await deleteEstimate({
        db,
        projectId: project.id,
        estimateId: row.id,
        actorId: user.id,
        activeEstimateId: project.estimate_id,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    points,
    {
      config: guest,
      schema: {
        params: V1EstimateParamsSchema,
        response: { 200: z.array(V1EstimatePointSchema) },
      },
    },
    async (request) => {
      const { project } = requireProject(request);
      const estimate = await requireEstimateOf(db, project, request.params.estimateId);
      const rows = await v1EstimatePointRows(db, estimate.id);
      return rows.map(presentV1EstimatePoint);
    },
  );

  app.post(
    points,
    {
      config: admin,
      schema: {
        params: V1EstimateParamsSchema,
        body: V1CreateEstimatePointsBodySchema,
        response: { 201: z.array(V1EstimatePointSchema) },
      },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      const estimate = await requireEstimateOf(db, project, request.params.estimateId);
      const asked = Array.isArray(request.body) ? request.body : request.body.estimate_points;
      const created = [];
      for (const body of asked)
        created.push(
          await createPoint({
            db,
            projectId: project.id,
            estimateId: estimate.id,
            actorId: user.id,
            body,
          }),
        );
      const rows = await v1EstimatePointRows(
        db,
        estimate.id,
        created.map((p) => p.id),
      );
      return reply.code(201).send(rows.map(presentV1EstimatePoint));
    },
  );

  app.patch(
    point,
    {
      config: admin,
      schema: {
        params: V1EstimatePointParamsSchema,
        body: V1UpdateEstimatePointBodySchema,
        response: { 200: V1EstimatePointSchema },
      },
    },
    async (request) => {
      const { user, project } = requireProject(request);
      const estimate = await requireEstimateOf(db, project, request.params.estimateId);
      const updated = await updatePoint({
        db,
        projectId: project.id,
        estimateId: estimate.id,
        pointId: request.params.pointId,
        actorId: user.id,
        body: request.body,
      });
      return presentPoint(db, estimate.id, updated.id);
    },
  );

  app.delete(
    point,
    { config: admin, schema: { params: V1EstimatePointParamsSchema } },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      const estimate = await requireEstimateOf(db, project, request.params.estimateId);
      await deletePoint({
        db,
        projectId: project.id,
        estimateId: estimate.id,
        pointId: request.params.pointId,
        actorId: user.id,
      });
      return reply.code(204).send();
    },
  );
};

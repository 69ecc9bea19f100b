import {
  ActiveCyclesPageSchema,
  ActiveCyclesQuerySchema,
  CreateCycleBodySchema,
  CycleDateCheckBodySchema,
  CycleDateCheckResponseSchema,
  CycleDetailSchema,
  CycleListQuerySchema,
  CycleListSchema,
  CycleParamsSchema,
  CycleSchema,
  ProjectScopeParamsSchema,
  ROLE,
  SlugParamsSchema,
  UpdateCycleBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireWorkspace } from '#server/plugins/access';
import { projectActorOf } from '#server/plugins/project-actor';
import { refuseWhenFeatureOff } from '#server/plugins/project-features';
import {
  checkCycleDates,
  createCycle,
  deleteCycle,
  getCycleDetail,
  listArchivedCycles,
  listCycles,
  updateCycle,
} from './cycles.service';
import { listActiveCycles, listWorkspaceCycles } from './cycles-workspace.service';

/** Cycles: read by every project member, written by members and admins (spec §6). */
export const cyclesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preValidation', refuseWhenFeatureOff('cycles'));
  const project = '/api/workspaces/:slug/projects/:projectId/';
  const base = `${project}cycles/`;
  const one = `${base}:cycleId/`;

  app.get(
    '/api/workspaces/:slug/cycles/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: SlugParamsSchema, response: { 200: CycleListSchema } },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return listWorkspaceCycles({ db, workspaceId: workspace.id, userId: user.id });
    },
  );

  app.get(
    '/api/workspaces/:slug/active-cycles/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: SlugParamsSchema,
        querystring: ActiveCyclesQuerySchema,
        response: { 200: ActiveCyclesPageSchema },
      },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return listActiveCycles({
        db,
        workspaceId: workspace.id,
        userId: user.id,
        perPage: request.query.per_page,
        cursor: request.query.cursor,
      });
    },
  );

  app.get(
    base,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: ProjectScopeParamsSchema,
        querystring: CycleListQuerySchema,
        response: { 200: CycleListSchema },
      },
    },
    async (request) =>
      listCycles({ db, actor: projectActorOf(request), view: request.query.cycle_view }),
  );

  app.post(
    base,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: ProjectScopeParamsSchema,
        body: CreateCycleBodySchema,
        response: { 201: CycleSchema },
      },
    },
    async (request, reply) => {
      const cycle = await createCycle({ db, actor: projectActorOf(request), body: request.body });
      return reply.code(201).send(cycle);
    },
  );

  app.post(
    `${base}date-check/`,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: ProjectScopeParamsSchema,
        body: CycleDateCheckBodySchema,
        response: { 200: CycleDateCheckResponseSchema },
      },
    },
    async (request) => checkCycleDates({ db, actor: projectActorOf(request), body: request.body }),
  );

  app.get(
    one,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: CycleParamsSchema, response: { 200: CycleDetailSchema } },
    },
    async (request) =>
      getCycleDetail({ db, actor: projectActorOf(request), cycleId: request.params.cycleId }),
  );

  app.patch(
    one,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: CycleParamsSchema,
        body: UpdateCycleBodySchema,
        response: { 200: CycleSchema },
      },
    },
    async (request) =>
      updateCycle({
        db,
        actor: projectActorOf(request),
        cycleId: request.params.cycleId,
        body: request.body,
      }),
  );

  app.delete(
    one,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: { params: CycleParamsSchema },
    },
    async (request, reply) => {
      await deleteCycle({ db, actor: projectActorOf(request), cycleId: request.params.cycleId });
      return reply.code(204).send();
    },
  );

  app.get(
    `${project}archived-cycles/`,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: ProjectScopeParamsSchema, response: { 200: CycleListSchema } },
    },
    async (request) => listArchivedCycles(db, projectActorOf(request)),
  );

  app.get(
    `${project}archived-cycles/:cycleId/`,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: CycleParamsSchema, response: { 200: CycleDetailSchema } },
    },
    async (request) =>
      getCycleDetail({
        db,
        actor: projectActorOf(request),
        cycleId: request.params.cycleId,
        archived: true,
      }),
  );
};

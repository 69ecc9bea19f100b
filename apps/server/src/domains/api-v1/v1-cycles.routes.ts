import {
  AppError,
  type Cycle,
  ROLE,
  V1ContainerItemsQuerySchema,
  V1CreateCycleBodySchema,
  V1CycleChildParamsSchema,
  V1CycleIssueParamsSchema,
  V1CycleIssueSchema,
  V1CycleIssuesBodySchema,
  V1CycleListQuerySchema,
  V1CycleParamsSchema,
  V1CycleSchema,
  V1MessageSchema,
  V1PageQuerySchema,
  V1ProjectParamsSchema,
  V1TransferCycleIssuesBodySchema,
  V1UpdateCycleBodySchema,
  V1WorkItemFieldsSchema,
  v1PageSchema,
} from '@keel/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import {
  addCycleItems,
  archiveCycle,
  createCycle,
  deleteCycle,
  listArchivedCycles,
  listCycles,
  presentCycles,
  removeCycleItem,
  requireCycle,
  restoreCycle,
  transferCycleItems,
  updateCycle,
} from '#server/domains/cycles';
import { type ProjectActor, projectActorOf } from '#server/plugins/project-actor';
import { refuseWhenFeatureOff } from '#server/plugins/project-features';
import { paginateV1 } from './pagination';
import { presentV1Cycle } from './presenters';
import { presentV1CycleIssue, v1CountsOf } from './presenters/planning-items';
import { listV1ContainerItems } from './v1-container-items';
import { cycleItemRows, v1CycleRows } from './v1-planning.queries';

const cycleNotFound = () => new AppError('CYCLE_NOT_FOUND');

/** App cycles in Plane's v1 shape, newest first (Plane's `-created_at`). */
async function presentV1Cycles(db: Database, actor: ProjectActor, listed: Cycle[]) {
  const rows = await v1CycleRows(
    db,
    actor.project.id,
    listed.map((cycle) => cycle.id),
  );
  const counts = new Map(listed.map((cycle) => [cycle.id, v1CountsOf(cycle)]));
  return rows
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id.localeCompare(a.id))
    .map((row) => presentV1Cycle(row, counts.get(row.id)));
}

/** One cycle of the project in v1 shape (archived ones only when `archived` allows). */
async function v1Cycle(db: Database, actor: ProjectActor, cycleId: string, archived = true) {
  const record = await requireCycle(db, actor, cycleId);
  if (!archived && record.cycle.archived_at) throw cycleNotFound();
  const [cycle] = await presentCycles(db, [record]);
  if (!cycle) throw cycleNotFound();
  return presentV1Cycle(record.cycle, v1CountsOf(cycle));
}

/** The cycle's items as Plane's CycleIssue rows. */
async function v1CycleIssues(db: Database, cycleId: string) {
  const rows = await cycleItemRows(db, cycleId);
  return rows.map((row) => presentV1CycleIssue(cycleId, row));
}

/**
 * Cycles in Plane's v1 shape (`P/cycles/` and its items, transfer, archive), served by the
 * cycles domain's services: guests read, members and admins write, every route of a project
 * whose cycles are off answers 403, as the app API.
 */
export const v1CyclesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preValidation', refuseWhenFeatureOff('cycles'));
  const project = '/api/v1/workspaces/:slug/projects/:projectId/';
  const base = `${project}cycles/`;
  const one = `${base}:pk/`;
  const child = `${base}:cycleId/`;
  const guest = { access: { projectRole: ROLE.guest } } as const;
  const member = { access: { projectRole: ROLE.member } } as const;

  app.get(
    base,
    {
      config: guest,
      schema: {
        params: V1ProjectParamsSchema,
        querystring: V1CycleListQuerySchema,
        response: { 200: z.union([v1PageSchema(V1CycleSchema), z.array(V1CycleSchema)]) },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const { cycle_view: view } = request.query;
      const listed = await listCycles({ db, actor, view });
      const cycles = await presentV1Cycles(db, actor, listed);
      // Plane answers the current cycle(s) as a plain list, every other view as a page.
      return view === 'current' ? cycles : paginateV1(cycles, request.query);
    },
  );

  app.post(
    base,
    {
      config: member,
      schema: {
        params: V1ProjectParamsSchema,
        body: V1CreateCycleBodySchema,
        response: { 201: V1CycleSchema },
      },
    },
    async (request, reply) => {
      const actor = projectActorOf(request);
      const { body } = request;
      const created = await createCycle({
        db,
        actor,
        body: {
          name: body.name,
          description: body.description,
          start_date: body.start_date,
          end_date: body.end_date,
          owned_by_id: body.owned_by,
        },
      });
      return reply.code(201).send(await v1Cycle(db, actor, created.id));
    },
  );

  app.get(
    one,
    { config: guest, schema: { params: V1CycleParamsSchema, response: { 200: V1CycleSchema } } },
    async (request) => v1Cycle(db, projectActorOf(request), request.params.pk, false),
  );

  app.patch(
    one,
    {
      config: member,
      schema: {
        params: V1CycleParamsSchema,
        body: V1UpdateCycleBodySchema,
        response: { 200: V1CycleSchema },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const { body } = request;
      await updateCycle({
        db,
        actor,
        cycleId: request.params.pk,
        body: {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(body.start_date === undefined ? {} : { start_date: body.start_date }),
          ...(body.end_date === undefined ? {} : { end_date: body.end_date }),
          ...(body.owned_by === undefined ? {} : { owned_by_id: body.owned_by }),
          ...(body.sort_order === undefined ? {} : { sort_order: body.sort_order }),
        },
      });
      return v1Cycle(db, actor, request.params.pk);
    },
  );

  app.delete(
    one,
    { config: member, schema: { params: V1CycleParamsSchema } },
    async (request, reply) => {
      await deleteCycle({ db, actor: projectActorOf(request), cycleId: request.params.pk });
      return reply.code(204).send();
    },
  );

  app.get(
    `${child}cycle-issues/`,
    {
      config: guest,
      schema: {
        params: V1CycleChildParamsSchema,
        querystring: V1ContainerItemsQuerySchema,
        response: { 200: v1PageSchema(V1WorkItemFieldsSchema) },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const { cycle } = await requireCycle(db, actor, request.params.cycleId);
      return listV1ContainerItems({
        db,
        actor,
        container: { cycleId: cycle.id },
        query: request.query,
      });
    },
  );

  app.post(
    `${child}cycle-issues/`,
    {
      config: member,
      schema: {
        params: V1CycleChildParamsSchema,
        body: V1CycleIssuesBodySchema,
        response: { 200: z.array(V1CycleIssueSchema) },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const cycleId = request.params.cycleId;
      await addCycleItems({ db, actor, cycleId, itemIds: request.body.issues });
      const { cycle } = await requireCycle(db, actor, cycleId);
      return v1CycleIssues(db, cycle.id);
    },
  );

  app.get(
    `${child}cycle-issues/:issueId/`,
    {
      config: guest,
      schema: { params: V1CycleIssueParamsSchema, response: { 200: V1CycleIssueSchema } },
    },
    async (request) => {
      const { cycle } = await requireCycle(db, projectActorOf(request), request.params.cycleId);
      const [row] = await cycleItemRows(db, cycle.id, request.params.issueId);
      if (!row) throw new AppError('WORK_ITEM_NOT_FOUND');
      return presentV1CycleIssue(cycle.id, row);
    },
  );

  app.delete(
    `${child}cycle-issues/:issueId/`,
    { config: member, schema: { params: V1CycleIssueParamsSchema } },
    async (request, reply) => {
      await removeCycleItem({
        db,
        actor: projectActorOf(request),
        cycleId: request.params.cycleId,
        itemId: request.params.issueId,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    `${child}transfer-issues/`,
    {
      config: member,
      schema: {
        params: V1CycleChildParamsSchema,
        body: V1TransferCycleIssuesBodySchema,
        response: { 200: V1MessageSchema },
      },
    },
    async (request) => {
      await transferCycleItems({
        db,
        actor: projectActorOf(request),
        cycleId: request.params.cycleId,
        targetId: request.body.new_cycle_id,
      });
      return { message: 'Success' };
    },
  );

  app.post(
    `${child}archive/`,
    { config: member, schema: { params: V1CycleChildParamsSchema } },
    async (request, reply) => {
      await archiveCycle({ db, actor: projectActorOf(request), cycleId: request.params.cycleId });
      return reply.code(204).send();
    },
  );

  app.get(
    `${project}archived-cycles/`,
    {
      config: guest,
      schema: {
        params: V1ProjectParamsSchema,
        querystring: V1PageQuerySchema,
        response: { 200: v1PageSchema(V1CycleSchema) },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const listed = await listArchivedCycles(db, actor);
      return paginateV1(await presentV1Cycles(db, actor, listed), request.query);
    },
  );

  app.delete(
    `${project}archived-cycles/:cycleId/unarchive/`,
    { config: member, schema: { params: V1CycleChildParamsSchema } },
    async (request, reply) => {
      await restoreCycle({ db, actor: projectActorOf(request), cycleId: request.params.cycleId });
      return reply.code(204).send();
    },
  );
};

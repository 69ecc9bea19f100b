import {
  CycleAnalyticsQuerySchema,
  CycleAnalyticsSchema,
  CycleArchiveResponseSchema,
  CycleBurndownSchema,
  CycleFavoriteSchema,
  CycleIssueParamsSchema,
  CycleIssuesBodySchema,
  CycleParamsSchema,
  CycleProgressSchema,
  FavoriteCycleBodySchema,
  FavoriteCycleParamsSchema,
  ProjectScopeParamsSchema,
  ROLE,
  TransferCycleIssuesBodySchema,
} from '@keel/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { refuseWhenFeatureOff } from '#server/plugins/project-features';
import { projectActorOf } from '#server/plugins/project-actor';
import {
  addCycleItems,
  archiveCycle,
  favoriteCycle,
  removeCycleItem,
  restoreCycle,
  transferCycleItems,
  unfavoriteCycle,
} from './cycle-actions.service';
import { cycleAnalytics, cycleBurndown, cycleProgress } from './cycle-progress.service';
import { requireCycle } from './cycles.service';

const ChangedItemsSchema = z.object({ changed: z.array(z.string()) });
const MovedItemsSchema = z.object({ moved: z.array(z.string()) });

/** A cycle's items, transfer, archive, favorites and progress (guests read, members write). */
export const cycleActionsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preValidation', refuseWhenFeatureOff('cycles'));
  const project = '/api/workspaces/:slug/projects/:projectId/';
  const one = `${project}cycles/:cycleId/`;
  const member = { access: { projectRole: ROLE.member } };
  const guest = { access: { projectRole: ROLE.guest } };

  app.post(
    `${one}cycle-issues/`,
    {
      config: member,
      schema: {
        params: CycleParamsSchema,
        body: CycleIssuesBodySchema,
        response: { 200: ChangedItemsSchema },
      },
    },
    async (request) =>
      addCycleItems({
        db,
        actor: projectActorOf(request),
        cycleId: request.params.cycleId,
        itemIds: request.body.issues,
      }),
  );

  app.delete(
    `${one}cycle-issues/:issueId/`,
    { config: member, schema: { params: CycleIssueParamsSchema } },
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
    `${one}transfer-issues/`,
    {
      config: member,
      schema: {
        params: CycleParamsSchema,
        body: TransferCycleIssuesBodySchema,
        response: { 200: MovedItemsSchema },
      },
    },
    async (request) =>
      transferCycleItems({
        db,
        actor: projectActorOf(request),
        cycleId: request.params.cycleId,
        targetId: request.body.new_cycle_id,
      }),
  );

  app.post(
    `${one}archive/`,
    {
      config: member,
      schema: { params: CycleParamsSchema, response: { 200: CycleArchiveResponseSchema } },
    },
    async (request) =>
      archiveCycle({ db, actor: projectActorOf(request), cycleId: request.params.cycleId }),
  );

  app.delete(
    `${one}archive/`,
    { config: member, schema: { params: CycleParamsSchema } },
    async (request, reply) => {
      await restoreCycle({ db, actor: projectActorOf(request), cycleId: request.params.cycleId });
      return reply.code(204).send();
    },
  );

  app.post(
    `${project}user-favorite-cycles/`,
    {
      config: guest,
      schema: {
        params: ProjectScopeParamsSchema,
        body: FavoriteCycleBodySchema,
        response: { 201: CycleFavoriteSchema },
      },
    },
    async (request, reply) => {
      const favorite = await favoriteCycle({
        db,
        actor: projectActorOf(request),
        cycleId: request.body.cycle,
      });
      return reply.code(201).send(favorite);
    },
  );

  app.delete(
    `${project}user-favorite-cycles/:cycleId/`,
    { config: guest, schema: { params: FavoriteCycleParamsSchema } },
    async (request, reply) => {
      await unfavoriteCycle({
        db,
        actor: projectActorOf(request),
        cycleId: request.params.cycleId,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    `${one}progress/`,
    {
      config: guest,
      schema: { params: CycleParamsSchema, response: { 200: CycleProgressSchema } },
    },
    async (request) => {
      const { cycle } = await requireCycle(db, projectActorOf(request), request.params.cycleId);
      return cycleProgress(db, cycle);
    },
  );

  app.get(
    `${one}analytics/`,
    {
      config: guest,
      schema: {
        params: CycleParamsSchema,
        querystring: CycleAnalyticsQuerySchema,
        response: { 200: CycleAnalyticsSchema },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const { cycle } = await requireCycle(db, actor, request.params.cycleId);
      return cycleAnalytics(db, actor, cycle, request.query.type);
    },
  );

  app.get(
    `${one}cycle-progress/`,
    {
      config: guest,
      schema: { params: CycleParamsSchema, response: { 200: CycleBurndownSchema } },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const { cycle } = await requireCycle(db, actor, request.params.cycleId);
      return cycleBurndown(db, actor, cycle);
    },
  );
};

import {
  CreateIntakeItemBodySchema,
  IntakeItemDetailSchema,
  IntakeItemPageSchema,
  IntakeItemParamsSchema,
  IntakeItemSchema,
  IntakeListQuerySchema,
  IntakeSchema,
  ProjectScopeParamsSchema,
  ROLE,
  UpdateIntakeItemBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import {
  createIntakeItem,
  deleteIntakeItem,
  describeIntake,
  getIntakeItem,
  listIntakeItems,
  updateIntakeItem,
} from './intake.service';

/**
 * A project's intake (spec §7), under Plane's `intake-issues/` and the `inbox-issues/` spelling
 * its web app still calls: any project member may ask (guests see only their own requests),
 * members and admins triage, the author or an admin removes.
 */
export const intakeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const segment of ['intakes', 'inboxes'])
    app.get(
      `/api/workspaces/:slug/projects/:projectId/${segment}/`,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: { params: ProjectScopeParamsSchema, response: { 200: z.array(IntakeSchema) } },
      },
      async (request) => describeIntake({ db, actor: projectActorOf(request) }),
    );

  for (const segment of ['intake-issues', 'inbox-issues']) {
    const base = `/api/workspaces/:slug/projects/:projectId/${segment}/`;
    const one = `${base}:id/`;

    app.get(
      base,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: {
          params: ProjectScopeParamsSchema,
          querystring: IntakeListQuerySchema,
          response: { 200: IntakeItemPageSchema },
        },
      },
      async (request) =>
        listIntakeItems({ db, actor: projectActorOf(request), query: request.query }),
    );

    app.post(
      base,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: {
          params: ProjectScopeParamsSchema,
          body: CreateIntakeItemBodySchema,
          response: { 201: IntakeItemSchema },
        },
      },
      async (request, reply) => {
        const created = await createIntakeItem({
          db,
          actor: projectActorOf(request),
          body: request.body,
        });
        return reply.code(201).send(created);
      },
    );

    app.get(
      one,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: { params: IntakeItemParamsSchema, response: { 200: IntakeItemDetailSchema } },
      },
      async (request) =>
        getIntakeItem({ db, actor: projectActorOf(request), id: request.params.id }),
    );

    app.patch(
      one,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: {
          params: IntakeItemParamsSchema,
          body: UpdateIntakeItemBodySchema,
          response: { 200: IntakeItemSchema },
        },
      },
      async (request) =>
        updateIntakeItem({
          db,
          actor: projectActorOf(request),
          id: request.params.id,
          body: request.body,
        }),
    );

    app.delete(
      one,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: { params: IntakeItemParamsSchema },
      },
      async (request, reply) => {
        await deleteIntakeItem({ db, actor: projectActorOf(request), id: request.params.id });
        return reply.code(204).send();
      },
    );
  }
};

import {
  AddModuleItemsBodySchema,
  ModuleItemParamsSchema,
  ModuleItemsResultSchema,
  ModuleParamsSchema,
  ROLE,
  SetWorkItemModulesBodySchema,
  WorkItemModulesParamsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { refuseWhenFeatureOff } from '#server/plugins/project-features';
import { projectActorOf } from '#server/plugins/project-actor';
import {
  addItemsToModule,
  deleteModule,
  removeItemFromModule,
  setItemModules,
} from './module-items.service';

/**
 * Which work items a module holds, and deleting a module (which empties it), all through the
 * work-items membership kernel. Members and admins only. `GET modules/{id}/issues/` (the module's
 * work-item list) belongs to the work-items list, not here.
 */
export const moduleItemsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', refuseWhenFeatureOff('modules'));
  const one = '/api/workspaces/:slug/projects/:projectId/modules/:moduleId/';
  const member = { access: { projectRole: ROLE.member } } as const;

  app.delete(
    one,
    { config: member, schema: { params: ModuleParamsSchema } },
    async (request, reply) => {
      await deleteModule({ db, actor: projectActorOf(request), moduleId: request.params.moduleId });
      return reply.code(204).send();
    },
  );

  // Plane's web client says `issues/`; its older spelling `module-issues/` is accepted too.
  for (const items of [`${one}issues/`, `${one}module-issues/`]) {
    app.post(
      items,
      {
        config: member,
        schema: {
          params: ModuleParamsSchema,
          body: AddModuleItemsBodySchema,
          response: { 201: ModuleItemsResultSchema },
        },
      },
      async (request, reply) => {
        await addItemsToModule({
          db,
          actor: projectActorOf(request),
          moduleId: request.params.moduleId,
          itemIds: request.body.issues,
        });
        return reply.code(201).send({ message: 'success' });
      },
    );

    app.delete(
      `${items}:issueId/`,
      { config: member, schema: { params: ModuleItemParamsSchema } },
      async (request, reply) => {
        await removeItemFromModule({
          db,
          actor: projectActorOf(request),
          moduleId: request.params.moduleId,
          itemId: request.params.issueId,
        });
        return reply.code(204).send();
      },
    );
  }

  app.post(
    '/api/workspaces/:slug/projects/:projectId/issues/:id/modules/',
    {
      config: member,
      schema: {
        params: WorkItemModulesParamsSchema,
        body: SetWorkItemModulesBodySchema,
        response: { 201: ModuleItemsResultSchema },
      },
    },
    async (request, reply) => {
      await setItemModules({
        db,
        actor: projectActorOf(request),
        itemId: request.params.id,
        add: request.body.modules ?? [],
        remove: request.body.removed_modules ?? [],
      });
      return reply.code(201).send({ message: 'success' });
    },
  );
};

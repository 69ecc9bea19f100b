import {
  CreateModuleBodySchema,
  FavoriteModuleBodySchema,
  ModuleArchiveResultSchema,
  ModuleDetailSchema,
  ModuleListSchema,
  ModuleParamsSchema,
  ModuleSchema,
  ModuleFavoriteSchema,
  ProjectScopeParamsSchema,
  ROLE,
  SlugParamsSchema,
  UpdateModuleBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { refuseWhenFeatureOff } from '#server/plugins/project-features';
import { requireWorkspace } from '#server/plugins/access';
import { projectActorOf } from '#server/plugins/project-actor';
import {
  archiveModule,
  favoriteModule,
  restoreModule,
  unfavoriteModule,
} from './module-archive.service';
import {
  createModule,
  getModule,
  listModules,
  listModulesOfWorkspace,
  updateModule,
} from './modules.service';

const PROJECT = '/api/workspaces/:slug/projects/:projectId';
const guest = { access: { projectRole: ROLE.guest } } as const;
const member = { access: { projectRole: ROLE.member } } as const;

/**
 * Modules (Plane's ModuleViewSet and friends): guests read, members and admins write; every route
 * of a project whose modules are off answers 403.
 */
export const modulesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', refuseWhenFeatureOff('modules'));
  const list = `${PROJECT}/modules/`;
  const one = `${list}:moduleId/`;

  app.get(
    '/api/workspaces/:slug/modules/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: SlugParamsSchema, response: { 200: ModuleListSchema } },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return listModulesOfWorkspace({ db, workspaceId: workspace.id, userId: user.id });
    },
  );

  app.get(
    list,
    {
      config: guest,
      schema: { params: ProjectScopeParamsSchema, response: { 200: ModuleListSchema } },
    },
    async (request) => listModules({ db, actor: projectActorOf(request), scope: 'active' }),
  );

  app.post(
    list,
    {
      config: member,
      schema: {
        params: ProjectScopeParamsSchema,
        body: CreateModuleBodySchema,
        response: { 201: ModuleSchema },
      },
    },
    async (request, reply) => {
      const module = await createModule({ db, actor: projectActorOf(request), body: request.body });
      return reply.code(201).send(module);
    },
  );

  app.get(
    one,
    {
      config: guest,
      schema: { params: ModuleParamsSchema, response: { 200: ModuleDetailSchema } },
    },
    async (request) =>
      getModule({ db, actor: projectActorOf(request), moduleId: request.params.moduleId }),
  );

  for (const [method, body] of [
    ['PATCH', UpdateModuleBodySchema],
    ['PUT', CreateModuleBodySchema],
  ] as const)
    app.route({
      method,
      url: one,
      config: member,
      schema: { params: ModuleParamsSchema, body, response: { 200: ModuleSchema } },
      handler: async (request) =>
        updateModule({
          db,
          actor: projectActorOf(request),
          moduleId: request.params.moduleId,
          body: request.body,
        }),
    });

  app.post(
    `${one}archive/`,
    {
      config: member,
      schema: { params: ModuleParamsSchema, response: { 200: ModuleArchiveResultSchema } },
    },
    async (request) =>
      archiveModule({ db, actor: projectActorOf(request), moduleId: request.params.moduleId }),
  );

  app.delete(
    `${one}archive/`,
    { config: member, schema: { params: ModuleParamsSchema } },
    async (request, reply) => {
      await restoreModule({
        db,
        actor: projectActorOf(request),
        moduleId: request.params.moduleId,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    `${PROJECT}/archived-modules/`,
    {
      config: guest,
      schema: { params: ProjectScopeParamsSchema, response: { 200: ModuleListSchema } },
    },
    async (request) => listModules({ db, actor: projectActorOf(request), scope: 'archived' }),
  );

  app.get(
    `${PROJECT}/archived-modules/:moduleId/`,
    {
      config: guest,
      schema: { params: ModuleParamsSchema, response: { 200: ModuleDetailSchema } },
    },
    async (request) =>
      getModule({
        db,
        actor: projectActorOf(request),
        moduleId: request.params.moduleId,
        scope: 'archived',
      }),
  );

  app.post(
    `${PROJECT}/user-favorite-modules/`,
    {
      config: guest,
      schema: {
        params: ProjectScopeParamsSchema,
        body: FavoriteModuleBodySchema,
        response: { 201: ModuleFavoriteSchema },
      },
    },
    async (request, reply) => {
      const favorite = await favoriteModule({
        db,
        actor: projectActorOf(request),
        moduleId: request.body.module,
      });
      return reply.code(201).send(favorite);
    },
  );

  app.delete(
    `${PROJECT}/user-favorite-modules/:moduleId/`,
    { config: guest, schema: { params: ModuleParamsSchema } },
    async (request, reply) => {
      await unfavoriteModule({
        db,
        actor: projectActorOf(request),
        moduleId: request.params.moduleId,
      });
      return reply.code(204).send();
    },
  );
};

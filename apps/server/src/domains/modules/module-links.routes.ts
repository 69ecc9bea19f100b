import {
  CreateModuleLinkBodySchema,
  ModuleLinkListSchema,
  ModuleLinkParamsSchema,
  ModuleLinkSchema,
  ModuleParamsSchema,
  ROLE,
  UpdateModuleLinkBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { refuseWhenFeatureOff } from '#server/plugins/project-features';
import { projectActorOf } from '#server/plugins/project-actor';
import {
  createModuleLink,
  deleteModuleLink,
  getModuleLink,
  listModuleLinks,
  updateModuleLink,
} from './module-links.service';

/** A module's links (Plane's ModuleLinkViewSet): guests read, members and admins change them. */
export const moduleLinksRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', refuseWhenFeatureOff('modules'));
  const links = '/api/workspaces/:slug/projects/:projectId/modules/:moduleId/module-links/';
  const one = `${links}:linkId/`;
  const guest = { access: { projectRole: ROLE.guest } } as const;
  const member = { access: { projectRole: ROLE.member } } as const;

  app.get(
    links,
    {
      config: guest,
      schema: { params: ModuleParamsSchema, response: { 200: ModuleLinkListSchema } },
    },
    async (request) =>
      listModuleLinks({ db, actor: projectActorOf(request), moduleId: request.params.moduleId }),
  );

  app.post(
    links,
    {
      config: member,
      schema: {
        params: ModuleParamsSchema,
        body: CreateModuleLinkBodySchema,
        response: { 201: ModuleLinkSchema },
      },
    },
    async (request, reply) => {
      const link = await createModuleLink({
        db,
        actor: projectActorOf(request),
        moduleId: request.params.moduleId,
        body: request.body,
      });
      return reply.code(201).send(link);
    },
  );

  app.get(
    one,
    {
      config: guest,
      schema: { params: ModuleLinkParamsSchema, response: { 200: ModuleLinkSchema } },
    },
    async (request) =>
      getModuleLink({
        db,
        actor: projectActorOf(request),
        moduleId: request.params.moduleId,
        linkId: request.params.linkId,
      }),
  );

  app.patch(
    one,
    {
      config: member,
      schema: {
        params: ModuleLinkParamsSchema,
        body: UpdateModuleLinkBodySchema,
        response: { 200: ModuleLinkSchema },
      },
    },
    async (request) =>
      updateModuleLink({
        db,
        actor: projectActorOf(request),
        moduleId: request.params.moduleId,
        linkId: request.params.linkId,
        body: request.body,
      }),
  );

  app.delete(
    one,
    { config: member, schema: { params: ModuleLinkParamsSchema } },
    async (request, reply) => {
      await deleteModuleLink({
        db,
        actor: projectActorOf(request),
        moduleId: request.params.moduleId,
        linkId: request.params.linkId,
      });
      return reply.code(204).send();
    },
  );
};

import {
  AppError,
  type Module,
  ROLE,
  V1ContainerItemsQuerySchema,
  V1CreateModuleBodySchema,
  type V1CreateModuleBody,
  V1ModuleChildParamsSchema,
  V1ModuleIssueParamsSchema,
  V1ModuleIssueSchema,
  V1ModuleIssuesBodySchema,
  V1ModuleParamsSchema,
  V1ModuleSchema,
  V1PageQuerySchema,
  V1ProjectParamsSchema,
  V1UpdateModuleBodySchema,
  V1WorkItemFieldsSchema,
  v1PageSchema,
} from '@keel/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import {
  addItemsToModule,
  archiveModule,
  createModule,
  deleteModule,
  listModules,
  presentModules,
  removeItemFromModule,
  requireModule,
  restoreModule,
  updateModule,
} from '#server/domains/modules';
import { type ProjectActor, projectActorOf } from '#server/plugins/project-actor';
import { refuseWhenFeatureOff } from '#server/plugins/project-features';
import { paginateV1 } from './pagination';
import { presentV1Module } from './presenters';
import { presentV1ModuleIssue, v1CountsOf } from './presenters/planning-items';
import { listV1ContainerItems } from './v1-container-items';
import { moduleItemRows, v1ModuleRows } from './v1-planning.queries';

/** App modules in Plane's v1 shape, newest first (Plane's `-created_at`). */
async function presentV1Modules(db: Database, actor: ProjectActor, listed: Module[]) {
  const rows = await v1ModuleRows(
    db,
    actor.project.id,
    listed.map((module) => module.id),
  );
  const byId = new Map(listed.map((module) => [module.id, module]));
  return rows
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id.localeCompare(a.id))
    .map((row) => {
      const module = byId.get(row.id);
      return presentV1Module(row, module?.member_ids, module && v1CountsOf(module));
    });
}

/** One module of the project in v1 shape (`scope` 'active' leaves archived ones out, as Plane). */
async function v1Module(
  db: Database,
  actor: ProjectActor,
  moduleId: string,
  scope: 'active' | 'any' = 'any',
) {
  const row = await requireModule(db, actor, moduleId, scope);
  const [module] = await presentModules(db, [row], actor.userId);
  return presentV1Module(row, module?.member_ids, module && v1CountsOf(module));
}

/** The v1 body with the app's names (`lead_id`, `member_ids`); importers' external ids are not kept. */
function appModuleBody(body: Partial<V1CreateModuleBody>) {
  const { lead, members, external_id: _id, external_source: _source, ...rest } = body;
  return {
    ...rest,
    ...(lead === undefined ? {} : { lead_id: lead }),
    ...(members === undefined ? {} : { member_ids: members }),
  };
}

/** The module's items as Plane's ModuleIssue rows. */
async function v1ModuleIssues(db: Database, moduleId: string) {
  const rows = await moduleItemRows(db, moduleId);
  return rows.map((row) => presentV1ModuleIssue(moduleId, row));
}

/**
 * Modules in Plane's v1 shape (`P/modules/` and its items and archive), served by the modules
 * domain's services: guests read, members and admins write, every route of a project whose
 * modules are off answers 403, as the app API.
 */
export const v1ModulesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preValidation', refuseWhenFeatureOff('modules'));
  const project = '/api/v1/workspaces/:slug/projects/:projectId/';
  const base = `${project}modules/`;
  const one = `${base}:pk/`;
  const items = `${base}:moduleId/module-issues/`;
  const guest = { access: { projectRole: ROLE.guest } } as const;
  const member = { access: { projectRole: ROLE.member } } as const;

  app.get(
    base,
    {
      config: guest,
      schema: {
        params: V1ProjectParamsSchema,
        querystring: V1PageQuerySchema,
        response: { 200: v1PageSchema(V1ModuleSchema) },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const listed = await listModules({ db, actor, scope: 'active' });
      return paginateV1(await presentV1Modules(db, actor, listed), request.query);
    },
  );

  app.post(
    base,
    {
      config: member,
      schema: {
        params: V1ProjectParamsSchema,
        body: V1CreateModuleBodySchema,
        response: { 201: V1ModuleSchema },
      },
    },
    async (request, reply) => {
      const actor = projectActorOf(request);
      const { name, ...rest } = request.body;
      const created = await createModule({ db, actor, body: { name, ...appModuleBody(rest) } });
      return reply.code(201).send(await v1Module(db, actor, created.id));
    },
  );

  app.get(
    one,
    { config: guest, schema: { params: V1ModuleParamsSchema, response: { 200: V1ModuleSchema } } },
    async (request) => v1Module(db, projectActorOf(request), request.params.pk, 'active'),
  );

  app.patch(
    one,
    {
      config: member,
      schema: {
        params: V1ModuleParamsSchema,
        body: V1UpdateModuleBodySchema,
        response: { 200: V1ModuleSchema },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const moduleId = request.params.pk;
      await updateModule({ db, actor, moduleId, body: appModuleBody(request.body) });
      return v1Module(db, actor, moduleId);
    },
  );

  app.delete(
    one,
    { config: member, schema: { params: V1ModuleParamsSchema } },
    async (request, reply) => {
      await deleteModule({ db, actor: projectActorOf(request), moduleId: request.params.pk });
      return reply.code(204).send();
    },
  );

  app.get(
    items,
    {
      config: guest,
      schema: {
        params: V1ModuleChildParamsSchema,
        querystring: V1ContainerItemsQuerySchema,
        response: { 200: v1PageSchema(V1WorkItemFieldsSchema) },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const module = await requireModule(db, actor, request.params.moduleId);
      return listV1ContainerItems({
        db,
        actor,
        container: { moduleId: module.id },
        query: request.query,
      });
    },
  );

  app.post(
    items,
    {
      config: member,
      schema: {
        params: V1ModuleChildParamsSchema,
        body: V1ModuleIssuesBodySchema,
        response: { 200: z.array(V1ModuleIssueSchema) },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const { moduleId } = request.params;
      await addItemsToModule({ db, actor, moduleId, itemIds: request.body.issues });
      const module = await requireModule(db, actor, moduleId);
      return v1ModuleIssues(db, module.id);
    },
  );

  app.delete(
    `${items}:issueId/`,
    { config: member, schema: { params: V1ModuleIssueParamsSchema } },
    async (request, reply) => {
      const actor = projectActorOf(request);
      const { moduleId, issueId } = request.params;
      const module = await requireModule(db, actor, moduleId);
      const rows = await moduleItemRows(db, module.id);
      // Plane answers 404 for an item that is not in the module.
      if (!rows.some((row) => row.work_item_id === issueId))
        throw new AppError('WORK_ITEM_NOT_FOUND');
      await removeItemFromModule({ db, actor, moduleId: module.id, itemId: issueId });
      return reply.code(204).send();
    },
  );

  app.post(
    `${one}archive/`,
    { config: member, schema: { params: V1ModuleParamsSchema } },
    async (request, reply) => {
      await archiveModule({ db, actor: projectActorOf(request), moduleId: request.params.pk });
      return reply.code(204).send();
    },
  );

  app.get(
    `${project}archived-modules/`,
    {
      config: guest,
      schema: {
        params: V1ProjectParamsSchema,
        querystring: V1PageQuerySchema,
        response: { 200: v1PageSchema(V1ModuleSchema) },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const listed = await listModules({ db, actor, scope: 'archived' });
      return paginateV1(await presentV1Modules(db, actor, listed), request.query);
    },
  );

  app.delete(
    `${project}archived-modules/:pk/unarchive/`,
    { config: member, schema: { params: V1ModuleParamsSchema } },
    async (request, reply) => {
      await restoreModule({ db, actor: projectActorOf(request), moduleId: request.params.pk });
      return reply.code(204).send();
    },
  );
};

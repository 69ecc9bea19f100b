import {
  CreatePageBodySchema,
  MovePageBodySchema,
  PAGE_DESCRIPTION_MAX_BYTES,
  PageAccessBodySchema,
  PageArchivedSchema,
  PageDescriptionBodySchema,
  PageDetailSchema,
  PageListSchema,
  PageParamsSchema,
  PageVersionDetailSchema,
  PageVersionListSchema,
  PageVersionParamsSchema,
  PagesSummarySchema,
  ProjectScopeParamsSchema,
  ROLE,
  UpdatePageBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '#server/plugins/project-actor';
import {
  createPage,
  deletePage,
  duplicatePage,
  favoritePage,
  getPage,
  listPages,
  movePage,
  pagesSummary,
  setPageAccess,
  setPageArchived,
  setPageLocked,
  unfavoritePage,
  updatePage,
} from './pages.service';
import {
  getPageVersion,
  listPageVersions,
  readPageDocument,
  restorePageVersion,
  writePageDocument,
} from './page-documents.service';

const PROJECT = '/api/workspaces/:slug/projects/:projectId';
const PAGE = `${PROJECT}/pages/:pageId`;
/** Any project member reaches the routes; the page rules (spec §6) are the service's. */
const config = { access: { projectRole: ROLE.guest } } as const;
/** Base64 makes a document a third larger; the JSON around it adds its HTML. */
const DOCUMENT_BODY_LIMIT = PAGE_DESCRIPTION_MAX_BYTES * 3;

/** A project's pages (spec §7, Plane's PageViewSet and friends). */
export const pagesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    `${PROJECT}/pages/`,
    { config, schema: { params: ProjectScopeParamsSchema, response: { 200: PageListSchema } } },
    async (request) => listPages(db, projectActorOf(request)),
  );
  app.get(
    `${PROJECT}/archived-pages/`,
    { config, schema: { params: ProjectScopeParamsSchema, response: { 200: PageListSchema } } },
    async (request) =>
      (await listPages(db, projectActorOf(request))).filter((page) => page.archived_at !== null),
  );
  app.get(
    `${PROJECT}/pages-summary/`,
    { config, schema: { params: ProjectScopeParamsSchema, response: { 200: PagesSummarySchema } } },
    async (request) => pagesSummary(db, projectActorOf(request)),
  );
  app.post(
    `${PROJECT}/pages/`,
    {
      config,
      schema: {
        params: ProjectScopeParamsSchema,
        body: CreatePageBodySchema,
        response: { 201: PageDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPage(db, projectActorOf(request), request.body)),
  );
  app.get(
    `${PAGE}/`,
    { config, schema: { params: PageParamsSchema, response: { 200: PageDetailSchema } } },
    async (request) => getPage(db, projectActorOf(request), request.params.pageId),
  );
  app.patch(
    `${PAGE}/`,
    {
      config,
      schema: {
        params: PageParamsSchema,
        body: UpdatePageBodySchema,
        response: { 200: PageDetailSchema },
      },
    },
    async (request) => updatePage(db, projectActorOf(request), request.params.pageId, request.body),
  );
  app.delete(
    `${PAGE}/`,
    { config, schema: { params: PageParamsSchema } },
    async (request, reply) => {
      await deletePage(db, projectActorOf(request), request.params.pageId);
      return reply.code(204).send();
    },
  );
  app.post(
    `${PAGE}/access/`,
    { config, schema: { params: PageParamsSchema, body: PageAccessBodySchema } },
    async (request, reply) => {
      await setPageAccess(db, projectActorOf(request), request.params.pageId, request.body.access);
      return reply.code(204).send();
    },
  );
  for (const [method, isLocked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    app.route({
      method,
      url: `${PAGE}/lock/`,
      config,
      schema: { params: PageParamsSchema },
      handler: async (request, reply) => {
        await setPageLocked(db, projectActorOf(request), request.params.pageId, isLocked);
        return reply.code(204).send();
      },
    });
  app.post(
    `${PAGE}/archive/`,
    { config, schema: { params: PageParamsSchema, response: { 200: PageArchivedSchema } } },
    async (request) => {
      const archived = await setPageArchived(
        db,
        projectActorOf(request),
        request.params.pageId,
        true,
      );
      if (archived === null) throw new Error('An archived page has its archived_at');
      return archived;
    },
  );
  app.delete(
    `${PAGE}/archive/`,
    { config, schema: { params: PageParamsSchema } },
    async (request, reply) => {
      await setPageArchived(db, projectActorOf(request), request.params.pageId, false);
      return reply.code(204).send();
    },
  );
  for (const [method, isFavorite] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    app.route({
      method,
      url: `${PROJECT}/favorite-pages/:pageId/`,
      config,
      schema: { params: PageParamsSchema },
      handler: async (request, reply) => {
        const actor = projectActorOf(request);
        if (isFavorite) await favoritePage(db, actor, request.params.pageId);
        else await unfavoritePage(db, actor, request.params.pageId);
        return reply.code(204).send();
      },
    });
  app.post(
    `${PAGE}/duplicate/`,
    { config, schema: { params: PageParamsSchema, response: { 201: PageDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await duplicatePage(db, projectActorOf(request), request.params.pageId)),
  );
  app.post(
    `${PAGE}/move/`,
    { config, schema: { params: PageParamsSchema, body: MovePageBodySchema } },
    async (request, reply) => {
      await movePage(
        db,
        projectActorOf(request),
        request.params.pageId,
        request.body.new_project_id,
      );
      return reply.code(204).send();
    },
  );
  app.get(
    `${PAGE}/description/`,
    { config, schema: { params: PageParamsSchema } },
    async (request, reply) => {
      const document = await readPageDocument(db, projectActorOf(request), request.params.pageId);
      return reply
        .type('application/octet-stream')
        .header('content-disposition', 'attachment; filename="page_description.bin"')
        .send(document);
    },
  );
  app.patch(
    `${PAGE}/description/`,
    {
      config,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: { params: PageParamsSchema, body: PageDescriptionBodySchema },
    },
    async (request) => {
      await writePageDocument(db, projectActorOf(request), request.params.pageId, request.body);
      return { message: 'Updated successfully' };
    },
  );
  app.get(
    `${PAGE}/versions/`,
    { config, schema: { params: PageParamsSchema, response: { 200: PageVersionListSchema } } },
    async (request) => listPageVersions(db, projectActorOf(request), request.params.pageId),
  );
  app.get(
    `${PAGE}/versions/:versionId/`,
    {
      config,
      schema: { params: PageVersionParamsSchema, response: { 200: PageVersionDetailSchema } },
    },
    async (request) =>
      getPageVersion(db, projectActorOf(request), request.params.pageId, request.params.versionId),
  );
  app.post(
    `${PAGE}/versions/:versionId/restore/`,
    { config, schema: { params: PageVersionParamsSchema, response: { 200: PageDetailSchema } } },
    async (request) =>
      restorePageVersion(
        db,
        projectActorOf(request),
        request.params.pageId,
        request.params.versionId,
      ),
  );
};

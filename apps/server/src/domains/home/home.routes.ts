import {
  CreateQuickLinkBodySchema,
  CreateStickyBodySchema,
  QuickLinkListSchema,
  QuickLinkParamsSchema,
  QuickLinkSchema,
  RecentVisitListSchema,
  RecentVisitQuerySchema,
  ROLE,
  SlugParamsSchema,
  StickyListQuerySchema,
  StickyPageSchema,
  StickyParamsSchema,
  StickySchema,
  UpdateQuickLinkBodySchema,
  UpdateStickyBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { homeOwnerOf } from './home-owner';
import {
  createQuickLink,
  deleteQuickLink,
  getQuickLink,
  listQuickLinks,
  updateQuickLink,
} from './quick-links.service';
import { listRecentVisits } from './recent-visits.service';
import {
  createSticky,
  deleteSticky,
  getSticky,
  listStickies,
  updateSticky,
} from './stickies.service';

/**
 * Each member's own stickies, quick links and recent visits in a workspace (Plane's
 * WorkspaceStickyViewSet, QuickLinkViewSet, UserRecentVisitViewSet). Guests keep theirs too; no
 * one sees or changes another person's.
 */
export const homeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const access = { access: { workspaceRole: ROLE.guest } } as const;
  const stickiesUrl = '/api/workspaces/:slug/stickies/';
  const linksUrl = '/api/workspaces/:slug/quick-links/';

  app.post(
    stickiesUrl,
    {
      config: access,
      schema: {
        params: SlugParamsSchema,
        body: CreateStickyBodySchema,
        response: { 201: StickySchema },
      },
    },
    async (request, reply) => {
      const sticky = await createSticky({ db, owner: homeOwnerOf(request), body: request.body });
      return reply.code(201).send(sticky);
    },
  );

  app.get(
    stickiesUrl,
    {
      config: access,
      schema: {
        params: SlugParamsSchema,
        querystring: StickyListQuerySchema,
        response: { 200: StickyPageSchema },
      },
    },
    async (request) => listStickies({ db, owner: homeOwnerOf(request), query: request.query }),
  );

  app.get(
    `${stickiesUrl}:stickyId/`,
    { config: access, schema: { params: StickyParamsSchema, response: { 200: StickySchema } } },
    async (request) => getSticky({ db, owner: homeOwnerOf(request), id: request.params.stickyId }),
  );

  app.patch(
    `${stickiesUrl}:stickyId/`,
    {
      config: access,
      schema: {
        params: StickyParamsSchema,
        body: UpdateStickyBodySchema,
        response: { 200: StickySchema },
      },
    },
    async (request) =>
      updateSticky({
        db,
        owner: homeOwnerOf(request),
        id: request.params.stickyId,
        body: request.body,
      }),
  );

  app.delete(
    `${stickiesUrl}:stickyId/`,
    { config: access, schema: { params: StickyParamsSchema } },
    async (request, reply) => {
      await deleteSticky({ db, owner: homeOwnerOf(request), id: request.params.stickyId });
      return reply.code(204).send();
    },
  );

  app.get(
    linksUrl,
    {
      config: access,
      schema: { params: SlugParamsSchema, response: { 200: QuickLinkListSchema } },
    },
    async (request) => listQuickLinks({ db, owner: homeOwnerOf(request) }),
  );

  app.post(
    linksUrl,
    {
      config: access,
      schema: {
        params: SlugParamsSchema,
        body: CreateQuickLinkBodySchema,
        response: { 201: QuickLinkSchema },
      },
    },
    async (request, reply) => {
      const link = await createQuickLink({ db, owner: homeOwnerOf(request), body: request.body });
      return reply.code(201).send(link);
    },
  );

  app.get(
    `${linksUrl}:linkId/`,
    {
      config: access,
      schema: { params: QuickLinkParamsSchema, response: { 200: QuickLinkSchema } },
    },
    async (request) => getQuickLink({ db, owner: homeOwnerOf(request), id: request.params.linkId }),
  );

  app.patch(
    `${linksUrl}:linkId/`,
    {
      config: access,
      schema: {
        params: QuickLinkParamsSchema,
        body: UpdateQuickLinkBodySchema,
        response: { 200: QuickLinkSchema },
      },
    },
    async (request) =>
      updateQuickLink({
        db,
        owner: homeOwnerOf(request),
        id: request.params.linkId,
        body: request.body,
      }),
  );

  app.delete(
    `${linksUrl}:linkId/`,
    { config: access, schema: { params: QuickLinkParamsSchema } },
    async (request, reply) => {
      await deleteQuickLink({ db, owner: homeOwnerOf(request), id: request.params.linkId });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/workspaces/:slug/recent-visits/',
    {
      config: access,
      schema: {
        params: SlugParamsSchema,
        querystring: RecentVisitQuerySchema,
        response: { 200: RecentVisitListSchema },
      },
    },
    async (request) =>
      listRecentVisits({
        db,
        owner: homeOwnerOf(request),
        entityName: request.query.entity_name,
      }),
  );
};

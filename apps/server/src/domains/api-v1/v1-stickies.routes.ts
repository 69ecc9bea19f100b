import {
  ROLE,
  STICKY_DEFAULT_PAGE_SIZE,
  STICKY_MAX_PAGE_SIZE,
  type Sticky,
  type V1Sticky,
  V1StickyBodySchema,
  V1StickyListQuerySchema,
  V1StickyParamsSchema,
  V1StickySchema,
  V1WorkspaceParamsSchema,
  v1PageSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import {
  createSticky,
  deleteSticky,
  getSticky,
  homeOwnerOf,
  listStickies,
  updateSticky,
} from '#server/domains/home';
import { readV1Page, v1Envelope } from './pagination';

/** Plane's StickySerializer: the app's sticky, never soft-deleted, with no binary form. */
function presentV1Sticky(sticky: Sticky): V1Sticky {
  return { ...sticky, deleted_at: null, description_binary: null };
}

/**
 * The caller's own stickies in a workspace (Plane's v1 StickyViewSet, a DRF router: list, create,
 * retrieve, partial update, destroy), through the app's stickies service: every member, guests
 * too, keeps their own; another person's sticky is a 404. The list is a v1 page of 20 by default
 * (Plane's `default_per_page`), in the app's order (highest sort_order first, so newest first
 * until reordered); `query` searches names and text.
 */
export const v1StickiesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const config = { access: { workspaceRole: ROLE.guest } };
  const base = '/api/v1/workspaces/:slug/stickies/';
  const one = `${base}:pk/`;

  app.get(
    base,
    {
      config,
      schema: {
        params: V1WorkspaceParamsSchema,
        querystring: V1StickyListQuerySchema,
        response: { 200: v1PageSchema(V1StickySchema) },
      },
    },
    async (request) => {
      const { cursor, per_page: perPage, query } = request.query;
      const asked = readV1Page({ cursor, per_page: perPage ?? STICKY_DEFAULT_PAGE_SIZE });
      const page = { ...asked, perPage: Math.min(asked.perPage, STICKY_MAX_PAGE_SIZE) };
      const listed = await listStickies({
        db,
        owner: homeOwnerOf(request),
        query: { cursor: `${String(page.perPage)}:${String(page.page)}:0`, query },
      });
      return v1Envelope(page, listed.total_results, listed.results.map(presentV1Sticky));
    },
  );

  app.post(
    base,
    {
      config,
      schema: {
        params: V1WorkspaceParamsSchema,
        body: V1StickyBodySchema,
        response: { 201: V1StickySchema },
      },
    },
    async (request, reply) => {
      const sticky = await createSticky({ db, owner: homeOwnerOf(request), body: request.body });
      return reply.code(201).send(presentV1Sticky(sticky));
    },
  );

  app.get(
    one,
    { config, schema: { params: V1StickyParamsSchema, response: { 200: V1StickySchema } } },
    async (request) =>
      presentV1Sticky(await getSticky({ db, owner: homeOwnerOf(request), id: request.params.pk })),
  );

  app.patch(
    one,
    {
      config,
      schema: {
        params: V1StickyParamsSchema,
        body: V1StickyBodySchema,
        response: { 200: V1StickySchema },
      },
    },
    async (request) =>
      presentV1Sticky(
        await updateSticky({
          db,
          owner: homeOwnerOf(request),
          id: request.params.pk,
          body: request.body,
        }),
      ),
  );

  app.delete(one, { config, schema: { params: V1StickyParamsSchema } }, async (request, reply) => {
    await deleteSticky({ db, owner: homeOwnerOf(request), id: request.params.pk });
    return reply.code(204).send();
  });
};

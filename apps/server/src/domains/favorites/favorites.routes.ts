import {
  CreateFavoriteBodySchema,
  FavoriteListQuerySchema,
  FavoriteListSchema,
  FavoriteParamsSchema,
  FavoriteSchema,
  ROLE,
  SlugParamsSchema,
  UpdateFavoriteBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import { requireWorkspace } from '#server/plugins/access';
import type { FavoriteViewer } from './favorite-entities';
import {
  changeFavorite,
  createFavorite,
  listFavorites,
  listFolderFavorites,
  removeFavorite,
} from './favorites.service';

const LIST = '/api/workspaces/:slug/user-favorites/';
const ONE = `${LIST}:favoriteId/`;
/** Plane opens favorites to workspace admins and members; guests are refused. */
const members = { access: { workspaceRole: ROLE.member } } as const;

function viewerOf(request: FastifyRequest): FavoriteViewer {
  const { user, workspace } = requireWorkspace(request);
  return { userId: user.id, workspaceId: workspace.id };
}

/** The caller's favorites with folders (Plane's WorkspaceFavoriteEndpoint and its group). */
export const favoritesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    LIST,
    {
      config: members,
      schema: {
        params: SlugParamsSchema,
        querystring: FavoriteListQuerySchema,
        response: { 200: FavoriteListSchema },
      },
    },
    async (request) =>
      listFavorites({ db, viewer: viewerOf(request), all: request.query.all === 'true' }),
  );

  app.post(
    LIST,
    {
      config: members,
      schema: {
        params: SlugParamsSchema,
        body: CreateFavoriteBodySchema,
        response: { 200: FavoriteSchema },
      },
    },
    async (request) => createFavorite({ db, viewer: viewerOf(request), body: request.body }),
  );

  app.patch(
    ONE,
    {
      config: members,
      schema: {
        params: FavoriteParamsSchema,
        body: UpdateFavoriteBodySchema,
        response: { 200: FavoriteSchema },
      },
    },
    async (request) =>
      changeFavorite({
        db,
        viewer: viewerOf(request),
        favoriteId: request.params.favoriteId,
        body: request.body,
      }),
  );

  app.delete(
    ONE,
    { config: members, schema: { params: FavoriteParamsSchema } },
    async (request, reply) => {
      await removeFavorite({
        db,
        viewer: viewerOf(request),
        favoriteId: request.params.favoriteId,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    `${ONE}group/`,
    {
      config: members,
      schema: { params: FavoriteParamsSchema, response: { 200: FavoriteListSchema } },
    },
    async (request) =>
      listFolderFavorites({
        db,
        viewer: viewerOf(request),
        favoriteId: request.params.favoriteId,
      }),
  );
};

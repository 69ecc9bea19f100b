import {
  type CreateFavoriteBody,
  type Favorite,
  FavoriteListSchema,
  FavoriteSchema,
  type UpdateFavoriteBody,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function favoritesUrl(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/user-favorites/`;
}

function favoriteUrl(slug: string, favoriteId: string): string {
  return `${favoritesUrl(slug)}${encodeURIComponent(favoriteId)}/`;
}

/** Every favorite of the signed-in person in the workspace, folders and what is in them. */
export function listFavorites(api: ApiClient, slug: string): Promise<Favorite[]> {
  return api.get(favoritesUrl(slug), { query: { all: 'true' }, schema: FavoriteListSchema });
}

/** A folder, or a favorite of an entity; an existing favorite of that entity is answered as it is. */
export function createFavorite(
  api: ApiClient,
  slug: string,
  body: CreateFavoriteBody,
): Promise<Favorite> {
  return api.post(favoritesUrl(slug), body, { schema: FavoriteSchema });
}

/** Moves (parent, sequence) or renames a favorite. */
export function updateFavorite(
  api: ApiClient,
  slug: string,
  favoriteId: string,
  body: UpdateFavoriteBody,
): Promise<Favorite> {
  return api.patch(favoriteUrl(slug, favoriteId), body, { schema: FavoriteSchema });
}

/** Removes a favorite; a folder goes with what it holds. */
export function deleteFavorite(api: ApiClient, slug: string, favoriteId: string): Promise<unknown> {
  return api.delete(favoriteUrl(slug, favoriteId));
}

import type { DomainPlugin } from '#server/domains/domain';
import { registerBuiltInFavoriteEntities } from './built-in-entities';
import { favoritesRoutes } from './favorites.routes';

export {
  registerFavoriteEntity,
  type FavoriteEntity,
  type FavoriteViewer,
} from './favorite-entities';
export { addEntityFavorite } from './favorites.queries';

registerBuiltInFavoriteEntities();

/**
 * The favorites domain: the caller's favorites with folders. Each kind of entity a favorite can
 * point at registers itself (registerFavoriteEntity); project, cycle and module are built in.
 */
export const favoritesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(favoritesRoutes, { db });
};

import type { DomainPlugin } from '#server/domains/domain';
import { registerViewFavorites } from './view-favorites';
import { viewItemsRoutes } from './view-items.routes';
import { viewsRoutes } from './views.routes';

registerViewFavorites();

/** The saved views domain: project and workspace views, their favorites and item lists. */
export const viewsDomain: DomainPlugin = async (app, { db }) => {
  await app.register(viewsRoutes, { db });
  await app.register(viewItemsRoutes, { db });
};

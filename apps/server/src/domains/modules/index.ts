import type { DomainPlugin } from '#server/domains/domain';
import { moduleItemsRoutes } from './module-items.routes';
import { moduleLinksRoutes } from './module-links.routes';
import { modulesRoutes } from './modules.routes';

/** The modules domain: its routes, registered by app.ts. */
export const modulesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(modulesRoutes, { db });
  await app.register(moduleLinksRoutes, { db });
  await app.register(moduleItemsRoutes, { db });
};

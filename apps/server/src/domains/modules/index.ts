import type { DomainPlugin } from '#server/domains/domain';
import { moduleItemsRoutes } from './module-items.routes';
import { moduleLinksRoutes } from './module-links.routes';
import { modulesRoutes } from './modules.routes';

export { archiveModule, restoreModule } from './module-archive.service';
export { addItemsToModule, deleteModule, removeItemFromModule } from './module-items.service';
export { presentModules } from './module-present';
export { createModule, listModules, requireModule, updateModule } from './modules.service';

/** The modules domain: its routes, registered by app.ts. */
export const modulesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(modulesRoutes, { db });
  await app.register(moduleLinksRoutes, { db });
  await app.register(moduleItemsRoutes, { db });
};

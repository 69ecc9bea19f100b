import type { DomainPlugin } from '#server/domains/domain';
import { cataloguesRoutes } from './catalogues.routes';

/** The catalogues domain: its routes, registered by app.ts. */
export const cataloguesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(cataloguesRoutes, { db });
};

import type { DomainPlugin } from '#server/domains/domain';
import { searchRoutes } from './search.routes';

export { escapeLike } from './search-text';

/** The search domain: its routes, registered by app.ts. */
export const searchDomain: DomainPlugin = async (app, { db }) => {
  await app.register(searchRoutes, { db });
};

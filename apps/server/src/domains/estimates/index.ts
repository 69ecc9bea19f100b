import type { DomainPlugin } from '#server/domains/domain';
import { estimatesRoutes } from './estimates.routes';

/** The estimates domain: its routes, registered by app.ts. */
export const estimatesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(estimatesRoutes, { db });
};

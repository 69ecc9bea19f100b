import type { DomainPlugin } from '#server/domains/domain';
import { healthRoutes } from './health.routes';

/** The health domain: its routes, registered by app.ts. */
export const healthDomain: DomainPlugin = async (app, { db }) => {
  await app.register(healthRoutes, { db });
};

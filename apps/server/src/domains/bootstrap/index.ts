import type { DomainPlugin } from '#server/domains/domain';
import { bootstrapRoutes } from './bootstrap.routes';

/** The bootstrap domain: a first visit's data in one request, registered by app.ts. */
export const bootstrapDomain: DomainPlugin = async (app) => {
  await app.register(bootstrapRoutes);
};

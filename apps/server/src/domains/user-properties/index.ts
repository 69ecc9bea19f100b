import type { DomainPlugin } from '#server/domains/domain';
import { userPropertiesRoutes } from './user-properties.routes';
import { containerPropertiesRoutes } from './container-properties.routes';

/** The user-properties domain: its routes, registered by app.ts. */
export const userPropertiesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(userPropertiesRoutes, { db });
  await app.register(containerPropertiesRoutes, { db });
};

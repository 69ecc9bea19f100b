import type { DomainPlugin } from '#server/domains/domain';
import { userPropertiesRoutes } from './user-properties.routes';

/** The user-properties domain: its routes, registered by app.ts. */
export const userPropertiesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(userPropertiesRoutes, { db });
};

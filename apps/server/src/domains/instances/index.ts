import type { DomainPlugin } from '#server/domains/domain';
import { instancesRoutes } from './instances.routes';
import { instanceAdminRoutes } from './instance-admin.routes';

export { registerInstance } from './instances.service';

/** The instances domain: its routes, registered by app.ts. */
export const instancesDomain: DomainPlugin = async (app, { db, config }) => {
  await app.register(instancesRoutes, { db, config });
  await app.register(instanceAdminRoutes, { db, config });
};

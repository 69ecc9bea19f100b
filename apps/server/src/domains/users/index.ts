import type { DomainPlugin } from '#server/domains/domain';
import { usersRoutes } from './users.routes';

export { findOrCreateProfile, updateProfile } from './users.queries';
export { presentUser } from './users.service';

/** The users domain: its routes, registered by app.ts. */
export const usersDomain: DomainPlugin = async (app, { db, config }) => {
  await app.register(usersRoutes, { db, config });
};

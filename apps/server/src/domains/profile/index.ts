import type { DomainPlugin } from '#server/domains/domain';
import { profileRoutes } from './profile.routes';

/** The profile domain: people's stats and activity, own activity and the workspace report. */
export const profileDomain: DomainPlugin = async (app, { db }) => {
  await app.register(profileRoutes, { db });
};

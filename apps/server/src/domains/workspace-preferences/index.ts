import type { DomainPlugin } from '#server/domains/domain';
import { workspacePreferencesRoutes } from './workspace-preferences.routes';

/** The workspace-preferences domain: its routes, registered by app.ts. */
export const workspacePreferencesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(workspacePreferencesRoutes, { db });
};

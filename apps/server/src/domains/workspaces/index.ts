import type { DomainPlugin } from '#server/domains/domain';
import { workspacesRoutes } from './workspaces.routes';

/** The workspaces domain: its routes, registered by app.ts. */
export const workspacesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(workspacesRoutes, { db });
};

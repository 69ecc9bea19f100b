import type { DomainPlugin } from '#server/domains/domain';
import { cycleActionsRoutes } from './cycle-actions.routes';
import { cyclesRoutes } from './cycles.routes';

/** The cycles domain: its routes, registered by app.ts. */
export const cyclesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(cyclesRoutes, { db });
  await app.register(cycleActionsRoutes, { db });
};

import type { DomainPlugin } from '#server/domains/domain';
import { cycleActionsRoutes } from './cycle-actions.routes';
import { cyclesRoutes } from './cycles.routes';

export {
  createCycle,
  deleteCycle,
  listArchivedCycles,
  listCycles,
  presentCycles,
  requireCycle,
  updateCycle,
} from './cycles.service';
export {
  addCycleItems,
  archiveCycle,
  removeCycleItem,
  restoreCycle,
  transferCycleItems,
} from './cycle-actions.service';

/** The cycles domain: its routes, registered by app.ts. */
export const cyclesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(cyclesRoutes, { db });
  await app.register(cycleActionsRoutes, { db });
};

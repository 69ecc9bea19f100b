import type { DomainPlugin } from '#server/domains/domain';
import { dashboardRoutes } from './dashboard.routes';
import { homeRoutes } from './home.routes';

export { recordVisit } from './recent-visits.service';
export { homeOwnerOf } from './home-owner';
export {
  createSticky,
  deleteSticky,
  getSticky,
  listStickies,
  updateSticky,
} from './stickies.service';

/** The home domain: stickies, quick links, recent visits and the home dashboard. */
export const homeDomain: DomainPlugin = async (app, { db }) => {
  await app.register(homeRoutes, { db });
  await app.register(dashboardRoutes, { db });
};

import type { DomainPlugin } from '#server/domains/domain';
import { estimatesRoutes } from './estimates.routes';

export {
  createEstimate,
  createPoint,
  deleteEstimate,
  deletePoint,
  listProjectEstimates,
  updateEstimate,
  updatePoint,
} from './estimates.service';

/** The estimates domain: its routes, registered by app.ts. */
export const estimatesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(estimatesRoutes, { db });
};

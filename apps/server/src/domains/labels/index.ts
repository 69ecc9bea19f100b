import type { DomainPlugin } from '#server/domains/domain';
import { labelsRoutes } from './labels.routes';

export { createLabel, deleteLabel, getLabel, listLabels, updateLabel } from './labels.service';

/** The labels domain: its routes, registered by app.ts. */
export const labelsDomain: DomainPlugin = async (app, { db }) => {
  await app.register(labelsRoutes, { db });
};

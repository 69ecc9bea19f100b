import type { DomainPlugin } from '#server/domains/domain';
import { statesRoutes } from './states.routes';

export { createState, deleteState, editState, listStates, stateSlug } from './states.service';

/** The states domain: its routes, registered by app.ts. */
export const statesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(statesRoutes, { db });
};

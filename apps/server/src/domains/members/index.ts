import type { DomainPlugin } from '#server/domains/domain';
import { membersRoutes } from './members.routes';

export {
  findActiveWorkspaceOfUser,
  findFirstActiveWorkspace,
  upsertActiveMembership,
} from './members.queries';
export { listMembers, toRole } from './members.service';

/** The members domain: its routes, registered by app.ts. */
export const membersDomain: DomainPlugin = async (app, { db }) => {
  await app.register(membersRoutes, { db });
};

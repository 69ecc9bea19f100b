import type { DomainPlugin } from '#server/domains/domain';
import { invitationsRoutes } from './invitations.routes';

export {
  changeInvitationRole,
  getInvitation,
  inviteMembers,
  listInvitations,
  revokeInvitation,
} from './invitations.service';

/** The invitations domain: its routes, registered by app.ts. */
export const invitationsDomain: DomainPlugin = async (app, { db, config }) => {
  await app.register(invitationsRoutes, { db, config });
};

import { useRootStore } from '#web/app/store-context';
import type { InvitationsStore } from './invitations-store';

/** Invitations received and sent. The domain's store, for its components (instead of reaching into the root store). */
export function useInvitations(): InvitationsStore {
  return useRootStore().invitations;
}

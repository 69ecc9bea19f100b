import { useRootStore } from '#web/app/store-context';
import type { MembersStore } from './members-store';

/** Workspace members, per workspace. The domain's store, for its components (instead of reaching into the root store). */
export function useMembers(): MembersStore {
  return useRootStore().members;
}

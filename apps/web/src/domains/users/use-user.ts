import { useRootStore } from '#web/app/store-context';
import type { UserStore } from './user-store';

/** The signed-in person and their profile. The domain's store, for its components (instead of reaching into the root store). */
export function useUser(): UserStore {
  return useRootStore().user;
}

import { useRootStore } from '#web/app/store-context';
import type { InstanceAdminStore } from './instance-admin-store';

/** The instance admin's settings. The domain's store, for its components (instead of reaching into the root store). */
export function useInstanceAdmin(): InstanceAdminStore {
  return useRootStore().instanceAdmin;
}

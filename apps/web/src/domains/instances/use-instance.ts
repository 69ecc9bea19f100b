import { useRootStore } from '#web/app/store-context';
import type { InstanceStore } from './instance-store';

/** The instance's public configuration (set up or not, sign-in methods, limits). The domain's store, for its components (instead of reaching into the root store). */
export function useInstance(): InstanceStore {
  return useRootStore().instance;
}

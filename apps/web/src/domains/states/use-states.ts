import { useRootStore } from '#web/app/store-context';
import type { StatesStore } from './states-store';

/** Each project's states. The domain's store, for its components (instead of reaching into the root store). */
export function useStates(): StatesStore {
  return useRootStore().states;
}

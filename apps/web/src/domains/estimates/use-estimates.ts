import { useRootStore } from '#web/app/store-context';
import type { EstimatesStore } from './estimates-store';

/** Each project's estimates. The domain's store, for its components (instead of reaching into the root store). */
export function useEstimates(): EstimatesStore {
  return useRootStore().estimates;
}

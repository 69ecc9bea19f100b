import { useRootStore } from '#web/app/store-context';
import type { CyclesLookupStore } from './cycles-lookup';

/** Each project's cycles as work-item screens, the palette and the sidebar name them. */
export function useCycleLookups(): CyclesLookupStore {
  return useRootStore().cycleLookups;
}

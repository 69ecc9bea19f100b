import { useRootStore } from '#web/app/store-context';
import type { LabelsStore } from './labels-store';

/** Each project's labels. The domain's store, for its components (instead of reaching into the root store). */
export function useLabels(): LabelsStore {
  return useRootStore().labels;
}

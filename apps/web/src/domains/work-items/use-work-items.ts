import { useRootStore } from '#web/app/store-context';
import { type WorkItemsStore } from './work-items-store';

/** Every work item the client holds. The domain's store, for its components (instead of reaching into the root store). */
export function useWorkItems(): WorkItemsStore {
  return useRootStore().workItems;
}

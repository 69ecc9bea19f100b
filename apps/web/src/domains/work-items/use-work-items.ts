import { useRootStore } from '#web/app/store-context';
import type { WorkItem } from '@keel/core';
import type { WorkItemsStore } from './work-items-store';

/** Every work item the client holds. The domain's store, for its components (instead of reaching into the root store). */
export function useWorkItems(): WorkItemsStore {
  return useRootStore().workItems;
}

/** One work item as the client holds it, or undefined before it is read (observed in an observer). */
export function useWorkItem(id: string): WorkItem | undefined {
  return useWorkItems().get(id);
}

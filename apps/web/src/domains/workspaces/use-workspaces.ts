import { useRootStore } from '#web/app/store-context';
import type { WorkspacesStore } from './workspaces-store';

/** The signed-in person's workspaces. The domain's store, for its components (instead of reaching into the root store). */
export function useWorkspaces(): WorkspacesStore {
  return useRootStore().workspaces;
}

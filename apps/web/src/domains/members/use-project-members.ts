import { useRootStore } from '#web/app/store-context';
import type { ProjectMembersStore } from './project-members-store';

/** Project members, per project. The domain's store, for its components (instead of reaching into the root store). */
export function useProjectMembers(): ProjectMembersStore {
  return useRootStore().projectMembers;
}

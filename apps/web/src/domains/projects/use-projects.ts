import { useRootStore } from '#web/app/store-context';
import type { ProjectsStore } from './projects-store';

/** The workspaces' projects. The domain's store, for its components (instead of reaching into the root store). */
export function useProjects(): ProjectsStore {
  return useRootStore().projects;
}

import { useRootStore } from '#web/app/store-context';
import type { ModulesStore } from './modules-store';

/** The modules of every loaded project (screen, sidebar, pickers). */
export function useModules(): ModulesStore {
  return useRootStore().modules;
}

import type { RealtimeDispatcher } from '#web/domains/realtime/realtime-dispatcher';
import type { LocalCacheStore } from './local-cache-store';

/**
 * The cache's realtime handlers: held items reach it through the work-items store, but a change
 * to an item no list holds (or to a state, label, cycle or module) only says the project moved
 * on, so its next visit syncs at once instead of waiting out the resync interval; a resync after
 * a gap says the same of every project.
 */
export function registerLocalCacheRealtime(
  dispatcher: RealtimeDispatcher,
  localCache: LocalCacheStore,
): void {
  dispatcher.on(['work_item', 'state', 'label', 'cycle', 'module'], (event) => {
    if (event.project_id !== null) localCache.noteRemoteChange(event.project_id);
  });
  dispatcher.onWorkspaceResync(() => {
    localCache.noteRemoteChange(null);
  });
}

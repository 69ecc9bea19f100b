import { useEffect } from 'react';
import { useRootStore } from '#web/app/store-context';
import type { LocalCacheStore } from './local-cache-store';
import type { OfflineQueue } from './offline-queue';

/** The browser's cache of work items: its flag and statuses, for the indicator and the setting. */
export function useLocalCache(): LocalCacheStore {
  return useRootStore().localCache;
}

/**
 * Tells the cache which workspace's screens are shown (null: none, or not known yet), so that a
 * workspace synced before opens its database at once.
 */
export function useLocalCacheWorkspace(slug: string | null): void {
  const localCache = useLocalCache();
  useEffect(() => {
    if (slug === null) return;
    localCache.enterWorkspace(slug);
    return () => {
      localCache.leaveWorkspace(slug);
    };
  }, [localCache, slug]);
}

/** The writes waiting offline (their count and whether they are being sent), for the indicator. */
export function useOfflineQueue(): OfflineQueue {
  return useRootStore().offlineQueue;
}

import type { ApiClient } from '#web/lib/api-client';
import { fetchWorkItemDetail } from '#web/domains/work-items/detail/work-item-detail-api';
import { createWorkItem, updateWorkItem } from '#web/domains/work-items/work-items-api';
import type { WorkItemsStore } from '#web/domains/work-items/work-items-store';
import type { LocalCacheStore } from './local-cache-store';
import { OfflineQueue } from './offline-queue';

/**
 * Builds the offline queue over the page's stores: work-item writes go through it (it is their
 * pipeline's transport), and it keeps what waits in the cache's database of the open workspace.
 */
export function createOfflineQueue(options: {
  api: ApiClient;
  localCache: LocalCacheStore;
  workItems: WorkItemsStore;
  notify: (message: string) => void;
}): OfflineQueue {
  const { api, localCache, workItems } = options;
  const queue = new OfflineQueue({
    outboxOf: (slug) => localCache.outboxOf(slug),
    requests: {
      create: (slug, record) => createWorkItem(api, slug, record.projectId, record.body),
      read: (slug, projectId, id) => fetchWorkItemDetail(api, slug, projectId, id),
      update: (slug, projectId, id, patch) => updateWorkItem(api, slug, projectId, id, patch),
    },
    items: {
      created: (item) => {
        workItems.upsertMany([item]);
      },
      gone: (ids) => {
        workItems.removeRemote(ids);
      },
      refetch: (slug, projectId, ids) => workItems.refetch(slug, projectId, ids),
      holdFields: (id, fields) => workItems.holdFields(id, fields),
    },
    notify: options.notify,
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  });
  workItems.mutations.useTransport(queue);
  localCache.onOutbox((slug, entries) => {
    queue.opened(slug, entries);
  });
  return queue;
}

/**
 * Sends what waits as soon as the server can be reached again: the browser's online event, or
 * the realtime connection going live (a server that was down is back). Answers the function that
 * stops listening.
 */
export function sendWhenBack(queue: OfflineQueue, isLive: (onLive: () => void) => () => void) {
  const online = () => {
    queue.replay();
  };
  window.addEventListener('online', online);
  const stopLive = isLive(online);
  return () => {
    window.removeEventListener('online', online);
    stopLive();
  };
}

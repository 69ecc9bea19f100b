import { useEffect, useRef } from 'react';
import { useRootStore } from '#web/app/store-context';
import type { RealtimeConnection } from './realtime-connection';
import type { RealtimeRegistry, WorkItemChangeCallback, WorkItemTopic } from './realtime-registry';

/**
 * Keeps the page subscribed to a workspace's realtime events while its screens are shown; null
 * (the workspace is not known yet, or the viewer is not a member) subscribes to nothing.
 */
export function useRealtimeWorkspace(slug: string | null): void {
  const { realtime } = useRootStore();
  useEffect(() => {
    if (slug === null) return;
    realtime.subscribe(slug);
    return () => {
      realtime.unsubscribe(slug);
    };
  }, [realtime, slug]);
}

/**
 * Calls `callback` when a realtime event about the item's topics arrives, or with null after a
 * resync. The latest callback is used without registering again on every render.
 */
export function useWorkItemChange(
  workItemId: string | null,
  topics: readonly WorkItemTopic[],
  callback: WorkItemChangeCallback,
): void {
  const { realtimeWatchers } = useRootStore();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const topicsKey = topics.join(',');
  useEffect(() => {
    if (workItemId === null) return;
    return realtimeWatchers.onWorkItemChange(
      workItemId,
      topicsKey.split(',') as WorkItemTopic[],
      (event) => latest.current(event),
    );
  }, [realtimeWatchers, workItemId, topicsKey]);
}

/** The page's realtime connection (its status, for the indicator). */
export function useRealtimeConnection(): RealtimeConnection {
  return useRootStore().realtime;
}

/** Who shows what: lists and open details register here to hear of realtime changes. */
export function useRealtimeWatchers(): RealtimeRegistry {
  return useRootStore().realtimeWatchers;
}

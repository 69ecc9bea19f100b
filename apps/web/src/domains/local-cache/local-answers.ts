import type { WorkItemListResponse } from '@keel/core';

/** Which side answered a list page: the browser's cache or the server. */
export type ListSource = 'cache' | 'server';

/** Pages the cache answered. */
const pages = new WeakSet<WorkItemListResponse>();

/** Notes a page as the cache's answer. */
export function noteLocalAnswer(page: WorkItemListResponse): void {
  pages.add(page);
}

/**
 * Which side answered the page: shown on the list as data-list-source, and telling the list to
 * keep held items that are as new as the cache's copies (WorkItemsStore.takeFromLocalCache).
 */
export function listSourceOf(page: WorkItemListResponse): ListSource {
  return pages.has(page) ? 'cache' : 'server';
}

import {
  effectiveDisplayFilters,
  firstPageParams,
  type StoredListSettings,
  storedSettingsOf,
  type WorkItemListResponse,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';
import { fetchUserProperties } from '#web/domains/user-properties/user-properties-api';
import { fetchWorkItemPage } from './work-items-api';
import { preloadLayout } from './layout-loaders';

/** What a navigation to a project's work items fetched before the screen was drawn. */
export interface PrefetchedWorkItems {
  settings: StoredListSettings;
  /** The query of the first page, to be used only by a screen that asks for the same one. */
  params: Record<string, string>;
  page: WorkItemListResponse;
}

/** A prefetch not taken within this long is dropped: the data may have changed since. */
const PREFETCH_LIFETIME_MS = 10_000;

const pending = new Map<string, Promise<PrefetchedWorkItems>>();

function keyOf(slug: string, projectId: string): string {
  return `${slug}/${projectId}`;
}

/**
 * Starts fetching a project's list settings and, from them, its first page, as soon as the route
 * is entered: the app shell's own checks (session, workspaces, the project) then run alongside
 * instead of before them. A 401 here sends nobody anywhere; the shell handles sign-in.
 */
export function prefetchProjectWorkItems(api: ApiClient, slug: string, projectId: string): void {
  const key = keyOf(slug, projectId);
  if (pending.has(key)) return;
  const promise = (async () => {
    const settings = storedSettingsOf(await fetchUserProperties(api, slug, projectId, true));
    // The layout's code loads while the first page does and the shell checks the session.
    preloadLayout(effectiveDisplayFilters('project', settings.display_filters).layout);
    // The same query the bootstrap answered ahead of the app (domains/bootstrap on the server).
    const params = firstPageParams('project', settings);
    // The calendar's first page depends on the month it shows: it is not prefetched.
    if (params === null) throw new Error('not prefetched');
    const source = { kind: 'project', projectId } as const;
    const page = await fetchWorkItemPage(api, slug, source, params, undefined, true);
    return { settings, params, page };
  })();
  pending.set(key, promise);
  promise.catch(() => undefined);
  setTimeout(() => {
    if (pending.get(key) === promise) pending.delete(key);
  }, PREFETCH_LIFETIME_MS);
}

/** The prefetch for the project, once: whoever takes it owns it. */
export function takePrefetchedWorkItems(
  slug: string,
  projectId: string,
): Promise<PrefetchedWorkItems> | undefined {
  const key = keyOf(slug, projectId);
  const promise = pending.get(key);
  pending.delete(key);
  return promise;
}

/** Whether two query parameter sets ask for the same page. */
export function sameParams(left: Record<string, string>, right: Record<string, string>): boolean {
  const leftKeys = Object.keys(left);
  return (
    leftKeys.length === Object.keys(right).length &&
    leftKeys.every((key) => left[key] === right[key])
  );
}

import type { WorkItemListResponse } from '@keel/core';
import { useMemo } from 'react';
import { useRootStore } from '#web/app/store-context';
import type { LocalCacheStore } from '#web/domains/local-cache/local-cache-store';
import { useLocalCache } from '#web/domains/local-cache/use-local-cache';
import type { ApiClient } from '#web/lib/api-client';
import {
  type ListSettingsPersistence,
  storedSettingsOf,
} from '../user-properties/work-item-list-settings';
import {
  fetchScopedUserProperties,
  fetchUserProperties,
  saveScopedUserProperties,
  saveUserProperties,
  type ScopedListOwner,
} from '#web/domains/user-properties/user-properties-api';
import { fetchWorkItemPage, type WorkItemListSource } from './work-items-api';

/** What a list screen asks the server: pages of items and the viewer's saved list settings. */
export interface WorkItemListServer {
  /**
   * One page of a list: from the browser's cache when it can answer (a project's list, synced,
   * a query it runs), else from the server (`prefetched` when given: the same page, already
   * asked). Opening a project's list also syncs its cache in the background.
   */
  fetchPage(
    slug: string,
    source: WorkItemListSource,
    params: Record<string, string>,
    signal?: AbortSignal,
    prefetched?: Promise<WorkItemListResponse | undefined>,
  ): Promise<WorkItemListResponse>;
  /**
   * Calls `refresh` when the answer for a list may have changed without a realtime event (the
   * cache caught up with changes made while away); answers the function that stops.
   */
  watch(source: WorkItemListSource, refresh: () => void): () => void;
  /** The settings saved for a project's list, or the workspace's (projectId null). */
  savedSettings(slug: string, projectId: string | null): ListSettingsPersistence;
  /** The settings saved for the list of one cycle or module. */
  scopedSettings(slug: string, owner: ScopedListOwner): ListSettingsPersistence;
}

/** What the list seam asks of the browser's cache. */
export type ListPageCache = Pick<LocalCacheStore, 'answerList' | 'visitProject'>;

/**
 * The one seam list screens read pages through: the cache answers when it can (it says null
 * otherwise, and on its own failures), else the prefetched page, else the server. A project's
 * list, once asked, syncs its cache in the background.
 */
export async function fetchListPage(
  api: ApiClient,
  localCache: ListPageCache,
  request: {
    slug: string;
    source: WorkItemListSource;
    params: Record<string, string>;
    signal?: AbortSignal | undefined;
    prefetched?: Promise<WorkItemListResponse | undefined> | undefined;
  },
): Promise<WorkItemListResponse> {
  const { slug, source, params, signal, prefetched } = request;
  const local = await localCache.answerList(slug, source, params);
  if (source.kind === 'project') localCache.visitProject(slug, source.projectId);
  if (local) return local;
  return (
    (await prefetched?.catch(() => undefined)) ??
    fetchWorkItemPage(api, slug, source, params, signal)
  );
}

/** The list screens' server calls, bound to the page's API client. */
export function useWorkItemListServer(): WorkItemListServer {
  const { api } = useRootStore();
  const localCache = useLocalCache();
  return useMemo(
    () => ({
      fetchPage: (slug, source, params, signal, prefetched) =>
        fetchListPage(api, localCache, { slug, source, params, signal, prefetched }),
      watch: (source, refresh) =>
        source.kind === 'project'
          ? localCache.onProjectChanged(source.projectId, refresh)
          : () => undefined,
      savedSettings: (slug, projectId) => ({
        load: () => fetchUserProperties(api, slug, projectId).then(storedSettingsOf),
        save: (patch) => saveUserProperties(api, slug, projectId, patch).then(storedSettingsOf),
      }),
      scopedSettings: (slug, owner) => ({
        load: () => fetchScopedUserProperties(api, slug, owner).then(storedSettingsOf),
        save: (patch) => saveScopedUserProperties(api, slug, owner, patch).then(storedSettingsOf),
      }),
    }),
    [api, localCache],
  );
}

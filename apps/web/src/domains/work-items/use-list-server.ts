import type { WorkItemListResponse } from '@keel/core';
import { useMemo } from 'react';
import { useRootStore } from '#web/app/store-context';
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
  fetchPage(
    slug: string,
    source: WorkItemListSource,
    params: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<WorkItemListResponse>;
  /** The settings saved for a project's list, or the workspace's (projectId null). */
  savedSettings(slug: string, projectId: string | null): ListSettingsPersistence;
  /** The settings saved for the list of one cycle or module. */
  scopedSettings(slug: string, owner: ScopedListOwner): ListSettingsPersistence;
}

/** The list screens' server calls, bound to the page's API client. */
export function useWorkItemListServer(): WorkItemListServer {
  const { api } = useRootStore();
  return useMemo(
    () => ({
      fetchPage: (slug, source, params, signal) =>
        fetchWorkItemPage(api, slug, source, params, signal),
      savedSettings: (slug, projectId) => ({
        load: () => fetchUserProperties(api, slug, projectId).then(storedSettingsOf),
        save: (patch) => saveUserProperties(api, slug, projectId, patch).then(storedSettingsOf),
      }),
      scopedSettings: (slug, owner) => ({
        load: () => fetchScopedUserProperties(api, slug, owner).then(storedSettingsOf),
        save: (patch) => saveScopedUserProperties(api, slug, owner, patch).then(storedSettingsOf),
      }),
    }),
    [api],
  );
}

import {
  type SidebarPreferenceChange,
  type SidebarPreferences,
  MessageSchema,
  SidebarPreferencesSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function preferencesUrl(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/sidebar-preferences/`;
}

export function fetchSidebarPreferences(api: ApiClient, slug: string): Promise<SidebarPreferences> {
  return api.get(preferencesUrl(slug), { schema: SidebarPreferencesSchema });
}

export function updateSidebarPreferences(
  api: ApiClient,
  slug: string,
  changes: SidebarPreferenceChange[],
): Promise<unknown> {
  return api.patch(preferencesUrl(slug), changes, { schema: MessageSchema });
}

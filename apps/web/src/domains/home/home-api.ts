import {
  type CreateQuickLinkBody,
  type CreateStickyBody,
  type DashboardWidgetData,
  DashboardWidgetDataSchema,
  type HomeDashboard,
  HomeDashboardSchema,
  type HomePreference,
  HomePreferenceListSchema,
  type HomePreferenceKey,
  HomePreferenceSchema,
  type QuickLink,
  QuickLinkListSchema,
  QuickLinkSchema,
  type RecentVisit,
  RecentVisitListSchema,
  type Sticky,
  type StickyPage,
  StickyPageSchema,
  StickySchema,
  type UpdateHomePreferenceBody,
  type UpdateQuickLinkBody,
  type UpdateStickyBody,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function workspaceBase(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}`;
}

export function listQuickLinks(api: ApiClient, slug: string): Promise<QuickLink[]> {
  return api.get(`${workspaceBase(slug)}/quick-links/`, { schema: QuickLinkListSchema });
}

export function createQuickLink(
  api: ApiClient,
  slug: string,
  body: CreateQuickLinkBody,
): Promise<QuickLink> {
  return api.post(`${workspaceBase(slug)}/quick-links/`, body, { schema: QuickLinkSchema });
}

export function updateQuickLink(
  api: ApiClient,
  slug: string,
  linkId: string,
  body: UpdateQuickLinkBody,
): Promise<QuickLink> {
  return api.patch(`${workspaceBase(slug)}/quick-links/${encodeURIComponent(linkId)}/`, body, {
    schema: QuickLinkSchema,
  });
}

export function deleteQuickLink(api: ApiClient, slug: string, linkId: string): Promise<unknown> {
  return api.delete(`${workspaceBase(slug)}/quick-links/${encodeURIComponent(linkId)}/`);
}

/** A page of the person's stickies, newest first; `query` searches their text. */
export function listStickies(
  api: ApiClient,
  slug: string,
  options: { perPage: number; cursor?: string; query?: string },
): Promise<StickyPage> {
  return api.get(`${workspaceBase(slug)}/stickies/`, {
    schema: StickyPageSchema,
    query: { per_page: options.perPage, cursor: options.cursor, query: options.query },
  });
}

export function createSticky(
  api: ApiClient,
  slug: string,
  body: CreateStickyBody,
): Promise<Sticky> {
  return api.post(`${workspaceBase(slug)}/stickies/`, body, { schema: StickySchema });
}

export function updateSticky(
  api: ApiClient,
  slug: string,
  stickyId: string,
  body: UpdateStickyBody,
): Promise<Sticky> {
  return api.patch(`${workspaceBase(slug)}/stickies/${encodeURIComponent(stickyId)}/`, body, {
    schema: StickySchema,
  });
}

export function deleteSticky(api: ApiClient, slug: string, stickyId: string): Promise<unknown> {
  return api.delete(`${workspaceBase(slug)}/stickies/${encodeURIComponent(stickyId)}/`);
}

/** What the person visited last in the workspace: work items, pages and projects. */
export function listRecentVisits(api: ApiClient, slug: string): Promise<RecentVisit[]> {
  return api.get(`${workspaceBase(slug)}/recent-visits/`, { schema: RecentVisitListSchema });
}

/** The home page's widgets: which show, in which order. */
export function listHomePreferences(api: ApiClient, slug: string): Promise<HomePreference[]> {
  return api.get(`${workspaceBase(slug)}/home-preferences/`, {
    schema: HomePreferenceListSchema,
  });
}

export function updateHomePreference(
  api: ApiClient,
  slug: string,
  key: HomePreferenceKey,
  body: UpdateHomePreferenceBody,
): Promise<HomePreference> {
  return api.patch(`${workspaceBase(slug)}/home-preferences/${key}/`, body, {
    schema: HomePreferenceSchema,
  });
}

function dashboardBase(slug: string): string {
  return `/api/users/me/workspaces/${encodeURIComponent(slug)}/dashboard/`;
}

export function fetchHomeDashboard(api: ApiClient, slug: string): Promise<HomeDashboard> {
  return api.get(dashboardBase(slug), {
    schema: HomeDashboardSchema,
    query: { dashboard_type: 'home' },
  });
}

/** One widget's data (the counts by state group of the person's assigned or created items). */
export function fetchWidgetData(
  api: ApiClient,
  slug: string,
  dashboardId: string,
  widgetKey: 'assigned_issues' | 'created_issues',
): Promise<DashboardWidgetData> {
  return api.get(`${dashboardBase(slug)}${encodeURIComponent(dashboardId)}/`, {
    schema: DashboardWidgetDataSchema,
    query: { widget_key: widgetKey },
  });
}

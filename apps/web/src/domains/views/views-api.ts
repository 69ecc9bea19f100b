import {
  type CreateViewBody,
  type UpdateViewBody,
  type View,
  ViewListSchema,
  ViewSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function projectBase(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}`;
}

function viewUrl(slug: string, projectId: string, viewId: string): string {
  return `${projectBase(slug, projectId)}/views/${encodeURIComponent(viewId)}/`;
}

/** The project's views the viewer may see (public ones, and their own private ones). */
export function listViews(api: ApiClient, slug: string, projectId: string): Promise<View[]> {
  return api.get(`${projectBase(slug, projectId)}/views/`, { schema: ViewListSchema });
}

export function fetchView(
  api: ApiClient,
  slug: string,
  projectId: string,
  viewId: string,
): Promise<View> {
  return api.get(viewUrl(slug, projectId, viewId), { schema: ViewSchema });
}

export function createView(
  api: ApiClient,
  slug: string,
  projectId: string,
  body: CreateViewBody,
): Promise<View> {
  return api.post(`${projectBase(slug, projectId)}/views/`, body, { schema: ViewSchema });
}

export function updateView(
  api: ApiClient,
  slug: string,
  projectId: string,
  viewId: string,
  body: UpdateViewBody,
): Promise<View> {
  return api.patch(viewUrl(slug, projectId, viewId), body, { schema: ViewSchema });
}

export function deleteView(
  api: ApiClient,
  slug: string,
  projectId: string,
  viewId: string,
): Promise<unknown> {
  return api.delete(viewUrl(slug, projectId, viewId));
}

export function favoriteView(
  api: ApiClient,
  slug: string,
  projectId: string,
  viewId: string,
): Promise<unknown> {
  return api.post(`${projectBase(slug, projectId)}/user-favorite-views/`, { view: viewId });
}

export function unfavoriteView(
  api: ApiClient,
  slug: string,
  projectId: string,
  viewId: string,
): Promise<unknown> {
  return api.delete(
    `${projectBase(slug, projectId)}/user-favorite-views/${encodeURIComponent(viewId)}/`,
  );
}

function workspaceViewsUrl(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/views/`;
}

/** The workspace's saved (global) views the viewer may see. */
export function listWorkspaceViews(api: ApiClient, slug: string): Promise<View[]> {
  return api.get(workspaceViewsUrl(slug), { schema: ViewListSchema });
}

export function createWorkspaceView(
  api: ApiClient,
  slug: string,
  body: CreateViewBody,
): Promise<View> {
  return api.post(workspaceViewsUrl(slug), body, { schema: ViewSchema });
}

export function updateWorkspaceView(
  api: ApiClient,
  slug: string,
  viewId: string,
  body: UpdateViewBody,
): Promise<View> {
  return api.patch(`${workspaceViewsUrl(slug)}${encodeURIComponent(viewId)}/`, body, {
    schema: ViewSchema,
  });
}

export function deleteWorkspaceView(
  api: ApiClient,
  slug: string,
  viewId: string,
): Promise<unknown> {
  return api.delete(`${workspaceViewsUrl(slug)}${encodeURIComponent(viewId)}/`);
}

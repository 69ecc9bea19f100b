import {
  type CreatePageBody,
  type Page,
  type PageAccess,
  PageArchivedSchema,
  type PageDetail,
  PageDetailSchema,
  PageListSchema,
  type PagesSummary,
  PagesSummarySchema,
  type PageVersion,
  type PageVersionDetail,
  PageVersionDetailSchema,
  PageVersionListSchema,
  type UpdatePageBody,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function projectBase(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}`;
}

function pageUrl(slug: string, projectId: string, pageId: string): string {
  return `${projectBase(slug, projectId)}/pages/${encodeURIComponent(pageId)}/`;
}

/** The project's pages the viewer may see: every level of the tree, archived ones included. */
export function listPages(api: ApiClient, slug: string, projectId: string): Promise<Page[]> {
  return api.get(`${projectBase(slug, projectId)}/pages/`, { schema: PageListSchema });
}

/** How many public, private and archived pages the viewer sees in the project. */
export function fetchPagesSummary(
  api: ApiClient,
  slug: string,
  projectId: string,
): Promise<PagesSummary> {
  return api.get(`${projectBase(slug, projectId)}/pages-summary/`, {
    schema: PagesSummarySchema,
  });
}

export function createPage(
  api: ApiClient,
  slug: string,
  projectId: string,
  body: CreatePageBody,
): Promise<PageDetail> {
  return api.post(`${projectBase(slug, projectId)}/pages/`, body, { schema: PageDetailSchema });
}

export function updatePage(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
  body: UpdatePageBody,
): Promise<PageDetail> {
  return api.patch(pageUrl(slug, projectId, pageId), body, { schema: PageDetailSchema });
}

/** Deletes an archived page; the pages under it move to the top of the tree. */
export function deletePage(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
): Promise<unknown> {
  return api.delete(pageUrl(slug, projectId, pageId));
}

export function setPageAccess(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
  access: PageAccess,
): Promise<unknown> {
  return api.post(`${pageUrl(slug, projectId, pageId)}access/`, { access });
}

/** Archives the page with every page under it; answers when. */
export function archivePage(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
): Promise<{ archived_at: string }> {
  return api.post(`${pageUrl(slug, projectId, pageId)}archive/`, undefined, {
    schema: PageArchivedSchema,
  });
}

/** Restores the page with every page under it. */
export function restorePage(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
): Promise<unknown> {
  return api.delete(`${pageUrl(slug, projectId, pageId)}archive/`);
}

export function lockPage(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
): Promise<unknown> {
  return api.post(`${pageUrl(slug, projectId, pageId)}lock/`);
}

export function unlockPage(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
): Promise<unknown> {
  return api.delete(`${pageUrl(slug, projectId, pageId)}lock/`);
}

function favoriteUrl(slug: string, projectId: string, pageId: string): string {
  return `${projectBase(slug, projectId)}/favorite-pages/${encodeURIComponent(pageId)}/`;
}

export function favoritePage(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
): Promise<unknown> {
  return api.post(favoriteUrl(slug, projectId, pageId));
}

export function unfavoritePage(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
): Promise<unknown> {
  return api.delete(favoriteUrl(slug, projectId, pageId));
}

/** A copy of the page ("<name> (Copy)"), owned by the caller, in the same projects. */
export function duplicatePage(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
): Promise<PageDetail> {
  return api.post(`${pageUrl(slug, projectId, pageId)}duplicate/`, undefined, {
    schema: PageDetailSchema,
  });
}

/** Moves the page, with the pages under it, to another project of the workspace. */
export function movePage(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
  newProjectId: string,
): Promise<unknown> {
  return api.post(`${pageUrl(slug, projectId, pageId)}move/`, {
    new_project_id: newProjectId,
  });
}

/** One page with its document's HTML. */
export function fetchPage(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
): Promise<PageDetail> {
  return api.get(pageUrl(slug, projectId, pageId), { schema: PageDetailSchema });
}

/** The page's versions, newest first. */
export function listPageVersions(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
): Promise<PageVersion[]> {
  return api.get(`${pageUrl(slug, projectId, pageId)}versions/`, {
    schema: PageVersionListSchema,
  });
}

export function fetchPageVersion(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
  versionId: string,
): Promise<PageVersionDetail> {
  return api.get(`${pageUrl(slug, projectId, pageId)}versions/${encodeURIComponent(versionId)}/`, {
    schema: PageVersionDetailSchema,
  });
}

/** Puts a version back: the live document takes its content, as an edit everyone sees. */
export function restorePageVersion(
  api: ApiClient,
  slug: string,
  projectId: string,
  pageId: string,
  versionId: string,
): Promise<PageDetail> {
  return api.post(
    `${pageUrl(slug, projectId, pageId)}versions/${encodeURIComponent(versionId)}/restore/`,
    undefined,
    { schema: PageDetailSchema },
  );
}

import {
  ArchivedAtResponseSchema,
  type BulkOperationProperties,
  type CreateWorkItemBody,
  type IssueDatesBody,
  type UpdateWorkItemBody,
  type WorkItem,
  type WorkItemListResponse,
  WorkItemListResponseSchema,
  WorkItemSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function workspaceBase(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}`;
}

function projectBase(slug: string, projectId: string): string {
  return `${workspaceBase(slug)}/projects/${encodeURIComponent(projectId)}`;
}

function itemUrl(slug: string, projectId: string, id: string): string {
  return `${projectBase(slug, projectId)}/issues/${encodeURIComponent(id)}/`;
}

/**
 * Which list a page is read from: one project's, its archive, one of its cycles or modules, or the
 * workspace's (global views).
 */
export type WorkItemListSource =
  | { kind: 'project'; projectId: string }
  | { kind: 'archived'; projectId: string }
  | { kind: 'workspace' }
  | { kind: 'drafts' }
  /** The items of one cycle, of one module (Plane's `cycle-issues/` and `modules/{id}/issues/`). */
  | { kind: 'cycle'; projectId: string; cycleId: string }
  | { kind: 'module'; projectId: string; moduleId: string };

function listUrl(slug: string, source: WorkItemListSource): string {
  switch (source.kind) {
    case 'project':
      return `${projectBase(slug, source.projectId)}/issues/`;
    case 'archived':
      return `${projectBase(slug, source.projectId)}/archived-issues/`;
    case 'workspace':
      return `${workspaceBase(slug)}/issues/`;
    case 'drafts':
      return `${workspaceBase(slug)}/draft-issues/`;
    case 'cycle':
      return `${projectBase(slug, source.projectId)}/cycles/${encodeURIComponent(source.cycleId)}/cycle-issues/`;
    case 'module':
      return `${projectBase(slug, source.projectId)}/modules/${encodeURIComponent(source.moduleId)}/issues/`;
  }
}

/**
 * One page of a work-item list in Plane's envelope (grouped, sub-grouped or flat). `quiet` leaves
 * a 401 to the caller instead of sending the browser to sign in (a prefetch before the session is
 * known).
 */
export function fetchWorkItemPage(
  api: ApiClient,
  slug: string,
  source: WorkItemListSource,
  params: Record<string, string>,
  signal?: AbortSignal,
  quiet = false,
): Promise<WorkItemListResponse> {
  return api.get(listUrl(slug, source), {
    schema: WorkItemListResponseSchema,
    query: params,
    signal,
    redirectOnUnauthorized: !quiet,
  });
}

/**
 * The named items in the list shape (`issues/list/?issues=`), as realtime events ask for them;
 * ids the server leaves out are gone from lists (deleted, archived, drafts, or no longer visible).
 */
export function fetchWorkItemsByIds(
  api: ApiClient,
  slug: string,
  projectId: string,
  ids: readonly string[],
): Promise<WorkItem[]> {
  return api.get(`${projectBase(slug, projectId)}/issues/list/`, {
    schema: WorkItemSchema.array(),
    query: { issues: ids.join(',') },
  });
}

export function createWorkItem(
  api: ApiClient,
  slug: string,
  projectId: string,
  body: CreateWorkItemBody,
): Promise<WorkItem> {
  return api.post(`${projectBase(slug, projectId)}/issues/`, body, { schema: WorkItemSchema });
}

/** Plane answers an edit with 204 and no body: the caller keeps what it sent. */
export async function updateWorkItem(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
  body: UpdateWorkItemBody,
): Promise<void> {
  await api.patch(itemUrl(slug, projectId, id), body);
}

export async function deleteWorkItem(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
): Promise<void> {
  await api.delete(itemUrl(slug, projectId, id));
}

export async function archiveWorkItem(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
): Promise<string> {
  const answer = await api.post(`${itemUrl(slug, projectId, id)}archive/`, undefined, {
    schema: ArchivedAtResponseSchema,
  });
  return answer.archived_at;
}

export async function restoreWorkItem(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
): Promise<void> {
  await api.delete(`${itemUrl(slug, projectId, id)}archive/`);
}

export async function bulkUpdateWorkItems(
  api: ApiClient,
  slug: string,
  projectId: string,
  issueIds: string[],
  properties: BulkOperationProperties,
): Promise<void> {
  await api.post(`${projectBase(slug, projectId)}/bulk-operation-issues/`, {
    issue_ids: issueIds,
    properties,
  });
}

export async function bulkDeleteWorkItems(
  api: ApiClient,
  slug: string,
  projectId: string,
  issueIds: string[],
): Promise<void> {
  await api.delete(`${projectBase(slug, projectId)}/bulk-delete-issues/`, undefined, {
    issue_ids: issueIds,
  });
}

export async function bulkArchiveWorkItems(
  api: ApiClient,
  slug: string,
  projectId: string,
  issueIds: string[],
): Promise<string> {
  const answer = await api.post(
    `${projectBase(slug, projectId)}/bulk-archive-issues/`,
    { issue_ids: issueIds },
    { schema: ArchivedAtResponseSchema },
  );
  return answer.archived_at;
}

/** The timeline's moves and resizes, several items in one request. */
export async function updateWorkItemDates(
  api: ApiClient,
  slug: string,
  projectId: string,
  updates: IssueDatesBody['updates'],
): Promise<void> {
  await api.post(`${projectBase(slug, projectId)}/issue-dates/`, { updates });
}

/** Creates a draft: a work item of the project kept aside, seen only by its author. */
export function createDraft(
  api: ApiClient,
  slug: string,
  body: CreateWorkItemBody & { project_id: string },
): Promise<WorkItem> {
  return api.post(`${workspaceBase(slug)}/draft-issues/`, body, { schema: WorkItemSchema });
}

/** Makes a draft a live work item; it keeps its number. */
export function convertDraft(api: ApiClient, slug: string, id: string): Promise<WorkItem> {
  return api.post(`${workspaceBase(slug)}/draft-to-issue/${encodeURIComponent(id)}/`, undefined, {
    schema: WorkItemSchema,
  });
}

import { type WorkItemDetail, WorkItemDetailSchema, type WorkItemExpansion } from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

/** What the detail asks the server to expand (Plane's retrieve, plus the relation lists). */
export const DETAIL_EXPANSIONS: readonly WorkItemExpansion[] = [
  'issue_reactions',
  'issue_attachments',
  'issue_link',
  'parent',
  'issue_relation',
  'issue_related',
];

const expand = DETAIL_EXPANSIONS.join(',');

function workspaceBase(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}`;
}

/** One work item with its description and expansions. */
export function fetchWorkItemDetail(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
  signal?: AbortSignal,
): Promise<WorkItemDetail> {
  return api.get(
    `${workspaceBase(slug)}/projects/${encodeURIComponent(projectId)}/issues/${encodeURIComponent(id)}/`,
    { schema: WorkItemDetailSchema, query: { expand }, ...(signal ? { signal } : {}) },
  );
}

/** One work item by its human key (WEB-42, matched case-insensitively by the server). */
export function fetchWorkItemByKey(
  api: ApiClient,
  slug: string,
  key: string,
  signal?: AbortSignal,
): Promise<WorkItemDetail> {
  return api.get(`${workspaceBase(slug)}/work-items/${encodeURIComponent(key)}/`, {
    schema: WorkItemDetailSchema,
    query: { expand },
    ...(signal ? { signal } : {}),
  });
}

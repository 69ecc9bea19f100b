import {
  type CreateWorkItemLinkBody,
  type UpdateWorkItemLinkBody,
  type WorkItemLink,
  WorkItemLinkListSchema,
  WorkItemLinkSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function linksUrl(slug: string, projectId: string, id: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/issues/${encodeURIComponent(id)}/issue-links/`;
}

/** Where the calls for one item's links go. */
export interface LinksScope {
  slug: string;
  projectId: string;
  workItemId: string;
}

export function fetchLinks(api: ApiClient, scope: LinksScope): Promise<WorkItemLink[]> {
  return api.get(linksUrl(scope.slug, scope.projectId, scope.workItemId), {
    schema: WorkItemLinkListSchema,
  });
}

export function createLink(
  api: ApiClient,
  scope: LinksScope,
  body: CreateWorkItemLinkBody,
): Promise<WorkItemLink> {
  return api.post(linksUrl(scope.slug, scope.projectId, scope.workItemId), body, {
    schema: WorkItemLinkSchema,
  });
}

export function updateLink(
  api: ApiClient,
  scope: LinksScope,
  linkId: string,
  body: UpdateWorkItemLinkBody,
): Promise<WorkItemLink> {
  return api.patch(
    `${linksUrl(scope.slug, scope.projectId, scope.workItemId)}${encodeURIComponent(linkId)}/`,
    body,
    { schema: WorkItemLinkSchema },
  );
}

export async function deleteLink(api: ApiClient, scope: LinksScope, linkId: string): Promise<void> {
  await api.delete(
    `${linksUrl(scope.slug, scope.projectId, scope.workItemId)}${encodeURIComponent(linkId)}/`,
  );
}

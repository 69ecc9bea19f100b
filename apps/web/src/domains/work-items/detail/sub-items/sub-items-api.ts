import { type SubItemsResponse, SubItemsResponseSchema } from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function subItemsUrl(slug: string, projectId: string, id: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/issues/${encodeURIComponent(id)}/sub-issues/`;
}

export function fetchSubItems(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
): Promise<SubItemsResponse> {
  return api.get(subItemsUrl(slug, projectId, id), { schema: SubItemsResponseSchema });
}

/** Places existing items under the item; answers those placed. */
export function addSubItems(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
  subItemIds: string[],
): Promise<SubItemsResponse> {
  return api.post(
    subItemsUrl(slug, projectId, id),
    { sub_issue_ids: subItemIds },
    { schema: SubItemsResponseSchema },
  );
}

import { type SearchIssueResult, SearchIssuesResponseSchema } from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

/**
 * What the picker is for, which narrows what the server offers (Plane's search-issues flags):
 * `parent` leaves out the item, its parent and its children; `sub_issue` offers only top-level
 * items other than the item and its ancestors; `issue_relation` leaves out the item itself.
 */
export interface WorkItemPickerPurpose {
  kind: 'parent' | 'sub_issue' | 'issue_relation';
  /** The item the picker chooses for. */
  issueId: string;
}

export interface SearchWorkItemsOptions {
  slug: string;
  projectId: string;
  search: string;
  purpose?: WorkItemPickerPurpose | undefined;
  /** Search every project of the workspace the caller belongs to, not only `projectId`. */
  isWorkspaceSearch?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

/** `GET …/projects/{p}/search-issues/`: best match first, at most 100. */
export function searchWorkItems(
  api: ApiClient,
  { slug, projectId, search, purpose, isWorkspaceSearch = false, signal }: SearchWorkItemsOptions,
): Promise<SearchIssueResult[]> {
  const query: Record<string, string> = {
    search,
    workspace_search: isWorkspaceSearch ? 'true' : 'false',
  };
  if (purpose) {
    query[purpose.kind] = 'true';
    query.issue_id = purpose.issueId;
  }
  return api.get(
    `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/search-issues/`,
    { schema: SearchIssuesResponseSchema, query, signal },
  );
}

/** Work items to mention after `#` in an editor: the project's best matches, as chips keep them. */
export async function workItemMentionCandidates(
  api: ApiClient,
  slug: string,
  projectId: string,
  search: string,
): Promise<
  { id: string; key: string; name: string; state: string | null; stateGroup: string | null }[]
> {
  const found = await searchWorkItems(api, { slug, projectId, search });
  return found.map((item) => ({
    id: item.id,
    key: `${item.project__identifier}-${String(item.sequence_id)}`,
    name: item.name,
    state: item.state__name,
    stateGroup: item.state__group,
  }));
}

import { type WorkspaceSearchResponse, WorkspaceSearchResponseSchema } from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

/** `GET workspaces/{slug}/search/`: work items and projects matching the text, best first. */
export function searchWorkspace(
  api: ApiClient,
  slug: string,
  text: string,
  signal?: AbortSignal,
): Promise<WorkspaceSearchResponse> {
  return api.get(`/api/workspaces/${encodeURIComponent(slug)}/search/`, {
    schema: WorkspaceSearchResponseSchema,
    query: { search: text, workspace_search: 'true' },
    ...(signal ? { signal } : {}),
  });
}

import {
  type DescriptionVersion,
  type DescriptionVersionPage,
  DescriptionVersionPageSchema,
  DescriptionVersionSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';
import type { WorkItemScope } from '../activity/activity-api';

function versionsUrl({ slug, projectId, workItemId }: WorkItemScope): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/work-items/${encodeURIComponent(workItemId)}/description-versions/`;
}

/** The newest snapshots of the description (one page of Plane's global paginator). */
export function fetchDescriptionVersions(
  api: ApiClient,
  scope: WorkItemScope,
  signal?: AbortSignal,
): Promise<DescriptionVersionPage> {
  return api.get(versionsUrl(scope), {
    schema: DescriptionVersionPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function fetchDescriptionVersion(
  api: ApiClient,
  scope: WorkItemScope,
  versionId: string,
  signal?: AbortSignal,
): Promise<DescriptionVersion> {
  return api.get(`${versionsUrl(scope)}${encodeURIComponent(versionId)}/`, {
    schema: DescriptionVersionSchema,
    ...(signal ? { signal } : {}),
  });
}

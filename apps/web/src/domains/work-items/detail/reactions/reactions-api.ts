import { type WorkItemReaction, WorkItemReactionSchema } from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';
import type { WorkItemScope } from '../activity/activity-api';

function reactionsUrl({ slug, projectId, workItemId }: WorkItemScope): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/issues/${encodeURIComponent(workItemId)}/reactions/`;
}

export function postWorkItemReaction(
  api: ApiClient,
  scope: WorkItemScope,
  reaction: string,
): Promise<WorkItemReaction> {
  return api.post(reactionsUrl(scope), { reaction }, { schema: WorkItemReactionSchema });
}

export async function deleteWorkItemReaction(
  api: ApiClient,
  scope: WorkItemScope,
  reaction: string,
): Promise<void> {
  await api.delete(`${reactionsUrl(scope)}${encodeURIComponent(reaction)}/`);
}

import { SubscriptionStatusSchema } from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';
import type { WorkItemScope } from './activity/activity-api';

function subscribeUrl({ slug, projectId, workItemId }: WorkItemScope): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/issues/${encodeURIComponent(workItemId)}/subscribe/`;
}

export async function fetchSubscription(api: ApiClient, scope: WorkItemScope): Promise<boolean> {
  const status = await api.get(subscribeUrl(scope), { schema: SubscriptionStatusSchema });
  return status.subscribed;
}

export async function subscribeTo(api: ApiClient, scope: WorkItemScope): Promise<void> {
  await api.post(subscribeUrl(scope));
}

export async function unsubscribeFrom(api: ApiClient, scope: WorkItemScope): Promise<void> {
  await api.delete(subscribeUrl(scope));
}

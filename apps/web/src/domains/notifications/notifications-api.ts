import {
  type MarkAllReadBody,
  type Notification,
  NotificationListSchema,
  NotificationSchema,
  type UnreadNotificationCounts,
  UnreadNotificationCountsSchema,
} from '@keel/core';
import { z } from 'zod';
import type { ApiClient } from '#web/lib/api-client';

function inboxUrl(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/users/notifications/`;
}

export interface NotificationFilters {
  mentioned: boolean;
  /** assigned, created, subscribed; empty for all. */
  types: readonly string[];
  snoozed: boolean;
  archived: boolean;
  /** Only the unread ones. */
  unreadOnly: boolean;
}

export async function listNotifications(
  api: ApiClient,
  slug: string,
  filters: NotificationFilters,
): Promise<Notification[]> {
  const answer = await api.get(inboxUrl(slug), {
    schema: NotificationListSchema,
    query: {
      type: filters.types.length === 0 ? 'all' : filters.types.join(','),
      mentioned: String(filters.mentioned),
      snoozed: String(filters.snoozed),
      archived: String(filters.archived),
      ...(filters.unreadOnly ? { read: 'false' } : {}),
    },
  });
  return Array.isArray(answer) ? answer : answer.results;
}

export function fetchUnreadCounts(api: ApiClient, slug: string): Promise<UnreadNotificationCounts> {
  return api.get(`${inboxUrl(slug)}unread/`, { schema: UnreadNotificationCountsSchema });
}

export function setRead(
  api: ApiClient,
  slug: string,
  id: string,
  isRead: boolean,
): Promise<Notification> {
  const url = `${inboxUrl(slug)}${encodeURIComponent(id)}/read/`;
  return isRead
    ? api.post(url, {}, { schema: NotificationSchema })
    : api.delete(url, { schema: NotificationSchema });
}

export function setArchived(
  api: ApiClient,
  slug: string,
  id: string,
  isArchived: boolean,
): Promise<Notification> {
  const url = `${inboxUrl(slug)}${encodeURIComponent(id)}/archive/`;
  return isArchived
    ? api.post(url, {}, { schema: NotificationSchema })
    : api.delete(url, { schema: NotificationSchema });
}

export function snooze(
  api: ApiClient,
  slug: string,
  id: string,
  until: string | null,
): Promise<Notification> {
  return api.patch(
    `${inboxUrl(slug)}${encodeURIComponent(id)}/`,
    { snoozed_till: until },
    { schema: NotificationSchema },
  );
}

export function markAllRead(
  api: ApiClient,
  slug: string,
  body: MarkAllReadBody,
): Promise<{ count: number }> {
  return api.post(`${inboxUrl(slug)}mark-all-read/`, body, {
    schema: z.object({ count: z.number() }),
  });
}

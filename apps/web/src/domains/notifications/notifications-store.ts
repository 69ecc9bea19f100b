import type { Notification, UnreadNotificationCounts } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import {
  type NotificationFilters,
  fetchUnreadCounts,
  listNotifications,
  markAllRead,
  setArchived,
  setRead,
  snooze,
} from './notifications-api';

/** The inbox's tabs (spec §2). */
export type InboxTab = 'all' | 'mentions';

export type InboxLoad = 'loading' | 'loaded' | 'failed';

function isAwake(notification: Notification, now: number): boolean {
  return notification.snoozed_till === null || new Date(notification.snoozed_till).getTime() <= now;
}

/**
 * The person's notifications in each workspace (spec §2, §3, §4): the list the inbox shows for
 * its tab and filters, and the unread counts the sidebar shows. Reading, archiving and snoozing
 * show at once, with the counts, and are put back when refused (the error is rethrown).
 */
export class NotificationsStore {
  readonly #api: ApiClient;
  readonly counts = new Map<string, UnreadNotificationCounts>();
  items: Notification[] = [];
  load: InboxLoad = 'loading';
  /** Which list `items` is, so that a late answer for another one is dropped. */
  #shown = '';

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  unread(slug: string): number {
    const counts = this.counts.get(slug);
    return counts
      ? counts.total_unread_notifications_count + counts.mention_unread_notifications_count
      : 0;
  }

  async refreshCounts(slug: string): Promise<void> {
    const counts = await fetchUnreadCounts(this.#api, slug);
    runInAction(() => {
      this.counts.set(slug, counts);
    });
  }

  async fetch(slug: string, filters: NotificationFilters): Promise<void> {
    const key = `${slug}:${JSON.stringify(filters)}`;
    const isSame = key === this.#shown;
    this.#shown = key;
    if (!isSame) this.load = 'loading';
    try {
      const items = await listNotifications(this.#api, slug, filters);
      runInAction(() => {
        if (this.#shown !== key) return;
        this.items = items;
        this.load = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (this.#shown === key && !isSame) this.load = 'failed';
      });
    }
  }

  /** Counts one notification's change of unread state in the right tab's count (spec §4). */
  #count(slug: string, notification: Notification, delta: number) {
    const counts = this.counts.get(slug);
    if (!counts || notification.archived_at !== null || !isAwake(notification, Date.now())) return;
    const field = notification.is_mentioned_notification
      ? 'mention_unread_notifications_count'
      : 'total_unread_notifications_count';
    this.counts.set(slug, { ...counts, [field]: Math.max(0, counts[field] + delta) });
  }

  async #change(
    slug: string,
    notification: Notification,
    patch: Partial<Notification>,
    send: () => Promise<Notification>,
    options: { leaves: boolean },
  ): Promise<void> {
    const before = { ...notification };
    const index = this.items.findIndex((each) => each.id === notification.id);
    const counts = this.counts.get(slug);
    const next = { ...before, ...patch };
    const countsBefore = counts ? { ...counts } : undefined;
    // An unread one that leaves the unread, awake, unarchived set no longer counts, and back.
    const counted = (each: Notification) =>
      each.read_at === null && each.archived_at === null && isAwake(each, Date.now());
    if (counted(before) && !counted(next)) this.#count(slug, before, -1);
    if (!counted(before) && counted(next)) this.#count(slug, next, 1);
    if (options.leaves) this.items = this.items.filter((each) => each.id !== notification.id);
    else if (index >= 0) this.items[index] = next;
    try {
      const saved = await send();
      runInAction(() => {
        const at = this.items.findIndex((each) => each.id === saved.id);
        if (at >= 0) this.items[at] = saved;
      });
    } catch (error) {
      runInAction(() => {
        if (options.leaves && index >= 0) this.items.splice(index, 0, before);
        else {
          const at = this.items.findIndex((each) => each.id === before.id);
          if (at >= 0) this.items[at] = before;
        }
        if (countsBefore) this.counts.set(slug, countsBefore);
      });
      throw error;
    }
  }

  markRead(slug: string, notification: Notification, isRead: boolean): Promise<void> {
    return this.#change(
      slug,
      notification,
      { read_at: isRead ? new Date().toISOString() : null },
      () => setRead(this.#api, slug, notification.id, isRead),
      { leaves: false },
    );
  }

  /** Archiving (or bringing back) moves it out of the list shown. */
  archive(slug: string, notification: Notification, isArchived: boolean): Promise<void> {
    return this.#change(
      slug,
      notification,
      { archived_at: isArchived ? new Date().toISOString() : null },
      () => setArchived(this.#api, slug, notification.id, isArchived),
      { leaves: true },
    );
  }

  /** Snoozing (or waking) moves it out of the list shown. */
  snooze(slug: string, notification: Notification, until: string | null): Promise<void> {
    return this.#change(
      slug,
      notification,
      { snoozed_till: until },
      () => snooze(this.#api, slug, notification.id, until),
      { leaves: true },
    );
  }

  /** Reads every notification of the tab: its count goes to zero at once (spec §4). */
  async markAllRead(slug: string, tab: InboxTab, filters: NotificationFilters): Promise<void> {
    const before = this.items.map((each) => ({ ...each }));
    const countsBefore = this.counts.get(slug);
    const now = new Date().toISOString();
    this.items = this.items.map((each) =>
      each.read_at === null ? { ...each, read_at: now } : each,
    );
    if (countsBefore)
      this.counts.set(slug, {
        ...countsBefore,
        ...(tab === 'mentions'
          ? { mention_unread_notifications_count: 0 }
          : { total_unread_notifications_count: 0 }),
      });
    try {
      await markAllRead(this.#api, slug, {
        type: tab === 'mentions' ? 'mentioned' : 'all',
        snoozed: filters.snoozed,
        archived: filters.archived,
      });
    } catch (error) {
      runInAction(() => {
        this.items = before;
        if (countsBefore) this.counts.set(slug, countsBefore);
      });
      throw error;
    }
  }
}

import { type WorkItemHistoryEntry, isCommentEntry } from '@keel/core';
import { formatDate } from '#web/lib/format';
import { i18n } from '#web/lib/i18n';

/** The feed's tabs (spec §2): everything, recorded changes only, comments only. */
export type FeedFilter = 'all' | 'activity' | 'comments';

/** The tabs with their names' keys in the work-item-detail namespace. */
export const FEED_FILTERS = [
  { value: 'all', label: 'feed.all' },
  { value: 'activity', label: 'feed.updates' },
  { value: 'comments', label: 'feed.comments' },
] as const satisfies readonly { value: FeedFilter; label: string }[];

/** The entries a tab shows. */
export function filterEntries(
  entries: readonly WorkItemHistoryEntry[],
  filter: FeedFilter,
): WorkItemHistoryEntry[] {
  if (filter === 'all') return [...entries];
  const wantsComments = filter === 'comments';
  return entries.filter((entry) => isCommentEntry(entry) === wantsComments);
}

/**
 * Entries held plus entries newly fetched: each id once (the fetched copy wins), oldest first,
 * ties kept in the order they arrived.
 */
export function mergeEntries(
  held: readonly WorkItemHistoryEntry[],
  fetched: readonly WorkItemHistoryEntry[],
): WorkItemHistoryEntry[] {
  const byId = new Map<string, WorkItemHistoryEntry>();
  for (const entry of [...held, ...fetched]) byId.set(entry.id, entry);
  return [...byId.values()]
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.created_at.localeCompare(b.entry.created_at) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The newest time among the entries, for asking only what came after; undefined when none. */
export function latestCreatedAt(entries: readonly WorkItemHistoryEntry[]): string | undefined {
  let latest: string | undefined;
  for (const entry of entries) if (!latest || entry.created_at > latest) latest = entry.created_at;
  return latest;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * A short age in the interface's language: "just now", "5m ago", "2h ago", "3d ago", then a date
 * ("Jan 5", with the year if not this one).
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return i18n.t('work-item-detail:time.justNow');
  if (elapsed < HOUR)
    return i18n.t('work-item-detail:time.minutesAgo', { n: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY)
    return i18n.t('work-item-detail:time.hoursAgo', { n: Math.floor(elapsed / HOUR) });
  if (elapsed < 7 * DAY)
    return i18n.t('work-item-detail:time.daysAgo', { n: Math.floor(elapsed / DAY) });
  return then.getFullYear() === now.getFullYear()
    ? formatDate(then, { month: 'short', day: 'numeric' })
    : formatDate(then, { month: 'short', day: 'numeric', year: 'numeric' });
}

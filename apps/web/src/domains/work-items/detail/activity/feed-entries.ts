import { type WorkItemHistoryEntry, isCommentEntry } from '@keel/core';

/** The feed's tabs (spec §2): everything, recorded changes only, comments only. */
export type FeedFilter = 'all' | 'activity' | 'comments';

export const FEED_FILTERS: readonly { value: FeedFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'activity', label: 'Updates' },
  { value: 'comments', label: 'Comments' },
];

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
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A short age: "just now", "5m ago", "2h ago", "3d ago", then "Jan 5" (with the year if not this one). */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${String(Math.floor(elapsed / MINUTE))}m ago`;
  if (elapsed < DAY) return `${String(Math.floor(elapsed / HOUR))}h ago`;
  if (elapsed < 7 * DAY) return `${String(Math.floor(elapsed / DAY))}d ago`;
  const day = `${MONTHS[then.getMonth()] ?? ''} ${String(then.getDate())}`;
  return then.getFullYear() === now.getFullYear() ? day : `${day}, ${String(then.getFullYear())}`;
}

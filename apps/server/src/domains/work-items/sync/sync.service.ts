import {
  AppError,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  type WorkItem,
  type WorkItemMeta,
  type WorkItemSyncPage,
  firstCursor,
} from '@keel/core';
import type { Executor } from '#server/db/executor';
import { type WorkItemRecord, loadListedWorkItems } from '../kernel/work-items.queries';
import {
  archivedOrDeletedWorkItemIds,
  countSyncedWorkItems,
  loadDescriptions,
  pageSyncedWorkItems,
} from './sync.queries';
import { SnapshotCache } from '../list/snapshot-cache';
import type { Actor } from '../kernel/actor';
import { loadVisibleWorkItems } from '../kernel/loading';
import { presentWorkItem } from '../kernel/present';
import { visibleCreatorOf } from '../kernel/visibility';

/** Whether an item belongs in the ordinary lists (Plane's issue_objects). */
function isListed(record: WorkItemRecord): boolean {
  return (
    record.item.archived_at === null && !record.item.is_draft && record.stateGroup !== 'triage'
  );
}

/**
 * The named work items in the list shape (`issues/list/?issues=`), in the order asked; ids that are
 * unknown, archived, drafts or hidden from the actor are left out.
 */
export async function listWorkItemsByIds(options: {
  db: Executor;
  actor: Actor;
  ids: string[];
}): Promise<WorkItem[]> {
  const ids = [...new Set(options.ids)];
  const records = await loadVisibleWorkItems(options.db, options.actor, ids);
  return records.filter(isListed).map(presentWorkItem);
}

/**
 * Ids of the project's work items archived or deleted since `updatedAfter` (all of them without
 * it), so a synced copy can drop them.
 */
export async function listRemovedWorkItemIds(options: {
  db: Executor;
  actor: Actor;
  updatedAfter: Date | undefined;
}): Promise<string[]> {
  const { actor } = options;
  return archivedOrDeletedWorkItemIds(options.db, {
    projectId: actor.project.id,
    createdBy: visibleCreatorOf(actor),
    updatedAfter: options.updatedAfter,
  });
}

/** A sync cursor: Plane's "pageSize:page:offset", the offset carrying Keel's keyset position. */
interface SyncCursor {
  pageSize: number;
  page: number;
  /** Null for a page asked for by number (Plane's client sends offset 0). */
  after: { updatedAtMicros: string; sequenceId: number } | null;
}

/**
 * Keyset positions fill the cursor's third field (Plane's offset, which its client always sends
 * as 0 and Keel ignored): the item's updated_at in microseconds followed by its sequence id in
 * SEQUENCE_DIGITS digits, e.g. `500:1:1764412345123456000000042`. Offsets of up to 9 digits
 * keep their old meaning (none).
 */
const SEQUENCE_DIGITS = 9;
const SYNC_CURSOR = /^(\d{1,9}):(\d{1,9}):(\d{1,9}|\d{10,27})$/;

/** The sync cursor of the query string; anything malformed is the caller's 400 naming `cursor`. */
function readSyncCursor(value: string): SyncCursor {
  const match = SYNC_CURSOR.exec(value.trim());
  const [, size = '', page = '', third = ''] = match ?? [];
  if (!match || Number(size) < 1)
    throw new AppError('INVALID_CURSOR', { message: 'cursor: Invalid cursor', field: 'cursor' });
  const pageSize = Math.min(Number(size), MAX_PER_PAGE);
  if (third.length <= SEQUENCE_DIGITS) return { pageSize, page: Number(page), after: null };
  return {
    pageSize,
    page: Number(page),
    after: {
      updatedAtMicros: third.slice(0, -SEQUENCE_DIGITS),
      sequenceId: Number(third.slice(-SEQUENCE_DIGITS)),
    },
  };
}

function formatSyncCursor(cursor: SyncCursor): string {
  const third = cursor.after
    ? `${cursor.after.updatedAtMicros}${String(cursor.after.sequenceId).padStart(SEQUENCE_DIGITS, '0')}`
    : '0';
  return `${String(cursor.pageSize)}:${String(cursor.page)}:${third}`;
}

/** How many items each sync feed holds, counted once per project list version. */
const syncTotals = new SnapshotCache<number>(1000);

/**
 * One page of the sync feed (`v2/issues/`, reference §2.4): the project's listed work items,
 * least recently changed first, optionally only those changed after a moment and with
 * descriptions. The cursor is "pageSize:page:offset" (default 1000:0:0, size capped at 1000).
 *
 * Pages are read from work_items_sync_idx in its order, (updated_at, id), never sorted. A page
 * asked for by number, as Plane's client asks for every page after the first (`500:i:0`, in
 * parallel), starts after page × size items. The next_cursor Keel answers carries instead the
 * keyset position of the page's last item (readSyncCursor), and a client that follows it reads
 * every page at the cost of the first (its statement 0.4 ms at 50,000 items, against 5–17 ms for
 * the 100th page by number, whose offset steps over 49,500 index entries; the items themselves,
 * with descriptions, cost about 30 ms of CPU either way) and misses nothing when items change
 * meanwhile: an item changed during the sync moves to the end of the order and comes again on a
 * later page, and no other item moves. By number, an item changed after its page was read also
 * comes again at the end, but the items after its old place move up one, and the one that moves
 * onto the previous page's end is skipped, older than what a later `updated_at__gt` asks for.
 * Offsets stay for the pages asked for by number, which a position cannot serve. (Like any
 * updated_at feed, an item whose transaction commits after a later-stamped one was read can
 * still be passed: updated_at is stamped before commit.)
 *
 * The total is counted once per project list version (`version`, readListVersion), not for each
 * of a sync's pages; whether a next page exists is read with the page.
 */
export async function syncWorkItems(options: {
  db: Executor;
  actor: Actor;
  cursor: string | undefined;
  updatedAfter: Date | undefined;
  withDescription: boolean;
  version: string;
}): Promise<WorkItemSyncPage> {
  const { db, actor } = options;
  const cursor = readSyncCursor(options.cursor ?? firstCursor(DEFAULT_PER_PAGE));
  const scope = {
    projectId: actor.project.id,
    createdBy: visibleCreatorOf(actor),
    updatedAfter: options.updatedAfter,
  };
  const totalKey = JSON.stringify([
    options.version,
    scope.projectId,
    scope.createdBy ?? null,
    scope.updatedAfter?.toISOString() ?? null,
  ]);
  const [total, page] = await Promise.all([
    syncTotals.remember(totalKey, () => countSyncedWorkItems(db, scope)),
    pageSyncedWorkItems(db, scope, {
      limit: cursor.pageSize,
      start: cursor.after ? { after: cursor.after } : { offset: cursor.page * cursor.pageSize },
    }),
  ]);
  const ids = page.rows.map((row) => row.id);
  const [loaded, descriptions] = await Promise.all([
    loadListedWorkItems(db, { projectId: scope.projectId, ids, userId: actor.userId }),
    options.withDescription ? loadDescriptions(db, scope.projectId, ids) : null,
  ]);
  const byId = new Map(loaded.map((record) => [record.item.id, record]));
  const records = ids.flatMap((id) => byId.get(id) ?? []);
  const last = page.rows.at(-1);
  const next =
    page.hasMore && last
      ? formatSyncCursor({
          pageSize: cursor.pageSize,
          page: cursor.page + 1,
          after: { updatedAtMicros: last.updatedAtMicros, sequenceId: last.sequenceId },
        })
      : null;
  return {
    prev_cursor: formatSyncCursor({
      pageSize: cursor.pageSize,
      page: Math.max(cursor.page - 1, 0),
      after: null,
    }),
    cursor: formatSyncCursor(cursor),
    next_cursor: next,
    prev_page_results: cursor.page > 0,
    next_page_results: next !== null,
    page_count: records.length,
    total_results: total,
    total_pages: Math.ceil(total / cursor.pageSize),
    results: records.map((record) =>
      descriptions
        ? {
            ...presentWorkItem(record),
            description_html: descriptions.get(record.item.id) ?? '<p></p>',
          }
        : presentWorkItem(record),
    ),
  };
}

/** `issues/{id}/meta/`: the item's number and its project's identifier ('Issue not found'). */
export async function getWorkItemMeta(options: {
  db: Executor;
  actor: Actor;
  id: string;
}): Promise<WorkItemMeta> {
  const [record] = await loadVisibleWorkItems(options.db, options.actor, [options.id]);
  if (!record) throw new AppError('ISSUE_NOT_FOUND');
  return { sequence_id: record.item.sequence_id, project_identifier: record.projectIdentifier };
}

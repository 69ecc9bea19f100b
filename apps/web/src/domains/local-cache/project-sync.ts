import {
  countChangedItems,
  deleteWorkItems,
  LOCAL_CACHE_LIMITS,
  replaceReferenceRows,
  type SqlRunner,
  type WorkItemSyncPage,
  WorkItemIdListSchema,
  WorkItemSyncPageSchema,
  writeWorkItems,
} from '@keel/core';
import { ApiError, type ApiClient } from '#web/lib/api-client';

type ReferenceTable = Parameters<typeof replaceReferenceRows>[1];

function projectBase(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}`;
}

/** Where each lookup table's rows come from (the app API the web reads them from elsewhere). */
const REFERENCE_SOURCES: readonly { table: ReferenceTable; paths: readonly string[] }[] = [
  // Triage states too, so that the cache can tell triage items apart.
  { table: 'states', paths: ['states/?include_triage=true'] },
  { table: 'labels', paths: ['issue-labels/'] },
  // Archived cycles and modules too: items keep them, and the list orders by their names.
  { table: 'cycles', paths: ['cycles/', 'archived-cycles/'] },
  { table: 'modules', paths: ['modules/', 'archived-modules/'] },
  { table: 'estimate_points', paths: ['estimates/'] },
  { table: 'members', paths: ['members/'] },
];

function isRowList(value: unknown): value is Record<string, unknown>[] {
  return (
    Array.isArray(value) &&
    value.every((row: unknown) => row !== null && typeof row === 'object' && !Array.isArray(row))
  );
}

/**
 * Whether a failed read means the viewer may not read it (a guest's lookup table, a project they
 * are not a member of, a session that ended), not that something broke.
 */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404].includes(error.status);
}

/**
 * Replaces the project's lookup tables (states, labels, cycles, modules, estimate points,
 * members) with what the server holds now. A table the viewer may not read is left as it was.
 */
export async function syncReferenceData(
  api: ApiClient,
  db: SqlRunner,
  slug: string,
  projectId: string,
): Promise<void> {
  const base = projectBase(slug, projectId);
  const reads = REFERENCE_SOURCES.map(async ({ table, paths }) => {
    const answers = await Promise.all(paths.map((path) => api.get(`${base}/${path}`)));
    const rows = answers.flatMap((answer) => (isRowList(answer) ? answer : []));
    return { table, rows };
  });
  for (const read of await Promise.allSettled(reads)) {
    if (read.status === 'rejected') {
      if (isRefused(read.reason)) continue;
      throw read.reason;
    }
    replaceReferenceRows(db, read.value.table, projectId, read.value.rows);
  }
}

export interface ItemSyncOptions {
  api: ApiClient;
  db: SqlRunner;
  slug: string;
  projectId: string;
  /** Whether the project was never synced: every item is loaded, nothing is removed. */
  isFirst: boolean;
  /** Only items changed after this instant; null reads every item. */
  since: string | null;
  /** Lets other calls to the worker run between insert batches. */
  pause: () => Promise<void>;
}

/**
 * Pages the project's sync feed (`v2/issues/`, first cursor `500:0:0`, with descriptions) into the
 * cache, following each page's `next_cursor` (a keyset position: an item changed while the sync
 * runs comes again later instead of pushing another past a page boundary, as numbered pages
 * would), LOCAL_CACHE_LIMITS.insertBatch items per write with a pause between, the next page
 * already on its way while one is written. A later sync then drops what was archived or deleted
 * since (`deleted-issues/`; every such item when `since` is null). Answers how many items it
 * changed (a later sync's items the cache held as they are do not count) or removed.
 */
export async function syncProjectItems({
  api,
  db,
  slug,
  projectId,
  isFirst,
  since,
  pause,
}: ItemSyncOptions): Promise<number> {
  const base = projectBase(slug, projectId);
  const pageAt = (cursor: string): Promise<WorkItemSyncPage> =>
    api.get(`${base}/v2/issues/`, {
      schema: WorkItemSyncPageSchema,
      query: {
        cursor,
        description: 'true',
        updated_at__gt: since,
      },
      redirectOnUnauthorized: false,
    });
  let changed = 0;
  let next: Promise<WorkItemSyncPage> | null = pageAt(`${LOCAL_CACHE_LIMITS.syncPageSize}:0:0`);
  while (next !== null) {
    const current: WorkItemSyncPage = await next;
    next = current.next_cursor === null ? null : pageAt(current.next_cursor);
    // A failed next page is met when it is awaited; until then it must not count as unhandled.
    next?.catch(() => undefined);
    const { results } = current;
    // Counted before they are written: what the cache held already is no change.
    changed += isFirst ? results.length : countChangedItems(db, results);
    for (let start = 0; start < results.length; start += LOCAL_CACHE_LIMITS.insertBatch) {
      writeWorkItems(db, results.slice(start, start + LOCAL_CACHE_LIMITS.insertBatch), {
        local: false,
      });
      await pause();
    }
  }
  if (isFirst) return changed;
  const removed = await api.get(`${base}/deleted-issues/`, {
    schema: WorkItemIdListSchema,
    query: { updated_at__gt: since },
    redirectOnUnauthorized: false,
  });
  deleteWorkItems(db, removed);
  return changed + removed.length;
}

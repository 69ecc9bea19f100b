import {
  ARCHIVE_STATE_GROUP_MESSAGE,
  AppError,
  type ArchivedAtResponse,
  type ArchivedWorkItemsQuery,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  type WorkItemDetail,
  type WorkItemPage,
  adjacentCursors,
  canArchiveInGroup,
  cursorOffset,
  firstCursor,
  formatWorkItemKey,
} from '@keel/core';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { activityBase } from './work-item-activity';
import { loadAllNamed } from './work-items-bulk.service';
import { readCursor } from './work-items-sync.service';
import {
  type WorkItemRecord,
  insertActivities,
  pageWorkItemIds,
  updateWorkItemRows,
} from './work-items.queries';
import {
  type Actor,
  asStateGroup,
  loadVisibleWorkItems,
  presentWorkItem,
  presentWorkItemDetail,
  visibleCreatorOf,
} from './work-items.service';

/** Archived and restored items are recorded as Plane records them (field archived_at). */
function archiveActivities(actor: Actor, records: WorkItemRecord[], now: Date, restore: boolean) {
  return records.map((record) => ({
    ...activityBase(actor, record.item.id, now),
    verb: restore ? 'restored' : 'archived',
    field: 'archived_at',
    new_value: restore ? 'restore' : 'manual_archive',
    comment: restore ? 'restored the work item' : 'archived the work item',
  }));
}

/**
 * Archives work items in one transaction: only items in the completed or cancelled group may be
 * (Plane); when one is not, none is archived and the answer names those at fault. Items already
 * archived keep their date.
 */
async function archive(db: Database, actor: Actor, ids: string[]): Promise<ArchivedAtResponse> {
  return db.transaction(async (tx) => {
    const records = await loadAllNamed(tx, actor, ids);
    const refused = records.filter((record) => !canArchiveInGroup(asStateGroup(record.stateGroup)));
    if (refused.length > 0) {
      const keys = refused.map((record) =>
        formatWorkItemKey(record.projectIdentifier, record.item.sequence_id),
      );
      // A single archive has no body to point at; a bulk one names the items in issue_ids.
      throw ids.length === 1
        ? new AppError('VALIDATION_ERROR', { message: ARCHIVE_STATE_GROUP_MESSAGE })
        : new AppError('VALIDATION_ERROR', {
            message: `issue_ids: ${ARCHIVE_STATE_GROUP_MESSAGE}: ${keys.join(', ')}`,
            field: 'issue_ids',
          });
    }
    const now = new Date();
    const fresh = records.filter((record) => record.item.archived_at === null);
    await updateWorkItemRows(
      tx,
      actor.project.id,
      fresh.map((record) => record.item.id),
      { archived_at: now, updated_by_id: actor.userId, updated_at: now },
    );
    await insertActivities(tx, archiveActivities(actor, fresh, now, false));
    const [single] = records;
    const kept = ids.length === 1 ? single?.item.archived_at : null;
    return { archived_at: (kept ?? now).toISOString() };
  });
}

/** Archives one work item (`issues/{id}/archive/` POST). */
export async function archiveWorkItem(options: {
  db: Database;
  actor: Actor;
  id: string;
}): Promise<ArchivedAtResponse> {
  return archive(options.db, options.actor, [options.id]);
}

/** Archives many work items, all or none (`bulk-archive-issues/`). */
export async function bulkArchiveWorkItems(options: {
  db: Database;
  actor: Actor;
  ids: string[];
}): Promise<ArchivedAtResponse> {
  return archive(options.db, options.actor, options.ids);
}

async function loadArchived(db: Executor, actor: Actor, id: string): Promise<WorkItemRecord> {
  const [record] = await loadVisibleWorkItems(db, actor, [id]);
  if (!record?.item.archived_at) throw new AppError('ISSUE_NOT_FOUND');
  return record;
}

/** Brings an archived work item back into the lists (`issues/{id}/archive/` DELETE). */
export async function restoreWorkItem(options: {
  db: Database;
  actor: Actor;
  id: string;
}): Promise<void> {
  const { db, actor, id } = options;
  await db.transaction(async (tx) => {
    const record = await loadArchived(tx, actor, id);
    const now = new Date();
    await updateWorkItemRows(tx, actor.project.id, [id], {
      archived_at: null,
      updated_by_id: actor.userId,
      updated_at: now,
    });
    await insertActivities(tx, archiveActivities(actor, [record], now, true));
  });
}

/** One archived work item in the detail shape ('Issue not found' when it is not archived). */
export async function getArchivedWorkItem(options: {
  db: Executor;
  actor: Actor;
  id: string;
}): Promise<WorkItemDetail> {
  return presentWorkItemDetail(await loadArchived(options.db, options.actor, options.id));
}

/**
 * A page of the project's archived work items, latest archived first, in the list envelope with
 * Plane's cursor "perPage:page:isPrev"; per_page, when given, sets the page size.
 */
export async function listArchivedWorkItems(options: {
  db: Executor;
  actor: Actor;
  query: ArchivedWorkItemsQuery;
}): Promise<WorkItemPage> {
  const { db, actor, query } = options;
  const cursor = readCursor(query.cursor ?? firstCursor(query.per_page ?? DEFAULT_PER_PAGE));
  const perPage = query.per_page ?? Math.min(cursor.perPage, MAX_PER_PAGE);
  const page = { ...cursor, perPage };
  const { ids, total } = await pageWorkItemIds(
    db,
    { projectId: actor.project.id, createdBy: visibleCreatorOf(actor) },
    'archived',
    { limit: perPage, offset: cursorOffset(page) },
  );
  const results = (await loadVisibleWorkItems(db, actor, ids)).map(presentWorkItem);
  const { next, prev } = adjacentCursors(page);
  return {
    grouped_by: null,
    sub_grouped_by: null,
    total_count: total,
    next_cursor: next,
    prev_cursor: prev,
    next_page_results: cursorOffset(page) + perPage < total,
    prev_page_results: page.page > 0,
    count: results.length,
    total_pages: Math.ceil(total / perPage),
    total_results: total,
    extra_stats: null,
    results,
  };
}

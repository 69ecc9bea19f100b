import {
  ARCHIVE_STATE_GROUP_MESSAGE,
  AppError,
  type ArchivedAtResponse,
  type WorkItemDetail,
  type WorkItemListQuery,
  type WorkItemListResponse,
  canArchiveInGroup,
  formatWorkItemKey,
} from '@keel/core';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { activityBase } from '../kernel/activity';
import { loadAllNamed } from '../kernel/loading';
import { listWorkItems, projectListScope } from '../list/list.service';
import {
  type WorkItemRecord,
  insertActivities,
  updateWorkItemRows,
} from '../kernel/work-items.queries';
import type { Actor } from '../kernel/actor';
import { asStateGroup, presentWorkItemDetail } from '../kernel/present';
import { loadVisibleWorkItems } from '../kernel/loading';

/** Without `order_by`, the archived list shows the latest archived first (Plane). */
const ARCHIVED_DEFAULT_ORDER_BY = '-archived_at';

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
        ? new AppError('WORK_ITEMS_NOT_ARCHIVABLE')
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
 * A page of the project's archived work items through the live list's query (filters, ordering,
 * grouping, sub-grouping, cursor paging), latest archived first unless `order_by` says otherwise.
 */
export async function listArchivedWorkItems(options: {
  db: Executor;
  actor: Actor;
  query: WorkItemListQuery;
}): Promise<WorkItemListResponse> {
  const { db, actor, query } = options;
  return listWorkItems({
    db,
    scope: { ...projectListScope(actor), archived: true },
    query,
    defaultOrderBy: ARCHIVED_DEFAULT_ORDER_BY,
  });
}

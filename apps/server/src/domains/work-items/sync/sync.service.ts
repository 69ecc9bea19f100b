import {
  AppError,
  type Cursor,
  CursorError,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  type WorkItem,
  type WorkItemMeta,
  type WorkItemSyncPage,
  firstCursor,
  formatCursor,
  parseCursor,
} from '@keel/core';
import type { Executor } from '#server/db/executor';
import type { WorkItemRecord } from '../kernel/work-items.queries';
import { archivedOrDeletedWorkItemIds, pageWorkItemIds } from './sync.queries';
import type { Actor } from '../kernel/actor';
import { loadVisibleWorkItems } from '../kernel/loading';
import { presentWorkItem } from '../kernel/present';
import { visibleCreatorOf } from '../kernel/visibility';

/** A cursor from the query string; anything malformed is the caller's 400 naming `cursor`. */
export function readCursor(value: string): Cursor {
  try {
    return parseCursor(value);
  } catch (error) {
    if (error instanceof CursorError)
      throw new AppError('INVALID_CURSOR', { message: 'cursor: Invalid cursor', field: 'cursor' });
    throw error;
  }
}

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

/**
 * One page of the sync feed (`v2/issues/`, reference §2.4): the project's listed work items, least
 * recently changed first, optionally only those changed after a moment and with descriptions.
 * The cursor is "pageSize:page:offset" (default 1000:0:0); the size is capped at 1000 and the
 * offset is ignored and answered as 0.
 */
export async function syncWorkItems(options: {
  db: Executor;
  actor: Actor;
  cursor: string | undefined;
  updatedAfter: Date | undefined;
  withDescription: boolean;
}): Promise<WorkItemSyncPage> {
  const { db, actor } = options;
  const cursor = readCursor(options.cursor ?? firstCursor(DEFAULT_PER_PAGE));
  const pageSize = Math.min(cursor.perPage, MAX_PER_PAGE);
  const start = cursor.page * pageSize;
  const { ids, total } = await pageWorkItemIds(
    db,
    {
      projectId: actor.project.id,
      createdBy: visibleCreatorOf(actor),
      updatedAfter: options.updatedAfter,
    },
    'synced',
    { limit: pageSize, offset: start },
  );
  const records = await loadVisibleWorkItems(db, actor, ids);
  const hasNext = start + records.length < total;
  const at = (page: number) => formatCursor({ perPage: pageSize, page, third: 0 });
  return {
    prev_cursor: at(Math.max(cursor.page - 1, 0)),
    cursor: at(cursor.page),
    next_cursor: hasNext ? at(cursor.page + 1) : null,
    prev_page_results: cursor.page > 0,
    next_page_results: hasNext,
    page_count: records.length,
    total_results: total,
    total_pages: Math.ceil(total / pageSize),
    results: records.map((record) =>
      options.withDescription
        ? { ...presentWorkItem(record), description_html: record.item.description_html }
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

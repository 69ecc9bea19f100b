import {
  AppError,
  DESCRIPTION_VERSIONS_MAX_PAGE,
  DESCRIPTION_VERSION_MERGE_WINDOW_MS,
  type DescriptionVersion,
  type DescriptionVersionPage,
  type DescriptionVersionSummary,
  isUuid,
  parseCursor,
} from '@keel/core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { workItemDescriptionVersions } from '#server/db/schema';
import { loadUserLites } from '#server/lib/user-lites';
import { visibleWorkItemId } from '../kernel/loading';
import type { Actor } from '../kernel/actor';

type VersionRow = typeof workItemDescriptionVersions.$inferSelect;

/**
 * Keeps a snapshot of a work item's new description: a save by the person who saved the newest
 * snapshot, within the merge window of it, overwrites that snapshot instead of adding one
 * (Plane's IssueDescriptionVersion rule). Called by the edit that changed the description, inside
 * its transaction.
 */
export async function recordDescriptionVersion(
  db: Executor,
  options: {
    actor: Actor;
    workItemId: string;
    html: string;
    stripped: string;
    now: Date;
  },
): Promise<void> {
  const { actor, workItemId, html, stripped, now } = options;
  const [latest] = await db
    .select()
    .from(workItemDescriptionVersions)
    .where(
      and(
        eq(workItemDescriptionVersions.workspace_id, actor.project.workspace_id),
        eq(workItemDescriptionVersions.work_item_id, workItemId),
      ),
    )
    .orderBy(desc(workItemDescriptionVersions.last_saved_at))
    .limit(1);
  const isSameSitting =
    latest?.owned_by_id === actor.userId &&
    now.getTime() - latest.last_saved_at.getTime() < DESCRIPTION_VERSION_MERGE_WINDOW_MS;
  if (isSameSitting) {
    await db
      .update(workItemDescriptionVersions)
      .set({
        description_html: html,
        description_stripped: stripped,
        last_saved_at: now,
        updated_by_id: actor.userId,
      })
      .where(eq(workItemDescriptionVersions.id, latest.id));
    return;
  }
  await db.insert(workItemDescriptionVersions).values({
    workspace_id: actor.project.workspace_id,
    project_id: actor.project.id,
    work_item_id: workItemId,
    owned_by_id: actor.userId,
    description_html: html,
    description_stripped: stripped,
    last_saved_at: now,
    created_by_id: actor.userId,
    updated_by_id: actor.userId,
  });
}

async function presentSummaries(
  db: Executor,
  rows: VersionRow[],
): Promise<DescriptionVersionSummary[]> {
  const people = await loadUserLites(
    db,
    rows.flatMap((row) => (row.owned_by_id ? [row.owned_by_id] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    workspace: row.workspace_id,
    project: row.project_id,
    issue: row.work_item_id,
    last_saved_at: row.last_saved_at.toISOString(),
    owned_by: row.owned_by_id,
    owned_by_detail: row.owned_by_id ? (people.get(row.owned_by_id) ?? null) : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  }));
}

function itemScope(actor: Actor, workItemId: string) {
  return and(
    eq(workItemDescriptionVersions.workspace_id, actor.project.workspace_id),
    eq(workItemDescriptionVersions.project_id, actor.project.id),
    eq(workItemDescriptionVersions.work_item_id, workItemId),
  );
}

/** A work item's description snapshots, newest first, in pages (Plane's global paginator). */
export async function listDescriptionVersions(options: {
  db: Executor;
  actor: Actor;
  id: string;
  cursor?: string | undefined;
}): Promise<DescriptionVersionPage> {
  const { db, actor } = options;
  const workItemId = await visibleWorkItemId(db, actor, options.id);
  const cursor = options.cursor
    ? parseCursor(options.cursor)
    : { perPage: DESCRIPTION_VERSIONS_MAX_PAGE, page: 0, third: 0 };
  const pageSize = Math.min(Math.max(cursor.perPage, 1), DESCRIPTION_VERSIONS_MAX_PAGE);
  const [totals] = await db
    .select({ total: count() })
    .from(workItemDescriptionVersions)
    .where(itemScope(actor, workItemId));
  const total = totals?.total ?? 0;
  const start = cursor.page * pageSize;
  const rows = await db
    .select()
    .from(workItemDescriptionVersions)
    .where(itemScope(actor, workItemId))
    .orderBy(desc(workItemDescriptionVersions.created_at), desc(workItemDescriptionVersions.id))
    .limit(pageSize)
    .offset(start);
  const hasNext = start + rows.length < total;
  return {
    prev_cursor: `${String(pageSize)}:${String(cursor.page - 1)}:0`,
    cursor: `${String(pageSize)}:${String(cursor.page)}:0`,
    next_cursor: hasNext ? `${String(pageSize)}:${String(cursor.page + 1)}:0` : null,
    prev_page_results: cursor.page > 0,
    next_page_results: hasNext,
    page_count: rows.length,
    total_results: total,
    total_pages: Math.ceil(total / pageSize),
    results: await presentSummaries(db, rows),
  };
}

/** One snapshot with its content (restoring it is the client's edit of the description). */
export async function getDescriptionVersion(options: {
  db: Executor;
  actor: Actor;
  id: string;
  versionId: string;
}): Promise<DescriptionVersion> {
  const { db, actor } = options;
  const workItemId = await visibleWorkItemId(db, actor, options.id);
  const [row] = isUuid(options.versionId)
    ? await db
        .select()
        .from(workItemDescriptionVersions)
        .where(
          and(itemScope(actor, workItemId), eq(workItemDescriptionVersions.id, options.versionId)),
        )
    : [];
  if (!row) throw new AppError('DESCRIPTION_VERSION_NOT_FOUND');
  const [summary] = await presentSummaries(db, [row]);
  if (!summary) throw new AppError('INTERNAL');
  return {
    ...summary,
    description_html: row.description_html,
    description_stripped: row.description_stripped,
    description_json: row.description_json,
  };
}

import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { states, workItems } from '#server/db/schema';

/** Which of a project's work items a page may hold; a guest limited to their own passes their id. */
export interface WorkItemPageScope {
  projectId: string;
  /** Only items this user created (guests of projects without guest_view_all_features). */
  createdBy?: string | undefined;
  /**
   * Only items changed after this moment. Times are stored to the microsecond but answered to the
   * millisecond, so the item a client saw last may come again: a repeat, never a gap.
   */
  updatedAfter?: Date | undefined;
}

function scopeConditions(scope: WorkItemPageScope) {
  return [
    eq(workItems.project_id, scope.projectId),
    scope.createdBy === undefined ? undefined : eq(workItems.created_by_id, scope.createdBy),
    scope.updatedAfter === undefined
      ? undefined
      : sql`${workItems.updated_at} > ${scope.updatedAfter.toISOString()}`,
  ];
}

/**
 * Where a page of the sync feed starts: after `offset` items (a page asked for by number, as
 * Plane's client asks for all of them, in parallel), or just after an item's place in the order
 * (a keyset position, from the next_cursor Keel hands out). `sequenceId` names that item for
 * good (it is numbered once, per project, and never reused) and `updatedAtMicros` is its
 * updated_at when it was read, in microseconds since 1970, as a decimal string (too large for a
 * double): together they are its place then, wherever it has moved since.
 */
export type SyncPageStart =
  { offset: number } | { after: { updatedAtMicros: string; sequenceId: number } };

/** A row of a sync page: the item, and its keyset position (see SyncPageStart). */
export interface SyncedRow {
  id: string;
  updatedAtMicros: string;
  sequenceId: number;
}

/**
 * The sync feed's items (Plane's issue_objects: live, not archived, not drafts, not in triage)
 * of the scope. The literal conditions match work_items_sync_idx's predicate, and triage is a
 * hashed list of the project's triage states, so that a page is one index-only range scan of
 * work_items_sync_idx in the feed's order.
 */
function syncedConditions(scope: WorkItemPageScope): SQL {
  return sql.join(
    [
      sql`wi.project_id = ${scope.projectId}`,
      sql`wi.deleted_at is null and wi.archived_at is null and wi.is_draft = false`,
      sql`(wi.state_id is null or wi.state_id not in (select ts.id from ${states} ts
        where ts.project_id = ${scope.projectId} and ts."group" = 'triage'))`,
      ...(scope.createdBy === undefined ? [] : [sql`wi.created_by_id = ${scope.createdBy}`]),
      ...(scope.updatedAfter === undefined
        ? []
        : [sql`wi.updated_at > ${scope.updatedAfter.toISOString()}`]),
    ],
    sql` and `,
  );
}

/** How many items the sync feed of the scope holds. */
export async function countSyncedWorkItems(
  db: Executor,
  scope: WorkItemPageScope,
): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${workItems} wi where ${syncedConditions(scope)}`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * The statement of one page of the sync feed in its order, least recently changed first:
 * (updated_at, id), the order of work_items_sync_idx, read from `start` for `limit` rows. A
 * keyset page costs the same wherever it starts; an offset page also steps over the `offset`
 * items before it in the index (5–17 ms at 49,500, against 0.4 ms from a position).
 */
export function syncPageStatement(
  scope: WorkItemPageScope,
  page: { limit: number; start: SyncPageStart },
): SQL {
  const { start } = page;
  const after =
    'after' in start
      ? // The item's id by its number; a vanished item (rows are soft-deleted, so only a
        // deleted project) answers every item changed at that moment again: a repeat, not a gap.
        sql`and (wi.updated_at, wi.id) > (
          timestamptz 'epoch' + ${start.after.updatedAtMicros}::bigint * interval '1 microsecond',
          coalesce((select anchor.id from ${workItems} anchor
            where anchor.project_id = ${scope.projectId}
              and anchor.sequence_id = ${start.after.sequenceId}),
            '00000000-0000-0000-0000-000000000000'::uuid))`
      : sql``;
  const offset = 'offset' in start ? start.offset : 0;
  // The position is computed outside the LIMIT, for the page's rows only, not for every row an
  // offset steps over (which costs more than the scan: 60 against 10 ms at offset 49,500).
  return sql`
    select p.id, (extract(epoch from p.updated_at) * 1000000)::bigint::text as micros,
      p.sequence_id
    from (select wi.id, wi.updated_at, wi.sequence_id
      from ${workItems} wi where ${syncedConditions(scope)} ${after}
      order by wi.updated_at asc, wi.id asc
      limit ${page.limit} offset ${offset}) p
    order by p.updated_at asc, p.id asc`;
}

/** One page of the sync feed (syncPageStatement), and whether another page follows it. */
export async function pageSyncedWorkItems(
  db: Executor,
  scope: WorkItemPageScope,
  page: { limit: number; start: SyncPageStart },
): Promise<{ rows: SyncedRow[]; hasMore: boolean }> {
  // One row more than the page tells whether a next page exists, without counting.
  const result = await db.execute<{ id: string; micros: string; sequence_id: number }>(
    syncPageStatement(scope, { limit: page.limit + 1, start: page.start }),
  );
  const rows = result.rows.slice(0, page.limit).map((row) => ({
    id: row.id,
    updatedAtMicros: row.micros,
    sequenceId: row.sequence_id,
  }));
  return { rows, hasMore: result.rows.length > page.limit };
}

/** Ids of a project's work items that are archived or deleted (what a sync must drop). */
export async function archivedOrDeletedWorkItemIds(
  db: Executor,
  scope: WorkItemPageScope,
): Promise<string[]> {
  const rows = await db
    .select({ id: workItems.id })
    .from(workItems)
    .where(
      and(
        ...scopeConditions(scope),
        sql`(${workItems.archived_at} is not null or ${workItems.deleted_at} is not null)`,
      ),
    )
    .orderBy(workItems.updated_at);
  return rows.map((row) => row.id);
}

/**
 * The descriptions of these items of the project, by id: a sync page with `description=true`
 * reads them beside its items, which are loaded in the list shape's columns only.
 */
export async function loadDescriptions(
  db: Executor,
  projectId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: workItems.id, html: workItems.description_html })
    .from(workItems)
    .where(
      and(
        eq(workItems.project_id, projectId),
        sql`${workItems.id} = any(${sql.param(ids)}::uuid[])`,
      ),
    );
  return new Map(rows.map((row) => [row.id, row.html]));
}

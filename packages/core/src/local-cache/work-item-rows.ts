import type { WorkItem } from '../work-items-wire';
import { type CachedWorkItem, LOCAL_CACHE_LIMITS, type SqlRunner, type SqlValue } from './contract';
import {
  ALL_ISSUE_COLUMNS,
  META_FIELDS,
  issueJsonObject,
  issueRowValues,
  workItemFromJson,
} from './issue-columns';
import { sqlList } from './sql';

/** `issue_meta` rows written per statement (3 parameters each). */
const META_BATCH = 300;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

function placeholders(columns: number, rows: number): string {
  const row = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
  return Array.from({ length: rows }, () => row).join(', ');
}

/**
 * Upserts work items, LOCAL_CACHE_LIMITS.insertBatch rows per statement (INSERT OR REPLACE with
 * bound parameters), and rewrites their `issue_meta` rows, in one transaction. `local: true`
 * marks the rows as optimistic local writes (is_local_update), which lastSyncedAt ignores; a later
 * write from the server clears the mark.
 */
export function writeWorkItems(
  db: SqlRunner,
  items: readonly CachedWorkItem[],
  options: { local: boolean },
): void {
  if (items.length === 0) return;
  const columns = ALL_ISSUE_COLUMNS.join(', ');
  db.transaction(() => {
    for (const batch of chunks(items, LOCAL_CACHE_LIMITS.insertBatch)) {
      const ids = batch.map((item) => item.id);
      db.run(
        `insert or replace into issues (${columns}) values ${placeholders(ALL_ISSUE_COLUMNS.length, batch.length)}`,
        batch.flatMap((item) => issueRowValues(item, options.local)),
      );
      const idList = sqlList(ids);
      db.run(`delete from issue_meta where issue_id in (${idList.text})`, idList.binds);
      const meta = batch.flatMap((item) =>
        META_FIELDS.flatMap((key) => [...new Set(item[key])].map((value) => [item.id, key, value])),
      );
      for (const rows of chunks(meta, META_BATCH))
        db.run(
          `insert into issue_meta (issue_id, key, value) values ${placeholders(3, rows.length)}`,
          rows.flat(),
        );
    }
  });
}

/** Removes work items (deleted or archived on the server) and their `issue_meta` rows. */
export function deleteWorkItems(db: SqlRunner, ids: readonly string[]): void {
  if (ids.length === 0) return;
  db.transaction(() => {
    for (const batch of chunks(ids, LOCAL_CACHE_LIMITS.bulkFetch)) {
      const idList = sqlList(batch);
      db.run(`delete from issue_meta where issue_id in (${idList.text})`, idList.binds);
      db.run(`delete from issues where id in (${idList.text})`, idList.binds);
    }
  });
}

/**
 * Each row as one JSON object; the state group read back is the group of the item's state as the
 * cached states say (a state's group can change without the item changing), else the one the item
 * was written with.
 */
const ITEM_JSON = issueJsonObject({
  state__group: `coalesce((select s."group" from states s where s.id = i.state_id limit 1),
    i.state__group)`,
});

/**
 * Work items by id in the wire shape, in the order asked; unknown ids are left out. Each field is
 * checked against its kind, so what writeWorkItems wrote comes back equal.
 */
export function readWorkItems(db: SqlRunner, ids: readonly string[]): WorkItem[] {
  const unique = [...new Set(ids)];
  const byId = new Map<string, WorkItem>();
  for (const batch of chunks(unique, LOCAL_CACHE_LIMITS.bulkFetch)) {
    const idList = sqlList(batch);
    const [row] = db.all(
      `select json_group_array(json(${ITEM_JSON})) as items from issues i
        where i.id in (${idList.text})`,
      idList.binds,
    );
    const parsed: unknown = JSON.parse(typeof row?.items === 'string' ? row.items : '[]');
    for (const value of Array.isArray(parsed) ? parsed : []) {
      const item = workItemFromJson(value);
      byId.set(item.id, item);
    }
  }
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/**
 * How many of the items differ from the copies the cache holds (new, a newer updated_at, or held
 * as a local write). A later sync asks for items changed after the newest it holds, which the
 * server compares at microseconds and the cache stores at milliseconds, so the newest item comes
 * back every time: it is no change.
 */
export function countChangedItems(db: SqlRunner, items: readonly CachedWorkItem[]): number {
  const held = new Map<string, string>();
  for (const batch of chunks(
    items.map((item) => item.id),
    LOCAL_CACHE_LIMITS.bulkFetch,
  )) {
    const idList = sqlList(batch);
    for (const row of db.all(
      `select id, updated_at from issues where is_local_update is null and id in (${idList.text})`,
      idList.binds,
    ))
      if (typeof row.id === 'string' && typeof row.updated_at === 'string')
        held.set(row.id, row.updated_at);
  }
  return items.filter((item) => held.get(item.id) !== item.updated_at).length;
}

/** The description the sync stored for an item (null: not fetched, or no such item). */
export function readWorkItemDescription(db: SqlRunner, id: string): string | null {
  const [row] = db.all(`select description_html from issues where id = ?`, [id]);
  return typeof row?.description_html === 'string' ? row.description_html : null;
}

/**
 * Where the next incremental sync of a project starts (its `updated_at__gt`): the newest
 * updated_at among the items the server sent, optimistic local writes left out so that they do
 * not hide server changes made meanwhile. Null before the first sync.
 */
export function lastSyncedAt(db: SqlRunner, projectId: string): string | null {
  const [row] = db.all(
    `select max(updated_at) as last from issues where project_id = ? and is_local_update is null`,
    [projectId],
  );
  const last: SqlValue | undefined = row?.last;
  return typeof last === 'string' ? last : null;
}

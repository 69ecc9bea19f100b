import type { WorkItem } from '../work-items-wire';

/**
 * The browser SQL cache of work items (issue 21, spec §1, §3, §4, §8, §9): the contract between
 * its pure part (this folder: schema, rows, list SQL, shaping) and the web worker that runs it on
 * SQLite (apps/web/src/domains/local-cache). Everything here is synchronous and engine-agnostic:
 * the worker hands in a `SqlRunner` over its sqlite-wasm database; tests hand in one over an
 * in-memory sqlite-wasm database in Node.
 */

/** Schema version kept in `options` under DB_VERSION; a mismatch clears the database (spec §8). */
export const LOCAL_CACHE_VERSION = '1.3';

/** Spec §9. */
export const LOCAL_CACHE_LIMITS = {
  /** Items per `v2/issues/` sync page (cursor `500:page:0`). */
  syncPageSize: 500,
  /** Items written per insert statement batch. */
  insertBatch: 50,
  /** Items read per bulk fetch from the cache. */
  bulkFetch: 10_000,
  /** A sync is skipped while a local write is younger than this (ms). */
  writeWindowMs: 5_000,
} as const;

/** A value SQLite takes or gives back. */
export type SqlValue = string | number | null;

/** What the pure part needs of a database: run statements with bound parameters. */
export interface SqlRunner {
  /** Runs one statement (DDL or write). */
  run(sql: string, bind?: readonly SqlValue[]): void;
  /** Runs one query and answers its rows as objects keyed by column name. */
  all(sql: string, bind?: readonly SqlValue[]): Record<string, SqlValue>[];
  /**
   * Runs `work` inside BEGIN … COMMIT (ROLLBACK on a throw). A call inside another one's `work`
   * must nest (a SAVEPOINT, as `sqliteWasmRunner` does): the writers of this folder open their
   * own transaction and the worker may wrap several of them in one.
   */
  transaction<T>(work: () => T): T;
}

/** Workspace status (spec §4). */
export type LocalCacheStatus = 'uninitialized' | 'initializing' | 'ready' | 'error';
/** Per-project sync status (spec §4): loading is the first sync, syncing a later one. */
export type LocalProjectStatus = 'loading' | 'syncing' | 'ready' | 'error';

/** Who is asking, for the list's visibility rules (spec §5: guests' local queries). */
export interface LocalListViewer {
  userId: string;
  /**
   * True for a guest of a project with guest_view_all_features false: such a viewer sees only the
   * items they created.
   */
  ownItemsOnly: boolean;
  /**
   * The day relative date filters count from, YYYY-MM-DD. The server's list counts from today in
   * UTC, so give `new Date().toISOString().slice(0, 10)` for the same answer.
   */
  today: string;
}

/** A work item as the sync feed sends it with `description=true`, as the cache stores it. */
export type CachedWorkItem = WorkItem & { description_html?: string | null };

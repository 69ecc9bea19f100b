import {
  countOutbox,
  deleteWorkItems,
  enqueueOutbox,
  getOption,
  LOCAL_CACHE_LIMITS,
  lastSyncedAt,
  listLocally,
  type LocalListViewer,
  noteOutboxAttempt,
  openLocalCache,
  type OutboxEntry,
  type OutboxRecord,
  readOutbox,
  removeOutboxEntry,
  setOption,
  type SqlRunner,
  type WorkItem,
  type WorkItemListResponse,
  writeWorkItems,
} from '@keel/core';
import { ApiError, type ApiClient } from '#web/lib/api-client';
import type {
  LocalCacheEvents,
  LocalCacheOpenRequest,
  LocalCacheOpenResult,
  LocalCachePersistence,
  LocalCacheWorkerApi,
  LocalSyncOutcome,
  LocalWriteOptions,
} from './local-cache-protocol';
import { isRefused, syncProjectItems, syncReferenceData } from './project-sync';

/** A database the host opened. */
export interface OpenedDatabase {
  db: SqlRunner;
  persistence: LocalCachePersistence;
  close(): void;
}

/** Where the engine's databases live: SQLite over OPFS in the worker, in memory in tests. */
export interface DatabaseHost {
  /** Opens (creating when missing) the named database. */
  open(name: string): Promise<OpenedDatabase>;
  /** Removes every database of the cache. */
  wipe(): Promise<void>;
}

/** The `options` key of the newest own write (ms since the epoch): the write window (spec §5). */
export const WRITE_MARKER_KEY = 'local_write_at';

/** The `options` key saying a project's first sync finished (Plane's `<projectId> = "ready"`). */
function syncedKey(projectId: string): string {
  return `project_synced:${projectId}`;
}

/** One database file per person and workspace (slugs and ids are already file-name safe). */
export function databaseName({ userId, slug }: LocalCacheOpenRequest): string {
  return `/keel-${userId}-${slug}.sqlite3`.replace(/[^\w./-]/g, '_');
}

interface OpenState {
  request: LocalCacheOpenRequest;
  opened: OpenedDatabase;
  events: LocalCacheEvents;
  /** Projects whose first sync finished. */
  synced: Set<string>;
}

/**
 * The cache's worker side: opens the person's database for a workspace, syncs projects one at a
 * time, answers lists, and takes the page's items. Writes that arrive during a sync wait until it
 * ends, so that an older sync page cannot overwrite them.
 */
export class LocalCacheEngine implements LocalCacheWorkerApi {
  readonly #host: DatabaseHost;
  readonly #api: ApiClient;
  readonly #now: () => number;
  #state: OpenState | null = null;
  /** The running sync's end: syncs run one after another. */
  #syncs: Promise<unknown> = Promise.resolve();
  #isSyncing = false;
  /** Writes held back while a sync runs. */
  #held: ((state: OpenState) => void)[] = [];

  constructor(host: DatabaseHost, api: ApiClient, now: () => number = Date.now) {
    this.#host = host;
    this.#api = api;
    this.#now = now;
  }

  async open(
    request: LocalCacheOpenRequest,
    events: LocalCacheEvents,
  ): Promise<LocalCacheOpenResult> {
    this.#close();
    const opened = await this.#host.open(databaseName(request));
    const { cleared } = openLocalCache(opened.db);
    const synced = new Set(
      opened.db
        .all(`select key from options where key like 'project_synced:%'`)
        .flatMap((row) =>
          typeof row.key === 'string' ? [row.key.slice('project_synced:'.length)] : [],
        ),
    );
    this.#state = { request, opened, events, synced };
    return {
      persistence: opened.persistence,
      wasCleared: cleared,
      syncedProjectIds: [...synced],
      outbox: readOutbox(opened.db),
    };
  }

  syncProject(projectId: string): Promise<LocalSyncOutcome> {
    const run = this.#syncs.then(() => this.#sync(projectId));
    this.#syncs = run.catch(() => undefined);
    return run;
  }

  async listProject(
    projectId: string,
    params: Record<string, string>,
    viewer: LocalListViewer,
  ): Promise<WorkItemListResponse> {
    const state = this.#required();
    return listLocally(state.opened.db, projectId, params, viewer);
  }

  async writeItems(items: WorkItem[], { isOwnEdit }: LocalWriteOptions): Promise<void> {
    const state = this.#required();
    if (isOwnEdit) setOption(state.opened.db, WRITE_MARKER_KEY, String(this.#now()));
    this.#apply((current) => {
      // Items of projects never synced are left to their first sync.
      const known = items.filter((item) => current.synced.has(item.project_id));
      // Marked local: they must not move the next sync's starting point past changes it has
      // not read (only the sync feed's items do).
      writeWorkItems(current.opened.db, known, { local: true });
    });
  }

  async deleteItems(ids: string[]): Promise<void> {
    this.#required();
    this.#apply((current) => {
      deleteWorkItems(current.opened.db, ids);
    });
  }

  async wipe(): Promise<void> {
    this.#close();
    await this.#host.wipe();
  }

  async enqueue(records: OutboxRecord[]): Promise<OutboxEntry[]> {
    return enqueueOutbox(this.#required().opened.db, records, this.#now());
  }

  async outbox(): Promise<OutboxEntry[]> {
    return readOutbox(this.#required().opened.db);
  }

  async dequeue(seq: number): Promise<void> {
    removeOutboxEntry(this.#required().opened.db, seq);
  }

  async noteAttempt(seq: number): Promise<number> {
    return noteOutboxAttempt(this.#required().opened.db, seq);
  }

  async #sync(projectId: string): Promise<LocalSyncOutcome> {
    const state = this.#state;
    if (state === null) return { kind: 'failed' };
    const { db } = state.opened;
    const writtenAt = getOption(db, WRITE_MARKER_KEY);
    const sinceWrite = writtenAt === null ? Infinity : this.#now() - Number(writtenAt);
    if (sinceWrite < LOCAL_CACHE_LIMITS.writeWindowMs)
      return { kind: 'skipped', retryInMs: LOCAL_CACHE_LIMITS.writeWindowMs - sinceWrite + 50 };
    // Writes made offline wait to be sent: the server's copies would hide them until then.
    if (countOutbox(db) > 0)
      return { kind: 'skipped', retryInMs: LOCAL_CACHE_LIMITS.writeWindowMs };
    const isFirst = !state.synced.has(projectId);
    state.events.projectStatus(projectId, isFirst ? 'loading' : 'syncing');
    this.#isSyncing = true;
    try {
      await syncReferenceData(this.#api, db, state.request.slug, projectId);
      const changed = await syncProjectItems({
        api: this.#api,
        db,
        slug: state.request.slug,
        projectId,
        isFirst,
        since: isFirst ? null : lastSyncedAt(db, projectId),
        pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
      });
      if (this.#state !== state) return { kind: 'failed' };
      setOption(db, syncedKey(projectId), new Date(this.#now()).toISOString());
      state.synced.add(projectId);
      state.events.projectStatus(projectId, 'ready');
      return { kind: 'synced', isFirst, changed: isFirst ? 0 : changed };
    } catch (error) {
      if (this.#state === state) {
        // Offline (or the server is down): what was synced before still answers the lists.
        if (!isFirst && isUnreachable(error)) {
          state.events.projectStatus(projectId, 'ready');
          return { kind: 'failed' };
        }
        // A refusal (not a member, signed out) is no fault: the server answers those lists.
        if (!isRefused(error) && !isUnreachable(error))
          console.warn(
            'The local cache could not sync a project; its lists ask the server.',
            error,
          );
        state.events.projectStatus(projectId, 'error');
      }
      return { kind: 'failed' };
    } finally {
      this.#isSyncing = false;
      this.#release();
    }
  }

  /** Runs a write now, or after the running sync. */
  #apply(write: (state: OpenState) => void): void {
    if (this.#isSyncing) {
      this.#held.push(write);
      return;
    }
    const state = this.#state;
    if (state) write(state);
  }

  #release(): void {
    const held = this.#held;
    this.#held = [];
    const state = this.#state;
    if (!state) return;
    for (const write of held) {
      try {
        write(state);
      } catch (error) {
        console.warn('The local cache could not take changed items.', error);
      }
    }
  }

  #required(): OpenState {
    if (this.#state === null) throw new Error('The local cache has no open database.');
    return this.#state;
  }

  #close(): void {
    const state = this.#state;
    this.#state = null;
    this.#held = [];
    state?.opened.close();
  }
}

/** No answer at all: the browser is offline or the server is down. */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

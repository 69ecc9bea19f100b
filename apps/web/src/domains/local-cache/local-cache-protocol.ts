import type {
  LocalListViewer,
  LocalProjectStatus,
  OutboxEntry,
  OutboxRecord,
  WorkItem,
  WorkItemListResponse,
} from '@keel/core';

/**
 * What the page and the cache's worker say to each other (through comlink): the worker owns the
 * SQLite database, the sync and the list queries; the page asks and is told of status changes.
 */

/** Where the database lives: OPFS (kept across reloads) or memory (OPFS missing, or held by another tab). */
export type LocalCachePersistence = 'opfs' | 'memory';

export interface LocalCacheOpenRequest {
  userId: string;
  slug: string;
}

export interface LocalCacheOpenResult {
  persistence: LocalCachePersistence;
  /** The database held another schema version and was cleared (spec §8). */
  wasCleared: boolean;
  /** Projects whose first sync finished in an earlier visit: their lists can be answered now. */
  syncedProjectIds: string[];
  /** Writes made offline and not sent yet (the offline queue). */
  outbox: OutboxEntry[];
}

/** What the worker tells the page as it works. */
export interface LocalCacheEvents {
  projectStatus(projectId: string, status: LocalProjectStatus): void;
}

/** How a sync ended. */
export type LocalSyncOutcome =
  /** A local write is younger than the write window: asked again after `retryInMs`. */
  | { kind: 'skipped'; retryInMs: number }
  /**
   * Done; `changed` counts the items written or removed by a later sync (0 on a first one, whose
   * items the screen already read from the server).
   */
  | { kind: 'synced'; isFirst: boolean; changed: number }
  | { kind: 'failed' };

/** How items reach the cache from the page's store. */
export interface LocalWriteOptions {
  /**
   * True for the person's own optimistic edit: it opens the write window, during which syncs
   * wait so that a sync cannot overwrite the edit with the server's older copy.
   */
  isOwnEdit: boolean;
}

/** The worker's API, every call answered asynchronously. */
export interface LocalCacheWorkerApi {
  /** Opens (creating or clearing as needed) the person's database for one workspace. */
  open(request: LocalCacheOpenRequest, events: LocalCacheEvents): Promise<LocalCacheOpenResult>;
  /** Brings a project up to date with the server: a full load the first time, changes after. */
  syncProject(projectId: string): Promise<LocalSyncOutcome>;
  /** One page of a project's list, answered as the server's list would. */
  listProject(
    projectId: string,
    params: Record<string, string>,
    viewer: LocalListViewer,
  ): Promise<WorkItemListResponse>;
  /** Items as the page now holds them (a server answer, a realtime change or an own edit). */
  writeItems(items: WorkItem[], options: LocalWriteOptions): Promise<void>;
  /** Items that left the lists for good (deleted, archived). */
  deleteItems(ids: string[]): Promise<void>;
  /** Closes the database and removes every database this origin's cache holds. */
  wipe(): Promise<void>;
  /**
   * Queues writes the server could not be reached for (the offline queue), in order, durably;
   * answers them with their places. While any wait, syncs are put off (they would bring the
   * server's older values over them).
   */
  enqueue(records: OutboxRecord[]): Promise<OutboxEntry[]>;
  /** The queued writes, oldest first. */
  outbox(): Promise<OutboxEntry[]>;
  /** Takes a queued write off the queue (sent, or given up). */
  dequeue(seq: number): Promise<void>;
  /** Counts a failed send of a queued write; answers the attempts so far. */
  noteAttempt(seq: number): Promise<number>;
}

/** The page's handle on a running worker. */
export interface LocalCacheClient {
  api: LocalCacheWorkerApi;
  /** Wraps the page's event handlers so that the worker can call them. */
  events(handlers: LocalCacheEvents): LocalCacheEvents;
  /** Settles when the worker itself failed (its script did not load or threw): calls go unanswered. */
  failure: Promise<Error>;
  /** Stops the worker at once (its database handles are released with it). */
  terminate(): void;
}

/** The OPFS directory the opfs-sahpool VFS keeps every database of the cache in. */
export const LOCAL_CACHE_DIRECTORY = '.keel-local-cache';

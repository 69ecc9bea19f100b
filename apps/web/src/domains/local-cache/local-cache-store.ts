import {
  canListLocally,
  type LocalCacheStatus,
  type LocalListViewer,
  type LocalProjectStatus,
  type OutboxEntry,
  type WorkItem,
  type WorkItemListResponse,
} from '@keel/core';
import { makeObservable, observable, runInAction, toJS, when } from 'mobx';
import type { WorkItemMirror } from '#web/domains/work-items/work-item-cache';
import type { WorkItemListSource } from '#web/domains/work-items/work-items-api';
import { noteLocalAnswer } from './local-answers';
import type {
  LocalCacheClient,
  LocalCachePersistence,
  LocalCacheWorkerApi,
  LocalSyncOutcome,
} from './local-cache-protocol';
import type { LocalCachePreferences, SyncedProjectHint } from './local-cache-preferences';

/** A project's list is not synced again within this long of its last sync (opening it again). */
export const RESYNC_INTERVAL_MS = 15_000;

/** How long a list waits for a starting cache (or the project's viewer) before asking the server. */
export const OPEN_WAIT_MS = 3_000;

/** How long a visit waits to learn that the person is a member before it syncs nothing. */
const MEMBERSHIP_WAIT_MS = 30_000;

/** How long turning the cache off waits for the worker to remove its files. */
const WIPE_WAIT_MS = 5_000;

/** Who is looking at a project's list, as the page knows it; null while the project is unknown. */
export type ViewerLookup = (
  slug: string,
  projectId: string,
) => Omit<LocalListViewer, 'today'> | null;

export interface LocalCacheStoreOptions {
  /** Starts the worker (the browser's module worker by default; tests hand in a fake). */
  startWorker: () => LocalCacheClient;
  preferences: LocalCachePreferences;
  /** The signed-in person (observable); undefined until known. */
  currentUserId: () => string | undefined;
  /** The viewer of a project's list (observable), for the list rules of spec §5. */
  viewerOf: ViewerLookup;
  /** Removes the cache's files when no worker holds them (turning the cache off). */
  removeFiles: () => Promise<void>;
  /** Whether this browser can run the cache at all (workers and WebAssembly). */
  isSupported: boolean;
  /** Today as YYYY-MM-DD in the person's zone, for relative date filters. */
  today: () => string;
  /** Reports a failure that falls back to the server (console.warn by default). */
  warn?: (message: string, error: unknown) => void;
}

/** The database of one person and workspace, as the page sees it. */
interface OpenCache {
  userId: string;
  slug: string;
  client: LocalCacheClient;
  /** Resolves when the database is open (true) or could not be (false). */
  opened: Promise<boolean>;
}

type PendingOp = { kind: 'write'; item: WorkItem; isOwnEdit: boolean } | { kind: 'delete' };

/** The offline queue's calls on an open database. */
export type OutboxPort = Pick<
  LocalCacheWorkerApi,
  'enqueue' | 'outbox' | 'dequeue' | 'noteAttempt'
>;

/** Hears a workspace's queued writes as its database opens (null and none when it closes). */
export type OutboxListener = (slug: string | null, entries: OutboxEntry[]) => void;

/**
 * The browser's SQL cache of work items (issue 21), page side: the stored on/off flag, the
 * statuses (spec §4), the worker's lifecycle, the syncs a visit starts, the lists it answers, and
 * the items the work-items store hands it (it is the store's mirror).
 */
export class LocalCacheStore implements WorkItemMirror {
  /** The open workspace's status; uninitialized while none is open. */
  status: LocalCacheStatus = 'uninitialized';
  /** Where the open database lives; null until one is open. */
  persistence: LocalCachePersistence | null = null;
  /** The open workspace's projects, by id. */
  readonly projects = observable.map<string, LocalProjectStatus>();
  /** Moves when the flag is written, so that isEnabled is read again. */
  readonly #flagVersion = observable.box(0);

  readonly #options: LocalCacheStoreOptions;
  #cache: OpenCache | null = null;
  /** The workspace whose screens are shown. */
  #slug: string | null = null;
  readonly #lastSync = new Map<string, number>();
  readonly #listeners = new Map<string, Set<() => void>>();
  readonly #pending = new Map<string, PendingOp>();
  #flushTimer: ReturnType<typeof setTimeout> | null = null;
  readonly #retryTimers = new Set<ReturnType<typeof setTimeout>>();
  #outboxListener: OutboxListener | null = null;

  constructor(options: LocalCacheStoreOptions) {
    this.#options = options;
    makeObservable(this, { status: observable, persistence: observable });
  }

  /** Whether the signed-in person keeps the cache on (spec §1: on by default). */
  get isEnabled(): boolean {
    this.#flagVersion.get();
    const userId = this.#options.currentUserId();
    if (!this.#options.isSupported) return false;
    return userId === undefined || this.#options.preferences.isEnabled(userId);
  }

  /** Whether this browser can run the cache at all. */
  get isSupported(): boolean {
    return this.#options.isSupported;
  }

  /** Whether any project of the open workspace is syncing now. */
  get isSyncing(): boolean {
    for (const status of this.projects.values())
      if (status === 'loading' || status === 'syncing') return true;
    return false;
  }

  /** Whether any project's last sync failed. */
  get hasProjectError(): boolean {
    for (const status of this.projects.values()) if (status === 'error') return true;
    return false;
  }

  projectStatus(projectId: string): LocalProjectStatus | undefined {
    return this.projects.get(projectId);
  }

  /**
   * The workspace's screens are shown: a workspace synced before in this browser opens its
   * database at once, so that its lists can answer from it; others wait for a project's visit.
   */
  enterWorkspace(slug: string): void {
    this.#slug = slug;
    const userId = this.#usableUserId();
    if (userId === undefined) return;
    if (this.#options.preferences.syncedProjects(userId, slug).size > 0) this.#open(slug, userId);
  }

  /** The workspace's screens are gone. */
  leaveWorkspace(slug: string): void {
    if (this.#slug === slug) this.#slug = null;
  }

  /**
   * Turns the cache on or off for the signed-in person (stored in this browser). Off stops the
   * worker and removes every database; lists then ask the server.
   */
  async setEnabled(isEnabled: boolean): Promise<void> {
    const userId = this.#options.currentUserId();
    if (userId === undefined) return;
    this.#options.preferences.setEnabled(userId, isEnabled);
    runInAction(() => {
      this.#flagVersion.set(this.#flagVersion.get() + 1);
    });
    if (!isEnabled) {
      await this.#clear();
      return;
    }
    if (this.#slug !== null) this.enterWorkspace(this.#slug);
  }

  /**
   * A project's list was opened (or read again): its sync runs in the background, at most once
   * per RESYNC_INTERVAL_MS.
   */
  visitProject(slug: string, projectId: string): void {
    const userId = this.#usableUserId();
    if (userId === undefined) {
      if (this.isEnabled && this.#options.isSupported)
        void when(() => this.#options.currentUserId() !== undefined, { timeout: 60_000 })
          .then(() => {
            this.visitProject(slug, projectId);
          })
          .catch(() => undefined);
      return;
    }
    const cache = this.#open(slug, userId);
    const last = this.#lastSync.get(projectId);
    const now = Date.now();
    if (last !== undefined && now - last < RESYNC_INTERVAL_MS) return;
    this.#lastSync.set(projectId, now);
    // Only a member's projects are synced (the server would refuse the others).
    void this.#isMember(slug, projectId).then(async (isMember) => {
      if (isMember && (await cache.opened)) await this.#sync(cache, projectId);
    });
  }

  /**
   * Someone changed the project (null: any project) in a way the held items may not show: its
   * next visit syncs without waiting out RESYNC_INTERVAL_MS.
   */
  noteRemoteChange(projectId: string | null): void {
    if (projectId === null) this.#lastSync.clear();
    else this.#lastSync.delete(projectId);
  }

  /**
   * Answers a page of a list from the cache, or null when the server must: the cache is off, the
   * list is not a project's, the query is one the cache does not run (canListLocally), the
   * project has not finished its first sync, or the cache failed (logged).
   */
  async answerList(
    slug: string,
    source: WorkItemListSource,
    params: Record<string, string>,
  ): Promise<WorkItemListResponse | null> {
    if (source.kind !== 'project' || !canListLocally(params)) return null;
    const userId = this.#usableUserId();
    if (userId === undefined) return null;
    const { projectId } = source;
    const hint = this.#options.preferences.syncedProjects(userId, slug).get(projectId);
    let cache = this.#cache;
    if (cache?.slug !== slug || cache.userId !== userId) {
      // Not open yet: worth waiting for only when this project was synced in this browser.
      if (hint === undefined) return null;
      cache = this.#open(slug, userId);
    }
    if (this.status !== 'ready' && !(await within(cache.opened, OPEN_WAIT_MS))) return null;
    if (this.#cache !== cache) return null;
    const status = this.projects.get(projectId);
    if (status !== 'ready' && status !== 'syncing') return null;
    const viewer = await this.#viewer(slug, projectId, hint);
    if (viewer === null || this.#cache !== cache) return null;
    try {
      const page = await cache.client.api.listProject(projectId, params, {
        ...viewer,
        today: this.#options.today(),
      });
      noteLocalAnswer(page);
      return page;
    } catch (error) {
      this.#warn('The local cache could not answer a list; the server will.', error);
      return null;
    }
  }

  /**
   * Calls `refresh` when a sync of the project changed what the cache holds: its first (the list
   * can now be answered from it), or a later one that brought changes (a list it answered may
   * show items as they were). Answers the function that stops.
   */
  onProjectChanged(projectId: string, refresh: () => void): () => void {
    let listeners = this.#listeners.get(projectId);
    if (!listeners) this.#listeners.set(projectId, (listeners = new Set()));
    listeners.add(refresh);
    return () => {
      listeners.delete(refresh);
    };
  }

  itemsReceived(items: readonly WorkItem[]): void {
    for (const item of items) this.#queue(item.id, { kind: 'write', item, isOwnEdit: false });
  }

  itemsChanged(items: readonly WorkItem[], isOwnEdit: boolean): void {
    for (const item of items) this.#queue(item.id, { kind: 'write', item, isOwnEdit });
  }

  itemsRemoved(ids: readonly string[]): void {
    for (const id of ids) this.#queue(id, { kind: 'delete' });
  }

  /** Tells `listener` of the queued writes each database holds as it opens. */
  onOutbox(listener: OutboxListener): void {
    this.#outboxListener = listener;
  }

  /**
   * The offline queue of the workspace's database (the person's, open now), or null when there is
   * none to keep writes in: the cache is off, another workspace's is open, or it failed to open.
   */
  async outboxOf(slug: string): Promise<OutboxPort | null> {
    const userId = this.#usableUserId();
    const cache = this.#cache;
    if (userId === undefined || cache?.slug !== slug || cache.userId !== userId) return null;
    if (!(await cache.opened) || this.#cache !== cache) return null;
    return cache.client.api;
  }

  /** Stops the worker and every timer (the page is going away, or a test ends). */
  dispose(): void {
    this.#cache?.client.terminate();
    this.#cache = null;
    if (this.#flushTimer !== null) clearTimeout(this.#flushTimer);
    for (const timer of this.#retryTimers) clearTimeout(timer);
    this.#retryTimers.clear();
  }

  /** The signed-in person's id when the cache may run for them. */
  #usableUserId(): string | undefined {
    const userId = this.#options.currentUserId();
    return userId !== undefined && this.isEnabled ? userId : undefined;
  }

  /** The person's database of the workspace, opening it (and the worker) when needed. */
  #open(slug: string, userId: string): OpenCache {
    const current = this.#cache;
    if (current?.slug === slug && current.userId === userId) return current;
    const client = current?.client ?? this.#options.startWorker();
    runInAction(() => {
      this.status = 'initializing';
      this.persistence = null;
      this.projects.clear();
    });
    this.#lastSync.clear();
    const cache: OpenCache = { userId, slug, client, opened: Promise.resolve(false) };
    this.#cache = cache;
    const events = client.events({
      projectStatus: (projectId, status) => {
        if (this.#cache !== cache) return;
        runInAction(() => {
          this.projects.set(projectId, status);
        });
      },
    });
    const failed = client.failure.then((error) => Promise.reject(error));
    cache.opened = Promise.race([client.api.open({ userId, slug }, events), failed]).then(
      (result) => {
        if (this.#cache !== cache) return false;
        runInAction(() => {
          this.status = 'ready';
          this.persistence = result.persistence;
          for (const projectId of result.syncedProjectIds)
            if (!this.projects.has(projectId)) this.projects.set(projectId, 'ready');
        });
        this.#rememberSynced(cache, result.syncedProjectIds);
        this.#outboxListener?.(slug, result.outbox);
        return true;
      },
      (error: unknown) => {
        if (this.#cache !== cache) return false;
        this.#warn('The local cache could not open; lists ask the server.', error);
        runInAction(() => {
          this.status = 'error';
        });
        return false;
      },
    );
    return cache;
  }

  async #sync(cache: OpenCache, projectId: string): Promise<void> {
    let outcome: LocalSyncOutcome;
    try {
      outcome = await cache.client.api.syncProject(projectId);
    } catch (error) {
      this.#warn('The local cache could not sync a project.', error);
      return;
    }
    if (this.#cache !== cache) return;
    if (outcome.kind === 'skipped') {
      // A local write is in its window: the sync runs once the window has passed.
      const timer = setTimeout(() => {
        this.#retryTimers.delete(timer);
        this.#lastSync.delete(projectId);
        if (this.#cache === cache) this.visitProject(cache.slug, projectId);
      }, outcome.retryInMs);
      this.#retryTimers.add(timer);
      return;
    }
    if (outcome.kind === 'failed') return;
    runInAction(() => {
      this.projects.set(projectId, 'ready');
    });
    this.#rememberSynced(cache, [projectId]);
    // After a first sync the list moves over to the cache; after a later one, it shows what the
    // sync changed.
    if (outcome.isFirst || outcome.changed > 0)
      for (const refresh of [...(this.#listeners.get(projectId) ?? [])]) refresh();
  }

  /** Notes synced projects in this browser's hints (with the viewer's visibility, when known). */
  #rememberSynced(cache: OpenCache, projectIds: readonly string[]): void {
    const { preferences } = this.#options;
    const hints = preferences.syncedProjects(cache.userId, cache.slug);
    let changed = false;
    for (const projectId of projectIds) {
      const viewer = this.#options.viewerOf(cache.slug, projectId);
      const known = hints.get(projectId);
      const ownItemsOnly = viewer?.ownItemsOnly ?? known?.ownItemsOnly ?? false;
      if (known?.ownItemsOnly === ownItemsOnly) continue;
      hints.set(projectId, { ownItemsOnly });
      changed = true;
    }
    if (changed) preferences.setSyncedProjects(cache.userId, cache.slug, hints);
  }

  /** Whether the person is a member of the project, once the page knows (false if it never does). */
  async #isMember(slug: string, projectId: string): Promise<boolean> {
    const { viewerOf } = this.#options;
    if (viewerOf(slug, projectId) !== null) return true;
    return when(() => viewerOf(slug, projectId) !== null, { timeout: MEMBERSHIP_WAIT_MS }).then(
      () => true,
      () => false,
    );
  }

  /**
   * The viewer of the project's list: as the page knows it, else as remembered from the last
   * visit, else once the project arrives (waited for at most OPEN_WAIT_MS).
   */
  async #viewer(
    slug: string,
    projectId: string,
    hint: SyncedProjectHint | undefined,
  ): Promise<Omit<LocalListViewer, 'today'> | null> {
    const { viewerOf } = this.#options;
    const known = viewerOf(slug, projectId);
    if (known !== null) return known;
    const userId = this.#options.currentUserId();
    if (hint !== undefined && userId !== undefined)
      return { userId, ownItemsOnly: hint.ownItemsOnly };
    const arrived = await within(
      when(() => viewerOf(slug, projectId) !== null, { timeout: OPEN_WAIT_MS }).then(() => true),
      OPEN_WAIT_MS,
    );
    return arrived ? viewerOf(slug, projectId) : null;
  }

  #queue(id: string, op: PendingOp): void {
    if (this.#cache === null) return;
    const previous = this.#pending.get(id);
    // An own edit keeps its window open even when a server copy of the item follows it.
    if (op.kind === 'write' && previous?.kind === 'write' && previous.isOwnEdit)
      op = { ...op, isOwnEdit: true };
    this.#pending.set(id, op);
    this.#flushTimer ??= setTimeout(() => {
      this.#flushTimer = null;
      this.#flush();
    }, 0);
  }

  /** Sends what the store changed since the last flush, in one write and one delete. */
  #flush(): void {
    const cache = this.#cache;
    const ops = [...this.#pending];
    this.#pending.clear();
    if (cache === null || ops.length === 0) return;
    const writes: WorkItem[] = [];
    const deletes: string[] = [];
    let isOwnEdit = false;
    for (const [id, op] of ops) {
      if (op.kind === 'delete' || !isListed(op.item)) {
        deletes.push(id);
        continue;
      }
      // Held items are observable: the worker gets a plain copy of their current values.
      writes.push(toJS(op.item));
      if (op.isOwnEdit) isOwnEdit = true;
    }
    void cache.opened.then(async (isOpen) => {
      if (!isOpen || this.#cache !== cache) return;
      try {
        if (writes.length > 0) await cache.client.api.writeItems(writes, { isOwnEdit });
        if (deletes.length > 0) await cache.client.api.deleteItems(deletes);
      } catch (error) {
        this.#warn('The local cache could not take changed items.', error);
      }
    });
  }

  /**
   * At sign-out: stops the worker and removes every database this browser holds, so that the
   * next person at it finds none of the work items (the on/off choice is kept).
   */
  forgetAll(): Promise<void> {
    return this.#clear();
  }

  /** Stops the worker and removes every database; the hints go with them. */
  async #clear(): Promise<void> {
    const cache = this.#cache;
    this.#cache = null;
    this.#pending.clear();
    this.#lastSync.clear();
    this.#outboxListener?.(null, []);
    runInAction(() => {
      this.status = 'uninitialized';
      this.persistence = null;
      this.projects.clear();
    });
    try {
      const wasWiped =
        cache !== null &&
        (await within(
          cache.client.api.wipe().then(() => true),
          WIPE_WAIT_MS,
        ));
      cache?.client.terminate();
      // No worker, or one that did not answer: the page removes the files itself.
      if (!wasWiped) await this.#options.removeFiles();
    } catch (error) {
      cache?.client.terminate();
      this.#warn('The local cache could not remove its files.', error);
    }
    this.#options.preferences.forgetSynced();
  }

  #warn(message: string, error: unknown): void {
    (this.#options.warn ?? ((text, cause) => console.warn(text, cause)))(message, error);
  }
}

/** Whether an item belongs in the cache: the lists hold no archived items, drafts or triage. */
function isListed(item: WorkItem): boolean {
  return item.archived_at === null && !item.is_draft && item.state__group !== 'triage';
}

/** Whether the promise settles true within `ms` (false when it fails or takes longer). */
function within(promise: Promise<boolean>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(false);
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

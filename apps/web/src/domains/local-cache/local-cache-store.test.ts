import type {
  LocalListViewer,
  OutboxEntry,
  OutboxRecord,
  WorkItem,
  WorkItemListResponse,
} from '@keel/core';
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWorkItem } from '#web/test/factories';
import { listSourceOf } from './local-answers';
import { localCacheIndicatorState } from './local-cache-indicator-state';
import { LocalCachePreferences, type PreferenceStorage } from './local-cache-preferences';
import type {
  LocalCacheClient,
  LocalCacheEvents,
  LocalCacheOpenResult,
  LocalCacheWorkerApi,
  LocalSyncOutcome,
} from './local-cache-protocol';
import { LocalCacheStore, OPEN_WAIT_MS, RESYNC_INTERVAL_MS } from './local-cache-store';

function memoryStorage(): PreferenceStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => entries.set(key, value),
    removeItem: (key) => entries.delete(key),
  };
}

function emptyPage(): WorkItemListResponse {
  return {
    grouped_by: null,
    sub_grouped_by: null,
    total_count: 0,
    next_cursor: '50:1:0',
    prev_cursor: '50:-1:0',
    next_page_results: false,
    prev_page_results: false,
    count: 0,
    total_pages: 1,
    total_results: 0,
    extra_stats: null,
    results: [],
  };
}

/** A worker that answers at once unless told otherwise, and keeps every call. */
class FakeWorker implements LocalCacheWorkerApi {
  readonly calls: string[] = [];
  readonly lists: { projectId: string; viewer: LocalListViewer }[] = [];
  readonly writes: { items: WorkItem[]; isOwnEdit: boolean }[] = [];
  readonly deletes: string[][] = [];
  events: LocalCacheEvents | null = null;
  openResult: Promise<LocalCacheOpenResult> = Promise.resolve({
    persistence: 'opfs',
    wasCleared: false,
    syncedProjectIds: [],
    outbox: [],
  });
  syncOutcome: LocalSyncOutcome = { kind: 'synced', isFirst: true, changed: 0 };
  listFailure: Error | null = null;

  open(_request: unknown, events: LocalCacheEvents): Promise<LocalCacheOpenResult> {
    this.calls.push('open');
    this.events = events;
    return this.openResult;
  }

  async syncProject(projectId: string): Promise<LocalSyncOutcome> {
    this.calls.push(`sync ${projectId}`);
    return this.syncOutcome;
  }

  async listProject(
    projectId: string,
    _params: Record<string, string>,
    viewer: LocalListViewer,
  ): Promise<WorkItemListResponse> {
    this.calls.push(`list ${projectId}`);
    if (this.listFailure) throw this.listFailure;
    this.lists.push({ projectId, viewer });
    return emptyPage();
  }

  async writeItems(items: WorkItem[], { isOwnEdit }: { isOwnEdit: boolean }): Promise<void> {
    this.writes.push({ items, isOwnEdit });
  }

  async deleteItems(ids: string[]): Promise<void> {
    this.deletes.push(ids);
  }

  async wipe(): Promise<void> {
    this.calls.push('wipe');
  }

  async enqueue(records: OutboxRecord[]): Promise<OutboxEntry[]> {
    return records.map((record, index) => ({
      ...record,
      seq: index + 1,
      queuedAt: 0,
      attempts: 0,
    }));
  }

  async outbox(): Promise<OutboxEntry[]> {
    return [];
  }

  async dequeue(seq: number): Promise<void> {
    this.calls.push(`dequeue ${String(seq)}`);
  }

  async noteAttempt(): Promise<number> {
    return 1;
  }
}

function setUp({ ownItemsOnly = false }: { ownItemsOnly?: boolean } = {}) {
  const worker = new FakeWorker();
  const storage = memoryStorage();
  const user = observable.box<string | undefined>('u1');
  const knownProjects = observable.set<string>(['p1']);
  let started = 0;
  let terminated = 0;
  const removeFiles = vi.fn(() => Promise.resolve());
  const warn = vi.fn();
  const client: LocalCacheClient = {
    api: worker,
    events: (handlers) => handlers,
    failure: new Promise(() => undefined),
    terminate: () => {
      terminated++;
    },
  };
  const store = new LocalCacheStore({
    startWorker: () => {
      started++;
      return client;
    },
    preferences: new LocalCachePreferences(storage),
    currentUserId: () => user.get(),
    viewerOf: (_slug, projectId) => {
      const userId = user.get();
      return knownProjects.has(projectId) && userId !== undefined ? { userId, ownItemsOnly } : null;
    },
    removeFiles,
    isSupported: true,
    today: () => '2026-02-03',
    warn,
  });
  return {
    store,
    worker,
    storage,
    user,
    knownProjects,
    removeFiles,
    warn,
    started: () => started,
    terminated: () => terminated,
  };
}

const project = { kind: 'project', projectId: 'p1' } as const;

/** Lets the fake worker's answers and the store's follow-ups settle. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the stored flag', () => {
  it('is on by default, and off is stored per person', async () => {
    const { store, storage, user } = setUp();
    expect(store.isEnabled).toBe(true);
    await store.setEnabled(false);
    expect(store.isEnabled).toBe(false);
    expect(storage.entries.get('keel:local-cache:u1:enabled')).toBe('false');
    runInAction(() => {
      user.set('u2');
    });
    expect(store.isEnabled).toBe(true);
    runInAction(() => {
      user.set('u1');
    });
    await store.setEnabled(true);
    expect(store.isEnabled).toBe(true);
    expect(storage.entries.has('keel:local-cache:u1:enabled')).toBe(false);
  });

  it('is off where the browser cannot run the cache', () => {
    const store = new LocalCacheStore({
      startWorker: () => {
        throw new Error('no worker here');
      },
      preferences: new LocalCachePreferences(null),
      currentUserId: () => 'u1',
      viewerOf: () => null,
      removeFiles: () => Promise.resolve(),
      isSupported: false,
      today: () => '2026-02-03',
    });
    expect(store.isEnabled).toBe(false);
  });

  it('turned off, wipes the open databases, stops the worker and forgets the synced projects', async () => {
    const { store, worker, storage, terminated } = setUp();
    store.visitProject('acme', 'p1');
    await settle();
    expect(store.status).toBe('ready');
    expect(storage.entries.has('keel:local-cache:u1:acme:synced')).toBe(true);

    await store.setEnabled(false);
    expect(worker.calls).toContain('wipe');
    expect(terminated()).toBe(1);
    expect(store.status).toBe('uninitialized');
    expect(store.projects.size).toBe(0);
    expect(storage.entries.has('keel:local-cache:u1:acme:synced')).toBe(false);
    expect(await store.answerList('acme', project, {})).toBeNull();
  });

  it('at sign-out, wipes the databases but keeps the person’s choice', async () => {
    const { store, worker, storage, terminated } = setUp();
    store.visitProject('acme', 'p1');
    await settle();
    expect(store.status).toBe('ready');

    await store.forgetAll();
    expect(worker.calls).toContain('wipe');
    expect(terminated()).toBe(1);
    expect(store.status).toBe('uninitialized');
    expect(storage.entries.has('keel:local-cache:u1:acme:synced')).toBe(false);
    expect(store.isEnabled).toBe(true);
  });

  it('turned off with no worker running, removes the files from the page', async () => {
    const { store, removeFiles, started } = setUp();
    await store.setEnabled(false);
    expect(removeFiles).toHaveBeenCalledTimes(1);
    expect(started()).toBe(0);
  });
});

describe('statuses', () => {
  it('go from uninitialized to initializing to ready, with each project as the worker tells', async () => {
    const { store, worker } = setUp();
    expect(store.status).toBe('uninitialized');
    let open: (result: LocalCacheOpenResult) => void = () => undefined;
    worker.openResult = new Promise((resolve) => {
      open = resolve;
    });
    store.visitProject('acme', 'p1');
    expect(store.status).toBe('initializing');
    expect(localCacheIndicatorState(store)).toBe('starting');
    open({ persistence: 'memory', wasCleared: false, syncedProjectIds: ['p0'], outbox: [] });
    await settle();
    expect(store.status).toBe('ready');
    expect(store.persistence).toBe('memory');
    expect(store.projectStatus('p0')).toBe('ready');
    worker.events?.projectStatus('p1', 'loading');
    expect(localCacheIndicatorState(store)).toBe('syncing');
    worker.events?.projectStatus('p1', 'ready');
    expect(localCacheIndicatorState(store)).toBe('memory');
  });

  it('say error when the database cannot open, and lists go to the server', async () => {
    const { store, worker, warn } = setUp();
    worker.openResult = Promise.reject(new Error('no OPFS, no memory'));
    store.visitProject('acme', 'p1');
    await settle();
    expect(store.status).toBe('error');
    expect(localCacheIndicatorState(store)).toBe('error');
    expect(warn).toHaveBeenCalled();
    expect(await store.answerList('acme', project, {})).toBeNull();
  });
});

describe('a worker that fails to start', () => {
  it('says error instead of waiting forever', async () => {
    const worker = new FakeWorker();
    worker.openResult = new Promise(() => undefined);
    const warn = vi.fn();
    const store = new LocalCacheStore({
      startWorker: () => ({
        api: worker,
        events: (handlers) => handlers,
        failure: Promise.resolve(new Error('The script did not load')),
        terminate: () => {},
      }),
      preferences: new LocalCachePreferences(null),
      currentUserId: () => 'u1',
      viewerOf: () => null,
      removeFiles: () => Promise.resolve(),
      isSupported: true,
      today: () => '2026-02-03',
      warn,
    });
    store.visitProject('acme', 'p1');
    await settle();
    expect(store.status).toBe('error');
    expect(warn).toHaveBeenCalled();
  });
});

describe('answering a list (the seam’s choice)', () => {
  it('leaves lists other than a project’s to the server without starting the cache', async () => {
    const { store, started } = setUp();
    for (const source of [
      { kind: 'workspace' },
      { kind: 'archived', projectId: 'p1' },
      { kind: 'cycle', projectId: 'p1', cycleId: 'c1' },
    ] as const)
      expect(await store.answerList('acme', source, {})).toBeNull();
    expect(started()).toBe(0);
  });

  it('leaves a project never synced in this browser to the server without waiting', async () => {
    const { store, started } = setUp();
    expect(await store.answerList('acme', project, {})).toBeNull();
    expect(started()).toBe(0);
  });

  it('answers a synced project from the cache, as the viewer sees it, and says so', async () => {
    const { store, worker } = setUp({ ownItemsOnly: true });
    store.visitProject('acme', 'p1');
    await settle();
    const page = await store.answerList('acme', project, { per_page: '50' });
    expect(page).not.toBeNull();
    expect(listSourceOf(page ?? emptyPage())).toBe('cache');
    expect(worker.lists).toEqual([
      { projectId: 'p1', viewer: { userId: 'u1', ownItemsOnly: true, today: '2026-02-03' } },
    ]);
    expect(listSourceOf(emptyPage())).toBe('server');
  });

  it('leaves a query the cache does not run to the server', async () => {
    const { store, worker } = setUp();
    store.visitProject('acme', 'p1');
    await settle();
    expect(await store.answerList('acme', project, { mentions: 'u2' })).toBeNull();
    expect(worker.lists).toEqual([]);
  });

  it('leaves a project still on its first sync (or whose sync failed) to the server', async () => {
    const { store, worker } = setUp();
    store.visitProject('acme', 'p1');
    await settle();
    worker.events?.projectStatus('p1', 'loading');
    expect(await store.answerList('acme', project, {})).toBeNull();
    worker.events?.projectStatus('p1', 'error');
    expect(await store.answerList('acme', project, {})).toBeNull();
    worker.events?.projectStatus('p1', 'syncing');
    expect(await store.answerList('acme', project, {})).not.toBeNull();
  });

  it('after a reload, waits for the cache of a project synced before', async () => {
    const first = setUp();
    first.store.visitProject('acme', 'p1');
    await settle();
    // A new page in the same browser: the hint says p1 was synced.
    const worker = new FakeWorker();
    worker.openResult = Promise.resolve({
      persistence: 'opfs',
      wasCleared: false,
      syncedProjectIds: ['p1'],
      outbox: [],
    });
    const store = new LocalCacheStore({
      startWorker: () => ({
        api: worker,
        events: (handlers) => handlers,
        failure: new Promise(() => undefined),
        terminate: () => {},
      }),
      preferences: new LocalCachePreferences(first.storage),
      currentUserId: () => 'u1',
      // The project has not arrived yet: the hint's visibility is used.
      viewerOf: () => null,
      removeFiles: () => Promise.resolve(),
      isSupported: true,
      today: () => '2026-02-03',
    });
    const page = await store.answerList('acme', project, {});
    expect(page).not.toBeNull();
    expect(worker.lists[0]?.viewer.ownItemsOnly).toBe(false);
  });

  it('falls back to the server, with a warning, when the worker fails', async () => {
    const { store, worker, warn } = setUp();
    store.visitProject('acme', 'p1');
    await settle();
    worker.listFailure = new Error('disk I/O error');
    expect(await store.answerList('acme', project, {})).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.any(String), worker.listFailure);
  });

  it('gives up waiting for a worker that does not open in time', async () => {
    vi.useFakeTimers();
    const { store, worker, storage } = setUp();
    storage.setItem('keel:local-cache:u1:acme:synced', JSON.stringify({ p1: {} }));
    worker.openResult = new Promise(() => undefined);
    const answer = store.answerList('acme', project, {});
    await vi.advanceTimersByTimeAsync(OPEN_WAIT_MS + 1);
    expect(await answer).toBeNull();
  });
});

describe('syncs', () => {
  it('run when a project is visited, at most once per interval', async () => {
    vi.useFakeTimers();
    const { store, worker } = setUp();
    store.visitProject('acme', 'p1');
    await vi.advanceTimersByTimeAsync(0);
    store.visitProject('acme', 'p1');
    await vi.advanceTimersByTimeAsync(0);
    expect(worker.calls.filter((call) => call === 'sync p1')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RESYNC_INTERVAL_MS);
    store.visitProject('acme', 'p1');
    await vi.advanceTimersByTimeAsync(0);
    expect(worker.calls.filter((call) => call === 'sync p1')).toHaveLength(2);
  });

  it('skipped in a write window, run again once it has passed', async () => {
    vi.useFakeTimers();
    const { store, worker } = setUp();
    worker.syncOutcome = { kind: 'skipped', retryInMs: 2_000 };
    store.visitProject('acme', 'p1');
    await vi.advanceTimersByTimeAsync(0);
    worker.syncOutcome = { kind: 'synced', isFirst: true, changed: 0 };
    await vi.advanceTimersByTimeAsync(2_000);
    expect(worker.calls.filter((call) => call === 'sync p1')).toHaveLength(2);
  });

  it('tell the project’s lists after its first sync, and when a later one changed something', async () => {
    vi.useFakeTimers();
    const { store, worker } = setUp();
    const refresh = vi.fn();
    store.onProjectChanged('p1', refresh);
    store.visitProject('acme', 'p1');
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    worker.syncOutcome = { kind: 'synced', isFirst: false, changed: 0 };
    await vi.advanceTimersByTimeAsync(RESYNC_INTERVAL_MS);
    store.visitProject('acme', 'p1');
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    worker.syncOutcome = { kind: 'synced', isFirst: false, changed: 3 };
    // Someone changed the project: the next visit syncs at once.
    store.noteRemoteChange('p1');
    store.visitProject('acme', 'p1');
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('leave out projects the person is not a member of', async () => {
    vi.useFakeTimers();
    const { store, worker, knownProjects } = setUp();
    store.visitProject('acme', 'p2');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(worker.calls).toEqual(['open']);
    // The project arrives, with the person as a member: the next visit syncs it.
    runInAction(() => {
      knownProjects.add('p3');
    });
    store.visitProject('acme', 'p3');
    await vi.advanceTimersByTimeAsync(0);
    expect(worker.calls).toEqual(['open', 'sync p3']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(worker.calls).not.toContain('sync p2');
  });

  it('wait for the person to be known', async () => {
    const { store, worker, user } = setUp();
    runInAction(() => {
      user.set(undefined);
    });
    store.visitProject('acme', 'p1');
    await settle();
    expect(worker.calls).toEqual([]);
    runInAction(() => {
      user.set('u1');
    });
    await settle();
    expect(worker.calls).toEqual(['open', 'sync p1']);
  });
});

describe('items from the store', () => {
  it('reach the worker in one batch: own edits open the write window, archived items leave', async () => {
    const { store, worker } = setUp();
    store.visitProject('acme', 'p1');
    await settle();
    store.itemsReceived([makeWorkItem('a'), makeWorkItem('b')]);
    store.itemsChanged([makeWorkItem('b', { name: 'Renamed' })], true);
    store.itemsChanged([makeWorkItem('c', { archived_at: '2026-01-02T00:00:00.000Z' })], false);
    store.itemsRemoved(['d']);
    await settle();
    expect(worker.writes).toHaveLength(1);
    expect(worker.writes[0]?.isOwnEdit).toBe(true);
    expect(worker.writes[0]?.items.map((item) => item.name)).toEqual(['Item a', 'Renamed']);
    expect(worker.deletes).toEqual([['c', 'd']]);
  });

  it('are dropped while no cache is open', async () => {
    const { store, worker, started } = setUp();
    store.itemsReceived([makeWorkItem('a')]);
    await settle();
    expect(started()).toBe(0);
    expect(worker.writes).toEqual([]);
  });
});

describe('the offline queue’s database', () => {
  it('is the open workspace’s, told as it opens and when it goes; none for another workspace or with the cache off', async () => {
    const { store, worker } = setUp();
    const queued: OutboxEntry = {
      kind: 'update',
      projectId: 'p1',
      itemId: 'a',
      label: 'Item a',
      patch: { priority: 'high' },
      base: { priority: 'none' },
      seq: 4,
      queuedAt: 1,
      attempts: 0,
    };
    worker.openResult = Promise.resolve({
      persistence: 'opfs',
      wasCleared: false,
      syncedProjectIds: ['p1'],
      outbox: [queued],
    });
    const heard: [string | null, number][] = [];
    store.onOutbox((slug, entries) => heard.push([slug, entries.length]));
    expect(await store.outboxOf('acme')).toBeNull();
    store.visitProject('acme', 'p1');
    await settle();
    expect(heard).toEqual([['acme', 1]]);
    expect(await store.outboxOf('acme')).toBe(worker);
    expect(await store.outboxOf('other')).toBeNull();

    await store.setEnabled(false);
    expect(heard).toEqual([
      ['acme', 1],
      [null, 0],
    ]);
    expect(await store.outboxOf('acme')).toBeNull();
  });
});

import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import {
  type LocalProjectStatus,
  sqliteWasmRunner,
  type WorkItem,
  type WorkItemSyncPage,
} from '@keel/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { jsonResponse } from '#web/test/fake-fetch';
import { makeWorkItem } from '#web/test/factories';
import { databaseName, type DatabaseHost, LocalCacheEngine } from './local-cache-engine';

let sqlite3: Awaited<ReturnType<typeof sqlite3InitModule>>;
beforeAll(async () => {
  sqlite3 = await sqlite3InitModule();
});

const BASE = '/api/workspaces/acme/projects/p1';

/** Databases in memory, kept by name so that a second open finds the first's data. */
function memoryHost(): DatabaseHost & { wiped: number } {
  const databases = new Map<string, InstanceType<typeof sqlite3.oo1.DB>>();
  return {
    wiped: 0,
    async open(name) {
      let db = databases.get(name);
      if (!db) databases.set(name, (db = new sqlite3.oo1.DB(':memory:')));
      return { db: sqliteWasmRunner(db), persistence: 'memory', close: () => undefined };
    },
    async wipe() {
      this.wiped++;
      databases.clear();
    },
  };
}

function syncPage(items: WorkItem[], page: number, total: number, size = 500): WorkItemSyncPage {
  const hasNext = (page + 1) * size < total;
  return {
    prev_cursor: `${size}:${Math.max(page - 1, 0)}:0`,
    cursor: `${size}:${page}:0`,
    next_cursor: hasNext ? `${size}:${page + 1}:0` : null,
    prev_page_results: page > 0,
    next_page_results: hasNext,
    page_count: items.length,
    total_results: total,
    total_pages: Math.ceil(total / size),
    results: items,
  };
}

/** A server holding `items` of project p1, answering the sync feed in pages of 500. */
function server(items: () => WorkItem[], removed: () => string[] = () => []) {
  return fakeApi((request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === `${BASE}/v2/issues/`) {
      const since = url.searchParams.get('updated_at__gt');
      const cursor = url.searchParams.get('cursor') ?? '500:0:0';
      const page = Number(cursor.split(':')[1]);
      const changed = items()
        .filter((item) => since === null || item.updated_at > since)
        .sort((a, b) => a.updated_at.localeCompare(b.updated_at));
      return jsonResponse(
        syncPage(changed.slice(page * 500, page * 500 + 500), page, changed.length),
      );
    }
    if (path === `${BASE}/deleted-issues/`) return jsonResponse(removed());
    if (path === `${BASE}/members/`) return jsonResponse({ error: 'Forbidden' }, 403);
    // Every lookup table is empty in these tests.
    return jsonResponse([]);
  });
}

function item(index: number, updatedAt = '2026-01-01T00:00:00.000Z'): WorkItem {
  return makeWorkItem(`i${String(index).padStart(5, '0')}`, {
    sequence_id: index,
    updated_at: updatedAt,
  });
}

const viewer = { userId: 'u1', ownItemsOnly: false, today: '2026-02-03' };

async function openEngine(host: DatabaseHost, api: ReturnType<typeof server>['api'], now = 0) {
  const engine = new LocalCacheEngine(host, api, () => now);
  const statuses: [string, LocalProjectStatus][] = [];
  const result = await engine.open(
    { userId: 'u1', slug: 'acme' },
    { projectStatus: (projectId, status) => statuses.push([projectId, status]) },
  );
  return { engine, statuses, result };
}

describe('the cache worker', () => {
  it('names one database per person and workspace', () => {
    expect(databaseName({ userId: 'u1', slug: 'acme' })).toBe('/keel-u1-acme.sqlite3');
    expect(databaseName({ userId: 'u1', slug: 'other' })).not.toBe(
      databaseName({ userId: 'u1', slug: 'acme' }),
    );
  });

  it('loads a project page by page on its first sync, then answers its list', async () => {
    const items = Array.from({ length: 1_203 }, (_, index) => item(index));
    const { api, requests } = server(() => items);
    const { engine, statuses } = await openEngine(memoryHost(), api);

    expect(await engine.syncProject('p1')).toEqual({ kind: 'synced', isFirst: true, changed: 0 });
    expect(statuses).toEqual([
      ['p1', 'loading'],
      ['p1', 'ready'],
    ]);
    const feed = requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname.endsWith('/v2/issues/'));
    expect(feed.map((url) => url.searchParams.get('cursor'))).toEqual([
      '500:0:0',
      '500:1:0',
      '500:2:0',
    ]);
    expect(feed.every((url) => url.searchParams.get('description') === 'true')).toBe(true);
    expect(feed.every((url) => !url.searchParams.has('updated_at__gt'))).toBe(true);

    const page = await engine.listProject('p1', { per_page: '50' }, viewer);
    expect(page.total_count).toBe(1_203);
  });

  it('asks a later sync only for changes and removals since the last one', async () => {
    let items = [item(1), item(2), item(3)];
    let removed: string[] = [];
    const { api, requests } = server(
      () => items,
      () => removed,
    );
    const host = memoryHost();
    const first = await openEngine(host, api);
    await first.engine.syncProject('p1');

    items = [item(1), item(2, '2026-01-05T00:00:00.000Z')];
    removed = [item(3).id];
    // A reload: a new engine over the same database knows p1 was synced.
    const { engine, statuses, result } = await openEngine(host, api);
    expect(result.syncedProjectIds).toEqual(['p1']);
    requests.length = 0;
    expect(await engine.syncProject('p1')).toEqual({ kind: 'synced', isFirst: false, changed: 2 });
    expect(statuses).toEqual([
      ['p1', 'syncing'],
      ['p1', 'ready'],
    ]);
    const asked = requests
      .map((request) => new URL(request.url))
      .filter((url) => /\/(v2\/issues|deleted-issues)\/$/.test(url.pathname));
    expect(asked.map((url) => url.searchParams.get('updated_at__gt'))).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    const page = await engine.listProject('p1', {}, viewer);
    expect(page.total_count).toBe(2);
  });

  it('does not count as changed an item the cache holds as the server sends it', async () => {
    // The server compares updated_at at microseconds: the newest item comes back every time.
    let newest = item(2, '2026-01-05T00:00:00.000Z');
    const { api } = fakeApi((request) => {
      const path = new URL(request.url).pathname;
      if (path === `${BASE}/v2/issues/`) return jsonResponse(syncPage([newest], 0, 1));
      return jsonResponse([]);
    });
    const { engine } = await openEngine(memoryHost(), api);
    await engine.syncProject('p1');
    expect(await engine.syncProject('p1')).toEqual({ kind: 'synced', isFirst: false, changed: 0 });
    newest = item(2, '2026-01-06T00:00:00.000Z');
    expect(await engine.syncProject('p1')).toEqual({ kind: 'synced', isFirst: false, changed: 1 });
  });

  it('skips a sync while an own write is in its window', async () => {
    const { api } = server(() => [item(1)]);
    const { engine } = await openEngine(memoryHost(), api, 10_000);
    await engine.syncProject('p1');
    await engine.writeItems([item(1)], { isOwnEdit: true });
    expect(await engine.syncProject('p1')).toEqual({ kind: 'skipped', retryInMs: 5_050 });
  });

  it('keeps items of projects never synced out, and takes those of synced ones', async () => {
    const { api } = server(() => [item(1)]);
    const { engine } = await openEngine(memoryHost(), api);
    await engine.writeItems([makeWorkItem('elsewhere', { project_id: 'p2' })], {
      isOwnEdit: false,
    });
    await engine.syncProject('p1');
    await engine.writeItems([makeWorkItem('new-one', { name: 'Fresh' })], { isOwnEdit: false });
    await engine.deleteItems([item(1).id]);
    const page = await engine.listProject('p1', {}, viewer);
    expect(Array.isArray(page.results) ? page.results.map((each) => each.name) : []).toEqual([
      'Fresh',
    ]);
    expect(await engine.listProject('p2', {}, viewer)).toMatchObject({ total_count: 0 });
  });

  it('says error when a sync fails, and the project stays unsynced', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = fakeApi(() => jsonResponse({ error: 'Down' }, 500));
    const { engine, statuses } = await openEngine(memoryHost(), api);
    expect(await engine.syncProject('p1')).toEqual({ kind: 'failed' });
    expect(statuses.at(-1)).toEqual(['p1', 'error']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps writes made offline across a reload, and puts syncs off while any wait', async () => {
    const host = memoryHost();
    const { api } = server(() => [item(1)]);
    const first = await openEngine(host, api);
    await first.engine.syncProject('p1');
    const [queued] = await first.engine.enqueue([
      {
        kind: 'update',
        projectId: 'p1',
        itemId: item(1).id,
        label: 'Item 1',
        patch: { priority: 'high' },
        base: { priority: 'none' },
      },
    ]);
    expect(queued).toMatchObject({ kind: 'update', attempts: 0 });
    expect(await first.engine.syncProject('p1')).toEqual({ kind: 'skipped', retryInMs: 5_000 });

    const { engine, result } = await openEngine(host, api);
    expect(result.outbox.map((entry) => entry.itemId)).toEqual([item(1).id]);
    if (!queued) throw new Error('nothing queued');
    expect(await engine.noteAttempt(queued.seq)).toBe(1);
    await engine.dequeue(queued.seq);
    expect(await engine.outbox()).toEqual([]);
    expect(await engine.syncProject('p1')).toMatchObject({ kind: 'synced' });
  });

  it('keeps a synced project ready when a later sync cannot reach the server', async () => {
    let isOnline = true;
    const { api } = fakeApi((request) => {
      if (!isOnline) throw new TypeError('Failed to fetch');
      const url = new URL(request.url);
      if (url.pathname === `${BASE}/v2/issues/`) return jsonResponse(syncPage([item(1)], 0, 1));
      return jsonResponse([]);
    });
    const { engine, statuses } = await openEngine(memoryHost(), api);
    await engine.syncProject('p1');
    isOnline = false;
    expect(await engine.syncProject('p1')).toEqual({ kind: 'failed' });
    expect(statuses.at(-1)).toEqual(['p1', 'ready']);
    expect((await engine.listProject('p1', {}, viewer)).total_count).toBe(1);
  });

  it('removes every database when wiped', async () => {
    const host = memoryHost();
    const { api } = server(() => [item(1)]);
    const { engine } = await openEngine(host, api);
    await engine.wipe();
    expect(host.wiped).toBe(1);
    await expect(engine.listProject('p1', {}, viewer)).rejects.toThrow();
  });
});

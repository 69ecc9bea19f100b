import {
  type ListCase,
  type ListCaseViewer,
  type ListCaseWorld,
  LIST_CASE_GROUP_BY,
  LIST_CASE_ORDER_BY,
  LOCAL_FILTER_FIELDS,
  LOCAL_GROUP_FIELDS,
  LOCAL_LIST_CASES,
  LOCAL_ORDER_FIELDS,
  LOCAL_RICH_FIELD_KINDS,
  type LocalListViewer,
  SERVER_ONLY_LIST_CASES,
  type SqlRunner,
  type WorkItemListResponse,
  type WorkItemSyncPage,
  canListLocally,
  listLocally,
  openLocalCache,
  replaceReferenceRows,
  sqliteWasmRunner,
  writeWorkItems,
} from '@keel/core';
import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILTER_FIELDS, GROUP_FIELDS, ORDER_FIELDS, RICH_FIELD_KINDS } from './fields';
import { seedListExtras } from './list-extras-test-world';
import { useListWorld } from './list-test-world';

/**
 * Issue 21's one implementation of the list semantics: every request of the shared case table
 * (packages/core/src/local-cache/list-cases.ts) is answered by the server's list route and by the
 * browser cache's listLocally over the same project, synced into an in-memory sqlite-wasm
 * database through the sync feed and the app routes, and the two answers must be equal.
 */
describe('work item lists: the local cache answers as the server does', () => {
  const fixture = useListWorld();
  const { call } = fixture;
  let world: ListCaseWorld;
  const caches = new Map<ListCaseViewer, { db: SqlRunner; viewer: LocalListViewer }>();

  const cookieOf = (viewer: ListCaseViewer) => fixture.world[viewer].cookie;

  async function getJson<T>(url: string, cookie: string): Promise<T> {
    const response = await call('GET', url, cookie);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  }

  /** What the web worker does on a first visit: pages the sync feed, then the reference data. */
  async function syncedCache(viewer: ListCaseViewer): Promise<SqlRunner> {
    const sqlite3 = await sqlite3InitModule();
    const db = sqliteWasmRunner(new sqlite3.oo1.DB(':memory:'));
    openLocalCache(db);
    const cookie = cookieOf(viewer);
    const { projectUrl, base, project } = fixture.world;
    let cursor: string | null = '500:0:0';
    while (cursor !== null) {
      const synced: WorkItemSyncPage = await getJson<WorkItemSyncPage>(
        `${projectUrl}/v2/issues/?cursor=${cursor}&description=true`,
        cookie,
      );
      writeWorkItems(db, synced.results, { local: false });
      cursor = synced.next_page_results ? synced.next_cursor : null;
    }
    const rows = (url: string) => getJson<Record<string, unknown>[]>(url, cookie);
    replaceReferenceRows(
      db,
      'states',
      project.id,
      await rows(`${projectUrl}/states/?include_triage=true`),
    );
    replaceReferenceRows(db, 'labels', project.id, await rows(`${projectUrl}/issue-labels/`));
    replaceReferenceRows(db, 'modules', project.id, [
      ...(await rows(`${projectUrl}/modules/`)),
      ...(await rows(`${projectUrl}/archived-modules/`)),
    ]);
    replaceReferenceRows(db, 'cycles', project.id, [
      ...(await rows(`${projectUrl}/cycles/`)),
      ...(await rows(`${projectUrl}/archived-cycles/`)),
    ]);
    replaceReferenceRows(db, 'estimate_points', project.id, await rows(`${projectUrl}/estimates/`));
    replaceReferenceRows(db, 'members', project.id, await rows(`${projectUrl}/members/`));
    replaceReferenceRows(db, 'members', null, await rows(`${base}/members/`));
    return db;
  }

  beforeAll(async () => {
    world = await seedListExtras(fixture);
    const today = new Date().toISOString().slice(0, 10);
    for (const viewer of ['member', 'guest'] as const)
      caches.set(viewer, {
        db: await syncedCache(viewer),
        viewer: {
          userId: fixture.world[viewer].user.id,
          ownItemsOnly: viewer === 'guest',
          today,
        },
      });
  });

  async function serverList(viewer: ListCaseViewer, params: Record<string, string>) {
    const query = new URLSearchParams(params).toString();
    return getJson<WorkItemListResponse>(`${fixture.url}?${query}`, cookieOf(viewer));
  }

  function localList(viewer: ListCaseViewer, params: Record<string, string>) {
    const cache = caches.get(viewer);
    if (!cache) throw new Error(`no cache for ${viewer}`);
    return listLocally(cache.db, world.projectId, params, cache.viewer);
  }

  /** The groups' (and sub-groups') keys in the order shown, which toEqual does not compare. */
  function groupOrder(body: WorkItemListResponse): unknown {
    if (Array.isArray(body.results)) return null;
    const groups = body.results as Record<string, { results: object }>;
    return Object.entries(groups).map(([key, group]) => [
      key,
      Array.isArray(group.results) ? null : Object.keys(group.results),
    ]);
  }

  it('knows every filter, grouping and ordering the server knows, under the same names', () => {
    const names = (fields: Record<string, { legacy?: string; rich?: string }>) =>
      Object.fromEntries(
        Object.entries(fields).map(([key, field]) => [key, [field.legacy, field.rich]]),
      );
    expect(names(LOCAL_FILTER_FIELDS)).toEqual(names(FILTER_FIELDS));
    expect(LOCAL_RICH_FIELD_KINDS).toEqual(RICH_FIELD_KINDS);
    expect(Object.keys(LOCAL_GROUP_FIELDS)).toEqual(Object.keys(GROUP_FIELDS));
    expect(Object.keys(LOCAL_ORDER_FIELDS)).toEqual(Object.keys(ORDER_FIELDS));
    expect([...LIST_CASE_GROUP_BY]).toEqual(Object.keys(GROUP_FIELDS));
    expect([...LIST_CASE_ORDER_BY]).toEqual(Object.keys(ORDER_FIELDS));
  });

  it('has a world where the cases can tell right from wrong', async () => {
    const all = await serverList('member', {});
    expect(all.total_count).toBe(25);
    const guest = await serverList('guest', {});
    expect(guest.total_count).toBeGreaterThan(1);
    expect(guest.total_count).toBeLessThan(all.total_count);
  });

  it.each(LOCAL_LIST_CASES.map((listCase): [string, ListCase] => [listCase.name, listCase]))(
    '%s',
    async (_name, listCase) => {
      const viewer = listCase.viewer ?? 'member';
      const params = listCase.params(world);
      expect(canListLocally(params)).toBe(true);
      let cursor = params.cursor;
      for (let page = 0; page < 30; page += 1) {
        const paged = cursor === undefined ? params : { ...params, cursor };
        const server = await serverList(viewer, paged);
        const local = localList(viewer, paged);
        expect(local, `page ${String(page)}`).toEqual(server);
        expect(groupOrder(local), `group order, page ${String(page)}`).toEqual(groupOrder(server));
        if (!listCase.walk || !server.next_page_results) return;
        cursor = server.next_cursor;
      }
      throw new Error('more than 30 pages');
    },
  );

  it.each(
    SERVER_ONLY_LIST_CASES.map((serverCase): [string, typeof serverCase] => [
      serverCase.name,
      serverCase,
    ]),
  )('leaves to the server: %s', async (_name, serverCase) => {
    const params = serverCase.params(world);
    expect(canListLocally(params)).toBe(false);
    expect(() => localList('member', params)).toThrow(/local cache cannot answer/);
    const query = new URLSearchParams(params).toString();
    const response = await call('GET', `${fixture.url}?${query}`, cookieOf('member'));
    expect([200, 400]).toContain(response.statusCode);
  });
});

import { describe, expect, it } from 'vitest';
import { MutationPipeline } from '#web/lib/mutation';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { makeCycle } from './cycles-test-data';
import { CyclesStore } from './cycles-store';

const BASE = '/api/workspaces/acme/projects/p1/';

const live = [
  makeCycle('now', { status: 'current' }),
  makeCycle('done', { status: 'completed', end_date: '2026-10-31T23:59:59Z' }),
  makeCycle('next', { status: 'upcoming', start_date: '2026-12-01T00:00:00Z' }),
];

function setUp(handler: FakeHandler) {
  const { api, requests } = fakeApi(handler);
  const told: string[] = [];
  const mutations = new MutationPipeline({ notify: (message) => told.push(message) });
  return { store: new CyclesStore(api, mutations), requests, told };
}

async function bodyOf(request: Request | undefined): Promise<unknown> {
  return request ? ((await request.clone().json()) as unknown) : undefined;
}

/** The request at `index` (negative: from the end); a missing one fails the test. */
function at(requests: Request[], index: number): Request {
  const request = requests.at(index);
  if (!request) throw new Error(`No request at ${String(index)}`);
  return request;
}

const refused = () => jsonResponse({ error: 'Nope.', code: 'VALIDATION' }, 400);

describe('CyclesStore', () => {
  it('loads the live and the archived cycles of a project', async () => {
    const archived = [makeCycle('old', { archived_at: '2026-10-01T00:00:00Z' })];
    const { store, requests } = setUp((request) =>
      pathOf(request).includes('archived-cycles') ? jsonResponse(archived) : jsonResponse(live),
    );

    await store.fetch('acme', 'p1');
    await store.fetchArchived('acme', 'p1');

    expect(requests.map(pathOf)).toEqual([`${BASE}cycles/`, `${BASE}archived-cycles/`]);
    expect(store.cycles('p1')?.map((cycle) => cycle.id)).toEqual(['now', 'done', 'next']);
    expect(store.archivedCycles('p1')?.map((cycle) => cycle.id)).toEqual(['old']);
    expect(store.find('p1', 'old')?.archived_at).not.toBeNull();
  });

  it('keeps a load failure as the project’s error', async () => {
    const { store } = setUp(() =>
      jsonResponse({ error: 'Cycles are turned off.', code: 'FORBIDDEN' }, 403),
    );
    await store.fetch('acme', 'p1');
    expect(store.cycles('p1')).toBeUndefined();
    expect(store.error('p1')).toBe('Cycles are turned off.');
  });

  it('creates a cycle with its days and adds it to the list', async () => {
    const created = makeCycle('new', { status: 'upcoming' });
    const { store, requests } = setUp((request) =>
      request.method === 'POST' ? jsonResponse(created, 201) : jsonResponse(live),
    );
    await store.fetch('acme', 'p1');

    await store.create('acme', 'p1', {
      name: 'Sprint 9',
      start_date: '2026-12-15',
      end_date: '2026-12-28',
    });

    expect(await bodyOf(requests.at(-1))).toEqual({
      name: 'Sprint 9',
      start_date: '2026-12-15',
      end_date: '2026-12-28',
    });
    expect(store.cycles('p1')?.at(-1)?.id).toBe('new');
  });

  it('puts the name back and rethrows when an edit is refused', async () => {
    const { store } = setUp((request) =>
      request.method === 'PATCH' ? refused() : jsonResponse(live),
    );
    await store.fetch('acme', 'p1');

    await expect(store.update('acme', 'p1', 'now', { name: 'Renamed' })).rejects.toThrow('Nope.');
    expect(store.find('p1', 'now')?.name).toBe('Cycle now');
  });

  it('takes the server’s answer after an edit (the status follows the dates)', async () => {
    const saved = makeCycle('next', { name: 'Sprint 10', status: 'current' });
    const { store } = setUp((request) =>
      request.method === 'PATCH' ? jsonResponse(saved) : jsonResponse(live),
    );
    await store.fetch('acme', 'p1');
    await store.update('acme', 'p1', 'next', { name: 'Sprint 10', start_date: '2026-11-01' });
    expect(store.find('p1', 'next')).toMatchObject({ name: 'Sprint 10', status: 'current' });
  });

  it('deletes at once and puts the cycle back, telling why, when refused', async () => {
    const { store, told } = setUp((request) =>
      request.method === 'DELETE' ? refused() : jsonResponse(live),
    );
    await store.fetch('acme', 'p1');

    const removing = store.remove('acme', 'p1', 'done');
    expect(store.find('p1', 'done')).toBeUndefined();
    expect(await removing).toBe(false);
    expect(store.find('p1', 'done')).toBeDefined();
    expect(told).toEqual(['Nope.']);
  });

  it('stars and unstars through the favorites routes, the star back on failure', async () => {
    let fail = false;
    const { store, requests } = setUp((request) => {
      if (request.method === 'GET') return jsonResponse(live);
      if (fail) return refused();
      return request.method === 'POST'
        ? jsonResponse({}, 201)
        : new Response(null, { status: 204 });
    });
    await store.fetch('acme', 'p1');

    await store.setFavorite('acme', 'p1', 'now', true);
    expect(store.find('p1', 'now')?.is_favorite).toBe(true);
    expect(pathOf(at(requests, -1))).toBe(`${BASE}user-favorite-cycles/`);
    expect(await bodyOf(requests.at(-1))).toEqual({ cycle: 'now' });

    await store.setFavorite('acme', 'p1', 'now', false);
    expect(pathOf(at(requests, -1))).toBe(`${BASE}user-favorite-cycles/now/`);
    expect(store.find('p1', 'now')?.is_favorite).toBe(false);

    fail = true;
    await store.setFavorite('acme', 'p1', 'now', true);
    expect(store.find('p1', 'now')?.is_favorite).toBe(false);
  });

  it('moves a cycle between the live and archived lists on archive and restore', async () => {
    const { store, requests } = setUp((request) => {
      if (request.method !== 'GET') return new Response(null, { status: 204 });
      return pathOf(request).includes('archived') ? jsonResponse([]) : jsonResponse(live);
    });
    await store.fetch('acme', 'p1');
    await store.fetchArchived('acme', 'p1');

    await store.archive('acme', 'p1', 'done');
    expect(requests.at(-1)?.method).toBe('POST');
    expect(pathOf(at(requests, -1))).toBe(`${BASE}cycles/done/archive/`);
    expect(store.cycles('p1')?.map((cycle) => cycle.id)).toEqual(['now', 'next']);
    expect(store.archivedCycles('p1')?.map((cycle) => cycle.id)).toEqual(['done']);

    await store.restore('acme', 'p1', 'done');
    expect(requests.at(-1)?.method).toBe('DELETE');
    expect(store.archivedCycles('p1')).toEqual([]);
    expect(store.find('p1', 'done')?.archived_at).toBeNull();
  });

  it('asks whether dates are free and rejects with the overlapping cycle', async () => {
    let free = true;
    const { store, requests } = setUp(() =>
      free
        ? jsonResponse({ status: true })
        : jsonResponse(
            { error: 'The dates overlap Sprint 2.', code: 'VALIDATION', field: 'start_date' },
            400,
          ),
    );
    const dates = { start_date: '2026-12-01', end_date: '2026-12-14', cycle_id: 'next' };
    await expect(store.checkDates('acme', 'p1', dates)).resolves.toBe(true);
    expect(pathOf(at(requests, 0))).toBe(`${BASE}cycles/date-check/`);
    expect(await bodyOf(requests[0])).toEqual(dates);
    free = false;
    await expect(store.checkDates('acme', 'p1', dates)).rejects.toThrow('Sprint 2');
  });

  it('transfers the open items and reads the counts again', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'POST' ? jsonResponse({}) : jsonResponse(live),
    );
    await store.fetch('acme', 'p1');
    await store.transfer('acme', 'p1', 'done', 'next');
    const post = requests.find((request) => request.method === 'POST');
    expect(post && pathOf(post)).toBe(`${BASE}cycles/done/transfer-issues/`);
    expect(await bodyOf(post)).toEqual({ new_cycle_id: 'next' });
    expect(requests.at(-1) && pathOf(at(requests, -1))).toBe(`${BASE}cycles/`);
  });

  it('reads a cycle’s detail, burndown and analytics', async () => {
    const days = [{ date: '2026-11-01', scope: 4, pending: 4, ideal: 4 }];
    const { store, requests } = setUp((request) => {
      const path = pathOf(request);
      if (path.includes('cycle-progress')) return jsonResponse(days);
      if (path.includes('analytics'))
        return jsonResponse({ assignees: [], labels: [], completion_chart: {} });
      return jsonResponse({ ...live[0], distribution: { assignees: [], labels: [] } });
    });
    await store.loadDetail('acme', 'p1', 'now');
    await store.loadBurndown('acme', 'p1', 'now');
    await store.loadAnalytics('acme', 'p1', 'now', 'points');
    expect(requests.map(pathOf)).toEqual([
      `${BASE}cycles/now/`,
      `${BASE}cycles/now/cycle-progress/`,
      `${BASE}cycles/now/analytics/?type=points`,
    ]);
    expect(store.detail('now').value?.id).toBe('now');
    expect(store.burndown('now').value).toEqual(days);
    expect(store.analytics('now', 'points').value?.assignees).toEqual([]);
    expect(store.analytics('now', 'issues').status).toBe('idle');
  });

  it('pages through the workspace’s active cycles', async () => {
    const page = (ids: string[], next: boolean) => ({
      results: ids.map((id) => ({
        ...makeCycle(id),
        project_detail: { id: 'p1', name: 'Web', identifier: 'WEB', logo_props: {} },
      })),
      next_cursor: '20:1:0',
      prev_cursor: '',
      next_page_results: next,
      prev_page_results: false,
      count: ids.length,
      total_pages: 2,
      total_results: 3,
    });
    const { store, requests } = setUp((request) =>
      pathOf(request).includes('cursor=')
        ? jsonResponse(page(['c'], false))
        : jsonResponse(page(['a', 'b'], true)),
    );
    await store.loadActiveCycles('acme');
    const list = store.activeCycles('acme');
    expect(list.page.value.map((cycle) => cycle.id)).toEqual(['a', 'b']);
    expect(list.hasMore).toBe(true);
    await store.loadMoreActiveCycles('acme');
    expect(pathOf(at(requests, 0))).toBe('/api/workspaces/acme/active-cycles/?per_page=20');
    expect(pathOf(at(requests, 1))).toBe(
      '/api/workspaces/acme/active-cycles/?per_page=20&cursor=20%3A1%3A0',
    );
    expect(list.page.value.map((cycle) => cycle.id)).toEqual(['a', 'b', 'c']);
    expect(list.hasMore).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { ModulesStore } from './modules-store';

const BASE = '/api/workspaces/acme/projects/p1';

function moduleJson(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    project_id: 'p1',
    name: id,
    status: 'backlog',
    lead_id: null,
    member_ids: [],
    start_date: null,
    target_date: null,
    is_favorite: false,
    link_module: [],
    total_issues: 0,
    ...overrides,
  };
}

function setUp(handler: FakeHandler) {
  const { api, requests } = fakeApi(handler);
  return { store: new ModulesStore(api), requests };
}

async function bodyOf(request: Request | undefined): Promise<unknown> {
  return request ? ((await request.clone().json()) as unknown) : undefined;
}

describe('ModulesStore', () => {
  it('loads a project’s modules and finds them by id', async () => {
    const { store, requests } = setUp(() => jsonResponse([moduleJson('m1'), moduleJson('m2')]));
    await store.fetch('acme', 'p1');
    expect(requests.map(pathOf)[0]).toBe(`${BASE}/modules/`);
    expect(store.modules('p1')?.map((module) => module.id)).toEqual(['m1', 'm2']);
    expect(store.find('m2')?.name).toBe('m2');
  });

  it('creates, edits optimistically and rolls back a refused edit', async () => {
    let refuse = false;
    const { store, requests } = setUp((request) => {
      if (request.method === 'GET') return jsonResponse([moduleJson('m1')]);
      if (request.method === 'POST') return jsonResponse(moduleJson('m2', { name: 'New' }), 201);
      if (refuse) return jsonResponse({ error: 'Module name already exists.' }, 400);
      return jsonResponse(moduleJson('m1', { name: 'Renamed', status: 'planned' }));
    });
    await store.fetch('acme', 'p1');
    await store.create('acme', 'p1', {
      name: 'New',
      description: '',
      status: 'backlog',
      lead_id: null,
      member_ids: [],
      start_date: null,
      target_date: null,
    });
    expect(store.modules('p1')?.map((module) => module.name)).toEqual(['m1', 'New']);
    await store.update('acme', 'p1', 'm1', { name: 'Renamed', status: 'planned' });
    expect(store.find('m1')?.status).toBe('planned');
    expect(await bodyOf(requests.at(-1))).toEqual({ name: 'Renamed', status: 'planned' });
    refuse = true;
    await expect(store.update('acme', 'p1', 'm1', { name: 'm2' })).rejects.toThrow();
    expect(store.find('m1')?.name).toBe('Renamed');
  });

  it('stars at once and puts the star back when refused', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'GET' ? jsonResponse([moduleJson('m1')]) : jsonResponse({}, 500),
    );
    await store.fetch('acme', 'p1');
    await expect(store.setFavorite('acme', 'p1', 'm1', true)).rejects.toThrow();
    expect(store.find('m1')?.is_favorite).toBe(false);
    const sent = requests.at(-1);
    expect(sent && pathOf(sent)).toBe(`${BASE}/user-favorite-modules/`);
    expect(await bodyOf(sent)).toEqual({ module: 'm1' });
  });

  it('moves a module between the live and archived lists', async () => {
    const { store } = setUp((request) => {
      const path = pathOf(request);
      if (path.endsWith('/archived-modules/')) return jsonResponse([]);
      if (request.method === 'GET')
        return jsonResponse([moduleJson('m1', { status: 'completed', is_favorite: true })]);
      if (request.method === 'POST') return jsonResponse({ archived_at: '2026-01-01T00:00:00Z' });
      return new Response(null, { status: 204 });
    });
    await store.fetch('acme', 'p1');
    await store.fetchArchived('acme', 'p1');
    await store.archive('acme', 'p1', 'm1');
    expect(store.modules('p1')).toEqual([]);
    expect(store.archived('p1')?.[0]).toMatchObject({ id: 'm1', is_favorite: false });
    expect(store.favorites).toEqual([]);
    await store.restore('acme', 'p1', 'm1');
    expect(store.modules('p1')?.[0]?.archived_at).toBeNull();
    expect(store.archived('p1')).toEqual([]);
  });

  it('adds, edits and removes links', async () => {
    const { store, requests } = setUp((request) => {
      if (request.method === 'GET') return jsonResponse([moduleJson('m1')]);
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse({ id: 'l1', title: 'Spec', url: 'https://keel.dev/spec' });
    });
    await store.fetch('acme', 'p1');
    await store.addLink('acme', 'p1', 'm1', { title: 'Spec', url: 'https://keel.dev/spec' });
    expect(requests.map(pathOf).at(-1)).toBe(`${BASE}/modules/m1/module-links/`);
    expect(store.find('m1')?.link_module.map((link) => link.title)).toEqual(['Spec']);
    await store.updateLink('acme', 'p1', 'm1', 'l1', {
      title: 'Spec',
      url: 'https://keel.dev/spec',
    });
    await store.removeLink('acme', 'p1', 'm1', 'l1');
    expect(store.find('m1')?.link_module).toEqual([]);
  });

  it('reads the workspace’s modules once, keeping projects already loaded', async () => {
    const { store, requests } = setUp((request) =>
      pathOf(request).startsWith(`${BASE}/`)
        ? jsonResponse([moduleJson('m1')])
        : jsonResponse([
            moduleJson('m9', { is_favorite: true }),
            moduleJson('x1', { project_id: 'p2', is_favorite: true }),
          ]),
    );
    await store.fetch('acme', 'p1');
    await store.ensureWorkspace('acme');
    await store.ensureWorkspace('acme');
    expect(
      requests.filter((request) => pathOf(request) === '/api/workspaces/acme/modules/'),
    ).toHaveLength(1);
    expect(store.modules('p1')?.map((module) => module.id)).toEqual(['m1']);
    expect(store.favorites.map((module) => module.id)).toEqual(['x1']);
  });
});

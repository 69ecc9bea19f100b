import { PROJECT_NETWORK } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { makeProject } from '#web/test/factories';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { ProjectsStore } from './projects-store';

function setUp(handler: FakeHandler) {
  const { api, requests } = fakeApi(handler);
  return { store: new ProjectsStore(api), requests };
}

const website = makeProject({ id: 'p1', name: 'Website', identifier: 'WEB' });
const secret = makeProject({
  id: 'p2',
  name: 'Secret',
  identifier: 'SEC',
  network: PROJECT_NETWORK.secret,
  is_favorite: true,
});
const listOf = () => jsonResponse([{ ...website }, { ...secret }]);

describe('ProjectsStore', () => {
  it('loads a workspace’s projects in the server’s order', async () => {
    const { store, requests } = setUp(listOf);

    await store.fetch('acme');

    expect(requests.map(pathOf)).toEqual(['/api/workspaces/acme/projects/']);
    expect(store.list('acme')?.map((project) => project.id)).toEqual(['p1', 'p2']);
    expect(store.isLoaded('acme')).toBe(true);
    expect(store.loadingSlugs.has('acme')).toBe(false);
  });

  it('keeps the server’s message when the list fails to load', async () => {
    const { store } = setUp(() =>
      jsonResponse({ error: 'Workspace not found', code: 'WORKSPACE_NOT_FOUND' }, 404),
    );

    await store.fetch('acme');

    expect(store.list('acme')).toBeUndefined();
    expect(store.errorBySlug.get('acme')).toBe('Workspace not found');
  });

  it('adds a created project to the loaded list', async () => {
    const created = makeProject({ id: 'p3', name: 'Mobile', identifier: 'MOBIL' });
    const { store, requests } = setUp((request) =>
      request.method === 'POST' ? jsonResponse(created, 201) : listOf(),
    );
    await store.fetch('acme');

    const project = await store.create('acme', { name: 'Mobile', identifier: 'MOBIL' });

    expect(project.id).toBe('p3');
    const last = requests.at(-1);
    expect(last?.method).toBe('POST');
    expect(last && pathOf(last)).toBe('/api/workspaces/acme/projects/');
    expect(await last?.json()).toEqual({ name: 'Mobile', identifier: 'MOBIL' });
    expect(store.list('acme')?.map((entry) => entry.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('favorites at once and puts the star back when the server refuses', async () => {
    let isRefusing = false;
    const { store, requests } = setUp((request) => {
      if (request.method === 'GET') return listOf();
      return isRefusing
        ? jsonResponse({ error: 'You do not have permission', code: 'FORBIDDEN' }, 403)
        : jsonResponse({}, 200);
    });
    await store.fetch('acme');

    await store.setFavorite('acme', 'p1', true);
    expect(store.get('p1')?.is_favorite).toBe(true);
    const favorited = requests.at(-1);
    expect(favorited && pathOf(favorited)).toBe('/api/workspaces/acme/user-favorite-projects/');
    expect(await favorited?.json()).toEqual({ project: 'p1' });

    isRefusing = true;
    const pending = store.setFavorite('acme', 'p1', false);
    expect(store.get('p1')?.is_favorite).toBe(false);
    await expect(pending).rejects.toThrow('You do not have permission');
    expect(store.get('p1')?.is_favorite).toBe(true);
  });

  it('keeps a public project listed without a role after leaving it', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'POST' ? new Response(null, { status: 204 }) : listOf(),
    );
    await store.fetch('acme');
    await store.setFavorite('acme', 'p1', true);

    await store.leave('acme', 'p1');

    const last = requests.at(-1);
    expect(last && pathOf(last)).toBe('/api/workspaces/acme/projects/p1/members/leave/');
    expect(store.get('p1')?.member_role).toBeNull();
    expect(store.get('p1')?.is_favorite).toBe(false);
    expect(store.list('acme')?.map((entry) => entry.id)).toEqual(['p1', 'p2']);
  });

  it('drops a secret project from view after leaving it', async () => {
    const { store } = setUp((request) =>
      request.method === 'POST' ? new Response(null, { status: 204 }) : listOf(),
    );
    await store.fetch('acme');

    await store.leave('acme', 'p2');

    expect(store.get('p2')).toBeUndefined();
    expect(store.list('acme')?.map((entry) => entry.id)).toEqual(['p1']);
  });

  it("saves the caller's own manual position of a project", async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'POST' ? new Response(null, { status: 204 }) : listOf(),
    );
    await store.fetch('acme');

    await store.move('acme', 'p1', 12_345);

    const last = requests.at(-1);
    expect(last?.method).toBe('POST');
    expect(last && pathOf(last)).toBe('/api/workspaces/acme/projects/p1/project-views/');
    expect(await last?.json()).toEqual({ sort_order: 12_345 });
    expect(store.get('p1')?.sort_order).toBe(12_345);
  });

  it('moves a project at once and puts it back when the server refuses', async () => {
    const { store } = setUp((request) =>
      request.method === 'POST'
        ? jsonResponse({ error: 'You do not have permission', code: 'FORBIDDEN' }, 403)
        : listOf(),
    );
    await store.fetch('acme');

    const pending = store.move('acme', 'p1', 5);
    expect(store.get('p1')?.sort_order).toBe(5);
    await expect(pending).rejects.toThrow('You do not have permission');
    expect(store.get('p1')?.sort_order).toBe(website.sort_order);
  });

  it('answers whether an identifier is taken', async () => {
    const { store, requests } = setUp(() => jsonResponse({ exists: 1, identifiers: ['WEB'] }));

    await expect(store.isIdentifierTaken('acme', 'WEB')).resolves.toBe(true);

    const last = requests.at(-1);
    expect(last && pathOf(last)).toBe('/api/workspaces/acme/project-identifiers/?name=WEB');
  });
});

import { PAGE_ACCESS, type Page } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { PagesStore } from './pages-store';
import { makePage } from './pages-test-data';

const BASE = '/api/workspaces/acme/projects/p1';
const FORBIDDEN = { error: 'You do not have permission', code: 'FORBIDDEN' };

const root = makePage('root', { is_favorite: true });
const child = makePage('child', { parent: 'root', is_favorite: true });
const other = makePage('other');
const summary = { public_pages: 3, private_pages: 0, archived_pages: 0 };

/** A server holding the three pages; `write` answers every other request. */
function setUp(write: FakeHandler = () => new Response(null, { status: 204 })) {
  const { api, requests } = fakeApi((request) => {
    const path = pathOf(request);
    if (request.method === 'GET' && path === `${BASE}/pages/`)
      return jsonResponse([{ ...root }, { ...child }, { ...other }]);
    if (request.method === 'GET' && path === `${BASE}/pages-summary/`) return jsonResponse(summary);
    return write(request);
  });
  return { store: new PagesStore(api), requests };
}

function refuse(): Response {
  return jsonResponse(FORBIDDEN, 403);
}

function ids(pages: readonly Page[] | undefined): string[] {
  return (pages ?? []).map((page) => page.id).sort();
}

describe('PagesStore', () => {
  it('loads a project’s pages by id with its tab counts', async () => {
    const { store, requests } = setUp();
    expect(store.pages('p1')).toBeUndefined();

    await store.fetch('acme', 'p1');

    expect(ids(store.pages('p1'))).toEqual(['child', 'other', 'root']);
    expect(store.find('p1', 'child')?.parent).toBe('root');
    expect(store.counts('p1')).toEqual({ public: 3, private: 0, archived: 0 });
    expect(requests.map(pathOf).sort()).toEqual([`${BASE}/pages-summary/`, `${BASE}/pages/`]);
    expect(store.isLoading('p1')).toBe(false);
  });

  it('keeps spec §8’s text when the pages cannot be fetched', async () => {
    const { api } = fakeApi(() => Promise.reject(new TypeError('offline')));
    const store = new PagesStore(api);

    await store.fetch('acme', 'p1');

    expect(store.pages('p1')).toBeUndefined();
    expect(store.error('p1')).toBe('Failed to fetch the pages, Please try again later.');
  });

  it('adds a created page to the list', async () => {
    const created = { ...makePage('new', { access: PAGE_ACCESS.private }), description_html: '' };
    const { store, requests } = setUp(() => jsonResponse(created, 201));
    await store.fetch('acme', 'p1');

    const page = await store.create('acme', 'p1', { name: '', access: PAGE_ACCESS.private });

    expect(page.id).toBe('new');
    expect(page).not.toHaveProperty('description_html');
    const last = requests.at(-1);
    expect(last?.method).toBe('POST');
    expect(last && pathOf(last)).toBe(`${BASE}/pages/`);
    expect(await last?.json()).toEqual({ name: '', access: PAGE_ACCESS.private });
    expect(store.counts('p1')).toEqual({ public: 3, private: 1, archived: 0 });
  });

  it('unstars at once and puts the star back when the server refuses', async () => {
    const { store, requests } = setUp(refuse);
    await store.fetch('acme', 'p1');

    const pending = store.setFavorite('acme', 'p1', 'root', false);
    expect(store.find('p1', 'root')?.is_favorite).toBe(false);
    await expect(pending).rejects.toThrow('You do not have permission');
    expect(store.find('p1', 'root')?.is_favorite).toBe(true);
    const last = requests.at(-1);
    expect(last?.method).toBe('DELETE');
    expect(last && pathOf(last)).toBe(`${BASE}/favorite-pages/root/`);
  });

  it('changes access at once and puts it back when refused', async () => {
    const { store, requests } = setUp(refuse);
    await store.fetch('acme', 'p1');

    const pending = store.setAccess('acme', 'p1', 'other', PAGE_ACCESS.private);
    expect(store.find('p1', 'other')?.access).toBe(PAGE_ACCESS.private);
    await expect(pending).rejects.toThrow('You do not have permission');
    expect(store.find('p1', 'other')?.access).toBe(PAGE_ACCESS.public);
    const last = requests.at(-1);
    expect(last && pathOf(last)).toBe(`${BASE}/pages/other/access/`);
    expect(await last?.json()).toEqual({ access: PAGE_ACCESS.private });
  });

  it('locks and unlocks, and puts the lock back when refused', async () => {
    let isRefusing = false;
    const { store, requests } = setUp(() =>
      isRefusing ? refuse() : new Response(null, { status: 204 }),
    );
    await store.fetch('acme', 'p1');

    await store.setLocked('acme', 'p1', 'other', true);
    expect(store.find('p1', 'other')?.is_locked).toBe(true);
    expect(requests.at(-1)?.method).toBe('POST');

    isRefusing = true;
    const pending = store.setLocked('acme', 'p1', 'other', false);
    expect(store.find('p1', 'other')?.is_locked).toBe(false);
    await expect(pending).rejects.toThrow('You do not have permission');
    expect(store.find('p1', 'other')?.is_locked).toBe(true);
    const last = requests.at(-1);
    expect(last?.method).toBe('DELETE');
    expect(last && pathOf(last)).toBe(`${BASE}/pages/other/lock/`);
  });

  it('renames at once and puts the old title back when refused', async () => {
    const { store } = setUp(refuse);
    await store.fetch('acme', 'p1');

    const pending = store.rename('acme', 'p1', 'other', 'Roadmap');
    expect(store.find('p1', 'other')?.name).toBe('Roadmap');
    await expect(pending).rejects.toThrow('You do not have permission');
    expect(store.find('p1', 'other')?.name).toBe('Page other');
  });

  it('archives a page with the pages under it, unstarred, taking the server’s time', async () => {
    const { store, requests } = setUp(() =>
      jsonResponse({ archived_at: '2025-06-01T10:00:00.000Z' }),
    );
    await store.fetch('acme', 'p1');

    await store.archive('acme', 'p1', 'root');

    const last = requests.at(-1);
    expect(last?.method).toBe('POST');
    expect(last && pathOf(last)).toBe(`${BASE}/pages/root/archive/`);
    for (const id of ['root', 'child']) {
      expect(store.find('p1', id)?.archived_at).toBe('2025-06-01T10:00:00.000Z');
      expect(store.find('p1', id)?.is_favorite).toBe(false);
    }
    expect(store.find('p1', 'other')?.archived_at).toBeNull();
    expect(store.counts('p1')).toEqual({ public: 1, private: 0, archived: 2 });
  });

  it('puts an archived tree back as it was when archiving is refused', async () => {
    const { store } = setUp(refuse);
    await store.fetch('acme', 'p1');

    const pending = store.archive('acme', 'p1', 'root');
    expect(store.find('p1', 'child')?.archived_at).not.toBeNull();
    await expect(pending).rejects.toThrow('You do not have permission');
    for (const id of ['root', 'child']) {
      expect(store.find('p1', id)?.archived_at).toBeNull();
      expect(store.find('p1', id)?.is_favorite).toBe(true);
    }
  });

  it('restores a page out of its still-archived parent, and undoes that when refused', async () => {
    let isRefusing = false;
    const { store } = setUp((request) => {
      if (isRefusing) return refuse();
      return request.method === 'POST'
        ? jsonResponse({ archived_at: '2025-06-01T10:00:00.000Z' })
        : new Response(null, { status: 204 });
    });
    await store.fetch('acme', 'p1');
    await store.archive('acme', 'p1', 'root');

    isRefusing = true;
    const refused = store.restore('acme', 'p1', 'child');
    expect(store.find('p1', 'child')?.parent).toBeNull();
    await expect(refused).rejects.toThrow('You do not have permission');
    expect(store.find('p1', 'child')?.parent).toBe('root');
    expect(store.find('p1', 'child')?.archived_at).toBe('2025-06-01T10:00:00.000Z');

    isRefusing = false;
    await store.restore('acme', 'p1', 'child');
    expect(store.find('p1', 'child')?.archived_at).toBeNull();
    expect(store.find('p1', 'child')?.parent).toBeNull();
    expect(store.find('p1', 'root')?.archived_at).not.toBeNull();
  });

  it('deletes a page and lifts the pages under it to the top', async () => {
    const { store, requests } = setUp();
    await store.fetch('acme', 'p1');

    await store.remove('acme', 'p1', 'root');

    const last = requests.at(-1);
    expect(last?.method).toBe('DELETE');
    expect(last && pathOf(last)).toBe(`${BASE}/pages/root/`);
    expect(ids(store.pages('p1'))).toEqual(['child', 'other']);
    expect(store.find('p1', 'child')?.parent).toBeNull();
  });

  it('keeps a page whose deletion is refused', async () => {
    const { store } = setUp(refuse);
    await store.fetch('acme', 'p1');

    await expect(store.remove('acme', 'p1', 'root')).rejects.toThrow('You do not have permission');
    expect(ids(store.pages('p1'))).toEqual(['child', 'other', 'root']);
  });

  it('moves a page with the pages under it out of the project', async () => {
    const { store, requests } = setUp();
    await store.fetch('acme', 'p1');

    await store.move('acme', 'p1', 'root', 'p2');

    const last = requests.at(-1);
    expect(last && pathOf(last)).toBe(`${BASE}/pages/root/move/`);
    expect(await last?.json()).toEqual({ new_project_id: 'p2' });
    expect(ids(store.pages('p1'))).toEqual(['other']);
  });

  it('keeps a duplicate beside its original', async () => {
    const copy = { ...makePage('copy', { name: 'Page other (Copy)' }), description_html: '' };
    const { store, requests } = setUp(() => jsonResponse(copy, 201));
    await store.fetch('acme', 'p1');

    await store.duplicate('acme', 'p1', 'other');

    const last = requests.at(-1);
    expect(last && pathOf(last)).toBe(`${BASE}/pages/other/duplicate/`);
    expect(store.find('p1', 'copy')?.name).toBe('Page other (Copy)');
  });
});

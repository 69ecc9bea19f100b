import type { Favorite } from '@keel/core';
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MutationPipeline } from '#web/lib/mutation';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { FavoritesStore, type StarredEntities, isTemporaryFavorite } from './favorites-store';

const FAVORITES_URL = '/api/workspaces/acme/user-favorites/';

function favoriteJson(id: string, sequence: number, fields: Partial<Favorite> = {}): Favorite {
  return {
    id,
    entity_type: 'project',
    entity_identifier: `p-${id}`,
    entity_data: { id: `p-${id}`, name: id, logo_props: {}, project_id: null },
    name: id,
    is_folder: false,
    sequence,
    parent: null,
    project_id: null,
    workspace_id: 'w1',
    created_at: '2026-11-28T00:00:00Z',
    updated_at: '2026-11-28T00:00:00Z',
    ...fields,
  };
}

function setUp(handler: FakeHandler, starred: StarredEntities | null = null) {
  const { api, requests } = fakeApi(handler);
  const told: string[] = [];
  const mutations = new MutationPipeline({ notify: (message) => told.push(message) });
  return { store: new FavoritesStore(api, mutations, starred), requests, told };
}

/** Lets a request the store sent in the background be answered. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe('FavoritesStore', () => {
  it('reads every level of the favorites', async () => {
    const { store, requests } = setUp(() =>
      jsonResponse([favoriteJson('a', 10_000), favoriteJson('b', 20_000)]),
    );
    await store.ensureLoaded('acme');
    await store.ensureLoaded('acme');
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? '').search).toBe('?all=true');
    expect(store.tree('acme').map((node) => node.favorite.id)).toEqual(['a', 'b']);
  });

  it('takes favorites read elsewhere instead of reading them again, and keeps its own', async () => {
    const { store, requests } = setUp(() => jsonResponse([favoriteJson('c', 30_000)]));
    store.adopt('acme', [favoriteJson('a', 10_000)]);
    await store.ensureLoaded('acme');
    expect(requests).toHaveLength(0);
    expect(store.tree('acme').map((node) => node.favorite.id)).toEqual(['a']);
    // A list the store holds already is not replaced by an older read.
    store.adopt('acme', [favoriteJson('b', 20_000)]);
    expect(store.list('acme')?.map((favorite) => favorite.id)).toEqual(['a']);
  });

  it('shows a new folder at once with a temporary id, then the server’s', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { store, requests } = setUp((request) =>
      request.method === 'GET'
        ? jsonResponse([])
        : new Promise<Response>((resolve) => {
            answer = resolve;
          }),
    );
    await store.ensureLoaded('acme');
    const adding = store.addFolder('acme', 'Launch');
    const shown = store.list('acme')?.[0];
    expect(shown?.name).toBe('Launch');
    expect(shown && isTemporaryFavorite(shown)).toBe(true);
    await settle();
    expect(await requests[1]?.clone().json()).toEqual({
      entity_type: 'folder',
      name: 'Launch',
      is_folder: true,
    });
    answer(
      jsonResponse(
        favoriteJson('f1', 10_000, {
          entity_type: 'folder',
          is_folder: true,
          name: 'Launch',
          entity_identifier: null,
          entity_data: null,
        }),
      ),
    );
    expect((await adding)?.id).toBe('f1');
    expect(store.list('acme')?.map((entry) => entry.id)).toEqual(['f1']);
  });

  it('takes a refused add back out and says why', async () => {
    const { store, told } = setUp((request) =>
      request.method === 'GET'
        ? jsonResponse([])
        : jsonResponse({ error: 'name: A folder needs a name', code: 'VALIDATION_ERROR' }, 400),
    );
    await store.ensureLoaded('acme');
    expect(await store.addFolder('acme', 'X')).toBeNull();
    expect(store.list('acme')).toEqual([]);
    expect(told).toEqual(['name: A folder needs a name']);
  });

  it('moves a favorite into a folder at once, and back when refused', async () => {
    let refuse = false;
    const { store, requests } = setUp((request) => {
      if (request.method === 'GET')
        return jsonResponse([
          favoriteJson('a', 10_000),
          favoriteJson('f', 20_000, { is_folder: true, entity_type: 'folder' }),
        ]);
      if (refuse) return jsonResponse({ error: 'parent: Must be one of your folders' }, 400);
      return jsonResponse(favoriteJson('a', 10_000, { parent: 'f' }));
    });
    await store.ensureLoaded('acme');
    expect(await store.move('acme', 'a', { parent: 'f', sequence: 10_000 })).toBe(true);
    expect(requests.map(pathOf)[1]).toBe(`${FAVORITES_URL}a/`);
    expect(await requests[1]?.clone().json()).toEqual({ parent: 'f', sequence: 10_000 });
    expect(store.tree('acme')[0]?.children.map((child) => child.id)).toEqual(['a']);

    refuse = true;
    expect(await store.move('acme', 'a', { parent: null, sequence: 5 })).toBe(false);
    expect(store.list('acme')?.find((entry) => entry.id === 'a')?.parent).toBe('f');
  });

  it('removes a folder with what it holds and tells the owners of the stars', async () => {
    const unstarred: string[] = [];
    const { store, requests } = setUp(
      (request) =>
        request.method === 'GET'
          ? jsonResponse([
              favoriteJson('f', 10_000, { is_folder: true, entity_type: 'folder' }),
              favoriteJson('a', 10_000, { parent: 'f' }),
              favoriteJson('b', 20_000),
            ])
          : new Response(null, { status: 204 }),
      {
        writes: () => 0,
        unstarred: (_slug, favorite) => unstarred.push(favorite.id),
      },
    );
    await store.ensureLoaded('acme');
    expect(await store.remove('acme', 'f')).toBe(true);
    expect(requests[1]?.method).toBe('DELETE');
    expect(store.list('acme')?.map((entry) => entry.id)).toEqual(['b']);
    expect(unstarred).toEqual(['a']);
    store.dispose();
  });

  it('reads again when a star written elsewhere is taken by the server', async () => {
    const writes = observable.box(0);
    let reads = 0;
    const { store } = setUp(
      () => {
        reads += 1;
        return jsonResponse(reads === 1 ? [] : [favoriteJson('a', 10_000)]);
      },
      { writes: () => writes.get(), unstarred: () => undefined },
    );
    await store.ensureLoaded('acme');
    runInAction(() => {
      writes.set(1);
    });
    await settle();
    await settle();
    expect(reads).toBe(2);
    expect(store.list('acme')?.map((entry) => entry.id)).toEqual(['a']);
    store.dispose();
  });
});

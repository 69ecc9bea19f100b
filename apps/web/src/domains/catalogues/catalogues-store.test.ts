import type { CatalogueEntry } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { CataloguesStore } from './catalogues-store';

const PROJECT = '/api/workspaces/acme/projects/p1/';

function makeEntry(overrides: Partial<CatalogueEntry> & { id: string }): CatalogueEntry {
  return {
    project_id: 'p1',
    name: 'North',
    code: null,
    description: '',
    sort_order: 65535,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const north = makeEntry({ id: 's1', name: 'North', code: 'N1' });
const south = makeEntry({ id: 's2', name: 'South', sort_order: 75535 });

function setUp(handler: FakeHandler) {
  const { api, requests } = fakeApi(handler);
  return { store: new CataloguesStore(api), requests };
}

async function bodyOf(request: Request | undefined): Promise<unknown> {
  return request ? ((await request.clone().json()) as unknown) : undefined;
}

describe('CataloguesStore', () => {
  it('keeps shops and customers of a project apart', async () => {
    const { store, requests } = setUp((request) =>
      pathOf(request).includes('/shops/') ? jsonResponse([north, south]) : jsonResponse([]),
    );

    await store.fetch('acme', 'p1', 'shops');
    await store.fetch('acme', 'p1', 'customers');

    expect(requests.map(pathOf)).toEqual([`${PROJECT}shops/`, `${PROJECT}customers/`]);
    expect(store.entries('shops', 'p1')?.map((entry) => entry.name)).toEqual(['North', 'South']);
    expect(store.entries('customers', 'p1')).toEqual([]);
    expect(store.isLoading('shops', 'p1')).toBe(false);
  });

  it('keeps the server’s message when a list cannot be loaded', async () => {
    const { store } = setUp(() => jsonResponse({ error: 'Project not found', code: 'X' }, 404));

    await store.fetch('acme', 'p1', 'customers');

    expect(store.error('customers', 'p1')).toBe('Project not found');
    expect(store.entries('customers', 'p1')).toBeUndefined();
  });

  it('adds an entry at the end of the list', async () => {
    const created = makeEntry({ id: 's3', name: 'East', sort_order: 85535 });
    const { store, requests } = setUp((request) =>
      request.method === 'POST' ? jsonResponse(created, 201) : jsonResponse([north]),
    );
    await store.fetch('acme', 'p1', 'shops');

    await store.create('acme', 'p1', 'shops', { name: 'East', code: null, description: '' });

    expect(await bodyOf(requests.at(-1))).toEqual({ name: 'East', code: null, description: '' });
    expect(store.entries('shops', 'p1')?.map((entry) => entry.id)).toEqual(['s1', 's3']);
  });

  it('leaves an entry as it was when the server refuses a taken name', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'PATCH'
        ? jsonResponse(
            {
              error: 'A shop with this name already exists in this project.',
              code: 'CONFLICT',
              field: 'name',
            },
            409,
          )
        : jsonResponse([north, south]),
    );
    await store.fetch('acme', 'p1', 'shops');

    await expect(
      store.update('acme', 'p1', 'shops', 's2', { name: 'north' }),
    ).rejects.toMatchObject({
      message: 'A shop with this name already exists in this project.',
      field: 'name',
    });

    const patch = requests.at(-1);
    expect(patch && pathOf(patch)).toBe(`${PROJECT}shops/s2/`);
    expect(store.entries('shops', 'p1')?.[1]?.name).toBe('South');
  });

  it('saves an edit with the server’s answer', async () => {
    const { store } = setUp((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ ...north, code: null })
        : jsonResponse([north, south]),
    );
    await store.fetch('acme', 'p1', 'shops');

    await store.update('acme', 'p1', 'shops', 's1', { code: null });

    expect(store.entries('shops', 'p1')?.[0]?.code).toBeNull();
  });

  it('drops a deleted entry', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : jsonResponse([north, south]),
    );
    await store.fetch('acme', 'p1', 'customers');

    await store.remove('acme', 'p1', 'customers', 's1');

    const last = requests.at(-1);
    expect(last && pathOf(last)).toBe(`${PROJECT}customers/s1/`);
    expect(store.entries('customers', 'p1')?.map((entry) => entry.id)).toEqual(['s2']);
  });

  it('replaces the budget sources, and keeps them when the server refuses a repeat', async () => {
    const { store, requests } = setUp(async (request) => {
      if (request.method === 'GET') return jsonResponse({ options: ['Capex'] });
      const body = (await request.clone().json()) as { options: string[] };
      return new Set(body.options).size === body.options.length
        ? jsonResponse(body)
        : jsonResponse(
            {
              error: 'options: Options must be unique',
              code: 'VALIDATION_ERROR',
              field: 'options',
            },
            400,
          );
    });
    await store.fetchBudgetOptions('acme', 'p1');
    expect(store.budgetOptions('p1')).toEqual(['Capex']);

    await store.setBudgetOptions('acme', 'p1', ['Capex', 'Opex']);
    const patch = requests.at(-1);
    expect(await bodyOf(patch)).toEqual({ options: ['Capex', 'Opex'] });
    expect(patch && pathOf(patch)).toBe(`${PROJECT}budget-source-options/`);
    expect(store.budgetOptions('p1')).toEqual(['Capex', 'Opex']);

    await expect(store.setBudgetOptions('acme', 'p1', ['Capex', 'Opex', 'Opex'])).rejects.toThrow(
      'options: Options must be unique',
    );
    expect(store.budgetOptions('p1')).toEqual(['Capex', 'Opex']);
  });
});

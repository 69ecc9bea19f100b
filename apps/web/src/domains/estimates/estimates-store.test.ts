import type { Estimate } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import {
  ESTIMATE_CREATE_ERROR,
  ESTIMATES_FETCH_ERROR,
  EstimatesStore,
  estimateErrorMessage,
} from './estimates-store';

const BASE = '/api/workspaces/acme/projects/p1/estimates/';

function makeEstimate(overrides: Partial<Estimate> & { id: string }): Estimate {
  return {
    project_id: 'p1',
    name: 'Sizes',
    description: '',
    type: 'points',
    last_used: false,
    points: [
      { id: `${overrides.id}-a`, estimate: overrides.id, key: 1, value: '1', description: '' },
      { id: `${overrides.id}-b`, estimate: overrides.id, key: 2, value: '2', description: '' },
      { id: `${overrides.id}-c`, estimate: overrides.id, key: 3, value: '3', description: '' },
    ],
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const active = makeEstimate({ id: 'e2', name: 'T-shirts', last_used: true });
const older = makeEstimate({ id: 'e1', name: 'Old', created_at: '2024-01-01T00:00:00.000Z' });
const newer = makeEstimate({ id: 'e3', name: 'New', created_at: '2025-06-01T00:00:00.000Z' });

function setUp(handler: FakeHandler) {
  const { api, requests } = fakeApi(handler);
  return { store: new EstimatesStore(api), requests };
}

async function bodyOf(request: Request | undefined): Promise<unknown> {
  return request ? ((await request.clone().json()) as unknown) : undefined;
}

const refuse = (message: string, status = 400) =>
  jsonResponse({ error: message, code: 'VALIDATION_ERROR' }, status);

describe('EstimatesStore', () => {
  it('loads a project’s estimates and tells the active one from the archived, newest first', async () => {
    const { store } = setUp(() => jsonResponse([active, older, newer]));

    await store.fetch('acme', 'p1');

    expect(store.active('p1')?.id).toBe('e2');
    expect(store.archived('p1').map((estimate) => estimate.id)).toEqual(['e3', 'e1']);
    expect(store.isLoading('p1')).toBe(false);
  });

  it('says “Error fetching estimates” with the server’s reason when the list fails', async () => {
    const { store } = setUp(() => jsonResponse({ error: 'Project not found', code: 'X' }, 404));

    await store.fetch('acme', 'p1');

    expect(store.errorByProject.get('p1')).toBe(`${ESTIMATES_FETCH_ERROR}: Project not found`);
    expect(store.estimates('p1')).toBeUndefined();
  });

  it('creates an estimate, which the server makes active, archiving the previous one', async () => {
    const created = makeEstimate({ id: 'e9', name: 'Fibonacci', last_used: true });
    const { store, requests } = setUp((request) =>
      request.method === 'POST' ? jsonResponse(created, 201) : jsonResponse([active]),
    );
    await store.fetch('acme', 'p1');
    const body = {
      estimate: { name: 'Fibonacci', type: 'points' as const },
      estimate_points: [
        { key: 1, value: '1' },
        { key: 2, value: '2' },
      ],
    };

    await store.create('acme', 'p1', body);

    const post = requests.at(-1);
    expect(post && pathOf(post)).toBe(BASE);
    expect(await bodyOf(post)).toEqual(body);
    expect(store.active('p1')?.id).toBe('e9');
    expect(store.archived('p1').map((estimate) => estimate.id)).toEqual(['e2']);
  });

  it('switches the active estimate, and switches back when the server refuses', async () => {
    let isRefusing = false;
    const { store, requests } = setUp((request) => {
      if (request.method !== 'PATCH') return jsonResponse([active, older]);
      return isRefusing
        ? refuse('Estimate not found', 404)
        : jsonResponse({ ...older, last_used: true });
    });
    await store.fetch('acme', 'p1');

    await store.activate('acme', 'p1', 'e1');

    const patch = requests.at(-1);
    expect(await bodyOf(patch)).toEqual({ last_used: true });
    expect(patch && pathOf(patch)).toBe(`${BASE}e1/`);
    expect(store.active('p1')?.id).toBe('e1');

    isRefusing = true;
    await expect(store.activate('acme', 'p1', 'e2')).rejects.toThrow('Estimate not found');
    expect(store.active('p1')?.id).toBe('e1');
  });

  it('puts the name back when a rename is refused', async () => {
    const { store } = setUp((request) =>
      request.method === 'PATCH' ? refuse('Estimate name is required') : jsonResponse([active]),
    );
    await store.fetch('acme', 'p1');

    await expect(store.rename('acme', 'p1', 'e2', 'Shirts')).rejects.toThrow();

    expect(store.active('p1')?.name).toBe('T-shirts');
  });

  it('drops a deleted estimate, leaving the project without an active one', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : jsonResponse([active, older]),
    );
    await store.fetch('acme', 'p1');

    await store.remove('acme', 'p1', 'e2');

    expect(requests.at(-1)?.method).toBe('DELETE');
    expect(store.active('p1')).toBeUndefined();
    expect(store.estimates('p1')?.map((estimate) => estimate.id)).toEqual(['e1']);
  });

  it('adds a point after the last key', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'POST'
        ? jsonResponse({ id: 'p-new', estimate: 'e2', key: 4, value: '5', description: '' }, 201)
        : jsonResponse([active]),
    );
    await store.fetch('acme', 'p1');

    await store.addPoint('acme', 'p1', 'e2', '5');

    const post = requests.at(-1);
    expect(post && pathOf(post)).toBe(`${BASE}e2/estimate-points/`);
    expect(await bodyOf(post)).toEqual({ key: 4, value: '5' });
    expect(store.active('p1')?.points.map((point) => point.value)).toEqual(['1', '2', '3', '5']);
  });

  it('puts a point’s value back when the server refuses the edit', async () => {
    const { store } = setUp((request) =>
      request.method === 'PATCH' ? refuse('value is required') : jsonResponse([active]),
    );
    await store.fetch('acme', 'p1');

    await expect(store.updatePoint('acme', 'p1', 'e2', 'e2-a', 'XS')).rejects.toThrow(
      'value is required',
    );

    expect(store.active('p1')?.points[0]?.value).toBe('1');
  });

  it('puts a deleted point back when the server keeps it', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'DELETE'
        ? refuse('An estimate needs at least 2 points.')
        : jsonResponse([active]),
    );
    await store.fetch('acme', 'p1');

    await expect(store.removePoint('acme', 'p1', 'e2', 'e2-b')).rejects.toThrow(
      'An estimate needs at least 2 points.',
    );

    const last = requests.at(-1);
    expect(last && pathOf(last)).toBe(`${BASE}e2/estimate-points/e2-b/`);
    expect(store.active('p1')?.points.map((point) => point.id)).toEqual(['e2-a', 'e2-b', 'e2-c']);
  });
});

describe('estimateErrorMessage', () => {
  it('appends the server’s reason to the spec’s message when there is one', async () => {
    const { store } = setUp(() => refuse('estimate_points: An estimate needs 2 to 6 points'));
    const failure = await store
      .create('acme', 'p1', { estimate: { name: 'A', type: 'points' }, estimate_points: [] })
      .catch((error: unknown) => error);

    expect(estimateErrorMessage(ESTIMATE_CREATE_ERROR, failure)).toBe(
      'Error creating estimate: estimate_points: An estimate needs 2 to 6 points',
    );
    expect(estimateErrorMessage(ESTIMATE_CREATE_ERROR, new Error('boom'))).toBe(
      ESTIMATE_CREATE_ERROR,
    );
  });
});

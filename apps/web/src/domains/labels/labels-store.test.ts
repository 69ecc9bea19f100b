import type { Label } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { LabelsStore } from './labels-store';

const BASE = '/api/workspaces/acme/projects/p1/issue-labels/';

function label(id: string, parent: string | null, sortOrder: number): Label {
  return {
    id,
    workspace_id: 'w1',
    project_id: 'p1',
    parent,
    name: id,
    description: '',
    color: '#3A8BFD',
    sort_order: sortOrder,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}

const labels = [
  label('platform', null, 65_535),
  label('api', 'platform', 65_535),
  label('bug', null, 75_535),
];

function setUp(handler: FakeHandler) {
  const { api, requests } = fakeApi(handler);
  return { store: new LabelsStore(api), requests };
}

async function bodyOf(request: Request | undefined): Promise<unknown> {
  return request ? ((await request.clone().json()) as unknown) : undefined;
}

describe('LabelsStore', () => {
  it('loads a project’s labels under its id', async () => {
    const { store, requests } = setUp(() => jsonResponse(labels));

    await store.fetch('acme', 'p1');

    expect(requests[0] && pathOf(requests[0])).toBe(BASE);
    expect(store.labels('p1')?.map((entry) => entry.id)).toEqual(['platform', 'api', 'bug']);
  });

  it('creates a sub-label with its parent', async () => {
    const created = label('web', 'platform', 75_535);
    const { store, requests } = setUp((request) =>
      request.method === 'POST' ? jsonResponse(created, 201) : jsonResponse(labels),
    );
    await store.fetch('acme', 'p1');

    await store.create('acme', 'p1', { name: 'web', color: '#3A8BFD', parent: 'platform' });

    expect(await bodyOf(requests.at(-1))).toEqual({
      name: 'web',
      color: '#3A8BFD',
      parent: 'platform',
    });
    expect(store.labels('p1')?.at(-1)).toEqual(created);
  });

  it('puts the name and colour back and rethrows when the server refuses', async () => {
    const { store } = setUp((request) =>
      request.method === 'PATCH'
        ? jsonResponse(
            { error: 'A label with this name already exists here.', code: 'CONFLICT' },
            409,
          )
        : jsonResponse(labels),
    );
    await store.fetch('acme', 'p1');

    await expect(
      store.update('acme', 'p1', 'bug', { name: 'platform', color: '#EF4444' }),
    ).rejects.toThrow('A label with this name already exists here.');

    expect(store.labels('p1')?.find((entry) => entry.id === 'bug')).toMatchObject({
      name: 'bug',
      color: '#3A8BFD',
    });
  });

  it('sends a reorder as a placement and keeps the server’s sort order', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ ...label('bug', null, 32_767.5) })
        : jsonResponse(labels),
    );
    await store.fetch('acme', 'p1');

    await store.move('acme', 'p1', 'bug', {
      parent: null,
      placement: { before_id: 'platform' },
      expectedSortOrder: 32_767.5,
    });

    const last = requests.at(-1);
    expect(last && pathOf(last)).toBe(`${BASE}bug/`);
    expect(await bodyOf(last)).toEqual({ parent: null, before_id: 'platform' });
    expect(store.labels('p1')?.find((entry) => entry.id === 'bug')?.sort_order).toBe(32_767.5);
  });

  it('puts a label back where it was when a move is refused', async () => {
    const { store } = setUp((request) =>
      request.method === 'PATCH'
        ? jsonResponse(
            {
              error: 'A label cannot be nested under itself or one of its children.',
              code: 'VALIDATION_ERROR',
              field: 'parent',
            },
            400,
          )
        : jsonResponse(labels),
    );
    await store.fetch('acme', 'p1');

    await expect(
      store.move('acme', 'p1', 'platform', {
        parent: null,
        placement: { after_id: 'bug' },
        expectedSortOrder: 85_535,
      }),
    ).rejects.toThrow('A label cannot be nested under itself or one of its children.');

    expect(store.labels('p1')?.find((entry) => entry.id === 'platform')?.sort_order).toBe(65_535);
  });

  it('moves the children of a deleted label up to its parent, as the server does', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(labels),
    );
    await store.fetch('acme', 'p1');

    await store.remove('acme', 'p1', 'platform');

    expect(requests.at(-1)?.method).toBe('DELETE');
    expect(store.labels('p1')?.map((entry) => [entry.id, entry.parent])).toEqual([
      ['api', null],
      ['bug', null],
    ]);
  });
});

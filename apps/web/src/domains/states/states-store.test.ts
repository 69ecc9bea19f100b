import { DEFAULT_STATE_DELETE_MESSAGE, type State } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { StatesStore } from './states-store';

const BASE = '/api/workspaces/acme/projects/p1/states/';

function state(overrides: Partial<State> & Pick<State, 'id' | 'name'>): State {
  return {
    workspace: 'w1',
    project: 'p1',
    project_id: 'p1',
    workspace_id: 'w1',
    description: '',
    color: '#60646C',
    slug: overrides.name.toLowerCase(),
    sequence: 15_000,
    group: 'backlog',
    default: false,
    is_triage: false,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const states = [
  state({ id: 's1', name: 'Backlog', default: true }),
  state({ id: 's2', name: 'Todo', group: 'unstarted', sequence: 25_000 }),
  state({ id: 's3', name: 'In Progress', group: 'started', sequence: 35_000 }),
];

function setUp(handler: FakeHandler) {
  const { api, requests } = fakeApi(handler);
  return { store: new StatesStore(api), requests };
}

async function bodyOf(request: Request | undefined): Promise<unknown> {
  return request ? ((await request.clone().json()) as unknown) : undefined;
}

describe('StatesStore', () => {
  it('loads a project’s states under its id', async () => {
    const { store, requests } = setUp(() => jsonResponse(states));

    await store.fetch('acme', 'p1');

    expect(requests[0] && pathOf(requests[0])).toBe(BASE);
    expect(store.states('p1')?.map((entry) => entry.name)).toEqual([
      'Backlog',
      'Todo',
      'In Progress',
    ]);
    expect(store.isLoading('p1')).toBe(false);
  });

  it('keeps the server’s message when the list cannot be loaded', async () => {
    const { store } = setUp(() =>
      jsonResponse({ error: 'You do not have permission', code: 'FORBIDDEN' }, 403),
    );

    await store.fetch('acme', 'p1');

    expect(store.states('p1')).toBeUndefined();
    expect(store.errorByProject.get('p1')).toBe('You do not have permission');
  });

  it('adds a created state to the list', async () => {
    const created = state({ id: 's4', name: 'In Review', group: 'started', sequence: 50_000 });
    const { store, requests } = setUp((request) =>
      request.method === 'POST' ? jsonResponse(created, 201) : jsonResponse(states),
    );
    await store.fetch('acme', 'p1');

    await store.create('acme', 'p1', { name: 'In Review', color: '#F59E0B', group: 'started' });

    expect(await bodyOf(requests.at(-1))).toEqual({
      name: 'In Review',
      color: '#F59E0B',
      group: 'started',
    });
    expect(store.states('p1')?.map((entry) => entry.id)).toEqual(['s1', 's2', 's3', 's4']);
  });

  it('renames at once and keeps the server’s answer', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ ...states[1], name: 'To do', slug: 'to-do' })
        : jsonResponse(states),
    );
    await store.fetch('acme', 'p1');

    await store.update('acme', 'p1', 's2', { name: 'To do' });

    const last = requests.at(-1);
    expect(last?.method).toBe('PATCH');
    expect(last && pathOf(last)).toBe(`${BASE}s2/`);
    expect(await bodyOf(last)).toEqual({ name: 'To do' });
    expect(store.states('p1')?.find((entry) => entry.id === 's2')?.slug).toBe('to-do');
  });

  it('puts the name and colour back and rethrows when the server refuses', async () => {
    const { store } = setUp((request) =>
      request.method === 'PATCH'
        ? jsonResponse(
            {
              error: 'A state with this name already exists in the project',
              code: 'CONFLICT',
              field: 'name',
            },
            409,
          )
        : jsonResponse(states),
    );
    await store.fetch('acme', 'p1');

    await expect(
      store.update('acme', 'p1', 's2', { name: 'Backlog', color: '#EF4444' }),
    ).rejects.toThrow('A state with this name already exists in the project');

    const todo = store.states('p1')?.find((entry) => entry.id === 's2');
    expect(todo?.name).toBe('Todo');
    expect(todo?.color).toBe('#60646C');
  });

  it('keeps exactly one default after marking another state', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'POST'
        ? jsonResponse({ ...states[2], default: true })
        : jsonResponse(states),
    );
    await store.fetch('acme', 'p1');

    await store.markDefault('acme', 'p1', 's3');

    const last = requests.at(-1);
    expect(last && pathOf(last)).toBe(`${BASE}s3/mark-default/`);
    expect(
      store
        .states('p1')
        ?.filter((entry) => entry.default)
        .map((entry) => entry.id),
    ).toEqual(['s3']);
  });

  it('drops a deleted state, and keeps one the server refuses to delete', async () => {
    const { store } = setUp((request) => {
      if (request.method !== 'DELETE') return jsonResponse(states);
      return pathOf(request).endsWith('/s1/')
        ? jsonResponse({ error: DEFAULT_STATE_DELETE_MESSAGE, code: 'VALIDATION_ERROR' }, 400)
        : new Response(null, { status: 204 });
    });
    await store.fetch('acme', 'p1');

    await expect(store.remove('acme', 'p1', 's1')).rejects.toThrow(DEFAULT_STATE_DELETE_MESSAGE);
    await store.remove('acme', 'p1', 's2');

    expect(store.states('p1')?.map((entry) => entry.id)).toEqual(['s1', 's3']);
  });
});

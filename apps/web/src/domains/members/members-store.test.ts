import { describe, expect, it } from 'vitest';
import { makeWorkspaceMember } from '#web/test/factories';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { MembersStore } from './members-store';

function setUp(handler: FakeHandler) {
  const { api, requests } = fakeApi(handler);
  return { store: new MembersStore(api), requests };
}

const members = [
  makeWorkspaceMember({
    id: 'm1',
    role: 20,
    is_active: true,
    member: { id: 'u1', display_name: 'ada' },
  }),
  makeWorkspaceMember({
    id: 'm2',
    role: 15,
    is_active: true,
    member: { id: 'u2', display_name: 'bea' },
  }),
  makeWorkspaceMember({
    id: 'm3',
    role: 15,
    is_active: false,
    member: { id: 'u3', display_name: 'cy' },
  }),
];

describe('MembersStore', () => {
  it('loads a workspace’s members and counts the active ones', async () => {
    const { store } = setUp(() => jsonResponse(members));

    await store.fetch('acme');

    expect(store.members('acme')).toHaveLength(3);
    expect(store.activeCount('acme')).toBe(2);
    expect(store.isLoading('acme')).toBe(false);
  });

  it('puts a role back when the server refuses the change', async () => {
    const { store } = setUp((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ error: 'You do not have permission', code: 'FORBIDDEN' }, 403)
        : jsonResponse(members),
    );
    await store.fetch('acme');

    await expect(store.updateRole('acme', 'm2', 5)).rejects.toThrow('You do not have permission');

    expect(store.members('acme')?.find((entry) => entry.id === 'm2')?.role).toBe(15);
  });

  it('refuses to change an unknown membership with the spec’s message', async () => {
    const { store } = setUp(() => jsonResponse(members));
    await store.fetch('acme');

    await expect(store.updateRole('acme', 'nope', 5)).rejects.toThrow('Member not found');
  });

  it('drops a removed member from the list', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(members),
    );
    await store.fetch('acme');

    await store.remove('acme', 'm2');

    const last = requests.at(-1);
    expect(last?.method).toBe('DELETE');
    expect(last && pathOf(last)).toBe('/api/workspaces/acme/members/m2/');
    expect(store.members('acme')?.map((entry) => entry.id)).toEqual(['m1', 'm3']);
  });
});

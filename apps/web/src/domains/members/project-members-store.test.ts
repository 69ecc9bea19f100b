import { type ProjectMember, ROLE } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { ProjectMembersStore } from './project-members-store';

const PROJECT = 'p1';
const BASE = '/api/workspaces/acme/projects/p1/members/';

function member(
  id: string,
  userId: string,
  name: string,
  overrides: Partial<ProjectMember> = {},
): ProjectMember {
  return {
    id,
    project: PROJECT,
    workspace: 'w1',
    member: userId,
    member_detail: {
      id: userId,
      first_name: '',
      last_name: '',
      display_name: name,
      email: `${name}@example.com`,
      avatar: null,
      avatar_url: null,
    },
    role: ROLE.member,
    original_role: ROLE.member,
    is_active: true,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const list = [
  member('m1', 'u1', 'ada', { role: ROLE.admin, original_role: ROLE.admin }),
  member('m2', 'u2', 'bea'),
];

function setUp(handler: FakeHandler) {
  const { api, requests } = fakeApi(handler);
  return { store: new ProjectMembersStore(api), requests };
}

async function bodyOf(request: Request | undefined): Promise<unknown> {
  return request ? ((await request.clone().json()) as unknown) : undefined;
}

describe('ProjectMembersStore', () => {
  it('loads a project’s members', async () => {
    const { store, requests } = setUp(() => jsonResponse(list));

    await store.fetch('acme', PROJECT);

    const first = requests[0];
    expect(first && pathOf(first)).toBe(BASE);
    expect(store.members(PROJECT)?.map((entry) => entry.id)).toEqual(['m1', 'm2']);
    expect(store.isLoading(PROJECT)).toBe(false);
  });

  it('keeps the server’s message when the list cannot be loaded', async () => {
    const { store } = setUp(() =>
      jsonResponse({ error: 'You are not a member of this project.', code: 'FORBIDDEN' }, 403),
    );

    await store.fetch('acme', PROJECT);

    expect(store.members(PROJECT)).toBeUndefined();
    expect(store.errorByProjectId.get(PROJECT)).toBe('You are not a member of this project.');
  });

  it('adds several members in one request', async () => {
    const added = [member('m3', 'u3', 'cy', { role: ROLE.guest, original_role: ROLE.guest })];
    const { store, requests } = setUp((request) =>
      request.method === 'POST' ? jsonResponse(added, 201) : jsonResponse(list),
    );
    await store.fetch('acme', PROJECT);

    await store.add('acme', PROJECT, [{ member_id: 'u3', role: ROLE.guest }]);

    const last = requests.at(-1);
    expect(last?.method).toBe('POST');
    expect(last && pathOf(last)).toBe(BASE);
    expect(await bodyOf(last)).toEqual({ members: [{ member_id: 'u3', role: ROLE.guest }] });
    expect(store.members(PROJECT)?.map((entry) => entry.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('replaces a returning member instead of listing them twice', async () => {
    const back = [member('m2', 'u2', 'bea', { role: ROLE.guest, original_role: ROLE.guest })];
    const { store } = setUp((request) =>
      request.method === 'POST' ? jsonResponse(back, 201) : jsonResponse(list),
    );
    await store.fetch('acme', PROJECT);

    await store.add('acme', PROJECT, [{ member_id: 'u2', role: ROLE.guest }]);

    expect(store.members(PROJECT)?.map((entry) => [entry.id, entry.role])).toEqual([
      ['m1', ROLE.admin],
      ['m2', ROLE.guest],
    ]);
  });

  it('changes a role and sends it', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'PATCH'
        ? jsonResponse(member('m2', 'u2', 'bea', { role: ROLE.guest, original_role: ROLE.guest }))
        : jsonResponse(list),
    );
    await store.fetch('acme', PROJECT);

    await store.updateRole('acme', PROJECT, 'm2', ROLE.guest);

    const last = requests.at(-1);
    expect(last && pathOf(last)).toBe(`${BASE}m2/`);
    expect(await bodyOf(last)).toEqual({ role: ROLE.guest });
    const changed = store.members(PROJECT)?.find((entry) => entry.id === 'm2');
    expect([changed?.role, changed?.original_role]).toEqual([ROLE.guest, ROLE.guest]);
  });

  it('puts a role back and rethrows when the server refuses', async () => {
    const message =
      'The last admin of a project cannot be given another role. Make another member an admin first.';
    const { store } = setUp((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ error: message, code: 'VALIDATION_ERROR', field: 'role' }, 400)
        : jsonResponse(list),
    );
    await store.fetch('acme', PROJECT);

    await expect(store.updateRole('acme', PROJECT, 'm1', ROLE.member)).rejects.toThrow(message);

    const kept = store.members(PROJECT)?.find((entry) => entry.id === 'm1');
    expect([kept?.role, kept?.original_role]).toEqual([ROLE.admin, ROLE.admin]);
  });

  it('refuses an unknown membership with the spec’s message, without asking the server', async () => {
    const { store, requests } = setUp(() => jsonResponse(list));
    await store.fetch('acme', PROJECT);

    await expect(store.updateRole('acme', PROJECT, 'nope', ROLE.guest)).rejects.toThrow(
      'Member not found',
    );
    await expect(store.remove('acme', PROJECT, 'nope')).rejects.toThrow('Member not found');
    expect(requests).toHaveLength(1);
  });

  it('drops a removed member from the list', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(list),
    );
    await store.fetch('acme', PROJECT);

    await store.remove('acme', PROJECT, 'm2');

    const last = requests.at(-1);
    expect(last?.method).toBe('DELETE');
    expect(last && pathOf(last)).toBe(`${BASE}m2/`);
    expect(store.members(PROJECT)?.map((entry) => entry.id)).toEqual(['m1']);
  });
});

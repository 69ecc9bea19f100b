import { describe, expect, it } from 'vitest';
import { makeInstanceInfo } from '#web/test/factories';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { InstanceStore } from '../instance-store';
import { InstanceAdminStore } from './instance-admin-store';

function setUp(handler: FakeHandler) {
  const { api, requests, redirects } = fakeApi(handler, { pathname: '/god-mode/general' });
  const instance = new InstanceStore(api);
  return { store: new InstanceAdminStore(api, instance), instance, requests, redirects };
}

const admin = {
  id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  display_name: 'ada',
  avatar: null,
};

const configurations = [
  { key: 'DISABLE_WORKSPACE_CREATION', value: '0' },
  { key: 'ENABLE_EMAIL_PASSWORD', value: '1' },
  { key: 'ENABLE_MAGIC_LINK_LOGIN', value: '1' },
  { key: 'ENABLE_SIGNUP', value: '1' },
];

const forbidden = () =>
  jsonResponse(
    { error: 'You do not have permission to perform this action.', code: 'FORBIDDEN' },
    403,
  );

describe('InstanceAdminStore', () => {
  it('knows an instance admin from the admins/me answer', async () => {
    const { store } = setUp((request) =>
      pathOf(request) === '/api/users/me/instance-admin/'
        ? jsonResponse({ is_instance_admin: true })
        : jsonResponse(admin),
    );

    await store.checkAccess();

    expect(store.access).toBe('admin');
    expect(store.isAdmin).toBe(true);
    expect(store.admin?.email).toBe('ada@example.com');
  });

  it("learns that someone is not an admin without meeting the admin route's 403", async () => {
    const { store, requests } = setUp((request) =>
      pathOf(request) === '/api/users/me/instance-admin/'
        ? jsonResponse({ is_instance_admin: false })
        : forbidden(),
    );
    await store.checkAccess();
    expect(store.access).toBe('not-admin');
    expect(store.accessError).toBeNull();
    expect(requests.map(pathOf)).toEqual(['/api/users/me/instance-admin/']);
  });

  it('tells a non-admin (403 on the admin route) apart from a failure', async () => {
    const { store } = setUp((request) =>
      pathOf(request) === '/api/users/me/instance-admin/'
        ? jsonResponse({ is_instance_admin: true })
        : forbidden(),
    );
    await store.checkAccess();
    expect(store.access).toBe('not-admin');
    expect(store.accessError).toBeNull();

    const broken = setUp(() => new Response('Bad gateway', { status: 502 }));
    await broken.store.checkAccess();
    expect(broken.store.access).toBe('error');
    expect(broken.store.accessError).toBe('The server ran into a problem.');
  });

  it('sends a signed-out visitor to sign-in, coming back to the admin page', async () => {
    const { store, redirects } = setUp(() => new Response(null, { status: 401 }));

    await store.checkAccess();

    expect(redirects).toEqual(['/?next_path=%2Fgod-mode%2Fgeneral']);
  });

  it('asks once when the answer is known', async () => {
    const { store, requests } = setUp(forbidden);

    await Promise.all([store.checkAccess(), store.ensureAccessChecked()]);
    await store.ensureAccessChecked();

    expect(requests).toHaveLength(1);
  });

  it('switches a setting at once, stores it, and re-reads the instance flags', async () => {
    let stored = configurations;
    const { store, requests } = setUp((request) => {
      if (pathOf(request) === '/api/instances/')
        return jsonResponse(makeInstanceInfo({ config: { enable_signup: false } }));
      if (request.method === 'PATCH') {
        stored = stored.map((entry) =>
          entry.key === 'ENABLE_SIGNUP' ? { ...entry, value: '0' } : entry,
        );
      }
      return jsonResponse(stored);
    });
    await store.fetchConfigurations();

    const saving = store.setConfiguration('ENABLE_SIGNUP', '0');
    expect(store.configurations?.ENABLE_SIGNUP).toBe('0');
    expect(store.isSaving('ENABLE_SIGNUP')).toBe(true);
    await saving;

    expect(store.isSaving('ENABLE_SIGNUP')).toBe(false);
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch && pathOf(patch)).toBe('/api/instances/configurations/');
    expect(await patch?.json()).toEqual({ ENABLE_SIGNUP: '0' });
    expect(requests.map(pathOf)).toContain('/api/instances/');
  });

  it('puts a setting back when the server refuses it', async () => {
    const { store } = setUp((request) =>
      request.method === 'PATCH' ? forbidden() : jsonResponse(configurations),
    );
    await store.fetchConfigurations();

    await expect(store.setConfiguration('ENABLE_SIGNUP', '0')).rejects.toThrow(
      'You do not have permission',
    );

    expect(store.configurations?.ENABLE_SIGNUP).toBe('1');
    expect(store.isSaving('ENABLE_SIGNUP')).toBe(false);
  });

  it('reports a failed load of the settings', async () => {
    const { store } = setUp(() => new Response(null, { status: 500 }));

    await store.fetchConfigurations();

    expect(store.configurations).toBeNull();
    expect(store.configurationsError).toBe('The server ran into a problem.');
    expect(store.isLoadingConfigurations).toBe(false);
  });

  it('renames the instance and shows the new name in the instance info', async () => {
    const info = makeInstanceInfo({ instance: { is_setup_done: true, instance_name: 'Acme' } });
    const { store, instance, requests } = setUp((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ ...info.instance, instance_name: 'Acme Labs' })
        : jsonResponse(info),
    );
    await instance.fetchInstanceInfo();

    await store.renameInstance('  Acme Labs ');

    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toEqual({ instance_name: 'Acme Labs' });
    expect(instance.instance?.instance_name).toBe('Acme Labs');
  });
});

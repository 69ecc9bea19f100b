import { describe, expect, it } from 'vitest';
import { makeUserMe, makeUserProfile, makeUserSettings } from '#web/test/factories';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { UserStore } from './user-store';

function setUp(handler: FakeHandler) {
  const { api, requests, redirects } = fakeApi(handler, { pathname: '/' });
  return { store: new UserStore(api), requests, redirects };
}

const user = makeUserMe({
  id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  display_name: 'ada',
});
const profile = makeUserProfile({
  is_onboarded: false,
  onboarding_step: { profile_complete: true },
});
const settings = makeUserSettings({
  workspace: { last_workspace_slug: 'acme', fallback_workspace_slug: null },
});

function signedIn(request: Request): Response {
  switch (pathOf(request)) {
    case '/api/users/session/':
      return jsonResponse({ is_authenticated: true, user });
    case '/api/users/me/':
      return jsonResponse(user);
    case '/api/users/me/profile/':
      return jsonResponse(
        request.method === 'PATCH' ? makeUserProfile({ is_onboarded: false }) : profile,
      );
    case '/api/users/me/settings/':
      return jsonResponse(settings);
    case '/api/users/me/onboard/':
      return jsonResponse({ message: 'ok' });
    default:
      return jsonResponse({ error: 'Route not found', code: 'ROUTE_NOT_FOUND' }, 404);
  }
}

describe('UserStore', () => {
  it('is signed out when the session probe says so, without redirecting', async () => {
    const { store, requests, redirects } = setUp(() => jsonResponse({ is_authenticated: false }));

    await store.load();

    expect(store.status).toBe('signed-out');
    expect(store.user).toBeNull();
    expect(requests.map(pathOf)).toEqual(['/api/users/session/']);
    expect(redirects).toEqual([]);
  });

  it('loads account, profile and settings once signed in', async () => {
    const { store } = setUp(signedIn);

    await store.load();

    expect(store.status).toBe('signed-in');
    expect(store.displayName).toBe('ada');
    expect(store.isOnboarded).toBe(false);
    expect(store.settings?.workspace.last_workspace_slug).toBe('acme');
  });

  it('reports a server failure as an error rather than signed out', async () => {
    const { store } = setUp(() => new Response('Bad gateway', { status: 502 }));

    await store.load();

    expect(store.status).toBe('error');
    expect(store.error).toBe('The server ran into a problem.');
  });

  it('finishes onboarding with every step done, the last workspace, and the onboard call', async () => {
    const { store, requests } = setUp(signedIn);
    await store.load();

    await store.finishOnboarding('w1');

    const writes = requests.filter((request) => request.method === 'PATCH');
    expect(writes.map(pathOf)).toEqual(['/api/users/me/profile/', '/api/users/me/onboard/']);
    expect(await writes[0]?.json()).toEqual({
      onboarding_step: {
        profile_complete: true,
        workspace_create: true,
        workspace_invite: true,
        workspace_join: true,
      },
      last_workspace_id: 'w1',
    });
    expect(await writes[1]?.json()).toEqual({ is_onboarded: true });
    expect(store.isOnboarded).toBe(true);
  });

  it('keeps earlier onboarding steps when recording a new one', async () => {
    const { store, requests } = setUp(signedIn);
    await store.load();

    await store.completeOnboardingSteps({ workspace_create: true });

    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toEqual({
      onboarding_step: { profile_complete: true, workspace_create: true },
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  completeInstanceSetup,
  createUser,
  createWorkspace,
  csrfToken,
  postForm,
  readOutbox,
  signIn,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

const ADMIN_PASSWORD = 'Harbour-Lantern-Velvet-19';

/**
 * Links in emails (password resets, invitations) must never point where a request's Host header
 * says: anyone may ask for a reset of someone else's account, and would receive the token.
 */
function useLinkTests(config: Parameters<typeof useTestApp>[0]) {
  const ctx = useTestApp(config);
  const csrf = csrfToken();

  async function linkSentTo(email: string): Promise<URL> {
    const last = (await readOutbox(ctx.config.dataDir)).filter((mail) => mail.to === email).at(-1);
    const match = /https?:\/\/\S+/.exec(last?.text ?? '');
    if (!match) throw new Error(`no link mailed to ${email}`);
    return new URL(match[0]);
  }

  async function resetLinkFor(host: string): Promise<URL> {
    const user = await createUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/forgot-password/',
      headers: { host, cookie: csrf.cookie, 'x-csrftoken': csrf.token },
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    return linkSentTo(user.email);
  }

  async function invitationLinkFor(host: string): Promise<URL> {
    const owner = await createUser(ctx.db);
    const workspace = await createWorkspace(ctx.db, owner);
    const { cookie } = await signIn(ctx.db, owner.id);
    const email = `invitee-${Date.now().toString(36)}@example.test`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.slug}/invitations/`,
      headers: { host, cookie },
      payload: { emails: [{ email, role: 5 }] },
    });
    expect(response.statusCode).toBe(201);
    return linkSentTo(email);
  }

  return { ctx, csrf, resetLinkFor, invitationLinkFor };
}

describe('emailed links with PUBLIC_URL set', () => {
  const { ctx, resetLinkFor, invitationLinkFor } = useLinkTests({
    config: { publicUrl: 'https://keel.example.com' },
  });
  beforeAll(async () => {
    await completeInstanceSetup(ctx.db);
  });

  it('point at PUBLIC_URL whatever the Host header says', async () => {
    expect((await resetLinkFor('evil.example')).origin).toBe('https://keel.example.com');
    expect((await invitationLinkFor('evil.example')).origin).toBe('https://keel.example.com');
  });
});

describe('emailed links without PUBLIC_URL, before set-up recorded an address', () => {
  const { ctx, resetLinkFor, invitationLinkFor } = useLinkTests({
    config: { host: '0.0.0.0', port: 3100 },
  });
  beforeAll(async () => {
    await completeInstanceSetup(ctx.db);
  });

  it('point at the address Keel listens on, never at the Host header', async () => {
    const reset = await resetLinkFor('evil.example');
    expect(reset.origin).toBe('http://localhost:3100');
    expect(reset.pathname).toBe('/accounts/reset-password/');
    expect((await invitationLinkFor('evil.example')).origin).toBe('http://localhost:3100');
  });
});

describe('emailed links without PUBLIC_URL, after set-up', () => {
  const { ctx, csrf, resetLinkFor, invitationLinkFor } = useLinkTests({
    config: { host: '0.0.0.0', port: 3100 },
  });
  beforeAll(async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/instances/admins/sign-up/',
      headers: {
        host: 'keel.lan:8080',
        origin: 'https://keel.lan:8443',
        cookie: csrf.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        csrfmiddlewaretoken: csrf.token,
        email: 'admin@acme.test',
        password: ADMIN_PASSWORD,
        first_name: 'Ada',
      }).toString(),
    });
    expect(response.statusCode).toBe(302);
  });

  it('point at the address the instance admin set Keel up from', async () => {
    expect((await resetLinkFor('evil.example')).origin).toBe('https://keel.lan:8443');
    expect((await invitationLinkFor('evil.example:3000')).origin).toBe('https://keel.lan:8443');
  });

  it('keep that address when someone else later sends the set-up form again', async () => {
    const again = await postForm(
      ctx.app,
      '/api/instances/admins/sign-up/',
      {
        csrfmiddlewaretoken: csrf.token,
        email: 'mallory@evil.example',
        password: ADMIN_PASSWORD,
        first_name: 'Mallory',
      },
      { cookie: csrf.cookie },
    );
    expect(again.headers.location).toContain('ADMIN_ALREADY_EXIST');
    expect((await resetLinkFor('evil.example')).origin).toBe('https://keel.lan:8443');
  });
});

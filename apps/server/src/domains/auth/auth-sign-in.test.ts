import { SESSION_COOKIE } from '@keel/core';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  profiles,
  sessions,
  userNotificationPreferences,
  users,
  workspaceMembers,
} from '#server/db/schema';
import {
  addWorkspaceMember,
  completeInstanceSetup,
  createInvitation,
  createUser,
  createWorkspace,
  csrfToken,
  DEFAULT_TEST_PASSWORD,
  postForm,
  setInstanceConfiguration,
  signIn,
  updateInstance,
  type UserRow,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

const STRONG_PASSWORD = 'Lighthouse-Quartz-Orbit-71';

/** The redirect of a form post, split into path and query. */
function redirectOf(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(302);
  const url = new URL(String(response.headers.location), 'http://keel.test');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

describe('POST /auth/sign-up/', () => {
  const ctx = useTestApp();
  const csrf = csrfToken();
  beforeAll(async () => {
    await completeInstanceSetup(ctx.db);
  });

  function signUp(fields: Record<string, string>, cookie = csrf.cookie) {
    return postForm(
      ctx.app,
      '/auth/sign-up/',
      { csrfmiddlewaretoken: csrf.token, ...fields },
      { cookie },
    );
  }

  async function countUsers(email: string): Promise<number> {
    const rows = await ctx.db.select().from(users).where(eq(users.email, email));
    return rows.length;
  }

  it('refuses a form without the CSRF token and creates nobody', async () => {
    const response = await postForm(ctx.app, '/auth/sign-up/', {
      email: 'nocsrf@keel.test',
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CSRF_FAILED' });
    expect(await countUsers('nocsrf@keel.test')).toBe(0);
  });

  it('refuses a token that does not match the cookie', async () => {
    const response = await signUp(
      { email: 'wrongcsrf@keel.test', password: STRONG_PASSWORD, csrfmiddlewaretoken: 'forged' },
      csrf.cookie,
    );
    expect(response.statusCode).toBe(403);
    expect(await countUsers('wrongcsrf@keel.test')).toBe(0);
  });

  it('creates the user, profile and preferences, signs in and sends them to onboarding', async () => {
    const response = await signUp({
      email: '  New.Person@Example.COM ',
      password: STRONG_PASSWORD,
    });
    expect(redirectOf(response)).toEqual({ path: '/onboarding', query: {} });
    const cookie = sessionCookieOf(response);
    expect(cookie?.httpOnly).toBe(true);
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.person@example.com'));
    expect(user).toMatchObject({
      display_name: 'new.person',
      is_password_autoset: false,
      is_active: true,
    });
    expect(user?.username).toMatch(/^[0-9a-f]{32}$/);
    expect(user?.last_login_at).toBeInstanceOf(Date);
    const userId = user?.id ?? '';
    expect(await ctx.db.select().from(profiles).where(eq(profiles.user_id, userId))).toHaveLength(
      1,
    );
    expect(
      await ctx.db
        .select()
        .from(userNotificationPreferences)
        .where(eq(userNotificationPreferences.user_id, userId)),
    ).toHaveLength(1);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.user_id, userId))).toHaveLength(
      1,
    );
  });

  it('follows a safe next_path and ignores one that leaves the site', async () => {
    const safe = await signUp({
      email: 'next-safe@keel.test',
      password: STRONG_PASSWORD,
      next_path: '/acme/projects/',
    });
    expect(redirectOf(safe).path).toBe('/acme/projects/');
    const unsafe = await signUp({
      email: 'next-unsafe@keel.test',
      password: STRONG_PASSWORD,
      next_path: '//evil.test/x',
    });
    expect(redirectOf(unsafe).path).toBe('/onboarding');
  });

  it.each([
    [{ email: 'a@keel.test' }, 5040, 'REQUIRED_EMAIL_PASSWORD_SIGN_UP'],
    [{ password: STRONG_PASSWORD }, 5040, 'REQUIRED_EMAIL_PASSWORD_SIGN_UP'],
    [{ email: 'not-an-email', password: STRONG_PASSWORD }, 5045, 'INVALID_EMAIL_SIGN_UP'],
    [{ email: 'weak@keel.test', password: 'password1' }, 5020, 'INVALID_PASSWORD'],
    [{ email: 'weak2@keel.test', password: 'weak2keel' }, 5020, 'INVALID_PASSWORD'],
  ])('sends %o back to /sign-up with error %i', async (fields, code, name) => {
    const { path, query } = redirectOf(await signUp(fields));
    expect(path).toBe('/sign-up');
    expect(query).toMatchObject({ error_code: String(code), error_message: name });
  });

  it('keeps the email and next_path in the failure redirect', async () => {
    const response = await signUp({
      email: 'Kept@Keel.test',
      password: 'short',
      next_path: '/acme/',
    });
    expect(response.headers.location).toBe(
      '/sign-up?error_code=5020&error_message=INVALID_PASSWORD&email=kept%40keel.test&next_path=%2Facme%2F',
    );
  });

  it('refuses an email that already has an account', async () => {
    const existing = await createUser(ctx.db);
    const { query } = redirectOf(
      await signUp({ email: existing.email, password: STRONG_PASSWORD }),
    );
    expect(query).toMatchObject({ error_code: '5030', error_message: 'USER_ALREADY_EXIST' });
  });

  it('refuses sign-up when disabled, unless the email is invited', async () => {
    await setInstanceConfiguration(ctx.db, 'ENABLE_SIGNUP', '0');
    try {
      const refused = redirectOf(
        await signUp({ email: 'uninvited@keel.test', password: STRONG_PASSWORD }),
      );
      expect(refused.query).toMatchObject({ error_code: '5015', error_message: 'SIGNUP_DISABLED' });

      const owner = await createUser(ctx.db);
      const workspace = await createWorkspace(ctx.db, owner);
      await createInvitation(ctx.db, workspace, 'invited@keel.test');
      const accepted = redirectOf(
        await signUp({ email: 'invited@keel.test', password: STRONG_PASSWORD }),
      );
      expect(accepted.path).toBe('/onboarding');
    } finally {
      await setInstanceConfiguration(ctx.db, 'ENABLE_SIGNUP', '1');
    }
  });

  it('refuses when password sign-in is disabled', async () => {
    await setInstanceConfiguration(ctx.db, 'ENABLE_EMAIL_PASSWORD', '0');
    try {
      const { query } = redirectOf(
        await signUp({ email: 'nopw@keel.test', password: STRONG_PASSWORD }),
      );
      expect(query).toMatchObject({
        error_code: '5056',
        error_message: 'EMAIL_PASSWORD_AUTHENTICATION_DISABLED',
      });
    } finally {
      await setInstanceConfiguration(ctx.db, 'ENABLE_EMAIL_PASSWORD', '1');
    }
  });

  it('refuses everyone until the instance is set up', async () => {
    await updateInstance(ctx.db, { is_setup_done: false });
    try {
      const { path, query } = redirectOf(
        await signUp({ email: 'early@keel.test', password: STRONG_PASSWORD }),
      );
      expect(path).toBe('/sign-up');
      expect(query).toEqual({
        error_code: '5000',
        error_message: 'INSTANCE_NOT_CONFIGURED',
        email: 'early@keel.test',
      });
      expect(await countUsers('early@keel.test')).toBe(0);
    } finally {
      await updateInstance(ctx.db, { is_setup_done: true });
    }
  });
});

describe('POST /auth/sign-in/', () => {
  const ctx = useTestApp();
  const csrf = csrfToken();
  let user: UserRow;
  beforeAll(async () => {
    await completeInstanceSetup(ctx.db);
    user = await createUser(ctx.db, { isOnboarded: false });
  });

  function signInForm(fields: Record<string, string>, cookie = csrf.cookie) {
    return postForm(
      ctx.app,
      '/auth/sign-in/',
      { csrfmiddlewaretoken: csrf.token, ...fields },
      { cookie },
    );
  }

  it('refuses a form without the CSRF token', async () => {
    const response = await postForm(ctx.app, '/auth/sign-in/', {
      email: user.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CSRF_FAILED' });
  });

  it('signs in with the right password, whatever the email case, and records the login', async () => {
    const response = await signInForm({
      email: ` ${user.email.toUpperCase()} `,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(redirectOf(response).path).toBe('/onboarding');
    expect(sessionCookieOf(response)?.value).toBeTruthy();
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.last_login_at).toBeInstanceOf(Date);
    expect(row?.last_login_ip).toBe('127.0.0.1');
  });

  it('ends the session the browser had before', async () => {
    const old = await signIn(ctx.db, user.id);
    const before = await ctx.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    const response = await signInForm(
      { email: user.email, password: DEFAULT_TEST_PASSWORD },
      `${csrf.cookie}; ${old.cookie}`,
    );
    expect(response.statusCode).toBe(302);
    const after = await ctx.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(after).toHaveLength(before.length);
  });

  it.each([
    [{ email: 'x@keel.test' }, 5070, 'REQUIRED_EMAIL_PASSWORD_SIGN_IN'],
    [{ email: 'bad email', password: 'whatever-1' }, 5075, 'INVALID_EMAIL_SIGN_IN'],
    [{ email: 'nobody@keel.test', password: 'whatever-1' }, 5060, 'USER_DOES_NOT_EXIST'],
  ])('sends %o back to / with error %i', async (fields, code, name) => {
    const { path, query } = redirectOf(await signInForm(fields));
    expect(path).toBe('/');
    expect(query).toMatchObject({ error_code: String(code), error_message: name });
  });

  it('refuses a wrong password with the email kept', async () => {
    const response = await signInForm({ email: user.email, password: 'Wrong-password-42' });
    expect(response.headers.location).toBe(
      `/?error_code=5065&error_message=AUTHENTICATION_FAILED_SIGN_IN&email=${encodeURIComponent(user.email)}`,
    );
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('refuses a deactivated user', async () => {
    const gone = await createUser(ctx.db, { is_active: false });
    const { query } = redirectOf(
      await signInForm({ email: gone.email, password: DEFAULT_TEST_PASSWORD }),
    );
    expect(query).toMatchObject({ error_code: '5019', error_message: 'USER_ACCOUNT_DEACTIVATED' });
  });

  it('refuses a user who has no password yet', async () => {
    const magic = await createUser(ctx.db, { password: null });
    const { query } = redirectOf(
      await signInForm({ email: magic.email, password: DEFAULT_TEST_PASSWORD }),
    );
    expect(query).toMatchObject({ error_message: 'AUTHENTICATION_FAILED_SIGN_IN' });
  });

  it('sends onboarded users to their last workspace, their first, invitations or creation', async () => {
    const member = await createUser(ctx.db);
    const signInPath = async () =>
      redirectOf(await signInForm({ email: member.email, password: DEFAULT_TEST_PASSWORD })).path;

    expect(await signInPath()).toBe('/create-workspace');

    const owner = await createUser(ctx.db);
    const invitedTo = await createWorkspace(ctx.db, owner);
    await createInvitation(ctx.db, invitedTo, member.email);
    expect(await signInPath()).toBe('/invitations');

    const first = await createWorkspace(ctx.db, owner, { slug: 'first-ws' });
    await addWorkspaceMember(ctx.db, first, member, 15);
    const second = await createWorkspace(ctx.db, owner, { slug: 'second-ws' });
    await addWorkspaceMember(ctx.db, second, member, 15);
    expect(await signInPath()).toBe('/first-ws');

    await ctx.db
      .update(profiles)
      .set({ last_workspace_id: second.id })
      .where(eq(profiles.user_id, member.id));
    expect(await signInPath()).toBe('/second-ws');

    // Removed from the last workspace: back to the first one still joined.
    await ctx.db
      .update(workspaceMembers)
      .set({ is_active: false })
      .where(
        sql`${workspaceMembers.workspace_id} = ${second.id} AND ${workspaceMembers.member_id} = ${member.id}`,
      );
    expect(await signInPath()).toBe('/first-ws');
  });

  it('limits attempts per address and email, then redirects with RATE_LIMIT_EXCEEDED', async () => {
    const attempt = () =>
      postForm(
        ctx.app,
        '/auth/sign-in/',
        { email: 'limited@keel.test', password: 'x', csrfmiddlewaretoken: csrf.token },
        { cookie: csrf.cookie, remoteAddress: '10.1.2.3' },
      );
    for (let index = 0; index < 10; index += 1) {
      expect(redirectOf(await attempt()).query.error_code).toBe('5060');
    }
    const { path, query } = redirectOf(await attempt());
    expect(path).toBe('/');
    expect(query).toMatchObject({ error_code: '5900', error_message: 'RATE_LIMIT_EXCEEDED' });
  });

  it('limits attempts per address across emails (password spraying), whatever form is used', async () => {
    const attempt = (email: string, url = '/auth/sign-in/') =>
      postForm(
        ctx.app,
        url,
        { email, password: 'Spring2026!', code: '000000', csrfmiddlewaretoken: csrf.token },
        { cookie: csrf.cookie, remoteAddress: '10.66.0.1' },
      );
    for (let index = 0; index < 20; index += 1) {
      expect(redirectOf(await attempt(`spray-${index}@keel.test`)).query.error_code).not.toBe(
        '5900',
      );
    }
    for (let index = 20; index < 30; index += 1) {
      const { query } = redirectOf(
        await attempt(`spray-${index}@keel.test`, '/auth/magic-sign-in/'),
      );
      expect(query.error_code).not.toBe('5900');
    }
    const refused = await attempt('spray-fresh@keel.test');
    const { path, query } = redirectOf(refused);
    expect(path).toBe('/');
    expect(query).toMatchObject({ error_code: '5900', error_message: 'RATE_LIMIT_EXCEEDED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is not held back.
    const other = await postForm(
      ctx.app,
      '/auth/sign-in/',
      { email: 'spray-fresh@keel.test', password: 'x', csrfmiddlewaretoken: csrf.token },
      { cookie: csrf.cookie, remoteAddress: '10.66.0.2' },
    );
    expect(redirectOf(other).query.error_code).not.toBe('5900');
  });
});

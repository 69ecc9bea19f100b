import { CSRF_COOKIE, SESSION_COOKIE } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema';
import {
  completeInstanceSetup,
  createInvitation,
  createUser,
  createWorkspace,
  csrfToken,
  postForm,
  setInstanceConfiguration,
  signIn,
  updateInstance,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

describe('GET /auth/get-csrf-token/', () => {
  const ctx = useTestApp();

  it('hands out a token and sets it as an HttpOnly cookie', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/auth/get-csrf-token/' });
    expect(response.statusCode).toBe(200);
    const { csrf_token } = response.json<{ csrf_token: string }>();
    const cookie = response.cookies.find((item) => item.name === CSRF_COOKIE);
    expect(cookie).toMatchObject({ value: csrf_token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(csrf_token.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the token the browser already has', async () => {
    const { token, cookie } = csrfToken();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/auth/get-csrf-token/',
      headers: { cookie },
    });
    expect(response.json()).toEqual({ csrf_token: token });
    expect(response.cookies).toHaveLength(0);
  });
});

describe('POST /auth/email-check/', () => {
  const ctx = useTestApp();
  const csrf = csrfToken();

  function emailCheck(email: unknown, options: { headers?: Record<string, string> } = {}) {
    return ctx.app.inject({
      method: 'POST',
      url: '/auth/email-check/',
      headers: options.headers ?? { cookie: csrf.cookie, 'x-csrftoken': csrf.token },
      payload: { email },
    });
  }

  it('is refused until the instance is set up', async () => {
    const response = await emailCheck('someone@keel.test');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The instance is not configured yet.',
      code: 'INSTANCE_NOT_CONFIGURED',
      error_code: 5000,
    });
    await completeInstanceSetup(ctx.db);
  });

  it('needs no CSRF token from a signed-out browser, as Plane’s client sends none', async () => {
    for (const url of ['/auth/email-check/', '/auth/magic-generate/']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { email: 'someone@keel.test' },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('needs the CSRF token from a signed-in browser', async () => {
    const user = await createUser(ctx.db);
    const session = await signIn(ctx.db, user.id);
    for (const url of ['/auth/email-check/', '/auth/magic-generate/']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: session.cookie },
        payload: { email: 'someone@keel.test' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CSRF_FAILED' });
    }
  });

  it('offers a code to a new email, and tells Plane’s client so only when SMTP can send it', async () => {
    const withoutSmtp = await emailCheck('  Newcomer@Keel.TEST ');
    expect(withoutSmtp.statusCode).toBe(200);
    expect(withoutSmtp.json()).toEqual({
      existing: false,
      status: 'CREDENTIAL',
      is_magic_code_available: true,
    });
    await setInstanceConfiguration(ctx.db, 'EMAIL_HOST', 'smtp.keel.test');
    try {
      expect((await emailCheck('newcomer@keel.test')).json()).toEqual({
        existing: false,
        status: 'MAGIC_CODE',
        is_magic_code_available: true,
      });
    } finally {
      await setInstanceConfiguration(ctx.db, 'EMAIL_HOST', '');
    }
  });

  it('asks users with a password for it, and users without one for a code', async () => {
    const withPassword = await createUser(ctx.db);
    const withoutPassword = await createUser(ctx.db, { password: null });
    expect((await emailCheck(withPassword.email.toUpperCase())).json()).toEqual({
      existing: true,
      status: 'CREDENTIAL',
      is_magic_code_available: false,
    });
    expect((await emailCheck(withoutPassword.email)).json()).toEqual({
      existing: true,
      status: 'CREDENTIAL',
      is_magic_code_available: true,
    });
    await setInstanceConfiguration(ctx.db, 'EMAIL_HOST', 'smtp.keel.test');
    try {
      expect((await emailCheck(withoutPassword.email)).json()).toMatchObject({
        status: 'MAGIC_CODE',
      });
      expect((await emailCheck(withPassword.email)).json()).toMatchObject({
        status: 'CREDENTIAL',
      });
    } finally {
      await setInstanceConfiguration(ctx.db, 'EMAIL_HOST', '');
    }
  });

  it('asks for a password when sign-in codes are disabled', async () => {
    await setInstanceConfiguration(ctx.db, 'ENABLE_MAGIC_LINK_LOGIN', '0');
    await setInstanceConfiguration(ctx.db, 'EMAIL_HOST', 'smtp.keel.test');
    try {
      expect((await emailCheck('another@keel.test')).json()).toEqual({
        existing: false,
        status: 'CREDENTIAL',
        is_magic_code_available: false,
      });
    } finally {
      await setInstanceConfiguration(ctx.db, 'ENABLE_MAGIC_LINK_LOGIN', '1');
      await setInstanceConfiguration(ctx.db, 'EMAIL_HOST', '');
    }
  });

  it('refuses new emails when sign-up is disabled, but not invited ones', async () => {
    await setInstanceConfiguration(ctx.db, 'ENABLE_SIGNUP', '0');
    try {
      const refused = await emailCheck('stranger@keel.test');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'SIGNUP_DISABLED', error_code: 5015 });
      const owner = await createUser(ctx.db);
      await createInvitation(ctx.db, await createWorkspace(ctx.db, owner), 'guest@keel.test');
      expect((await emailCheck('guest@keel.test')).statusCode).toBe(200);
    } finally {
      await setInstanceConfiguration(ctx.db, 'ENABLE_SIGNUP', '1');
    }
  });

  it('reports a deactivated account', async () => {
    const gone = await createUser(ctx.db, { is_active: false });
    const response = await emailCheck(gone.email);
    expect(response.json()).toMatchObject({ code: 'USER_ACCOUNT_DEACTIVATED', error_code: 5019 });
  });

  it.each(['not-an-email', '', 'a@b'])(
    'refuses the invalid email %j with INVALID_EMAIL',
    async (email) => {
      const response = await emailCheck(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Email is not valid.',
        code: 'INVALID_EMAIL',
        error_code: 5005,
      });
    },
  );

  it('names the field when the email is missing or not a string', async () => {
    const response = await emailCheck(42);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
  });

  it('answers 429 RATE_LIMITED after 30 calls a minute from one address', async () => {
    const call = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/email-check/',
        remoteAddress: '10.9.9.9',
        headers: { cookie: csrf.cookie, 'x-csrftoken': csrf.token },
        payload: { email: 'burst@keel.test' },
      });
    for (let index = 0; index < 30; index += 1) expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('POST /auth/sign-out/', () => {
  const ctx = useTestApp();
  const csrf = csrfToken();
  beforeAll(async () => {
    await completeInstanceSetup(ctx.db);
  });

  it('needs the CSRF token and keeps the session without it', async () => {
    const user = await createUser(ctx.db);
    const session = await signIn(ctx.db, user.id);
    const response = await postForm(ctx.app, '/auth/sign-out/', {}, { cookie: session.cookie });
    expect(response.statusCode).toBe(403);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.user_id, user.id))).toHaveLength(
      1,
    );
  });

  it('ends the session, clears the cookie, notes the time and goes home', async () => {
    const user = await createUser(ctx.db);
    const session = await signIn(ctx.db, user.id);
    await signIn(ctx.db, user.id);
    const response = await postForm(
      ctx.app,
      '/auth/sign-out/',
      { csrfmiddlewaretoken: csrf.token },
      { cookie: `${csrf.cookie}; ${session.cookie}` },
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const cleared = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const left = await ctx.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    // Only this browser's session ends; the user's other devices stay signed in.
    expect(left).toHaveLength(1);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.last_logout_at).toBeInstanceOf(Date);
  });

  it('redirects home even without a session', async () => {
    const response = await postForm(
      ctx.app,
      '/auth/sign-out/',
      { csrfmiddlewaretoken: csrf.token },
      { cookie: csrf.cookie },
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('is reachable while set-up is not done', async () => {
    await updateInstance(ctx.db, { is_setup_done: false });
    const response = await postForm(
      ctx.app,
      '/auth/sign-out/',
      { csrfmiddlewaretoken: csrf.token },
      { cookie: csrf.cookie },
    );
    await updateInstance(ctx.db, { is_setup_done: true });
    expect(response.statusCode).toBe(302);
  });
});

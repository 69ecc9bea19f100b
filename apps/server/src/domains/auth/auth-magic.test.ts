import { MAGIC_CODE_MAX_FAILED_ATTEMPTS, MAGIC_CODE_MAX_SENDS, SESSION_COOKIE } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { magicCodes, users } from '#server/db/schema';
import {
  completeInstanceSetup,
  createMagicCode,
  createUser,
  csrfToken,
  postForm,
  readOutbox,
  setInstanceConfiguration,
  signIn,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

function redirectOf(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(302);
  const url = new URL(String(response.headers.location), 'http://keel.test');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('magic codes', () => {
  const ctx = useTestApp();
  const csrf = csrfToken();
  beforeAll(async () => {
    await completeInstanceSetup(ctx.db);
  });

  function generate(email: unknown, headers = { cookie: csrf.cookie, 'x-csrftoken': csrf.token }) {
    return ctx.app.inject({
      method: 'POST',
      url: '/auth/magic-generate/',
      headers,
      payload: { email },
    });
  }

  function magicForm(url: string, fields: Record<string, string>) {
    return postForm(
      ctx.app,
      url,
      { csrfmiddlewaretoken: csrf.token, ...fields },
      { cookie: csrf.cookie },
    );
  }

  async function storedCode(email: string) {
    const [row] = await ctx.db.select().from(magicCodes).where(eq(magicCodes.email, email));
    return row;
  }

  describe('POST /auth/magic-generate/', () => {
    it('needs the CSRF header from a signed-in browser and stores nothing without it', async () => {
      const user = await createUser(ctx.db);
      const session = await signIn(ctx.db, user.id);
      const response = await generate('nocsrf@keel.test', {
        cookie: `${csrf.cookie}; ${session.cookie}`,
        'x-csrftoken': '',
      });
      expect(response.statusCode).toBe(403);
      expect(await storedCode('nocsrf@keel.test')).toBeUndefined();
    });

    it('refuses an invalid email', async () => {
      const response = await generate('nope');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_EMAIL', error_code: 5005 });
    });

    it('mails a code that signs a new person up without a password', async () => {
      const response = await generate(' Fresh@Keel.test ');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ key: 'magic_fresh@keel.test' });

      const mail = (await readOutbox(ctx.config.dataDir)).find(
        (message) => message.to === 'fresh@keel.test',
      );
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      expect(code).toMatch(/^[1-9]\d{5}$/);
      const stored = await storedCode('fresh@keel.test');
      expect(stored?.sends).toBe(1);
      expect(stored?.code_hash).not.toContain(code ?? '');

      const signUp = await magicForm('/auth/magic-sign-up/', {
        email: 'fresh@keel.test',
        code: code ?? '',
      });
      expect(redirectOf(signUp).path).toBe('/onboarding');
      expect(signUp.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);
      const [user] = await ctx.db.select().from(users).where(eq(users.email, 'fresh@keel.test'));
      expect(user).toMatchObject({
        is_password_autoset: true,
        password_hash: null,
        is_email_verified: true,
      });
      expect(await storedCode('fresh@keel.test')).toBeUndefined();
    });

    it(`refuses more than ${MAGIC_CODE_MAX_SENDS} codes while one is valid`, async () => {
      for (let send = 1; send <= MAGIC_CODE_MAX_SENDS; send += 1) {
        expect((await generate('eager@keel.test')).statusCode).toBe(200);
      }
      const refused = await generate('eager@keel.test');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_UP',
        error_code: 5102,
      });
      expect((await storedCode('eager@keel.test'))?.sends).toBe(MAGIC_CODE_MAX_SENDS);

      const user = await createUser(ctx.db);
      await createMagicCode(ctx.db, ctx.config, user.email, { sends: MAGIC_CODE_MAX_SENDS });
      expect((await generate(user.email)).json()).toMatchObject({ error_code: 5100 });
    });

    it('starts counting again once the last code has expired', async () => {
      await createMagicCode(ctx.db, ctx.config, 'patient@keel.test', {
        sends: MAGIC_CODE_MAX_SENDS,
        expiresAt: new Date(Date.now() - 1000),
      });
      expect((await generate('patient@keel.test')).statusCode).toBe(200);
      expect((await storedCode('patient@keel.test'))?.sends).toBe(1);
    });

    it('is refused when sign-in codes are disabled', async () => {
      await setInstanceConfiguration(ctx.db, 'ENABLE_MAGIC_LINK_LOGIN', '0');
      try {
        const response = await generate('off@keel.test');
        expect(response.json()).toMatchObject({
          code: 'MAGIC_LINK_LOGIN_DISABLED',
          error_code: 5016,
        });
      } finally {
        await setInstanceConfiguration(ctx.db, 'ENABLE_MAGIC_LINK_LOGIN', '1');
      }
    });
  });

  describe('POST /auth/magic-sign-in/', () => {
    it('signs an existing user in once with a code', async () => {
      const user = await createUser(ctx.db);
      const code = await createMagicCode(ctx.db, ctx.config, user.email);
      const response = await magicForm('/auth/magic-sign-in/', {
        email: user.email,
        code,
        next_path: '/somewhere/',
      });
      expect(redirectOf(response).path).toBe('/somewhere/');
      const again = await magicForm('/auth/magic-sign-in/', { email: user.email, code });
      expect(redirectOf(again).query).toMatchObject({
        error_code: '5095',
        error_message: 'EXPIRED_MAGIC_CODE_SIGN_IN',
      });
    });

    it('refuses a wrong code, and drops the code after too many wrong guesses', async () => {
      const user = await createUser(ctx.db);
      const code = await createMagicCode(ctx.db, ctx.config, user.email, { code: '654321' });
      const wrong = await magicForm('/auth/magic-sign-in/', { email: user.email, code: '111111' });
      expect(wrong.headers.location).toBe(
        `/?error_code=5090&error_message=INVALID_MAGIC_CODE_SIGN_IN&email=${encodeURIComponent(user.email)}`,
      );
      for (let guess = 2; guess <= MAGIC_CODE_MAX_FAILED_ATTEMPTS; guess += 1) {
        await magicForm('/auth/magic-sign-in/', { email: user.email, code: '111111' });
      }
      expect(await storedCode(user.email)).toBeUndefined();
      const right = await magicForm('/auth/magic-sign-in/', { email: user.email, code });
      expect(redirectOf(right).query.error_message).toBe('EXPIRED_MAGIC_CODE_SIGN_IN');
    });

    it('refuses an expired code', async () => {
      const user = await createUser(ctx.db);
      const code = await createMagicCode(ctx.db, ctx.config, user.email, {
        expiresAt: new Date(Date.now() - 1000),
      });
      const response = await magicForm('/auth/magic-sign-in/', { email: user.email, code });
      expect(redirectOf(response).query).toMatchObject({ error_code: '5095' });
    });

    it.each([
      [{ email: 'x@keel.test' }, '5085', 'MAGIC_SIGN_IN_EMAIL_CODE_REQUIRED'],
      [{ email: 'bad', code: '123456' }, '5080', 'INVALID_EMAIL_MAGIC_SIGN_IN'],
      [{ email: 'unknown@keel.test', code: '123456' }, '5060', 'USER_DOES_NOT_EXIST'],
    ])('sends %o back to / with error %s', async (fields, code, name) => {
      const { path, query } = redirectOf(await magicForm('/auth/magic-sign-in/', fields));
      expect(path).toBe('/');
      expect(query).toMatchObject({ error_code: code, error_message: name });
    });

    it('refuses the form without the CSRF token', async () => {
      const response = await postForm(ctx.app, '/auth/magic-sign-in/', {
        email: 'x@keel.test',
        code: '123456',
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('POST /auth/magic-sign-up/', () => {
    it.each([
      [{ email: 'x@keel.test' }, '5055', 'MAGIC_SIGN_UP_EMAIL_CODE_REQUIRED'],
      [{ email: 'bad', code: '123456' }, '5050', 'INVALID_EMAIL_MAGIC_SIGN_UP'],
      [{ email: 'nocode@keel.test', code: '123456' }, '5097', 'EXPIRED_MAGIC_CODE_SIGN_UP'],
    ])('sends %o back to /sign-up with error %s', async (fields, code, name) => {
      const { path, query } = redirectOf(await magicForm('/auth/magic-sign-up/', fields));
      expect(path).toBe('/sign-up');
      expect(query).toMatchObject({ error_code: code, error_message: name });
    });

    it('refuses a wrong code and an existing account', async () => {
      await createMagicCode(ctx.db, ctx.config, 'typo@keel.test', { code: '222222' });
      const wrong = await magicForm('/auth/magic-sign-up/', {
        email: 'typo@keel.test',
        code: '333333',
      });
      expect(redirectOf(wrong).query).toMatchObject({
        error_code: '5092',
        error_message: 'INVALID_MAGIC_CODE_SIGN_UP',
        email: 'typo@keel.test',
      });
      const user = await createUser(ctx.db);
      const code = await createMagicCode(ctx.db, ctx.config, user.email);
      const existing = await magicForm('/auth/magic-sign-up/', { email: user.email, code });
      expect(redirectOf(existing).query).toMatchObject({ error_code: '5030' });
    });

    it('refuses when sign-up is disabled', async () => {
      await setInstanceConfiguration(ctx.db, 'ENABLE_SIGNUP', '0');
      try {
        const code = await createMagicCode(ctx.db, ctx.config, 'closed@keel.test');
        const response = await magicForm('/auth/magic-sign-up/', {
          email: 'closed@keel.test',
          code,
        });
        expect(redirectOf(response).query).toMatchObject({ error_message: 'SIGNUP_DISABLED' });
        expect(await storedCode('closed@keel.test')).toBeDefined();
      } finally {
        await setInstanceConfiguration(ctx.db, 'ENABLE_SIGNUP', '1');
      }
    });
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions, users } from '#server/db/schema';
import { verifyPassword } from '#server/lib/password';
import { randomToken, sha256 } from '#server/lib/tokens';
import {
  completeInstanceSetup,
  createUser,
  csrfToken,
  DEFAULT_TEST_PASSWORD,
  postForm,
  readOutbox,
  signIn,
  type UserRow,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { listenOrigin } from '#server/lib/instance-settings';

const NEW_PASSWORD = 'Saffron-Glacier-Mosaic-38';

describe('password endpoints', () => {
  const ctx = useTestApp();
  const csrf = csrfToken();
  beforeAll(async () => {
    await completeInstanceSetup(ctx.db);
  });

  async function userRow(id: string): Promise<UserRow | undefined> {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async function sessionCount(userId: string): Promise<number> {
    return (await ctx.db.select().from(sessions).where(eq(sessions.user_id, userId))).length;
  }

  function postJson(url: string, payload: object, cookie?: string, withCsrf = true) {
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: [csrf.cookie, cookie].filter(Boolean).join('; '),
        ...(withCsrf ? { 'x-csrftoken': csrf.token } : {}),
      },
      payload,
    });
  }

  async function resetToken(user: UserRow, expiresAt = new Date(Date.now() + 60_000)) {
    const token = randomToken();
    await ctx.db
      .insert(passwordResetTokens)
      .values({ user_id: user.id, token_hash: sha256(token), expires_at: expiresAt });
    return token;
  }

  describe('POST /auth/forgot-password/', () => {
    it('needs the CSRF header', async () => {
      const user = await createUser(ctx.db);
      const response = await postJson(
        '/auth/forgot-password/',
        { email: user.email },
        undefined,
        false,
      );
      expect(response.statusCode).toBe(403);
    });

    it('refuses an invalid email', async () => {
      const response = await postJson('/auth/forgot-password/', { email: 'nope' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_EMAIL', error_code: 5005 });
    });

    it('answers the same for unknown emails and sends nothing', async () => {
      const response = await postJson('/auth/forgot-password/', { email: 'ghost@keel.test' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'If an account exists for this email, a reset link is on its way.',
      });
      const mails = await readOutbox(ctx.config.dataDir);
      expect(mails.some((mail) => mail.to === 'ghost@keel.test')).toBe(false);
    });

    it('mails a single-use link that resets the password and ends every session', async () => {
      const user = await createUser(ctx.db);
      await signIn(ctx.db, user.id);
      await signIn(ctx.db, user.id);
      const response = await postJson('/auth/forgot-password/', {
        email: user.email.toUpperCase(),
      });
      expect(response.statusCode).toBe(200);

      const mail = (await readOutbox(ctx.config.dataDir)).find((item) => item.to === user.email);
      const link = /(https?:\/\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
      const url = new URL(link);
      expect(url.origin).toBe(listenOrigin(ctx.config));
      expect(url.pathname).toBe('/accounts/reset-password/');
      expect(url.searchParams.get('uidb64')).toBe(user.id);
      expect(url.searchParams.get('email')).toBe(user.email);
      const token = url.searchParams.get('token') ?? '';
      const [stored] = await ctx.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.user_id, user.id));
      expect(stored?.token_hash).toBe(sha256(token));

      const reset = await postForm(
        ctx.app,
        `/auth/reset-password/${user.id}/${token}/`,
        { password: NEW_PASSWORD, csrfmiddlewaretoken: csrf.token },
        { cookie: csrf.cookie },
      );
      expect(reset.statusCode).toBe(302);
      expect(reset.headers.location).toBe('/?success=true');
      expect(
        await verifyPassword(NEW_PASSWORD, (await userRow(user.id))?.password_hash ?? null),
      ).toBe(true);
      expect(await sessionCount(user.id)).toBe(0);

      const again = await postForm(
        ctx.app,
        `/auth/reset-password/${user.id}/${token}/`,
        { password: NEW_PASSWORD, csrfmiddlewaretoken: csrf.token },
        { cookie: csrf.cookie },
      );
      expect(again.headers.location).toBe(
        `/accounts/reset-password/?uidb64=${user.id}&token=${token}&error_code=5125&error_message=INVALID_PASSWORD_TOKEN`,
      );
    });
  });

  describe('POST /auth/reset-password/:uidb64/:token/', () => {
    function reset(path: string, fields: Record<string, string>, withCsrf = true) {
      return postForm(
        ctx.app,
        path,
        withCsrf ? { csrfmiddlewaretoken: csrf.token, ...fields } : fields,
        { cookie: csrf.cookie },
      );
    }

    it('needs the CSRF token and changes nothing without it', async () => {
      const user = await createUser(ctx.db);
      const token = await resetToken(user);
      const response = await reset(
        `/auth/reset-password/${user.id}/${token}/`,
        { password: NEW_PASSWORD },
        false,
      );
      expect(response.statusCode).toBe(403);
      expect((await userRow(user.id))?.password_hash).toBe(user.password_hash);
    });

    it('refuses a weak password and keeps the link usable', async () => {
      const user = await createUser(ctx.db);
      const token = await resetToken(user);
      const weak = await reset(`/auth/reset-password/${user.id}/${token}/`, { password: 'abc' });
      const location = new URL(String(weak.headers.location), 'http://keel.test');
      expect(location.pathname).toBe('/accounts/reset-password/');
      expect(Object.fromEntries(location.searchParams)).toEqual({
        uidb64: user.id,
        token,
        error_code: '5020',
        error_message: 'INVALID_PASSWORD',
      });
      const [stored] = await ctx.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.token_hash, sha256(token)));
      expect(stored?.used_at).toBeNull();
    });

    it('refuses an expired link', async () => {
      const user = await createUser(ctx.db);
      const token = await resetToken(user, new Date(Date.now() - 1000));
      const response = await reset(`/auth/reset-password/${user.id}/${token}/`, {
        password: NEW_PASSWORD,
      });
      expect(response.headers.location).toContain(
        'error_code=5130&error_message=EXPIRED_PASSWORD_TOKEN',
      );
    });

    it.each([
      ['not-a-uuid', 'token'],
      ['00000000-0000-4000-8000-000000000000', 'token'],
    ])('refuses the link of user %s as invalid', async (uid, token) => {
      const response = await reset(`/auth/reset-password/${uid}/${token}/`, {
        password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toContain('error_code=5125');
    });

    it("refuses another user's token", async () => {
      const owner = await createUser(ctx.db);
      const other = await createUser(ctx.db);
      const token = await resetToken(owner);
      const response = await reset(`/auth/reset-password/${other.id}/${token}/`, {
        password: NEW_PASSWORD,
      });
      expect(response.headers.location).toContain('error_message=INVALID_PASSWORD_TOKEN');
    });
  });

  describe('POST /auth/change-password/', () => {
    it('needs a signed-in user', async () => {
      const response = await postJson('/auth/change-password/', {
        old_password: DEFAULT_TEST_PASSWORD,
        new_password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
    });

    it('needs the CSRF header', async () => {
      const user = await createUser(ctx.db);
      const { cookie } = await signIn(ctx.db, user.id);
      const response = await postJson(
        '/auth/change-password/',
        { old_password: DEFAULT_TEST_PASSWORD, new_password: NEW_PASSWORD },
        cookie,
        false,
      );
      expect(response.statusCode).toBe(403);
      expect((await userRow(user.id))?.password_hash).toBe(user.password_hash);
    });

    it.each([
      [
        { old_password: 'Not-my-password-1', new_password: NEW_PASSWORD },
        'INCORRECT_OLD_PASSWORD',
        5135,
      ],
      [{ new_password: NEW_PASSWORD }, 'MISSING_PASSWORD', 5138],
      [{ old_password: DEFAULT_TEST_PASSWORD }, 'MISSING_PASSWORD', 5138],
      [
        { old_password: DEFAULT_TEST_PASSWORD, new_password: 'password' },
        'INVALID_NEW_PASSWORD',
        5140,
      ],
    ])('refuses %o with %s', async (payload, code, errorCode) => {
      const user = await createUser(ctx.db);
      const { cookie } = await signIn(ctx.db, user.id);
      const response = await postJson('/auth/change-password/', payload, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, error_code: errorCode });
    });

    it("changes the password and ends the user's other sessions", async () => {
      const user = await createUser(ctx.db);
      const { cookie } = await signIn(ctx.db, user.id);
      await signIn(ctx.db, user.id);
      const response = await postJson(
        '/auth/change-password/',
        { old_password: DEFAULT_TEST_PASSWORD, new_password: NEW_PASSWORD },
        cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password updated successfully' });
      expect(await sessionCount(user.id)).toBe(1);
      expect(
        await verifyPassword(NEW_PASSWORD, (await userRow(user.id))?.password_hash ?? null),
      ).toBe(true);
    });

    it('needs no old password from a user who never chose one', async () => {
      const user = await createUser(ctx.db, { password: null });
      const { cookie } = await signIn(ctx.db, user.id);
      const response = await postJson(
        '/auth/change-password/',
        { new_password: NEW_PASSWORD },
        cookie,
      );
      expect(response.statusCode).toBe(200);
      expect((await userRow(user.id))?.is_password_autoset).toBe(false);
    });
  });

  describe('POST /auth/set-password/', () => {
    it('needs a signed-in user', async () => {
      expect((await postJson('/auth/set-password/', { password: NEW_PASSWORD })).statusCode).toBe(
        401,
      );
    });

    it('needs the CSRF header', async () => {
      const user = await createUser(ctx.db, { password: null });
      const { cookie } = await signIn(ctx.db, user.id);
      const response = await postJson(
        '/auth/set-password/',
        { password: NEW_PASSWORD },
        cookie,
        false,
      );
      expect(response.statusCode).toBe(403);
      expect((await userRow(user.id))?.is_password_autoset).toBe(true);
    });

    it('refuses a user who already has a password', async () => {
      const user = await createUser(ctx.db);
      const { cookie } = await signIn(ctx.db, user.id);
      const response = await postJson('/auth/set-password/', { password: NEW_PASSWORD }, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PASSWORD_ALREADY_SET', error_code: 5145 });
    });

    it('refuses a weak or missing password', async () => {
      const user = await createUser(ctx.db, { password: null });
      const { cookie } = await signIn(ctx.db, user.id);
      const weak = await postJson('/auth/set-password/', { password: 'qwerty12' }, cookie);
      expect(weak.json()).toMatchObject({ code: 'INVALID_PASSWORD', error_code: 5020 });
      const missing = await postJson('/auth/set-password/', {}, cookie);
      expect(missing.json()).toMatchObject({ code: 'MISSING_PASSWORD', error_code: 5138 });
    });

    it('sets the first password', async () => {
      const user = await createUser(ctx.db, { password: null });
      const { cookie } = await signIn(ctx.db, user.id);
      const response = await postJson('/auth/set-password/', { password: NEW_PASSWORD }, cookie);
      expect(response.statusCode).toBe(200);
      const row = await userRow(user.id);
      expect(row?.is_password_autoset).toBe(false);
      expect(await verifyPassword(NEW_PASSWORD, row?.password_hash ?? null)).toBe(true);
    });
  });
});

describe('reset links behind a public URL', () => {
  const ctx = useTestApp({ config: { publicUrl: 'https://keel.example' } });
  const csrf = csrfToken();

  it('point at the public URL, not at the address the request came to', async () => {
    const user = await createUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/forgot-password/',
      headers: { cookie: csrf.cookie, 'x-csrftoken': csrf.token, host: 'internal:3000' },
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await readOutbox(ctx.config.dataDir);
    expect(mail?.text).toContain('https://keel.example/accounts/reset-password/?uidb64=');
  });
});

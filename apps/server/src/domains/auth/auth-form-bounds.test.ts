import { beforeAll, describe, expect, it } from 'vitest';
import { completeInstanceSetup, csrfToken, postForm } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

/**
 * Refused sign-in forms send the browser back with what was typed; a field as long as the body
 * allows must not come back as a Location header of the same size.
 */
describe('bounded auth form fields', () => {
  const ctx = useTestApp();
  const csrf = csrfToken();
  beforeAll(async () => {
    await completeInstanceSetup(ctx.db);
  });

  const hugeEmail = `${'a'.repeat(300_000)}@example.test`;

  function post(url: string, fields: Record<string, string>) {
    return postForm(
      ctx.app,
      url,
      { csrfmiddlewaretoken: csrf.token, ...fields },
      {
        cookie: csrf.cookie,
      },
    );
  }

  it.each([
    ['/auth/sign-in/', { email: hugeEmail, password: 'whatever-password' }],
    ['/auth/sign-up/', { email: hugeEmail, password: 'whatever-password' }],
    ['/auth/magic-sign-in/', { email: hugeEmail, code: '123456' }],
    ['/auth/magic-sign-up/', { email: hugeEmail, code: '123456' }],
  ])(
    '%s refuses an email longer than 255 characters and echoes none of it',
    async (url, fields) => {
      const response = await post(url, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
      expect(response.headers.location).toBeUndefined();
      expect(response.body.length).toBeLessThan(1000);
    },
  );

  it('refuses an email of 256 characters, but redirects back with one of 255 (invalid, echoed)', async () => {
    const tooLong = await post('/auth/sign-in/', {
      email: `${'a'.repeat(243)}@example.test`,
      password: 'whatever-password',
    });
    expect(tooLong.statusCode).toBe(400);
    const longest = `${'a'.repeat(242)}@example.test`;
    expect(longest).toHaveLength(255);
    const refused = await post('/auth/sign-in/', { email: longest, password: 'whatever' });
    expect(refused.statusCode).toBe(302);
    expect(String(refused.headers.location).length).toBeLessThan(600);
  });

  it.each(['password', 'next_path'])('bounds the %s field of the sign-in form', async (field) => {
    const response = await post('/auth/sign-in/', {
      email: 'ada@example.test',
      password: 'whatever-password',
      [field]: `/${'x'.repeat(100_000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
    expect(response.headers.location).toBeUndefined();
  });

  it('bounds every field of the set-up form, which echoes names back', async () => {
    for (const field of ['email', 'first_name', 'last_name', 'company_name']) {
      const response = await post('/api/instances/admins/sign-up/', {
        email: 'admin@example.test',
        password: 'Harbour-Lantern-Velvet-19',
        first_name: 'Ada',
        [field]: 'x'.repeat(100_000),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('bounds the email of the JSON endpoints', async () => {
    for (const url of ['/auth/email-check/', '/auth/magic-generate/', '/auth/forgot-password/']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: csrf.cookie, 'x-csrftoken': csrf.token },
        payload: { email: `${'a'.repeat(300)}@example.test` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'email' });
    }
  });
});

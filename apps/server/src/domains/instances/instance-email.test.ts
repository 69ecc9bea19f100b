import { InstanceConfigurationListSchema, InstanceInfoSchema } from '@keel/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceConfigurations } from '#server/db/schema';
import { decryptSecret } from '#server/lib/secret-box';
import { createUser, makeInstanceAdmin, signIn, type UserRow } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { freePort } from '#server/test/server-process';
import { type SmtpSink, startSmtpSink } from '#server/test/smtp-sink';

const CONFIGURATIONS = '/api/instances/configurations/';
const CHECK = '/api/instances/email-credentials-check/';

const REMOVE_ALL = {
  EMAIL_HOST: null,
  EMAIL_PORT: null,
  EMAIL_HOST_USER: null,
  EMAIL_HOST_PASSWORD: null,
  EMAIL_FROM: null,
  EMAIL_USE_TLS: null,
  EMAIL_USE_SSL: null,
};

describe('SMTP settings in god mode', () => {
  const ctx = useTestApp();
  let admin: UserRow;
  let adminCookie: string;
  let memberCookie: string;
  let sink: SmtpSink;
  beforeAll(async () => {
    admin = await createUser(ctx.db);
    await makeInstanceAdmin(ctx.db, admin.id);
    adminCookie = (await signIn(ctx.db, admin.id)).cookie;
    memberCookie = (await signIn(ctx.db, (await createUser(ctx.db)).id)).cookie;
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  function call(method: 'GET' | 'PATCH' | 'POST', url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  }

  const patch = (payload: object) => call('PATCH', CONFIGURATIONS, adminCookie, payload);

  async function emailSettings(): Promise<Record<string, unknown>> {
    const list = InstanceConfigurationListSchema.parse(
      (await call('GET', CONFIGURATIONS, adminCookie)).json(),
    );
    return Object.fromEntries(
      list.filter((entry) => entry.key.startsWith('EMAIL_')).map((entry) => [entry.key, entry]),
    );
  }

  async function isSmtpConfigured(): Promise<boolean> {
    const info = InstanceInfoSchema.parse((await call('GET', '/api/instances/')).json());
    return info.config.is_smtp_configured;
  }

  async function passwordRow() {
    const [row] = await ctx.db
      .select()
      .from(instanceConfigurations)
      .where(eq(instanceConfigurations.key, 'EMAIL_HOST_PASSWORD'));
    return row;
  }

  it('POST email-credentials-check answers 401 anonymously and 403 to non-admins', async () => {
    const body = { receiver_email: 'a@example.com' };
    expect((await call('POST', CHECK, undefined, body)).statusCode).toBe(401);
    const response = await call('POST', CHECK, memberCookie, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a test email from another site', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: CHECK,
      headers: { cookie: adminCookie, origin: 'https://evil.test' },
      payload: { receiver_email: 'a@example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });
  });

  it('lists the email settings with their defaults, the password unset', async () => {
    expect(await emailSettings()).toEqual({
      EMAIL_FROM: { key: 'EMAIL_FROM', value: '', is_managed_by_environment: false },
      EMAIL_HOST: { key: 'EMAIL_HOST', value: '', is_managed_by_environment: false },
      EMAIL_HOST_PASSWORD: {
        key: 'EMAIL_HOST_PASSWORD',
        value: '',
        is_set: false,
        is_managed_by_environment: false,
      },
      EMAIL_HOST_USER: { key: 'EMAIL_HOST_USER', value: '', is_managed_by_environment: false },
      EMAIL_PORT: { key: 'EMAIL_PORT', value: '587', is_managed_by_environment: false },
      EMAIL_USE_SSL: { key: 'EMAIL_USE_SSL', value: '0', is_managed_by_environment: false },
      EMAIL_USE_TLS: { key: 'EMAIL_USE_TLS', value: '1', is_managed_by_environment: false },
    });
  });

  it('answers a test email without settings with 400 SMTP_NOT_CONFIGURED', async () => {
    const response = await call('POST', CHECK, adminCookie, { receiver_email: 'a@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'SMTP is not configured: save the SMTP settings before sending a test email.',
      code: 'SMTP_NOT_CONFIGURED',
    });
  });

  it.each([
    [
      { EMAIL_FROM: 'k@example.com' },
      'EMAIL_HOST',
      'EMAIL_HOST: enter the SMTP server’s host name',
    ],
    [
      { EMAIL_HOST: 'smtp.test', EMAIL_PORT: '70000' },
      'EMAIL_PORT',
      'EMAIL_PORT: must be a whole number from 1 to 65535',
    ],
    [
      { EMAIL_HOST: 'smtp.test', EMAIL_FROM: 'Keel' },
      'EMAIL_FROM',
      'EMAIL_FROM: must be an email address, or a name and address such as Keel <keel@example.com>',
    ],
    [
      { EMAIL_HOST: 'smtp.test', EMAIL_USE_TLS: 'true' },
      'EMAIL_USE_TLS',
      'EMAIL_USE_TLS: must be "0" or "1"',
    ],
    [
      { EMAIL_HOST: 'smtp.test', EMAIL_USE_TLS: '1', EMAIL_USE_SSL: '1' },
      'EMAIL_USE_SSL',
      'EMAIL_USE_SSL: use STARTTLS (EMAIL_USE_TLS) or SSL, not both',
    ],
    [
      { EMAIL_HOST: 'smtp.test', EMAIL_HOST_PASSWORD: 'pw' },
      'EMAIL_HOST_USER',
      'EMAIL_HOST_USER: enter the username that goes with the password',
    ],
    [
      { EMAIL_HOST: 'smtp.test', SMTP_HOST: 'x' },
      'SMTP_HOST',
      'SMTP_HOST: not a configuration key that can be changed',
    ],
    [{ ENABLE_SIGNUP: null }, 'ENABLE_SIGNUP', 'ENABLE_SIGNUP: must be "0" or "1"'],
  ])('refuses %o naming %s, and stores nothing', async (payload, field, message) => {
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field });
    expect(await ctx.db.select().from(instanceConfigurations)).toEqual([]);
  });

  it('stores the settings with the password encrypted, and never answers it', async () => {
    expect(await isSmtpConfigured()).toBe(false);
    const response = await patch({
      EMAIL_HOST: ' 127.0.0.1 ',
      EMAIL_PORT: String(sink.port),
      EMAIL_HOST_USER: 'keel',
      EMAIL_HOST_PASSWORD: 'hunter2-secret',
      EMAIL_FROM: 'Keel <keel@example.com>',
      EMAIL_USE_TLS: '0',
      EMAIL_USE_SSL: '0',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('hunter2-secret');
    expect(response.json()).toContainEqual({
      key: 'EMAIL_HOST_PASSWORD',
      value: '',
      is_set: true,
      is_managed_by_environment: false,
    });
    expect(response.json()).toContainEqual({
      key: 'EMAIL_HOST',
      value: '127.0.0.1',
      is_managed_by_environment: false,
    });

    const row = await passwordRow();
    expect(row).toMatchObject({ is_encrypted: true, category: 'email' });
    expect(row?.value).not.toContain('hunter2');
    expect(decryptSecret(ctx.config.secretKey, row?.value ?? '')).toBe('hunter2-secret');
    const get = await call('GET', CONFIGURATIONS, adminCookie);
    expect(get.body).not.toContain('hunter2-secret');
    expect(get.body).not.toContain(row?.value ?? '-');
    expect(await isSmtpConfigured()).toBe(true);
  });

  it('keeps the password when a change leaves it empty or out', async () => {
    const before = (await passwordRow())?.value;
    expect((await patch({ EMAIL_HOST_USER: 'keel', EMAIL_HOST_PASSWORD: '' })).statusCode).toBe(
      200,
    );
    expect((await patch({ EMAIL_FROM: 'keel@example.com' })).statusCode).toBe(200);
    expect((await passwordRow())?.value).toBe(before);
  });

  it('sends a test email through the stored settings', async () => {
    const response = await call('POST', CHECK, adminCookie, { receiver_email: 'ada@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'A test email was sent to ada@example.com.' });
    expect(sink.received.at(-1)).toMatchObject({
      from: 'keel@example.com',
      to: ['ada@example.com'],
      credentials: { user: 'keel', password: 'hunter2-secret' },
    });
  });

  it('refuses a bad receiver by name', async () => {
    const response = await call('POST', CHECK, adminCookie, { receiver_email: 'nobody' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'receiver_email' });
  });

  it('answers 400 with the SMTP error, quickly, when the server cannot be reached', async () => {
    const port = await freePort();
    expect((await patch({ EMAIL_PORT: String(port) })).statusCode).toBe(200);
    const startedAt = Date.now();
    const response = await call('POST', CHECK, adminCookie, { receiver_email: 'ada@example.com' });
    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `Could not connect to 127.0.0.1:${port}: the connection was refused. Check the host and port.`,
      code: 'EMAIL_SEND_FAILED',
    });
  });

  it('removes every email setting with nulls, back to the outbox', async () => {
    const response = await patch(REMOVE_ALL);
    expect(response.statusCode).toBe(200);
    expect(await passwordRow()).toBeUndefined();
    expect(
      await ctx.db
        .select()
        .from(instanceConfigurations)
        .where(eq(instanceConfigurations.category, 'email')),
    ).toEqual([]);
    expect(await isSmtpConfigured()).toBe(false);
    expect((await emailSettings()).EMAIL_HOST_PASSWORD).toMatchObject({ is_set: false });
  });
});

describe('SMTP settings from the environment', () => {
  const ctx = useTestApp({
    config: {
      smtp: {
        host: 'smtp.env.test',
        port: 465,
        user: 'env-user',
        password: 'env-password',
        from: 'Env <env@example.com>',
        secure: true,
      },
    },
  });
  let adminCookie: string;
  beforeAll(async () => {
    const admin = await createUser(ctx.db);
    await makeInstanceAdmin(ctx.db, admin.id);
    adminCookie = (await signIn(ctx.db, admin.id)).cookie;
  });

  it('are listed read-only, without the password, and cannot be changed here', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: CONFIGURATIONS,
      headers: { cookie: adminCookie },
    });
    expect(list.body).not.toContain('env-password');
    expect(list.json()).toContainEqual({
      key: 'EMAIL_HOST',
      value: 'smtp.env.test',
      is_managed_by_environment: true,
    });
    expect(list.json()).toContainEqual({
      key: 'EMAIL_HOST_PASSWORD',
      value: '',
      is_set: true,
      is_managed_by_environment: true,
    });
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: CONFIGURATIONS,
      headers: { cookie: adminCookie },
      payload: { EMAIL_HOST: 'smtp.other.test' },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ code: 'SMTP_SET_IN_ENVIRONMENT', field: 'EMAIL_HOST' });
  });

  it('still let the flags change', async () => {
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: CONFIGURATIONS,
      headers: { cookie: adminCookie },
      payload: { ENABLE_SIGNUP: '0' },
    });
    expect(change.statusCode).toBe(200);
  });
});

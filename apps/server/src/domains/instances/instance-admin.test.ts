import { InstanceInfoSchema, SESSION_COOKIE } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  instanceAdmins,
  instanceConfigurations,
  instances,
  profiles,
  users,
} from '#server/db/schema';
import {
  createUser,
  csrfToken,
  makeInstanceAdmin,
  postForm,
  signIn,
  type UserRow,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

const ADMIN_PASSWORD = 'Harbour-Lantern-Velvet-19';

function setupForm(fields: Record<string, string>) {
  return {
    email: 'Admin@Acme.test',
    password: ADMIN_PASSWORD,
    first_name: 'Ada',
    last_name: 'Lovelace',
    company_name: 'Acme',
    is_telemetry_enabled: 'True',
    ...fields,
  };
}

describe('POST /api/instances/admins/sign-up/', () => {
  const ctx = useTestApp();
  const csrf = csrfToken();

  function setUp(fields: Record<string, string>, withCsrf = true) {
    return postForm(
      ctx.app,
      '/api/instances/admins/sign-up/',
      withCsrf ? { csrfmiddlewaretoken: csrf.token, ...fields } : fields,
      { cookie: csrf.cookie },
    );
  }

  async function adminCount(): Promise<number> {
    return (await ctx.db.select().from(instanceAdmins)).length;
  }

  it('needs the CSRF token and sets nothing up without it', async () => {
    const response = await setUp(setupForm({}), false);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CSRF_FAILED' });
    expect(await adminCount()).toBe(0);
  });

  it.each([
    [{ first_name: '' }, '5155', 'REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME'],
    [{ password: '' }, '5155', 'REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME'],
    [{ email: 'admin-at-acme' }, '5160', 'INVALID_ADMIN_EMAIL'],
    [{ password: 'acmeacme' }, '5165', 'INVALID_ADMIN_PASSWORD'],
  ])('sends %o back to /setup with error %s', async (fields, code, name) => {
    const response = await setUp(setupForm(fields));
    expect(response.statusCode).toBe(302);
    const url = new URL(String(response.headers.location), 'http://keel.test');
    expect(url.pathname).toBe('/setup');
    expect(url.searchParams.get('error_code')).toBe(code);
    expect(url.searchParams.get('error_message')).toBe(name);
    expect(url.searchParams.get('password')).toBeNull();
    expect(await adminCount()).toBe(0);
  });

  it('keeps what was typed, bar the password, in the failure redirect', async () => {
    const response = await setUp(setupForm({ password: 'weak' }));
    expect(response.headers.location).toBe(
      '/setup?error_code=5165&error_message=INVALID_ADMIN_PASSWORD&email=admin%40acme.test&first_name=Ada&last_name=Lovelace&company_name=Acme',
    );
  });

  it('creates the first admin, marks the instance set up and signs the admin in', async () => {
    const response = await setUp(setupForm({}));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/onboarding');
    expect(response.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);

    const [user] = await ctx.db.select().from(users).where(eq(users.email, 'admin@acme.test'));
    expect(user).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    const userId = user?.id ?? '';
    expect(await ctx.db.select().from(profiles).where(eq(profiles.user_id, userId))).toHaveLength(
      1,
    );
    const admins = await ctx.db.select().from(instanceAdmins);
    expect(admins.map((admin) => admin.user_id)).toEqual([userId]);
    const [instance] = await ctx.db.select().from(instances);
    expect(instance).toMatchObject({
      is_setup_done: true,
      instance_name: 'Acme',
      is_telemetry_enabled: true,
    });
  });

  it('works only once', async () => {
    const response = await setUp(setupForm({ email: 'second@acme.test' }));
    expect(response.headers.location).toMatch(
      /^\/setup\?error_code=5150&error_message=ADMIN_ALREADY_EXIST&/,
    );
    expect(await adminCount()).toBe(1);
  });
});

describe('concurrent instance set-ups', () => {
  const ctx = useTestApp();
  const csrf = csrfToken();

  it('let exactly one win', async () => {
    const attempt = (email: string) =>
      postForm(
        ctx.app,
        '/api/instances/admins/sign-up/',
        { ...setupForm({ email }), csrfmiddlewaretoken: csrf.token },
        { cookie: csrf.cookie },
      );
    const responses = await Promise.all([attempt('one@acme.test'), attempt('two@acme.test')]);
    const locations = responses.map((response) => String(response.headers.location)).sort();
    expect(locations[0]).toBe('/onboarding');
    expect(locations[1]).toMatch(/error_message=ADMIN_ALREADY_EXIST/);
    expect(await ctx.db.select().from(instanceAdmins)).toHaveLength(1);
  });
});

describe('instance administration', () => {
  const ctx = useTestApp();
  let admin: UserRow;
  let adminCookie: string;
  let memberCookie: string;
  beforeAll(async () => {
    admin = await createUser(ctx.db);
    await makeInstanceAdmin(ctx.db, admin.id);
    adminCookie = (await signIn(ctx.db, admin.id)).cookie;
    memberCookie = (await signIn(ctx.db, (await createUser(ctx.db)).id)).cookie;
  });

  function call(method: 'GET' | 'PATCH', url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  }

  it.each([
    ['GET', '/api/instances/admins/me/'],
    ['GET', '/api/instances/configurations/'],
    ['PATCH', '/api/instances/configurations/'],
    ['PATCH', '/api/instances/'],
  ] as const)('%s %s answers 401 anonymously and 403 to non-admins', async (method, url) => {
    expect((await call(method, url, undefined, {})).statusCode).toBe(401);
    const response = await call(method, url, memberCookie, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('GET /api/instances/admins/me/ answers the admin', async () => {
    const response = await call('GET', '/api/instances/admins/me/', adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: admin.id,
      email: admin.email,
      first_name: admin.first_name,
      last_name: admin.last_name,
      display_name: admin.display_name,
      avatar: null,
    });
  });

  it('GET /api/instances/configurations/ lists settings with defaults and hides secrets', async () => {
    await ctx.db
      .insert(instanceConfigurations)
      .values({ key: 'UNSPLASH_ACCESS_KEY', value: 'super-secret', is_encrypted: true });
    const response = await call('GET', '/api/instances/configurations/', adminCookie);
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ key: string }[]>().filter((entry) => !entry.key.startsWith('EMAIL_')),
    ).toEqual([
      { key: 'DISABLE_WORKSPACE_CREATION', value: '0' },
      { key: 'ENABLE_EMAIL_PASSWORD', value: '1' },
      { key: 'ENABLE_MAGIC_LINK_LOGIN', value: '1' },
      { key: 'ENABLE_SIGNUP', value: '1' },
      { key: 'UNSPLASH_ACCESS_KEY', value: '' },
    ]);
    expect(response.body).not.toContain('super-secret');
  });

  it('PATCH /api/instances/configurations/ refuses unknown keys and bad values by name', async () => {
    const unknown = await call('PATCH', '/api/instances/configurations/', adminCookie, {
      ENABLE_SIGNUP: '0',
      SMTP_HOST: 'mail.test',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'SMTP_HOST' });
    const badValue = await call('PATCH', '/api/instances/configurations/', adminCookie, {
      ENABLE_SIGNUP: 'yes',
    });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'ENABLE_SIGNUP' });
    const info = InstanceInfoSchema.parse((await call('GET', '/api/instances/')).json());
    expect(info.config.enable_signup).toBe(true);
  });

  it('PATCH /api/instances/configurations/ stores settings that GET /api/instances/ reports', async () => {
    const response = await call('PATCH', '/api/instances/configurations/', adminCookie, {
      ENABLE_SIGNUP: '0',
      DISABLE_WORKSPACE_CREATION: '1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({ key: 'ENABLE_SIGNUP', value: '0' });
    const info = InstanceInfoSchema.parse((await call('GET', '/api/instances/')).json());
    expect(info.config.enable_signup).toBe(false);
    expect(info.config.is_workspace_creation_disabled).toBe(true);
  });

  it('PATCH /api/instances/ renames the instance', async () => {
    const empty = await call('PATCH', '/api/instances/', adminCookie, { instance_name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'instance_name' });
    const response = await call('PATCH', '/api/instances/', adminCookie, {
      instance_name: ' Acme Keel ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ instance_name: 'Acme Keel' });
    const info = InstanceInfoSchema.parse((await call('GET', '/api/instances/')).json());
    expect(info.instance.instance_name).toBe('Acme Keel');
  });

  it('refuses admin writes from another site', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/instances/',
      headers: { cookie: adminCookie, origin: 'https://evil.test' },
      payload: { instance_name: 'Pwned' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });
  });
});

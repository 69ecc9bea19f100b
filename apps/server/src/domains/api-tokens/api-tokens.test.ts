import { type ApiToken, type CreatedApiToken, ROLE, isApiTokenFormat } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens } from '#server/db/schema';
import { sha256 } from '#server/lib/tokens';
import { addWorkspaceMember, createUser, createWorkspace, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const BASE = '/api/users/api-tokens/';

describe('users/api-tokens/', () => {
  const ctx = useTestApp();

  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function person() {
    const user = await createUser(ctx.db);
    return { user, ...(await signIn(ctx.db, user.id)) };
  }

  async function create(cookie: string, payload: object): Promise<CreatedApiToken> {
    const response = await call('POST', BASE, cookie, payload);
    expect(response.statusCode).toBe(201);
    return response.json<CreatedApiToken>();
  }

  it('refuses anonymous callers on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', BASE],
      ['POST', BASE],
      ['GET', `${BASE}${id}/`],
      ['PATCH', `${BASE}${id}/`],
      ['DELETE', `${BASE}${id}/`],
    ] as const) {
      const payload = method === 'POST' || method === 'PATCH' ? { label: 'x' } : undefined;
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode).toBe(401);
    }
  });

  it('creates a token, answers its secret once and stores only its hash', async () => {
    const { user, cookie } = await person();
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await create(cookie, {
      label: ' CI deploys ',
      description: 'GitHub Actions',
      expired_at: expiry,
    });
    expect(isApiTokenFormat(created.token)).toBe(true);
    expect(created).toMatchObject({
      label: 'CI deploys',
      description: 'GitHub Actions',
      expired_at: expiry,
      last_used: null,
      is_active: true,
      user: user.id,
      workspace: null,
      user_type: 0,
      is_service: false,
      token_hint: `plane_api_…${created.token.slice(-4)}`,
      created_by: user.id,
    });

    const [row] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.token_hash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(JSON.stringify(row)).not.toContain(created.token.slice('plane_api_'.length));

    const list = await call('GET', BASE, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    const tokens = list.json<ApiToken[]>();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).not.toHaveProperty('token');
    expect(tokens[0]).toMatchObject({ id: created.id, label: 'CI deploys', is_active: true });

    const read = await call('GET', `${BASE}${created.id}/`, cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('token');
    expect(read.body).not.toContain(created.token);
  });

  it('lists only the caller’s own tokens, newest first, without service tokens', async () => {
    const ada = await person();
    const bob = await person();
    const first = await create(ada.cookie, { label: 'First' });
    const second = await create(ada.cookie, { label: 'Second' });
    await create(bob.cookie, { label: 'Bob’s' });
    await ctx.db.insert(apiTokens).values({
      label: 'Service',
      token_hash: sha256('service'),
      token_hint: 'abcd',
      user_id: ada.user.id,
      is_service: true,
    });
    const list = (await call('GET', BASE, ada.cookie)).json<ApiToken[]>();
    expect(list.map((token) => token.id)).toEqual([second.id, first.id]);
  });

  it('answers is_active false for an expired token', async () => {
    const { cookie } = await person();
    const created = await create(cookie, { label: 'Old' });
    await ctx.db
      .update(apiTokens)
      .set({ expired_at: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.id));
    const read = await call('GET', `${BASE}${created.id}/`, cookie);
    expect(read.json()).toMatchObject({ is_active: false });
  });

  it('edits only the label and description, ignoring other fields as Plane does', async () => {
    const { user, cookie } = await person();
    const created = await create(cookie, { label: 'Before', description: 'old' });
    const edited = await call('PATCH', `${BASE}${created.id}/`, cookie, {
      label: 'After',
      description: 'new',
      token: 'plane_api_00000000000000000000000000000000',
      expired_at: '2001-01-01T00:00:00Z',
      is_active: false,
      user: '00000000-0000-4000-8000-000000000000',
      workspace: 'somewhere',
      user_type: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      label: 'After',
      description: 'new',
      expired_at: null,
      is_active: true,
      user: user.id,
      workspace: null,
      user_type: 0,
      updated_by: user.id,
    });
    expect(edited.json()).not.toHaveProperty('token');
    const [row] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.token_hash).toBe(sha256(created.token));
  });

  it('deletes a token: 204, then it is gone', async () => {
    const { cookie } = await person();
    const created = await create(cookie, { label: 'Short-lived' });
    const deleted = await call('DELETE', `${BASE}${created.id}/`, cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `${BASE}${created.id}/`, cookie)).statusCode).toBe(404);
    expect((await call('GET', BASE, cookie)).json()).toEqual([]);
    expect(await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id))).toEqual([]);
  });

  it('answers 404 for another person’s token, an unknown id and a service token', async () => {
    const ada = await person();
    const bob = await person();
    const adas = await create(ada.cookie, { label: 'Ada’s' });
    const url = `${BASE}${adas.id}/`;
    expect((await call('GET', url, bob.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', url, bob.cookie, { label: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', url, bob.cookie)).statusCode).toBe(404);
    expect((await call('GET', url, ada.cookie)).json()).toMatchObject({ label: 'Ada’s' });
    expect((await call('GET', `${BASE}not-an-id/`, ada.cookie)).statusCode).toBe(404);
    const [service] = await ctx.db
      .insert(apiTokens)
      .values({
        label: 'Service',
        token_hash: sha256('service-2'),
        token_hint: 'abcd',
        user_id: ada.user.id,
        is_service: true,
      })
      .returning();
    expect((await call('DELETE', `${BASE}${service?.id ?? ''}/`, ada.cookie)).statusCode).toBe(404);
  });

  it('refuses bad input with the field at fault', async () => {
    const { cookie } = await person();
    const cases: [object, string, string][] = [
      [{}, 'label', 'label: Label is required'],
      [{ label: '   ' }, 'label', 'label: Label is required'],
      [{ label: 'x'.repeat(256) }, 'label', 'label: Label must be at most 255 characters'],
      [
        { label: 'a', expired_at: '2001-01-01T00:00:00Z' },
        'expired_at',
        'expired_at: Expiry must be in the future',
      ],
      [
        { label: 'a', expired_at: 'tomorrow' },
        'expired_at',
        'expired_at: Expiry must be a date and time such as 2030-01-31T12:00:00Z',
      ],
      [
        { label: 'a', workspace: 'no-such-workspace' },
        'workspace',
        'workspace: You are not a member of this workspace',
      ],
    ];
    for (const [payload, field, error] of cases) {
      const response = await call('POST', BASE, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, error });
    }
    const created = await create(cookie, { label: 'ok' });
    const empty = await call('PATCH', `${BASE}${created.id}/`, cookie, { label: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'label' });
  });

  it('limits a token to a workspace the caller belongs to, by slug or id', async () => {
    const ada = await person();
    const workspace = await createWorkspace(ctx.db, ada.user);
    const bySlug = await create(ada.cookie, { label: 'Scoped', workspace: workspace.slug });
    expect(bySlug.workspace).toBe(workspace.id);
    const byId = await create(ada.cookie, { label: 'Scoped', workspace: workspace.id });
    expect(byId.workspace).toBe(workspace.id);

    const bob = await person();
    const refused = await call('POST', BASE, bob.cookie, {
      label: 'Not mine',
      workspace: workspace.slug,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'workspace' });
    await addWorkspaceMember(ctx.db, workspace, bob.user, ROLE.member, { isActive: false });
    const inactive = await call('POST', BASE, bob.cookie, {
      label: 'Left',
      workspace: workspace.slug,
    });
    expect(inactive.statusCode).toBe(400);
  });
});

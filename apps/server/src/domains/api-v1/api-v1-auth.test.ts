import { type CreatedApiToken, ROLE, type V1User } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, users } from '#server/db/schema';
import { requireWorkspace } from '#server/plugins/access';
import { sha256 } from '#server/lib/tokens';
import { createProjectTeam } from '#server/test/project-team';
import { addWorkspaceMember, createUser, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

const ME = '/api/v1/users/me/';
/** A v1 route of a workspace, added for these tests until the real ones arrive. */
const PROBE = '/api/v1/workspaces/:slug/api-key-probe/';

describe('/api/v1/ authentication by API key', () => {
  const ctx = useTestApp({
    prepare: (app) => {
      app.get(PROBE, { config: { access: { workspaceRole: ROLE.member } } }, async (request) => ({
        workspace: requireWorkspace(request).workspace.id,
      }));
    },
  });

  async function person() {
    const user = await createUser(ctx.db, { avatar: 'https://example.com/ada.png' });
    return { user, ...(await signIn(ctx.db, user.id)) };
  }

  async function createToken(cookie: string, payload: object = { label: 'Script' }) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/api-tokens/',
      headers: { cookie },
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<CreatedApiToken>();
  }

  function v1(url: string, headers: Record<string, string>) {
    return ctx.app.inject({ method: 'GET', url, headers });
  }

  it('answers the token’s user in Plane’s v1 shape, by X-API-Key or Bearer', async () => {
    const { user, cookie } = await person();
    const { token } = await createToken(cookie);
    const expected: V1User = {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      avatar: 'https://example.com/ada.png',
      avatar_url: 'https://example.com/ada.png',
      display_name: user.display_name,
    };
    const byKey = await v1(ME, { 'x-api-key': token });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json()).toEqual(expected);
    const byBearer = await v1(ME, { authorization: `Bearer ${token}` });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toEqual(expected);
    expect(byBearer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a request without a key, with an unknown one or a malformed one: 401 {detail}', async () => {
    const missing = await v1(ME, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    for (const key of [
      'plane_api_0123456789abcdef0123456789abcdef',
      'not-a-token',
      'plane_api_0123',
    ]) {
      const unknown = await v1(ME, { 'x-api-key': key });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ detail: 'Given API token is not valid' });
      expect(unknown.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    expect((await v1(ME, { authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it('ignores cookies: a session alone gives 401', async () => {
    const { cookie } = await person();
    const response = await v1(ME, { cookie });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    // And the app API still takes the same cookie.
    expect((await v1('/api/users/me/', { cookie })).statusCode).toBe(200);
  });

  it('refuses an expired token with 401', async () => {
    const { user } = await person();
    const secret = 'plane_api_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    await ctx.db.insert(apiTokens).values({
      label: 'Expired',
      token_hash: sha256(secret),
      token_hint: 'aaaa',
      user_id: user.id,
      expired_at: new Date(Date.now() - 60_000),
    });
    const response = await v1(ME, { 'x-api-key': secret });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Given API token has expired' });
  });

  it('refuses a switched-off token and a deactivated user’s token with 401', async () => {
    const { user } = await person();
    const secret = 'plane_api_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    await ctx.db.insert(apiTokens).values({
      label: 'Off',
      token_hash: sha256(secret),
      token_hint: 'bbbb',
      user_id: user.id,
      is_active: false,
    });
    expect((await v1(ME, { 'x-api-key': secret })).statusCode).toBe(401);

    const gone = await person();
    const { token } = await createToken(gone.cookie);
    await ctx.db.update(users).set({ is_active: false }).where(eq(users.id, gone.user.id));
    expect((await v1(ME, { 'x-api-key': token })).statusCode).toBe(401);
  });

  it('refuses a revoked token at once, even right after it was used', async () => {
    const { cookie } = await person();
    const created = await createToken(cookie);
    expect((await v1(ME, { 'x-api-key': created.token })).statusCode).toBe(200);
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/api-tokens/${created.id}/`,
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(204);
    const after = await v1(ME, { 'x-api-key': created.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Given API token is not valid' });
  });

  it('records last_used, at most once a minute', async () => {
    const { cookie } = await person();
    const created = await createToken(cookie);
    const read = async () => {
      const [row] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
      return row;
    };
    const before = await read();
    expect(before?.last_used).toBeNull();
    expect((await v1(ME, { 'x-api-key': created.token })).statusCode).toBe(200);
    const first = (await read())?.last_used;
    expect(first).toBeInstanceOf(Date);
    expect((await read())?.updated_at).toEqual(before?.updated_at);
    expect((await v1(ME, { 'x-api-key': created.token })).statusCode).toBe(200);
    expect((await read())?.last_used).toEqual(first);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/api-tokens/${created.id}/`,
      headers: { cookie },
    });
    expect(listed.json()).toMatchObject({ last_used: first?.toISOString() });
  });

  it('carries the rate-limit headers on every authenticated answer', async () => {
    const { cookie } = await person();
    const { token } = await createToken(cookie);
    const first = await v1(ME, { 'x-api-key': token });
    expect(first.headers['x-ratelimit-remaining']).toBe('59');
    const reset = Number(first.headers['x-ratelimit-reset']);
    const now = Date.now() / 1000;
    expect(reset).toBeGreaterThan(now);
    expect(reset).toBeLessThanOrEqual(now + 61);
    const second = await v1(ME, { 'x-api-key': token });
    expect(Number(second.headers['x-ratelimit-remaining'])).toBeLessThanOrEqual(58);
  });

  it('applies the token user’s workspace membership and role, as the app API does', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = PROBE.replace(':slug', team.workspace.slug);
    const member = await createToken(team.member.cookie);
    const allowed = await v1(url, { 'x-api-key': member.token });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ workspace: team.workspace.id });
    expect(allowed.headers['x-ratelimit-remaining']).toBeDefined();

    const guest = await createToken(team.guest.cookie);
    const lower = await v1(url, { 'x-api-key': guest.token });
    expect(lower.statusCode).toBe(403);
    expect(lower.headers['x-ratelimit-remaining']).toBeDefined();
    const outsider = await createToken(team.outsider.cookie);
    expect((await v1(url, { 'x-api-key': outsider.token })).statusCode).toBe(403);
    const unknown = PROBE.replace(':slug', 'no-such-workspace');
    expect((await v1(unknown, { 'x-api-key': member.token })).statusCode).toBe(404);
    // A session cookie of a member does not stand in for a key.
    expect((await v1(url, { cookie: team.member.cookie })).statusCode).toBe(401);
  });

  it('refuses a token limited to another workspace with 403', async () => {
    const team = await createProjectTeam(ctx.db);
    const other = await createProjectTeam(ctx.db);
    // The admin of `team` joins `other` too: a token limited to `team` must not reach `other`.
    await addWorkspaceMember(ctx.db, other.workspace, team.admin.user, ROLE.member);
    const scoped = await createToken(team.admin.cookie, {
      label: 'Team only',
      workspace: team.workspace.slug,
    });
    const own = PROBE.replace(':slug', team.workspace.slug);
    const foreign = PROBE.replace(':slug', other.workspace.slug);
    expect((await v1(own, { 'x-api-key': scoped.token })).statusCode).toBe(200);
    const refused = await v1(foreign, { 'x-api-key': scoped.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'This API token cannot be used in this workspace.',
    });
    // Routes of no workspace still work.
    expect((await v1(ME, { 'x-api-key': scoped.token })).statusCode).toBe(200);
    const unscoped = await createToken(team.admin.cookie);
    expect((await v1(foreign, { 'x-api-key': unscoped.token })).statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/factories';
import { useTestApp } from '../test/harness';

describe('writes from another site', () => {
  const ctx = useTestApp({ config: { publicUrl: 'https://keel.example.com' } });

  async function renameAs(headers: Record<string, string>) {
    const user = await createUser(ctx.db);
    const { cookie } = await signIn(ctx.db, user.id);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: { cookie, host: 'localhost:3000', ...headers },
      payload: { first_name: 'Changed' },
    });
    return { response, user };
  }

  it('refuses a cookie-authenticated write whose Origin is another site, changing nothing', async () => {
    const { response, user } = await renameAs({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Requests from another site are not allowed.',
      code: 'FOREIGN_ORIGIN',
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { cookie: (await signIn(ctx.db, user.id)).cookie },
    });
    expect(me.json()).toMatchObject({ first_name: user.first_name });
  });

  it('falls back to the Referer when there is no Origin', async () => {
    const { response } = await renameAs({ referer: 'https://evil.example/page' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses the opaque "null" origin', async () => {
    const { response } = await renameAs({ origin: 'null' });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the server’s own origin and the configured public URL', async () => {
    expect((await renameAs({ origin: 'http://localhost:3000' })).response.statusCode).toBe(200);
    expect((await renameAs({ origin: 'https://keel.example.com' })).response.statusCode).toBe(200);
  });

  it('accepts a write that names no origin at all (non-browser clients)', async () => {
    expect((await renameAs({})).response.statusCode).toBe(200);
  });

  it('leaves reads alone', async () => {
    const user = await createUser(ctx.db);
    const { cookie } = await signIn(ctx.db, user.id);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

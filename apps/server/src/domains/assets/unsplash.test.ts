import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { expectRefused } from '#server/domains/work-items/kernel/test-helpers';

describe('GET /api/unsplash/', () => {
  const ctx = useTestApp();

  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

  it('refuses anonymous callers and bad paging', async () => {
    expect((await get('/api/unsplash/')).statusCode).toBe(401);
    const { cookie } = await signIn(ctx.db, (await createUser(ctx.db)).id);
    expectRefused(
      await get('/api/unsplash/?page=0', cookie),
      'page: page must be at least 1',
      'page',
    );
    expectRefused(
      await get('/api/unsplash/?per_page=500', cookie),
      'per_page: per_page must be at most 30',
      'per_page',
    );
  });

  it('answers an empty gallery when the instance has no Unsplash key', async () => {
    const { cookie } = await signIn(ctx.db, (await createUser(ctx.db)).id);
    const response = await get('/api/unsplash/?query=mountains&page=1&per_page=20', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

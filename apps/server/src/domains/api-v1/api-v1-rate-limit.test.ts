import type { CreatedApiToken } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokenRateLimits } from '#server/db/schema';
import { createUser, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

const ME = '/api/v1/users/me/';

describe('/api/v1/ rate limit per token', () => {
  // An hour's window, so that no window ends in the middle of a test.
  const ctx = useTestApp({ config: { apiKeyRateLimit: { max: 3, windowSeconds: 3600 } } });

  async function token(): Promise<CreatedApiToken> {
    const user = await createUser(ctx.db);
    const { cookie } = await signIn(ctx.db, user.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/api-tokens/',
      headers: { cookie },
      payload: { label: 'Busy script' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<CreatedApiToken>();
  }

  it('counts each token’s requests in PostgreSQL and answers 429 with Retry-After past the limit', async () => {
    const busy = await token();
    const remaining: string[] = [];
    let reset = '';
    for (let index = 0; index < 3; index += 1) {
      const response = await ctx.app.inject({ url: ME, headers: { 'x-api-key': busy.token } });
      expect(response.statusCode).toBe(200);
      remaining.push(String(response.headers['x-ratelimit-remaining']));
      reset = String(response.headers['x-ratelimit-reset']);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const windowEnd = Number(reset);
    expect(windowEnd % 3600).toBe(0);

    const refused = await ctx.app.inject({ url: ME, headers: { 'x-api-key': busy.token } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['x-ratelimit-reset']).toBe(reset);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(Math.abs(Date.now() / 1000 + retryAfter - windowEnd)).toBeLessThanOrEqual(2);
    expect(refused.json()).toEqual({
      detail: `Request was throttled. Expected available in ${String(retryAfter)} seconds.`,
    });
    // Bearer counts into the same window.
    const bearer = await ctx.app.inject({
      url: ME,
      headers: { authorization: `Bearer ${busy.token}` },
    });
    expect(bearer.statusCode).toBe(429);

    const rows = await ctx.db
      .select()
      .from(apiTokenRateLimits)
      .where(eq(apiTokenRateLimits.token_id, busy.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(5);

    // Another token has a window of its own.
    const calm = await token();
    const other = await ctx.app.inject({ url: ME, headers: { 'x-api-key': calm.token } });
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe('2');
  });
});

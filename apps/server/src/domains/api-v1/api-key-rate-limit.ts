import { lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { apiTokenRateLimits } from '#server/db/schema';

/**
 * The per-token limit of `/api/v1/` (Plane's API_KEY_RATE_LIMIT), counted in PostgreSQL so that
 * every Keel process behind a load balancer counts into the same windows. Windows are fixed: each
 * starts at a multiple of its length since the epoch, so every process agrees on it.
 */

export interface ApiKeyRateLimit {
  max: number;
  windowSeconds: number;
}

export interface ApiKeyRateLimitHit {
  /** Requests counted in the window, this one included. */
  count: number;
  /** When the window ends, in seconds since the epoch (X-RateLimit-Reset). */
  resetAt: number;
  /** Whole seconds until then, at least 1 (Retry-After). */
  retryAfter: number;
}

/**
 * Counts one request of a token in the current window: one atomic upsert, so concurrent requests
 * on any process are all counted.
 */
export async function hitApiKeyRateLimit(
  db: Database,
  tokenId: string,
  limit: ApiKeyRateLimit,
): Promise<ApiKeyRateLimitHit> {
  const seconds = sql`${limit.windowSeconds}::int`;
  const windowStart = sql`to_timestamp(floor(extract(epoch FROM now()) / ${seconds}) * ${seconds})`;
  const [row] = await db
    .insert(apiTokenRateLimits)
    .values({ token_id: tokenId, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [apiTokenRateLimits.token_id, apiTokenRateLimits.window_start],
      set: { count: sql`${apiTokenRateLimits.count} + 1` },
    })
    .returning({
      count: apiTokenRateLimits.count,
      resetAt: sql<number>`(floor(extract(epoch FROM ${apiTokenRateLimits.window_start})) + ${seconds})::float8`,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch FROM ${apiTokenRateLimits.window_start} + make_interval(secs => ${seconds}) - now())))::int`,
    });
  if (!row) throw new Error('The API key rate limit counter was not written');
  return row;
}

/** Deletes the windows that ended more than one window ago. */
export async function pruneApiKeyRateLimits(db: Database, windowSeconds: number): Promise<void> {
  await db
    .delete(apiTokenRateLimits)
    .where(
      lt(
        apiTokenRateLimits.window_start,
        sql`now() - make_interval(secs => ${windowSeconds * 2}::int)`,
      ),
    );
}

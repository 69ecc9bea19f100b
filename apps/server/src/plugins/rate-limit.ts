import { isIPv6 } from 'node:net';
import { AppError } from '@keel/core';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Rate limits kept in PostgreSQL, so that every Keel process behind a load balancer counts into
 * the same counters. A route lists its limits in `config.rateLimits`; each request adds one to
 * every counter it falls under, in one atomic upsert per limit, and is refused once one is over.
 */
export interface RateLimit {
  /** Names the counter: routes that give the same name (and key) count together. */
  name: string;
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** What the limit counts by, e.g. the client's address (clientAddress). */
  key: (request: FastifyRequest) => string;
  /** Whether `key` reads the body: the request is then counted once the body is parsed. */
  readsBody?: boolean;
  /** The error to answer over the limit; 429 RATE_LIMITED by default. */
  exceeded?: () => Error;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimits?: RateLimit[];
  }
}

/** Expired counters are deleted at most this often by each process. */
const PRUNE_INTERVAL_MS = 60_000;
/** IPv6 clients are counted per /64: one host usually holds a whole /64. */
const IPV6_PREFIX_GROUPS = 4;

/**
 * The client's address as limits count it: IPv4 as is (also when IPv4-mapped), IPv6 by its /64
 * prefix. Behind a proxy, TRUST_PROXY makes this the client's and not the proxy's.
 */
export function clientAddress(request: FastifyRequest): string {
  const ip = request.ip;
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups.slice(0, IPV6_PREFIX_GROUPS).join(':')}::/64`;
}

export interface RateLimitHit {
  /** Requests counted in the window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

/**
 * Counts one request against `key`, starting a new window when the last one has ended. One
 * statement, so that concurrent requests on any process are all counted.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<RateLimitHit> {
  const expiresAt = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expires_at: expiresAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.expires_at} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
        expires_at: sql`CASE WHEN ${rateLimits.expires_at} <= now() THEN excluded.expires_at ELSE ${rateLimits.expires_at} END`,
      },
    })
    .returning({
      count: rateLimits.count,
      resetMs: sql<number>`greatest(0, ceil(extract(epoch FROM ${rateLimits.expires_at} - now()) * 1000))::int`,
    });
  if (!row) throw new Error('The rate limit counter was not written');
  return row;
}

/** Deletes counters whose window has ended. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expires_at, sql`now()`));
}

/**
 * Makes `config.rateLimits` of every route registered after it count and refuse requests. Limits
 * whose key reads nothing of the body are counted before the body is read.
 */
export function registerRateLimits(app: FastifyInstance, db: Database): void {
  let lastPrunedAt = 0;

  async function enforce(
    request: FastifyRequest,
    reply: FastifyReply,
    limits: RateLimit[],
  ): Promise<void> {
    const now = Date.now();
    if (now - lastPrunedAt > PRUNE_INTERVAL_MS) {
      lastPrunedAt = now;
      await pruneRateLimits(db);
    }
    for (const limit of limits) {
      const key = `${limit.name}|${limit.key(request)}`;
      const { count, resetMs } = await hitRateLimit(db, key, limit.windowMs);
      if (count > limit.max) {
        request.log.warn({ rate_limit: limit.name }, 'rate limit exceeded');
        reply.header('retry-after', String(Math.max(1, Math.ceil(resetMs / 1000))));
        throw limit.exceeded?.() ?? new AppError('RATE_LIMITED');
      }
    }
  }

  function addHook(route: RouteOptions, hook: 'onRequest' | 'preHandler', limits: RateLimit[]) {
    if (limits.length === 0) return;
    const handler = async (request: FastifyRequest, reply: FastifyReply) =>
      enforce(request, reply, limits);
    const existing = route[hook];
    route[hook] = existing === undefined ? [handler] : [handler, ...[existing].flat()];
  }

  app.addHook('onRoute', (route) => {
    const limits = route.config?.rateLimits ?? [];
    addHook(
      route,
      'onRequest',
      limits.filter((limit) => !limit.readsBody),
    );
    addHook(
      route,
      'preHandler',
      limits.filter((limit) => limit.readsBody),
    );
  });
}

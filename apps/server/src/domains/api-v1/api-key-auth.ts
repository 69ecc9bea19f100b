import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { type ApiKeyIdentity, lookUpApiKey, touchApiToken } from '#server/domains/api-tokens';
import { isApiV1Route } from '#server/plugins/access';
import { hitApiKeyRateLimit, pruneApiKeyRateLimits } from './api-key-rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    /** On /api/v1/: the API token the request authenticated with. */
    apiKey: ApiKeyIdentity | null;
  }
}

/** Plane's (Django REST framework's) texts for the refusals of /api/v1/. */
const DETAIL = {
  missing: 'Authentication credentials were not provided.',
  invalid: 'Given API token is not valid',
  expired: 'Given API token has expired',
  otherWorkspace: 'This API token cannot be used in this workspace.',
  throttled: (seconds: number) =>
    `Request was throttled. Expected available in ${String(seconds)} seconds.`,
} as const;

/** Ended rate-limit windows are deleted at most this often by each process. */
const PRUNE_INTERVAL_MS = 60_000;

/** The key a request carries: `X-API-Key: <token>` (Plane's), else `Authorization: Bearer <token>`. */
export function requestApiKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  const apiKey = (Array.isArray(header) ? header[0] : header)?.trim();
  if (apiKey) return apiKey;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? null;
}

function refuse(reply: FastifyReply, status: number, detail: string): FastifyReply {
  return reply.code(status).send({ detail });
}

/**
 * Authenticates every `/api/v1/` request by its API key, before access control runs: the token's
 * user becomes the request's user, so each route's `config.access` (workspace and project roles)
 * applies exactly as in the app API. No cookie is read there (access.ts, csrf.ts). Refusals are
 * Plane's: 401 `{"detail"}` without a key or with an unknown, revoked, switched-off or expired one,
 * 403 for a token limited to another workspace, 429 with Retry-After past the token's rate limit.
 * Every answer to an authenticated request carries X-RateLimit-Remaining and X-RateLimit-Reset.
 */
export function registerApiKeyAuthentication(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
): void {
  const limit = config.apiKeyRateLimit;
  let lastPrunedAt = 0;
  app.decorateRequest('apiKey', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiV1Route(request)) return;
    const key = requestApiKey(request);
    if (key === null) {
      if (request.routeOptions.config.access === 'public') return;
      return refuse(reply, 401, DETAIL.missing);
    }
    const found = await lookUpApiKey(db, key);
    if (!found.ok) return refuse(reply, 401, DETAIL[found.reason]);
    const { identity } = found;

    const now = Date.now();
    if (now - lastPrunedAt > PRUNE_INTERVAL_MS) {
      lastPrunedAt = now;
      await pruneApiKeyRateLimits(db, limit.windowSeconds);
    }
    const hit = await hitApiKeyRateLimit(db, identity.tokenId, limit);
    reply.header('x-ratelimit-remaining', String(Math.max(0, limit.max - hit.count)));
    reply.header('x-ratelimit-reset', String(hit.resetAt));
    if (hit.count > limit.max) {
      request.log.warn({ api_token_id: identity.tokenId }, 'API key rate limit exceeded');
      reply.header('retry-after', String(hit.retryAfter));
      return refuse(reply, 429, DETAIL.throttled(hit.retryAfter));
    }

    const { slug } = request.params as { slug?: string };
    if (identity.workspace !== null && slug !== undefined && slug !== identity.workspace.slug)
      return refuse(reply, 403, DETAIL.otherWorkspace);

    request.user = identity.user;
    request.apiKey = identity;
    await touchApiToken(db, identity);
  });
}

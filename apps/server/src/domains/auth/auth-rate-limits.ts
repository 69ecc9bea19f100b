import type { RateLimitOptions } from '@fastify/rate-limit';
import { AuthFailure } from './auth-failure';
import { bodyEmail } from './auth-request';

/**
 * Rate limits of the sign-in endpoints, per client IP (behind a proxy, set TRUST_PROXY so that
 * this is the client's and not the proxy's). Limits are kept in process memory: with several
 * processes each allows its own share, which still bounds guessing.
 */
const MINUTE_MS = 60_000;

/** JSON endpoints: over the limit, 429 `{ error, code: 'RATE_LIMITED' }` (the app's handler). */
export function jsonLimitPerIp(max: number): RateLimitOptions {
  return { max, timeWindow: MINUTE_MS };
}

/** Form endpoints: over the limit, a redirect back with Plane's RATE_LIMIT_EXCEEDED (5900). */
export function formLimitPerIp(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: MINUTE_MS,
    errorResponseBuilder: () => new AuthFailure('RATE_LIMIT_EXCEEDED', { status: 429 }),
  };
}

/**
 * Sign-in forms: counted per IP and email, so one attacker cannot lock everybody on a shared
 * address out, yet cannot try passwords of one account quickly. Counted once the body is parsed.
 */
export function formLimitPerIpAndEmail(max: number): RateLimitOptions {
  return {
    ...formLimitPerIp(max),
    hook: 'preHandler',
    keyGenerator: (request) => `${request.ip}|${bodyEmail(request) ?? ''}`,
  };
}

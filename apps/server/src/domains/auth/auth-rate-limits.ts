import { AuthFailure } from '@keel/core';
import { clientAddress, type RateLimit } from '#server/plugins/rate-limit';
import { bodyEmail } from './auth-request';

/**
 * Rate limits of the sign-in endpoints, per client address (behind a proxy, set TRUST_PROXY so
 * that this is the client's and not the proxy's). The counters live in PostgreSQL, so that they
 * hold across every Keel process on the database.
 */
const MINUTE_MS = 60_000;

/** Sign-in attempts one address may make a minute, whatever emails they name (password spraying). */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 30;
/** Sign-in attempts one address may make a minute for one email (password guessing). */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS_AND_EMAIL = 10;

function rateLimitExceeded(): AuthFailure {
  return new AuthFailure('RATE_LIMIT_EXCEEDED', { status: 429 });
}

/** JSON endpoints: over the limit, 429 `{ error, code: 'RATE_LIMITED' }` (the app's handler). */
export function jsonLimitPerIp(name: string, max: number): RateLimit[] {
  return [{ name, max, windowMs: MINUTE_MS, key: clientAddress }];
}

/** Form endpoints: over the limit, a redirect back with Plane's RATE_LIMIT_EXCEEDED (5900). */
export function formLimitPerIp(name: string, max: number): RateLimit[] {
  return [{ name, max, windowMs: MINUTE_MS, key: clientAddress, exceeded: rateLimitExceeded }];
}

/**
 * Sign-in and sign-up forms (password or code): per address and email, so that one attacker
 * cannot lock everybody on a shared address out, yet cannot try passwords of one account quickly;
 * and per address across every sign-in form and email, so that trying one password on many
 * accounts is capped too.
 */
export function signInLimits(name: string): RateLimit[] {
  return [
    {
      name: 'sign-in',
      max: SIGN_IN_ATTEMPTS_PER_ADDRESS,
      windowMs: MINUTE_MS,
      key: clientAddress,
      exceeded: rateLimitExceeded,
    },
    {
      name,
      max: SIGN_IN_ATTEMPTS_PER_ADDRESS_AND_EMAIL,
      windowMs: MINUTE_MS,
      key: (request) => `${clientAddress(request)}|${bodyEmail(request) ?? ''}`,
      readsBody: true,
      exceeded: rateLimitExceeded,
    },
  ];
}

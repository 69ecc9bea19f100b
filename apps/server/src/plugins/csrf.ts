import { AppError, CSRF_COOKIE, CSRF_FORM_FIELD, CSRF_HEADER, SESSION_COOKIE } from '@keel/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { randomToken, secretsEqual } from '../lib/tokens';
import { isApiV1Route } from './access';

/**
 * Cross-site request forgery defences, as Plane's clients expect them:
 *   - /auth/ forms and password changes carry a token (the `csrfmiddlewaretoken` field or the
 *     `X-CSRFToken` header) that must equal the HttpOnly `csrftoken` cookie (double submit);
 *     GET /auth/get-csrf-token/ hands the token out.
 *   - Every cookie-authenticated write, whatever its path, is refused when its Origin (or, without
 *     one, its Referer) names another site; the session cookie is SameSite=Lax besides.
 *   - Only the /auth/ forms (and the set-up form) parse form bodies: the rest of /api/ takes JSON,
 *     which a page of another site cannot send without asking first (CORS preflight).
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The CSRF cookie lives as long as a session may. */
const CSRF_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isSecureDeployment(config: Config): boolean {
  return config.publicUrl?.startsWith('https://') ?? false;
}

/** The CSRF token of this browser, set as a cookie when it has none yet. */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && existing.length >= 32) return existing;
  const token = randomToken();
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureDeployment(config),
    maxAge: CSRF_COOKIE_MAX_AGE_S,
  });
  return token;
}

/** Throws CSRF_FAILED unless the request carries this browser's CSRF token. */
export function assertCsrfToken(request: FastifyRequest): void {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  const body = request.body as Record<string, unknown> | undefined;
  const field =
    body && typeof body[CSRF_FORM_FIELD] === 'string' ? body[CSRF_FORM_FIELD] : undefined;
  const sent = typeof header === 'string' ? header : field;
  if (!cookie || !sent || !secretsEqual(cookie, sent)) throw new AppError('CSRF_FAILED');
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The origin the browser says it sent the request from (Origin, else Referer), or the one the
 * request was addressed to (protocol and Host) when it says none.
 */
export function browserOrigin(request: FastifyRequest): string {
  const named = request.headers.origin === 'null' ? null : originOf(request.headers.origin);
  return named ?? originOf(request.headers.referer) ?? `${request.protocol}://${request.host}`;
}

/**
 * Whether the request names another site as its Origin (or, without one, its Referer): neither
 * the server's own origin nor PUBLIC_URL's. Requests naming none (non-browser clients) are not.
 */
export function isForeignOrigin(request: FastifyRequest, config: Config): boolean {
  // Browsers send Origin "null" from sandboxed and privacy-sensitive contexts: not our site.
  if (request.headers.origin === 'null') return true;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin === null) return false;
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin !== ownOrigin && origin !== originOf(config.publicUrl ?? undefined);
}

/**
 * Whether the matched route checks the CSRF token itself: every write under /auth/ does (the
 * signed-out calls email-check and magic-generate only where a session exists, which is when
 * this check would apply). There the token decides, not the origin: a browser posting a form from
 * a page served with `Referrer-Policy: no-referrer` (helmet's default) names its origin "null",
 * so Keel's own sign-out form would otherwise be refused. The matched route's pattern is read, not
 * the URL, which the router percent-decodes.
 */
function isCheckedByToken(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/auth/') ?? false;
}

/**
 * Refuses cookie-authenticated writes that come from another site, to any route but those that
 * check the CSRF token. The decision never reads the request's URL: the router percent-decodes it
 * (`/%61pi/` reaches `/api/` routes), so a prefix test on the raw URL could be dodged.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (!request.cookies[SESSION_COOKIE]) return;
    if (isCheckedByToken(request)) return;
    // /api/v1/ reads no cookie: a request there acts only by the API key it carries.
    if (isApiV1Route(request)) return;
    if (isForeignOrigin(request, config)) throw new AppError('FOREIGN_ORIGIN');
  });
}

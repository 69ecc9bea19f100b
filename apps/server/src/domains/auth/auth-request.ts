import fastifyFormbody from '@fastify/formbody';
import { normalizeEmail } from '@keel/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertCsrfToken } from '#server/plugins/csrf';
import type { ClientInfo } from './auth.service';

/**
 * Every POST under /auth/ (and the instance set-up form) carries the CSRF token. Used as a
 * preValidation hook, so that a forged request is refused before its body is even validated.
 */
export async function requireCsrfToken(request: FastifyRequest): Promise<void> {
  assertCsrfToken(request);
}

/**
 * Lets the routes of the calling plugin read `application/x-www-form-urlencoded` bodies, which
 * the browser posts from the sign-in and set-up pages. No other route parses them: a page of
 * another site can post a form anywhere without the browser asking first, but not JSON.
 */
export async function acceptFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyFormbody);
}

/**
 * The CSRF token, only when the browser is signed in: the calls made before signing in
 * (email-check, magic-generate) have no session to protect, and Plane's client sends no token
 * there. They stay rate-limited.
 */
export async function requireCsrfTokenWhenSignedIn(request: FastifyRequest): Promise<void> {
  if (request.sessionId !== null) assertCsrfToken(request);
}

/** Who is signing in, as recorded on the session and the user. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
    previousSessionId: request.sessionId,
  };
}

/**
 * A string field of the raw body, for code that runs outside the handler (failure redirects, rate
 * limit keys), where the body may be anything the client sent.
 */
export function bodyString(request: FastifyRequest, name: string): string | undefined {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The normalised email of the raw body, or undefined. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const email = bodyString(request, 'email');
  return email === undefined ? undefined : normalizeEmail(email);
}

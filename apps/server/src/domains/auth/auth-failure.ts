import {
  AUTH_ERROR_CODES,
  type AuthErrorName,
  authErrorBody,
  MAX_EMAIL_FIELD_LENGTH,
  safeNextPath,
} from '@keel/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyEmail, bodyString } from './auth-request';

/**
 * A refused sign-in step, named by Plane's error (AUTH_ERROR_CODES). Form routes answer it with a
 * 302 back to their page carrying `error_code`, `error_message` and the email; JSON routes with
 * `{ error, code, error_code }`. Plane's web client reads both.
 */
export class AuthFailure extends Error {
  readonly errorName: AuthErrorName;
  /** HTTP status of the JSON answer; form routes always redirect. */
  readonly status: number;

  constructor(errorName: AuthErrorName, options: { status?: number } = {}) {
    super(errorName);
    this.name = 'AuthFailure';
    this.errorName = errorName;
    this.status = options.status ?? 400;
  }
}

/** Where a form route sends the browser back to after a refused attempt. */
export type FailureRedirect = (request: FastifyRequest, failure: AuthFailure) => string;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on form routes: an AuthFailure becomes a redirect to this page instead of JSON. */
    failureRedirect?: FailureRedirect;
  }
}

/** `path?query`, leaving out empty values; the error comes first, as Plane orders it. */
export function withQuery(path: string, values: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, value);
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

export function errorQuery(failure: AuthFailure): Record<string, string> {
  return {
    error_code: String(AUTH_ERROR_CODES[failure.errorName]),
    error_message: failure.errorName,
  };
}

/**
 * A typed value fit to be sent back in a redirect: at most as long as an email field may be, so
 * that a refused form never answers with a header as large as its body. Longer values are left out.
 */
export function echoed(value: string | null | undefined): string | undefined {
  return value !== null && value !== undefined && value.length <= MAX_EMAIL_FIELD_LENGTH
    ? value
    : undefined;
}

/**
 * The redirect of the sign-in and sign-up forms: back to `path` with the error, the email typed
 * (so the form can be refilled) and a safe next_path.
 */
export function backToForm(path: string): FailureRedirect {
  return (request, failure) =>
    withQuery(path, {
      ...errorQuery(failure),
      email: echoed(bodyEmail(request)),
      next_path: echoed(safeNextPath(bodyString(request, 'next_path'))),
    });
}

/**
 * Answers AuthFailures of the routes of the plugin that calls it; every other error goes on to the
 * app's error handler.
 */
export function registerAuthFailureHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof AuthFailure)) throw error;
    const redirect = request.routeOptions.config.failureRedirect;
    if (redirect) return reply.redirect(redirect(request, error), 302);
    return reply.code(error.status).send(authErrorBody(error.errorName));
  });
}

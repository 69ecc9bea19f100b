import {
  AUTH_ERROR_CODES,
  type AuthFailure,
  MAX_EMAIL_FIELD_LENGTH,
  safeNextPath,
} from '@keel/core';
import type { FailureRedirect } from '#server/plugins/errors';
import { bodyEmail, bodyString } from './auth-request';

/*
 * The pieces of the sign-in forms' failure redirects; the app's one error handler
 * (plugins/errors.ts) answers an AuthFailure with the route's `failureRedirect`, or with JSON.
 */

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

import { safeNextPath } from '@keel/core';
import type { AuthErrorInfo } from './auth-error-messages';

export type AuthMode = 'sign-in' | 'sign-up';

/** The steps of the email-first flow: the email, then a password or an emailed code. */
export type AuthStep = 'email' | 'password' | 'code';

/** Where the finished form is posted (plane-behaviour §6.1). */
export function authFormAction(mode: AuthMode, step: Exclude<AuthStep, 'email'>): string {
  if (step === 'password') return mode === 'sign-in' ? '/auth/sign-in/' : '/auth/sign-up/';
  return mode === 'sign-in' ? '/auth/magic-sign-in/' : '/auth/magic-sign-up/';
}

/**
 * The step a form opens on after a failed post came back: the step the error belongs to, provided
 * the email it needs came back too; otherwise the start.
 */
export function initialAuthStep(error: AuthErrorInfo | null, email: string): AuthStep {
  if (error === null || email === '') return 'email';
  if (error.place === 'password') return 'password';
  if (error.place === 'code') return 'code';
  return 'email';
}

/** The step an email check leads to. */
export function stepAfterEmailCheck(status: 'MAGIC_CODE' | 'CREDENTIAL'): AuthStep {
  return status === 'MAGIC_CODE' ? 'code' : 'password';
}

/** A link to another auth screen that keeps the email and the next_path the flow carries. */
export function authLink(
  path: string,
  { email, nextPath }: { email?: string; nextPath?: string | null },
): string {
  const params = new URLSearchParams();
  if (email) params.set('email', email);
  const next = safeNextPath(nextPath);
  if (next !== null) params.set('next_path', next);
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

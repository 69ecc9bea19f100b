import { AUTH_ERROR_CODES, type AuthErrorName } from '@keel/core';
import { i18n } from '#web/lib/i18n';

/** The step of a sign-in or sign-up form where an error belongs, so it shows where it happened. */
export type AuthErrorPlace = 'email' | 'password' | 'code' | 'form';

export interface AuthErrorInfo {
  name: AuthErrorName | null;
  message: string;
  place: AuthErrorPlace;
}

/** Where each auth error code shows; its text is `auth:errorCodes.<name>` in locales/. */
const PLACES: Record<AuthErrorName, AuthErrorPlace> = {
  INSTANCE_NOT_CONFIGURED: 'form',
  INVALID_EMAIL: 'email',
  EMAIL_REQUIRED: 'email',
  SIGNUP_DISABLED: 'email',
  MAGIC_LINK_LOGIN_DISABLED: 'code',
  PASSWORD_LOGIN_DISABLED: 'password',
  USER_ACCOUNT_DEACTIVATED: 'email',
  INVALID_PASSWORD: 'password',
  SMTP_NOT_CONFIGURED: 'code',
  USER_ALREADY_EXIST: 'email',
  AUTHENTICATION_FAILED_SIGN_UP: 'password',
  REQUIRED_EMAIL_PASSWORD_SIGN_UP: 'password',
  INVALID_EMAIL_SIGN_UP: 'email',
  INVALID_EMAIL_MAGIC_SIGN_UP: 'email',
  MAGIC_SIGN_UP_EMAIL_CODE_REQUIRED: 'code',
  EMAIL_PASSWORD_AUTHENTICATION_DISABLED: 'password',
  USER_DOES_NOT_EXIST: 'email',
  AUTHENTICATION_FAILED_SIGN_IN: 'password',
  REQUIRED_EMAIL_PASSWORD_SIGN_IN: 'password',
  INVALID_EMAIL_SIGN_IN: 'email',
  INVALID_EMAIL_MAGIC_SIGN_IN: 'email',
  MAGIC_SIGN_IN_EMAIL_CODE_REQUIRED: 'code',
  INVALID_MAGIC_CODE_SIGN_IN: 'code',
  INVALID_MAGIC_CODE_SIGN_UP: 'code',
  EXPIRED_MAGIC_CODE_SIGN_IN: 'code',
  EXPIRED_MAGIC_CODE_SIGN_UP: 'code',
  EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_IN: 'code',
  EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_UP: 'code',
  INVALID_PASSWORD_TOKEN: 'form',
  EXPIRED_PASSWORD_TOKEN: 'form',
  INCORRECT_OLD_PASSWORD: 'password',
  MISSING_PASSWORD: 'password',
  INVALID_NEW_PASSWORD: 'password',
  PASSWORD_ALREADY_SET: 'form',
  ADMIN_ALREADY_EXIST: 'form',
  REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME: 'form',
  INVALID_ADMIN_EMAIL: 'email',
  INVALID_ADMIN_PASSWORD: 'password',
  REQUIRED_ADMIN_EMAIL_PASSWORD: 'form',
  ADMIN_AUTHENTICATION_FAILED: 'password',
  ADMIN_USER_ALREADY_EXIST: 'email',
  ADMIN_USER_DOES_NOT_EXIST: 'email',
  ADMIN_USER_DEACTIVATED: 'email',
  RATE_LIMIT_EXCEEDED: 'form',
  AUTHENTICATION_FAILED: 'form',
};

function generic(): AuthErrorInfo {
  return { name: null, message: i18n.t('auth:flow.tryAgain'), place: 'form' };
}

function info(name: AuthErrorName): AuthErrorInfo {
  return { name, message: authErrorMessage(name), place: PLACES[name] };
}

const NAME_BY_CODE = new Map<number, AuthErrorName>(
  Object.entries(AUTH_ERROR_CODES).map(([name, code]) => [code, name as AuthErrorName]),
);

/**
 * The error a failed auth form post came back with (`?error_code=&error_message=`), or null when
 * the query carries none. The numeric code wins; the name is the fallback; anything unknown reads
 * as a generic failure rather than the server's raw text.
 */
export function authErrorFromQuery(params: URLSearchParams): AuthErrorInfo | null {
  const rawCode = params.get('error_code');
  const rawName = params.get('error_message');
  if (rawCode === null && rawName === null) return null;
  const byCode = rawCode === null ? undefined : NAME_BY_CODE.get(Number(rawCode));
  const name = byCode ?? (isAuthErrorName(rawName) ? rawName : null);
  if (name === null) return generic();
  return info(name);
}

/** The text for one named error. */
export function authErrorMessage(name: AuthErrorName): string {
  return i18n.t(`auth:errorCodes.${name}`);
}

function isAuthErrorName(value: string | null): value is AuthErrorName {
  return value !== null && Object.hasOwn(AUTH_ERROR_CODES, value);
}

/**
 * The error of a JSON auth call (email check, code generation), whose body names the error in
 * `code`; null when the failure is not an auth error (network, server fault).
 */
export function authErrorFromCode(code: string): AuthErrorInfo | null {
  return isAuthErrorName(code) ? info(code) : null;
}

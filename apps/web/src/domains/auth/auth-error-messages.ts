import { AUTH_ERROR_CODES, type AuthErrorName } from '@keel/core';

/** The step of a sign-in or sign-up form where an error belongs, so it shows where it happened. */
export type AuthErrorPlace = 'email' | 'password' | 'code' | 'form';

export interface AuthErrorInfo {
  name: AuthErrorName | null;
  message: string;
  place: AuthErrorPlace;
}

/** What people read for each auth error code: the one place these texts are written. */
const MESSAGES: Record<AuthErrorName, { message: string; place: AuthErrorPlace }> = {
  INSTANCE_NOT_CONFIGURED: {
    message: 'This instance is not set up yet. Ask its admin to finish the set-up.',
    place: 'form',
  },
  INVALID_EMAIL: { message: 'Enter a valid email address.', place: 'email' },
  EMAIL_REQUIRED: { message: 'Enter your email address.', place: 'email' },
  SIGNUP_DISABLED: {
    message: 'Sign-up is turned off on this instance. Ask an admin for an invitation.',
    place: 'email',
  },
  MAGIC_LINK_LOGIN_DISABLED: {
    message: 'Signing in with a code is turned off on this instance. Use your password.',
    place: 'code',
  },
  PASSWORD_LOGIN_DISABLED: {
    message: 'Signing in with a password is turned off on this instance. Use a code.',
    place: 'password',
  },
  USER_ACCOUNT_DEACTIVATED: {
    message: 'This account has been deactivated. Contact your admin to restore it.',
    place: 'email',
  },
  INVALID_PASSWORD: {
    message: 'This password is too easy to guess. Choose a stronger one.',
    place: 'password',
  },
  SMTP_NOT_CONFIGURED: {
    message: 'This instance cannot send email yet, so codes are unavailable. Use a password.',
    place: 'code',
  },
  USER_ALREADY_EXIST: {
    message: 'An account with this email already exists. Sign in instead.',
    place: 'email',
  },
  AUTHENTICATION_FAILED_SIGN_UP: {
    message: 'We could not create your account. Check your details and try again.',
    place: 'password',
  },
  REQUIRED_EMAIL_PASSWORD_SIGN_UP: {
    message: 'Enter your email and a password.',
    place: 'password',
  },
  INVALID_EMAIL_SIGN_UP: { message: 'Enter a valid email address.', place: 'email' },
  INVALID_EMAIL_MAGIC_SIGN_UP: { message: 'Enter a valid email address.', place: 'email' },
  MAGIC_SIGN_UP_EMAIL_CODE_REQUIRED: {
    message: 'Enter the code we emailed you.',
    place: 'code',
  },
  EMAIL_PASSWORD_AUTHENTICATION_DISABLED: {
    message: 'Email and password sign-in is turned off on this instance.',
    place: 'password',
  },
  USER_DOES_NOT_EXIST: {
    message: 'There is no account with this email. Create one instead.',
    place: 'email',
  },
  AUTHENTICATION_FAILED_SIGN_IN: {
    message: 'That email and password do not match. Try again, or use a code.',
    place: 'password',
  },
  REQUIRED_EMAIL_PASSWORD_SIGN_IN: {
    message: 'Enter your email and password.',
    place: 'password',
  },
  INVALID_EMAIL_SIGN_IN: { message: 'Enter a valid email address.', place: 'email' },
  INVALID_EMAIL_MAGIC_SIGN_IN: { message: 'Enter a valid email address.', place: 'email' },
  MAGIC_SIGN_IN_EMAIL_CODE_REQUIRED: {
    message: 'Enter the code we emailed you.',
    place: 'code',
  },
  INVALID_MAGIC_CODE_SIGN_IN: {
    message: 'That code is not right. Check the email and try again.',
    place: 'code',
  },
  INVALID_MAGIC_CODE_SIGN_UP: {
    message: 'That code is not right. Check the email and try again.',
    place: 'code',
  },
  EXPIRED_MAGIC_CODE_SIGN_IN: {
    message: 'That code has expired. Send a new one.',
    place: 'code',
  },
  EXPIRED_MAGIC_CODE_SIGN_UP: {
    message: 'That code has expired. Send a new one.',
    place: 'code',
  },
  EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_IN: {
    message: 'Too many codes were sent to this email. Wait a few minutes, or use a password.',
    place: 'code',
  },
  EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_UP: {
    message: 'Too many codes were sent to this email. Wait a few minutes and try again.',
    place: 'code',
  },
  INVALID_PASSWORD_TOKEN: {
    message: 'This reset link is not valid. Ask for a new one.',
    place: 'form',
  },
  EXPIRED_PASSWORD_TOKEN: {
    message: 'This reset link has expired. Ask for a new one.',
    place: 'form',
  },
  INCORRECT_OLD_PASSWORD: { message: 'Your current password is not right.', place: 'password' },
  MISSING_PASSWORD: { message: 'Enter a password.', place: 'password' },
  INVALID_NEW_PASSWORD: {
    message: 'This password is too easy to guess. Choose a stronger one.',
    place: 'password',
  },
  PASSWORD_ALREADY_SET: {
    message: 'A password is already set for this account.',
    place: 'form',
  },
  ADMIN_ALREADY_EXIST: {
    message: 'This instance already has an admin. Sign in instead.',
    place: 'form',
  },
  REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME: {
    message: 'Enter your first name, email and a password.',
    place: 'form',
  },
  INVALID_ADMIN_EMAIL: { message: 'Enter a valid email address.', place: 'email' },
  INVALID_ADMIN_PASSWORD: {
    message: 'This password is too easy to guess. Choose a stronger one.',
    place: 'password',
  },
  REQUIRED_ADMIN_EMAIL_PASSWORD: { message: 'Enter your email and a password.', place: 'form' },
  ADMIN_AUTHENTICATION_FAILED: {
    message: 'That email and password do not match.',
    place: 'password',
  },
  ADMIN_USER_ALREADY_EXIST: {
    message: 'An admin with this email already exists. Sign in instead.',
    place: 'email',
  },
  ADMIN_USER_DOES_NOT_EXIST: { message: 'There is no admin with this email.', place: 'email' },
  ADMIN_USER_DEACTIVATED: { message: 'This admin account has been deactivated.', place: 'email' },
  RATE_LIMIT_EXCEEDED: {
    message: 'Too many attempts. Wait a minute, then try again.',
    place: 'form',
  },
  AUTHENTICATION_FAILED: {
    message: 'Something went wrong while signing you in. Try again.',
    place: 'form',
  },
};

const GENERIC: AuthErrorInfo = {
  name: null,
  message: 'Something went wrong. Try again.',
  place: 'form',
};

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
  if (name === null) return GENERIC;
  return { name, ...MESSAGES[name] };
}

/** The text for one named error. */
export function authErrorMessage(name: AuthErrorName): string {
  return MESSAGES[name].message;
}

function isAuthErrorName(value: string | null): value is AuthErrorName {
  return value !== null && Object.hasOwn(AUTH_ERROR_CODES, value);
}

/**
 * The error of a JSON auth call (email check, code generation), whose body names the error in
 * `code`; null when the failure is not an auth error (network, server fault).
 */
export function authErrorFromCode(code: string): AuthErrorInfo | null {
  return isAuthErrorName(code) ? { name: code, ...MESSAGES[code] } : null;
}

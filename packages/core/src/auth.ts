/**
 * Sign-in and sign-up rules shared by the server and the web client: Plane's numeric error codes
 * (they travel in redirect query strings, so clients branch on them), email normalisation and the
 * password limits. The strength check itself is in password.ts, a separate entry point.
 */
export const AUTH_ERROR_CODES = {
  INSTANCE_NOT_CONFIGURED: 5000,
  INVALID_EMAIL: 5005,
  EMAIL_REQUIRED: 5010,
  SIGNUP_DISABLED: 5015,
  MAGIC_LINK_LOGIN_DISABLED: 5016,
  PASSWORD_LOGIN_DISABLED: 5018,
  USER_ACCOUNT_DEACTIVATED: 5019,
  INVALID_PASSWORD: 5020,
  SMTP_NOT_CONFIGURED: 5025,
  USER_ALREADY_EXIST: 5030,
  AUTHENTICATION_FAILED_SIGN_UP: 5035,
  REQUIRED_EMAIL_PASSWORD_SIGN_UP: 5040,
  INVALID_EMAIL_SIGN_UP: 5045,
  INVALID_EMAIL_MAGIC_SIGN_UP: 5050,
  MAGIC_SIGN_UP_EMAIL_CODE_REQUIRED: 5055,
  EMAIL_PASSWORD_AUTHENTICATION_DISABLED: 5056,
  USER_DOES_NOT_EXIST: 5060,
  AUTHENTICATION_FAILED_SIGN_IN: 5065,
  REQUIRED_EMAIL_PASSWORD_SIGN_IN: 5070,
  INVALID_EMAIL_SIGN_IN: 5075,
  INVALID_EMAIL_MAGIC_SIGN_IN: 5080,
  MAGIC_SIGN_IN_EMAIL_CODE_REQUIRED: 5085,
  INVALID_MAGIC_CODE_SIGN_IN: 5090,
  INVALID_MAGIC_CODE_SIGN_UP: 5092,
  EXPIRED_MAGIC_CODE_SIGN_IN: 5095,
  EXPIRED_MAGIC_CODE_SIGN_UP: 5097,
  EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_IN: 5100,
  EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_UP: 5102,
  INVALID_PASSWORD_TOKEN: 5125,
  EXPIRED_PASSWORD_TOKEN: 5130,
  INCORRECT_OLD_PASSWORD: 5135,
  MISSING_PASSWORD: 5138,
  INVALID_NEW_PASSWORD: 5140,
  PASSWORD_ALREADY_SET: 5145,
  ADMIN_ALREADY_EXIST: 5150,
  REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME: 5155,
  INVALID_ADMIN_EMAIL: 5160,
  INVALID_ADMIN_PASSWORD: 5165,
  REQUIRED_ADMIN_EMAIL_PASSWORD: 5170,
  ADMIN_AUTHENTICATION_FAILED: 5175,
  ADMIN_USER_ALREADY_EXIST: 5180,
  ADMIN_USER_DOES_NOT_EXIST: 5185,
  ADMIN_USER_DEACTIVATED: 5190,
  RATE_LIMIT_EXCEEDED: 5900,
  AUTHENTICATION_FAILED: 5999,
} as const;
export type AuthErrorName = keyof typeof AUTH_ERROR_CODES;

/** Emails are compared and stored trimmed and lower-cased everywhere (Plane). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Longest email accepted (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  const normalized = normalizeEmail(email);
  return normalized.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(normalized);
}

/** Shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted; longer inputs only cost hashing time. */
export const MAX_PASSWORD_LENGTH = 128;
/** Length of a magic sign-in code and how long it stays valid (Plane: 6 digits, 600 s). */
export const MAGIC_CODE_LENGTH = 6;
export const MAGIC_CODE_TTL_SECONDS = 600;
/** Codes that can be generated for one email before it is locked out (Plane: 3). */
export const MAGIC_CODE_MAX_SENDS = 3;
/** Wrong codes accepted before the current code is thrown away. */
export const MAGIC_CODE_MAX_FAILED_ATTEMPTS = 5;

/** Session lifetime, sliding with use (Plane: SESSION_COOKIE_AGE, 7 days). */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_COOKIE = 'session-id';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';
/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/**
 * Where a sign-in may send the browser afterwards: only a path on this site ("/x", not "//x" or
 * "https://…"), so that next_path cannot be used to bounce people to another site.
 */
export function safeNextPath(nextPath: string | null | undefined): string | null {
  if (!nextPath) return null;
  const trimmed = nextPath.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\'))
    return null;
  if (Array.from(trimmed).some((character) => character.charCodeAt(0) < 0x20)) return null;
  return trimmed;
}

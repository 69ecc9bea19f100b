import { z } from 'zod';
import { AUTH_ERROR_CODES, type AuthErrorName } from './auth';
import { INSTANCE_CONFIGURATION_DEFAULTS, type InstanceConfigurationKey } from './instance';
import { EMAIL_CONFIGURATION_DEFAULTS, type EmailConfigurationKey } from './instance-email';

/**
 * Request and response shapes of the sign-in endpoints (`/auth/…`) and of instance set-up and
 * administration (`/api/instances/…`). Form fields are optional strings on purpose: a missing field
 * is answered with Plane's redirect and error code, not with a validation error.
 */

/** Longest email a sign-in field takes; longer ones are refused before anything echoes them. */
export const MAX_EMAIL_FIELD_LENGTH = 255;
/** Longest name, company or code field of the auth forms. */
const MAX_FORM_TEXT_LENGTH = 255;
/** Longest password field; anything accepted is far shorter (MAX_PASSWORD_LENGTH). */
const MAX_PASSWORD_FIELD_LENGTH = 1000;
/** Longest next_path: a path and query inside Keel. */
const MAX_NEXT_PATH_LENGTH = 2048;

function formField(maxLength: number) {
  return z.string().max(maxLength, `must be at most ${maxLength} characters`).optional();
}
const emailField = formField(MAX_EMAIL_FIELD_LENGTH);
const passwordField = formField(MAX_PASSWORD_FIELD_LENGTH);
const textField = formField(MAX_FORM_TEXT_LENGTH);
const nextPathField = formField(MAX_NEXT_PATH_LENGTH);

export const CsrfTokenResponseSchema = z.object({ csrf_token: z.string() });
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponseSchema>;

/** The body of the JSON endpoints that take only an email: email-check, magic-generate, forgot-password. */
export const EmailRequestSchema = z.object({
  email: z
    .string()
    .max(MAX_EMAIL_FIELD_LENGTH, `must be at most ${MAX_EMAIL_FIELD_LENGTH} characters`),
});
export type EmailRequest = z.infer<typeof EmailRequestSchema>;

/** Which sign-in form the web app shows next for an email. */
export const EmailCheckStatusSchema = z.enum(['MAGIC_CODE', 'CREDENTIAL']);
export type EmailCheckStatus = z.infer<typeof EmailCheckStatusSchema>;
export const EmailCheckResponseSchema = z.object({
  existing: z.boolean(),
  /** Plane's meaning: MAGIC_CODE only when a code can be emailed (see `emailCheckAnswer`). */
  status: EmailCheckStatusSchema,
  /**
   * Keel's own: whether a sign-in code may be used for this email at all, also on an instance
   * without SMTP, whose codes go to the server's log and outbox.
   */
  is_magic_code_available: z.boolean(),
});
export type EmailCheckResponse = z.infer<typeof EmailCheckResponseSchema>;

/**
 * The answer of `email-check` for an email, given the instance's settings. A code is offered to
 * new users and to users without a password of their own. `status` follows Plane's rule, so
 * Plane's web app (which asks for a code whenever told MAGIC_CODE) is told so only when SMTP can
 * deliver the code; a fresh instance without SMTP therefore signs Plane's clients up with a
 * password. Keel's own client also reads `is_magic_code_available` and offers the code, which the
 * person running a local instance finds in its outbox.
 */
export function emailCheckAnswer(input: {
  existing: boolean;
  isPasswordAutoset: boolean;
  isMagicLoginEnabled: boolean;
  isSmtpConfigured: boolean;
}): EmailCheckResponse {
  const isCodeFitting = !input.existing || input.isPasswordAutoset;
  const isMagicCodeAvailable = input.isMagicLoginEnabled && isCodeFitting;
  return {
    existing: input.existing,
    status: isMagicCodeAvailable && input.isSmtpConfigured ? 'MAGIC_CODE' : 'CREDENTIAL',
    is_magic_code_available: isMagicCodeAvailable,
  };
}

/** `key` is `magic_<email>`, as Plane names the code it keeps for the email. */
export const MagicGenerateResponseSchema = z.object({ key: z.string() });
export type MagicGenerateResponse = z.infer<typeof MagicGenerateResponseSchema>;

export const PasswordSignInFormSchema = z.object({
  email: emailField,
  password: passwordField,
  next_path: nextPathField,
  csrfmiddlewaretoken: textField,
});
export type PasswordSignInForm = z.infer<typeof PasswordSignInFormSchema>;

export const MagicSignInFormSchema = z.object({
  email: emailField,
  code: textField,
  next_path: nextPathField,
  csrfmiddlewaretoken: textField,
});
export type MagicSignInForm = z.infer<typeof MagicSignInFormSchema>;

export const SignOutFormSchema = z.object({ csrfmiddlewaretoken: textField });

export const ResetPasswordFormSchema = z.object({
  password: passwordField,
  csrfmiddlewaretoken: textField,
});
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const ResetPasswordParamsSchema = z.object({
  uidb64: z.string().max(200),
  token: z.string().max(200),
});

export const ChangePasswordRequestSchema = z.object({
  old_password: z.string().max(1000).optional(),
  new_password: z.string().max(1000).optional(),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const SetPasswordRequestSchema = z.object({ password: z.string().max(1000).optional() });
export type SetPasswordRequest = z.infer<typeof SetPasswordRequestSchema>;

/**
 * A refused JSON auth call: `code` is Plane's error name and `error_code` its number, which
 * Plane's web client maps to a message.
 */
export const AuthErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  error_code: z.number().int(),
});
export type AuthErrorBody = z.infer<typeof AuthErrorBodySchema>;

/** What people read when a JSON auth call is refused (redirects carry only the code and name). */
export const AUTH_ERROR_MESSAGES: Record<AuthErrorName, string> = {
  INSTANCE_NOT_CONFIGURED: 'The instance is not configured yet.',
  INVALID_EMAIL: 'Email is not valid.',
  EMAIL_REQUIRED: 'Email is required.',
  SIGNUP_DISABLED: 'Sign-up is disabled on this instance; ask for an invitation.',
  MAGIC_LINK_LOGIN_DISABLED: 'Sign-in with a code is disabled on this instance.',
  PASSWORD_LOGIN_DISABLED: 'Sign-in with a password is disabled on this instance.',
  USER_ACCOUNT_DEACTIVATED: 'This account has been deactivated.',
  INVALID_PASSWORD: 'The password is too weak.',
  SMTP_NOT_CONFIGURED: 'Email is not configured on this instance.',
  USER_ALREADY_EXIST: 'An account already exists for this email.',
  AUTHENTICATION_FAILED_SIGN_UP: 'Sign-up failed.',
  REQUIRED_EMAIL_PASSWORD_SIGN_UP: 'Email and password are required.',
  INVALID_EMAIL_SIGN_UP: 'Email is not valid.',
  INVALID_EMAIL_MAGIC_SIGN_UP: 'Email is not valid.',
  MAGIC_SIGN_UP_EMAIL_CODE_REQUIRED: 'Email and code are required.',
  EMAIL_PASSWORD_AUTHENTICATION_DISABLED: 'Sign-in with a password is disabled on this instance.',
  USER_DOES_NOT_EXIST: 'No account exists for this email.',
  AUTHENTICATION_FAILED_SIGN_IN: 'The email or password is incorrect.',
  REQUIRED_EMAIL_PASSWORD_SIGN_IN: 'Email and password are required.',
  INVALID_EMAIL_SIGN_IN: 'Email is not valid.',
  INVALID_EMAIL_MAGIC_SIGN_IN: 'Email is not valid.',
  MAGIC_SIGN_IN_EMAIL_CODE_REQUIRED: 'Email and code are required.',
  INVALID_MAGIC_CODE_SIGN_IN: 'The code is not valid.',
  INVALID_MAGIC_CODE_SIGN_UP: 'The code is not valid.',
  EXPIRED_MAGIC_CODE_SIGN_IN: 'The code has expired; ask for a new one.',
  EXPIRED_MAGIC_CODE_SIGN_UP: 'The code has expired; ask for a new one.',
  EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_IN: 'Too many codes were requested; try again later.',
  EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_UP: 'Too many codes were requested; try again later.',
  INVALID_PASSWORD_TOKEN: 'The password reset link is not valid.',
  EXPIRED_PASSWORD_TOKEN: 'The password reset link has expired.',
  INCORRECT_OLD_PASSWORD: 'The old password is incorrect.',
  MISSING_PASSWORD: 'A password is required.',
  INVALID_NEW_PASSWORD: 'The new password is too weak.',
  PASSWORD_ALREADY_SET: 'A password is already set; change it instead.',
  ADMIN_ALREADY_EXIST: 'The instance already has an administrator.',
  REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME: 'Email, password and first name are required.',
  INVALID_ADMIN_EMAIL: 'Email is not valid.',
  INVALID_ADMIN_PASSWORD: 'The password is too weak.',
  REQUIRED_ADMIN_EMAIL_PASSWORD: 'Email and password are required.',
  ADMIN_AUTHENTICATION_FAILED: 'The email or password is incorrect.',
  ADMIN_USER_ALREADY_EXIST: 'An account already exists for this email.',
  ADMIN_USER_DOES_NOT_EXIST: 'No administrator exists for this email.',
  ADMIN_USER_DEACTIVATED: 'This administrator has been deactivated.',
  RATE_LIMIT_EXCEEDED: 'Too many attempts; try again later.',
  AUTHENTICATION_FAILED: 'Authentication failed.',
};

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

/** The body of a refused JSON auth call. */
export function authErrorBody(name: AuthErrorName): AuthErrorBody {
  return { error: AUTH_ERROR_MESSAGES[name], code: name, error_code: AUTH_ERROR_CODES[name] };
}

export const InstanceAdminSignUpFormSchema = z.object({
  email: emailField,
  password: passwordField,
  first_name: textField,
  last_name: textField,
  company_name: textField,
  is_telemetry_enabled: textField,
  csrfmiddlewaretoken: textField,
});
export type InstanceAdminSignUpForm = z.infer<typeof InstanceAdminSignUpFormSchema>;

/** The signed-in instance administrator (`GET /api/instances/admins/me/`). */
export const InstanceAdminMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
});
export type InstanceAdminMe = z.infer<typeof InstanceAdminMeSchema>;

/** Every setting an instance admin may change, with the value it has when never stored. */
export const EDITABLE_INSTANCE_CONFIGURATION_DEFAULTS = {
  ...INSTANCE_CONFIGURATION_DEFAULTS,
  ...EMAIL_CONFIGURATION_DEFAULTS,
};
export type EditableInstanceConfigurationKey = InstanceConfigurationKey | EmailConfigurationKey;

/** Keys an instance admin may change through the API: the "0"/"1" flags and the EMAIL_* settings. */
export const EDITABLE_INSTANCE_CONFIGURATION_KEYS = Object.keys(
  EDITABLE_INSTANCE_CONFIGURATION_DEFAULTS,
) as EditableInstanceConfigurationKey[];

export function isEditableInstanceConfigurationKey(
  key: string,
): key is EditableInstanceConfigurationKey {
  return Object.hasOwn(EDITABLE_INSTANCE_CONFIGURATION_DEFAULTS, key);
}

/** Whether a key is one of the "0"/"1" flags (sign-up, sign-in methods, workspace creation). */
export function isInstanceFlagKey(key: string): key is InstanceConfigurationKey {
  return Object.hasOwn(INSTANCE_CONFIGURATION_DEFAULTS, key);
}

/** One instance setting (`GET /api/instances/configurations/`). */
export const InstanceConfigurationSchema = z.object({
  key: z.string(),
  /** The value; always "" for a secret setting (EMAIL_HOST_PASSWORD), which never leaves the server. */
  value: z.string(),
  /** Only on secret settings: whether a value is stored (or, for email, set in the environment). */
  is_set: z.boolean().optional(),
  /**
   * Only on the EMAIL_* settings: true when SMTP_HOST is set in the environment, which then wins;
   * the values shown are the environment's and cannot be changed here.
   */
  is_managed_by_environment: z.boolean().optional(),
});
export type InstanceConfiguration = z.infer<typeof InstanceConfigurationSchema>;
export const InstanceConfigurationListSchema = z.array(InstanceConfigurationSchema);

/**
 * `{ KEY: value }`. Flags take "0" or "1". A string stores an EMAIL_* setting; null removes it
 * (back to its default). For EMAIL_HOST_PASSWORD, "" keeps the stored password and null removes
 * it. Keys and values are checked by the server so that the key at fault can be named.
 */
export const InstanceConfigurationPatchSchema = z.record(
  z.string(),
  z.string().max(1000).nullable(),
);
export type InstanceConfigurationPatch = z.infer<typeof InstanceConfigurationPatchSchema>;

export const InstancePatchSchema = z.strictObject({
  instance_name: z.string().trim().min(1).max(255),
});
export type InstancePatch = z.infer<typeof InstancePatchSchema>;

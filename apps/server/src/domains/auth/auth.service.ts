import { checkPassword } from '#server/lib/password-rule';
import {
  AuthFailure,
  type EmailCheckResponse,
  type InstanceConfig,
  emailCheckAnswer,
  isValidEmail,
  normalizeEmail,
  resolveInstanceConfig,
  safeNextPath,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { hashPassword, verifyPassword } from '#server/lib/password';
import { findInstanceWithSettings } from '#server/lib/instance-settings';
import {
  findRedirectionPath,
  findUserByEmail,
  hasInstanceAdmin,
  hasPendingInvitation,
  insertUser,
  recordLogin,
  type UserRow,
} from './auth.queries';
import { createSession, deleteSession } from '#server/lib/sessions';

/** What the instance allows, read once per sign-in attempt. */
export interface AuthSettings {
  /** Set-up is done and an instance admin exists; until then nobody may sign in. */
  isConfigured: boolean;
  flags: InstanceConfig;
}

export async function loadAuthSettings(db: Database, config: Config): Promise<AuthSettings> {
  const found = await findInstanceWithSettings(db);
  const flags = resolveInstanceConfig(found?.settings ?? {}, {
    isSmtpConfigured: config.smtp !== null,
    isLlmConfigured: config.llm !== null,
  });
  const isConfigured = (found?.instance.is_setup_done ?? false) && (await hasInstanceAdmin(db));
  return { isConfigured, flags };
}

/** Who is signing in, from where; recorded on the session and the user. */
export interface ClientInfo {
  ipAddress: string;
  userAgent: string | undefined;
  /** The session the browser already had, ended so that a session id is never reused. */
  previousSessionId: string | null;
}

export interface SignedIn {
  sessionToken: string;
  redirectTo: string;
}

/** PostgreSQL's unique_violation, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** Starts a session for a user who proved who they are; answers where the browser goes next. */
export async function completeSignIn(options: {
  db: Database;
  user: UserRow;
  client: ClientInfo;
  nextPath: string | undefined;
  isEmailVerified?: boolean;
}): Promise<SignedIn> {
  const { db, user, client } = options;
  if (client.previousSessionId) await deleteSession(db, client.previousSessionId);
  const sessionToken = await createSession(db, {
    userId: user.id,
    userAgent: client.userAgent,
    ipAddress: client.ipAddress,
  });
  await recordLogin(db, user.id, client.ipAddress, {
    isEmailVerified: options.isEmailVerified ?? false,
  });
  const redirectTo = safeNextPath(options.nextPath) ?? (await findRedirectionPath(db, user));
  return { sessionToken, redirectTo };
}

/** Which form the web app shows for an email: a code for new or password-less users, else a password. */
export async function checkEmail(options: {
  db: Database;
  config: Config;
  email: string;
}): Promise<EmailCheckResponse> {
  const { db } = options;
  if (!isValidEmail(options.email)) throw new AuthFailure('INVALID_EMAIL');
  const email = normalizeEmail(options.email);
  const settings = await loadAuthSettings(db, options.config);
  if (!settings.isConfigured) throw new AuthFailure('INSTANCE_NOT_CONFIGURED');
  const flags = {
    isMagicLoginEnabled: settings.flags.is_magic_login_enabled,
    isSmtpConfigured: settings.flags.is_smtp_configured,
  };
  const user = await findUserByEmail(db, email);
  if (user) {
    if (!user.is_active) throw new AuthFailure('USER_ACCOUNT_DEACTIVATED');
    return emailCheckAnswer({
      ...flags,
      existing: true,
      isPasswordAutoset: user.is_password_autoset,
    });
  }
  if (!settings.flags.enable_signup && !(await hasPendingInvitation(db, email))) {
    throw new AuthFailure('SIGNUP_DISABLED');
  }
  return emailCheckAnswer({ ...flags, existing: false, isPasswordAutoset: true });
}

/** The checks every sign-up shares, after the email is known valid. */
export async function assertMayJoin(
  db: Database,
  settings: AuthSettings,
  email: string,
): Promise<void> {
  if (await findUserByEmail(db, email)) throw new AuthFailure('USER_ALREADY_EXIST');
  if (!settings.flags.enable_signup && !(await hasPendingInvitation(db, email))) {
    throw new AuthFailure('SIGNUP_DISABLED');
  }
}

export async function signUpWithPassword(options: {
  db: Database;
  config: Config;
  email: string | undefined;
  password: string | undefined;
  nextPath: string | undefined;
  client: ClientInfo;
}): Promise<SignedIn> {
  const { db } = options;
  const settings = await loadAuthSettings(db, options.config);
  if (!settings.isConfigured) throw new AuthFailure('INSTANCE_NOT_CONFIGURED');
  if (!options.email?.trim() || !options.password) {
    throw new AuthFailure('REQUIRED_EMAIL_PASSWORD_SIGN_UP');
  }
  if (!isValidEmail(options.email)) throw new AuthFailure('INVALID_EMAIL_SIGN_UP');
  if (!settings.flags.is_email_password_enabled) {
    throw new AuthFailure('EMAIL_PASSWORD_AUTHENTICATION_DISABLED');
  }
  const email = normalizeEmail(options.email);
  await assertMayJoin(db, settings, email);
  if (!(await checkPassword(options.password, [email, email.split('@')[0] ?? ''])).isAcceptable) {
    throw new AuthFailure('INVALID_PASSWORD');
  }
  const passwordHash = await hashPassword(options.password);
  let user: UserRow;
  try {
    user = await db.transaction((tx) => insertUser(tx, { email, passwordHash }));
  } catch (error) {
    // Two sign-ups for one email at once: the unique index lets one win.
    if (isUniqueViolation(error)) throw new AuthFailure('USER_ALREADY_EXIST');
    throw error;
  }
  return completeSignIn({ db, user, client: options.client, nextPath: options.nextPath });
}

export async function signInWithPassword(options: {
  db: Database;
  config: Config;
  email: string | undefined;
  password: string | undefined;
  nextPath: string | undefined;
  client: ClientInfo;
}): Promise<SignedIn> {
  const { db } = options;
  const settings = await loadAuthSettings(db, options.config);
  if (!settings.isConfigured) throw new AuthFailure('INSTANCE_NOT_CONFIGURED');
  if (!options.email?.trim() || !options.password) {
    throw new AuthFailure('REQUIRED_EMAIL_PASSWORD_SIGN_IN');
  }
  if (!isValidEmail(options.email)) throw new AuthFailure('INVALID_EMAIL_SIGN_IN');
  if (!settings.flags.is_email_password_enabled) {
    throw new AuthFailure('EMAIL_PASSWORD_AUTHENTICATION_DISABLED');
  }
  const user = await findUserByEmail(db, normalizeEmail(options.email));
  if (!user) throw new AuthFailure('USER_DOES_NOT_EXIST');
  // The password is checked before the account state, so that a deactivated account is only
  // revealed to someone who knows its password.
  if (!(await verifyPassword(options.password, user.password_hash))) {
    throw new AuthFailure('AUTHENTICATION_FAILED_SIGN_IN');
  }
  if (!user.is_active) throw new AuthFailure('USER_ACCOUNT_DEACTIVATED');
  return completeSignIn({ db, user, client: options.client, nextPath: options.nextPath });
}

/** Ends the browser's session, if any, and notes when the user signed out. */
export async function signOut(options: {
  db: Database;
  sessionId: string | null;
  userId: string | null;
}): Promise<void> {
  const { db } = options;
  if (options.sessionId) await deleteSession(db, options.sessionId);
  if (options.userId) {
    await db.update(users).set({ last_logout_at: new Date() }).where(eq(users.id, options.userId));
  }
}

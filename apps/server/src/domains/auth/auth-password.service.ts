import { checkPassword } from '#server/lib/password-rule';
import {
  AuthFailure,
  isValidEmail,
  type Language,
  normalizeEmail,
  PASSWORD_RESET_TTL_SECONDS,
} from '@keel/core';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { passwordResetTokens, users } from '#server/db/schema';
import { recipientLanguage, renderEmail } from '#server/emails';
import type { Mailer } from '#server/lib/mailer';
import { hashPassword, verifyPassword } from '#server/lib/password';
import { randomToken, sha256 } from '#server/lib/tokens';
import { withQuery } from './auth-failure';
import { findUserByEmail, type UserRow } from './auth.queries';
import { deleteOtherSessions } from '#server/lib/sessions';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function userInputs(user: UserRow): string[] {
  return [user.email, user.email.split('@')[0] ?? '', user.first_name, user.last_name].filter(
    (value) => value !== '',
  );
}

/**
 * Emails a single-use reset link when the email belongs to an active user. The caller answers
 * the same whatever happens here, so that nobody can learn which emails have accounts.
 */
export async function requestPasswordReset(options: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  email: string;
  /** Origin the link points at (linkOrigin). */
  baseUrl: string;
  /** The language the request asked for (Accept-Language), should the account have none. */
  requesterLanguage: Language | null;
}): Promise<void> {
  const { db } = options;
  if (!isValidEmail(options.email)) throw new AuthFailure('INVALID_EMAIL');
  const email = normalizeEmail(options.email);
  const user = await findUserByEmail(db, email);
  if (!user?.is_active) return;
  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    user_id: user.id,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_SECONDS * 1000),
  });
  const link = withQuery(`${options.baseUrl}/accounts/reset-password/`, {
    uidb64: user.id,
    token,
    email,
  });
  try {
    const language = await recipientLanguage(db, email, options.requesterLanguage);
    await options.mailer.send({
      to: email,
      ...renderEmail('passwordReset', language, {
        link,
        minutes: PASSWORD_RESET_TTL_SECONDS / 60,
      }),
    });
  } catch (error) {
    // A failing mail server must not answer differently for known emails.
    options.log.error({ err: error }, 'password reset email could not be sent');
  }
}

/** Sets a new password from a reset link, uses the link up, and signs the user out everywhere. */
export async function resetPassword(options: {
  db: Database;
  userId: string;
  token: string;
  password: string | undefined;
}): Promise<void> {
  const { db } = options;
  if (!UUID_PATTERN.test(options.userId)) throw new AuthFailure('INVALID_PASSWORD_TOKEN');
  const [row] = await db
    .select({ token: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(
      and(
        eq(passwordResetTokens.token_hash, sha256(options.token)),
        eq(passwordResetTokens.user_id, options.userId),
        isNull(passwordResetTokens.used_at),
      ),
    )
    .limit(1);
  if (!row?.user.is_active) throw new AuthFailure('INVALID_PASSWORD_TOKEN');
  if (row.token.expires_at.getTime() <= Date.now()) throw new AuthFailure('EXPIRED_PASSWORD_TOKEN');
  if (
    !options.password ||
    !(await checkPassword(options.password, userInputs(row.user))).isAcceptable
  ) {
    throw new AuthFailure('INVALID_PASSWORD');
  }
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    // The token is claimed with a conditional update, so a link used twice at once works once.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(and(eq(passwordResetTokens.id, row.token.id), isNull(passwordResetTokens.used_at)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw new AuthFailure('INVALID_PASSWORD_TOKEN');
    // Other links sent earlier stop working too: the password they would reset is gone.
    await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(
        and(eq(passwordResetTokens.user_id, row.user.id), isNull(passwordResetTokens.used_at)),
      );
    await tx
      .update(users)
      .set({ password_hash: passwordHash, is_password_autoset: false })
      .where(eq(users.id, row.user.id));
    await deleteOtherSessions(tx, row.user.id, null);
  });
}

/**
 * Changes the signed-in user's password. The old one is required unless it was never chosen;
 * the user's other sessions end, this one stays.
 */
export async function changePassword(options: {
  db: Database;
  user: UserRow;
  sessionId: string | null;
  oldPassword: string | undefined;
  newPassword: string | undefined;
}): Promise<void> {
  const { db, user } = options;
  if (!options.newPassword) throw new AuthFailure('MISSING_PASSWORD');
  if (!user.is_password_autoset) {
    if (!options.oldPassword) throw new AuthFailure('MISSING_PASSWORD');
    if (!(await verifyPassword(options.oldPassword, user.password_hash))) {
      throw new AuthFailure('INCORRECT_OLD_PASSWORD');
    }
  }
  if (!(await checkPassword(options.newPassword, userInputs(user))).isAcceptable) {
    throw new AuthFailure('INVALID_NEW_PASSWORD');
  }
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, is_password_autoset: false })
      .where(eq(users.id, user.id));
    await deleteOtherSessions(tx, user.id, options.sessionId);
  });
}

/** Gives a user who signed up with a code their first password. */
export async function setPassword(options: {
  db: Database;
  user: UserRow;
  password: string | undefined;
}): Promise<void> {
  const { db, user } = options;
  if (!user.is_password_autoset) throw new AuthFailure('PASSWORD_ALREADY_SET');
  if (!options.password) throw new AuthFailure('MISSING_PASSWORD');
  if (!(await checkPassword(options.password, userInputs(user))).isAcceptable) {
    throw new AuthFailure('INVALID_PASSWORD');
  }
  const passwordHash = await hashPassword(options.password);
  // Conditional on the flag, so two concurrent calls cannot both set a "first" password.
  const updated = await db
    .update(users)
    .set({ password_hash: passwordHash, is_password_autoset: false })
    .where(and(eq(users.id, user.id), eq(users.is_password_autoset, true)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AuthFailure('PASSWORD_ALREADY_SET');
}

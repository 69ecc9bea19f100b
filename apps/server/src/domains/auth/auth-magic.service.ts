import { createHmac } from 'node:crypto';
import {
  AuthFailure,
  isValidEmail,
  type Language,
  MAGIC_CODE_LENGTH,
  MAGIC_CODE_MAX_FAILED_ATTEMPTS,
  MAGIC_CODE_MAX_SENDS,
  MAGIC_CODE_TTL_SECONDS,
  type MagicGenerateResponse,
  normalizeEmail,
} from '@keel/core';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { magicCodes } from '#server/db/schema';
import { recipientLanguage, renderEmail } from '#server/emails';
import type { Mailer } from '#server/lib/mailer';
import { randomDigits, secretsEqual } from '#server/lib/tokens';
import { findUserByEmail, insertUser, type UserRow } from './auth.queries';
import {
  assertMayJoin,
  type ClientInfo,
  completeSignIn,
  isUniqueViolation,
  loadAuthSettings,
  type SignedIn,
} from './auth.service';

/**
 * Sign-in codes. Six digits are few enough to be tried out from a stolen hash, so the stored
 * hash is keyed with the instance's secret and bound to the email.
 */
export function hashMagicCode(config: Config, email: string, code: string): string {
  return createHmac('sha256', config.secretKey).update(`${email}:${code}`).digest('hex');
}

export async function generateMagicCode(options: {
  db: Database;
  config: Config;
  mailer: Mailer;
  email: string;
  /** The language the request asked for (Accept-Language), for an email without an account. */
  requesterLanguage: Language | null;
}): Promise<MagicGenerateResponse> {
  const { db, config } = options;
  if (!isValidEmail(options.email)) throw new AuthFailure('INVALID_EMAIL');
  const email = normalizeEmail(options.email);
  const settings = await loadAuthSettings(db, config);
  if (!settings.isConfigured) throw new AuthFailure('INSTANCE_NOT_CONFIGURED');
  if (!settings.flags.is_magic_login_enabled) throw new AuthFailure('MAGIC_LINK_LOGIN_DISABLED');
  const user = await findUserByEmail(db, email);
  const code = randomDigits(MAGIC_CODE_LENGTH);
  const expiresAt = new Date(Date.now() + MAGIC_CODE_TTL_SECONDS * 1000);
  // One statement, so that concurrent requests cannot both slip under the send limit. Each send
  // replaces the code and restarts its validity, as in Plane; an expired row starts over at 1.
  const [stored] = await db
    .insert(magicCodes)
    .values({ email, code_hash: hashMagicCode(config, email, code), expires_at: expiresAt })
    .onConflictDoUpdate({
      target: magicCodes.email,
      set: {
        code_hash: sql`excluded.code_hash`,
        sends: sql`CASE WHEN ${magicCodes.expires_at} > now() THEN ${magicCodes.sends} + 1 ELSE 1 END`,
        failed_attempts: 0,
        expires_at: sql`excluded.expires_at`,
        created_at: sql`now()`,
      },
      setWhere: sql`${magicCodes.expires_at} <= now() OR ${magicCodes.sends} < ${MAGIC_CODE_MAX_SENDS}`,
    })
    .returning({ sends: magicCodes.sends });
  if (!stored) {
    throw new AuthFailure(
      user ? 'EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_IN' : 'EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_UP',
    );
  }
  const language = await recipientLanguage(db, email, options.requesterLanguage);
  await options.mailer.send({
    to: email,
    ...renderEmail('signInCode', language, { code, minutes: MAGIC_CODE_TTL_SECONDS / 60 }),
  });
  return { key: `magic_${email}` };
}

type CodeCheck = 'valid' | 'invalid' | 'expired';

/**
 * Checks a code and consumes it when right. Wrong guesses are counted and, past the limit, the
 * code is thrown away; the row is locked so that parallel guesses are counted one by one.
 */
async function consumeMagicCode(
  db: Database,
  config: Config,
  email: string,
  code: string,
): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(magicCodes)
      .where(eq(magicCodes.email, email))
      .for('update')
      .limit(1);
    if (!row) return 'expired';
    if (row.expires_at.getTime() <= Date.now()) {
      await tx.delete(magicCodes).where(eq(magicCodes.email, email));
      return 'expired';
    }
    if (secretsEqual(row.code_hash, hashMagicCode(config, email, code.trim()))) {
      await tx.delete(magicCodes).where(eq(magicCodes.email, email));
      return 'valid';
    }
    if (row.failed_attempts + 1 >= MAGIC_CODE_MAX_FAILED_ATTEMPTS) {
      await tx.delete(magicCodes).where(eq(magicCodes.email, email));
    } else {
      await tx
        .update(magicCodes)
        .set({ failed_attempts: row.failed_attempts + 1 })
        .where(eq(magicCodes.email, email));
    }
    return 'invalid';
  });
}

interface MagicSignInOptions {
  db: Database;
  config: Config;
  email: string | undefined;
  code: string | undefined;
  nextPath: string | undefined;
  client: ClientInfo;
}

export async function signInWithMagicCode(options: MagicSignInOptions): Promise<SignedIn> {
  const { db, config } = options;
  const settings = await loadAuthSettings(db, config);
  if (!settings.isConfigured) throw new AuthFailure('INSTANCE_NOT_CONFIGURED');
  if (!options.email?.trim() || !options.code?.trim()) {
    throw new AuthFailure('MAGIC_SIGN_IN_EMAIL_CODE_REQUIRED');
  }
  if (!isValidEmail(options.email)) throw new AuthFailure('INVALID_EMAIL_MAGIC_SIGN_IN');
  if (!settings.flags.is_magic_login_enabled) throw new AuthFailure('MAGIC_LINK_LOGIN_DISABLED');
  const email = normalizeEmail(options.email);
  const user = await findUserByEmail(db, email);
  if (!user) throw new AuthFailure('USER_DOES_NOT_EXIST');
  const check = await consumeMagicCode(db, config, email, options.code);
  if (check === 'expired') throw new AuthFailure('EXPIRED_MAGIC_CODE_SIGN_IN');
  if (check === 'invalid') throw new AuthFailure('INVALID_MAGIC_CODE_SIGN_IN');
  if (!user.is_active) throw new AuthFailure('USER_ACCOUNT_DEACTIVATED');
  return completeSignIn({
    db,
    user,
    client: options.client,
    nextPath: options.nextPath,
    isEmailVerified: true,
  });
}

export async function signUpWithMagicCode(options: MagicSignInOptions): Promise<SignedIn> {
  const { db, config } = options;
  const settings = await loadAuthSettings(db, config);
  if (!settings.isConfigured) throw new AuthFailure('INSTANCE_NOT_CONFIGURED');
  if (!options.email?.trim() || !options.code?.trim()) {
    throw new AuthFailure('MAGIC_SIGN_UP_EMAIL_CODE_REQUIRED');
  }
  if (!isValidEmail(options.email)) throw new AuthFailure('INVALID_EMAIL_MAGIC_SIGN_UP');
  if (!settings.flags.is_magic_login_enabled) throw new AuthFailure('MAGIC_LINK_LOGIN_DISABLED');
  const email = normalizeEmail(options.email);
  await assertMayJoin(db, settings, email);
  const check = await consumeMagicCode(db, config, email, options.code);
  if (check === 'expired') throw new AuthFailure('EXPIRED_MAGIC_CODE_SIGN_UP');
  if (check === 'invalid') throw new AuthFailure('INVALID_MAGIC_CODE_SIGN_UP');
  let user: UserRow;
  try {
    // No password: the user signs in with codes until they set one (is_password_autoset).
    user = await db.transaction((tx) =>
      insertUser(tx, { email, passwordHash: null, isEmailVerified: true }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AuthFailure('USER_ALREADY_EXIST');
    throw error;
  }
  return completeSignIn({ db, user, client: options.client, nextPath: options.nextPath });
}

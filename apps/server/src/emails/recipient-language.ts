import { DEFAULT_LANGUAGE, type Language, parseLanguage } from '@keel/core';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { profiles, users } from '../db/schema';

/**
 * Which language an email is written in: the recipient's own choice (profile `language`) when the
 * address belongs to an account; otherwise a fallback the caller knows (the requester's browser
 * language for a sign-in code, the inviter's language for an invitation), else English.
 */

/** The profile language of the account with this email, or null when there is no such account. */
export async function findAccountLanguage(db: Executor, email: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  // An account without a profile row has the profile's default language.
  return row ? parseLanguage(row.language) : null;
}

/** A user's profile language (the default when they have no profile row yet). */
export async function findUserLanguage(db: Executor, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.user_id, userId))
    .limit(1);
  return parseLanguage(row?.language);
}

/** The language of an email to `email`: the account's, else the fallback, else English. */
export async function recipientLanguage(
  db: Executor,
  email: string,
  fallback: Language | null | (() => Promise<Language | null>),
): Promise<Language> {
  const own = await findAccountLanguage(db, email);
  if (own) return own;
  const other = typeof fallback === 'function' ? await fallback() : fallback;
  return other ?? DEFAULT_LANGUAGE;
}

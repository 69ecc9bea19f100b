import { SESSION_TTL_SECONDS } from '@keel/core';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from './tokens';
import type { Executor } from '../db/executor';

export type SessionUser = typeof users.$inferSelect;

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
}

/** A session's expiry is pushed forward at most this often, to spare a write per request. */
const SLIDE_INTERVAL_MS = 60_000;

function expiry(from = Date.now()): Date {
  return new Date(from + SESSION_TTL_SECONDS * 1000);
}

/** Starts a session for a user; returns the token for the cookie (stored only as its hash). */
export async function createSession(
  db: Database,
  options: { userId: string; userAgent?: string | undefined; ipAddress?: string | undefined },
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    token_hash: sha256(token),
    user_id: options.userId,
    expires_at: expiry(),
    user_agent: options.userAgent?.slice(0, 500) ?? null,
    ip_address: options.ipAddress ?? null,
  });
  return token;
}

/** The active user behind a cookie token, sliding the session's expiry; null when none. */
export async function resolveSession(db: Database, token: string): Promise<ResolvedSession | null> {
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, sha256(token)), gt(sessions.expires_at, now)))
    .limit(1);
  if (!row?.user.is_active) return null;
  if (now.getTime() - row.session.last_seen_at.getTime() > SLIDE_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ last_seen_at: now, expires_at: expiry(now.getTime()) })
      .where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, user: row.user };
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but `keepSessionId` (after a password change, for instance). */
export async function deleteOtherSessions(
  db: Executor,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.user_id, userId),
    );
}

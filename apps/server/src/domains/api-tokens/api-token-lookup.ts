import { isApiTokenActive, isApiTokenFormat } from '@keel/core';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { apiTokens, users, workspaces } from '#server/db/schema';
import type { SessionUser } from '#server/lib/sessions';
import { sha256 } from '#server/lib/tokens';

/**
 * Finding the token behind a request's key, fast. A token is 128 random bits, so its plain
 * SHA-256 is as safe to store as a slow password hash would be (nobody can guess their way back
 * from it) and costs microseconds: no KDF runs per request. Rows are looked up by that hash and
 * kept a few seconds in this process, so a burst of requests costs one query.
 */

/**
 * How long a looked-up token is trusted without reading it again. A token revoked on another
 * process stops working within this time; on this one at once (forgetApiToken).
 */
const CACHE_TTL_MS = 5_000;
/** Tokens kept at most; the oldest is dropped first. */
const CACHE_MAX_ENTRIES = 1_000;
/** `last_used` is written at most this often per token, not on every request. */
const LAST_USED_INTERVAL_MS = 60_000;

/** What a request's key stands for once found. */
export interface ApiKeyIdentity {
  tokenId: string;
  tokenHash: string;
  user: SessionUser;
  /** The workspace the token is limited to (its id and slug); null: none. */
  workspace: { id: string; slug: string } | null;
  expiredAt: Date | null;
  isActive: boolean;
  isService: boolean;
  lastUsed: Date | null;
}

export type ApiKeyLookup =
  { ok: true; identity: ApiKeyIdentity } | { ok: false; reason: 'invalid' | 'expired' };

interface CacheEntry {
  identity: ApiKeyIdentity | null;
  readAt: number;
}

const cache = new Map<string, CacheEntry>();

/** Makes this process stop trusting its cached copy of a token (after a revoke). */
export function forgetApiToken(tokenHash: string): void {
  cache.delete(tokenHash);
}

/** Empties the cache (tests that change rows behind the API's back). */
export function forgetAllApiTokens(): void {
  cache.clear();
}

async function readIdentity(db: Database, tokenHash: string): Promise<ApiKeyIdentity | null> {
  const [row] = await db
    .select({ token: apiTokens, user: users, workspaceSlug: workspaces.slug })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .leftJoin(
      workspaces,
      and(eq(workspaces.id, apiTokens.workspace_id), isNull(workspaces.deleted_at)),
    )
    .where(eq(apiTokens.token_hash, tokenHash))
    .limit(1);
  if (!row) return null;
  const { token, user } = row;
  return {
    tokenId: token.id,
    tokenHash,
    user,
    // A token limited to a workspace that is gone is limited to nothing it can reach.
    workspace:
      token.workspace_id === null
        ? null
        : { id: token.workspace_id, slug: row.workspaceSlug ?? '' },
    expiredAt: token.expired_at,
    isActive: token.is_active && user.is_active,
    isService: token.is_service,
    lastUsed: token.last_used,
  };
}

async function cachedIdentity(db: Database, tokenHash: string): Promise<ApiKeyIdentity | null> {
  const now = Date.now();
  const hit = cache.get(tokenHash);
  if (hit && now - hit.readAt < CACHE_TTL_MS) return hit.identity;
  const identity = await readIdentity(db, tokenHash);
  cache.delete(tokenHash);
  if (cache.size >= CACHE_MAX_ENTRIES) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(tokenHash, { identity, readAt: now });
  return identity;
}

/**
 * The token behind `key` when it may be used: known, switched on, its user active, and not
 * expired (checked on each request, not when cached). `expired` is told apart so the refusal can
 * say so; unknown, revoked and switched-off keys are all `invalid`.
 */
export async function lookUpApiKey(db: Database, key: string): Promise<ApiKeyLookup> {
  if (!isApiTokenFormat(key)) return { ok: false, reason: 'invalid' };
  const identity = await cachedIdentity(db, sha256(key));
  if (!identity?.isActive) return { ok: false, reason: 'invalid' };
  if (!isApiTokenActive({ expired_at: identity.expiredAt }))
    return { ok: false, reason: 'expired' };
  return { ok: true, identity };
}

/**
 * Records that a token was used (Plane writes `last_used` on each request): at most once a
 * minute per token, on this process by the cached copy and across processes by the condition.
 */
export async function touchApiToken(db: Database, identity: ApiKeyIdentity): Promise<void> {
  const now = new Date();
  if (identity.lastUsed && now.getTime() - identity.lastUsed.getTime() < LAST_USED_INTERVAL_MS)
    return;
  identity.lastUsed = now;
  await db
    .update(apiTokens)
    .set({ last_used: now, updated_at: sql`${apiTokens.updated_at}` })
    .where(
      and(
        eq(apiTokens.id, identity.tokenId),
        or(
          isNull(apiTokens.last_used),
          lt(apiTokens.last_used, new Date(now.getTime() - LAST_USED_INTERVAL_MS)),
        ),
      ),
    );
}

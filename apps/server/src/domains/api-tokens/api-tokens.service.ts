import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_HINT_LENGTH,
  API_TOKEN_PREFIX,
  API_TOKEN_USER_TYPE,
  type ApiToken,
  AppError,
  type CreateApiTokenBody,
  type CreatedApiToken,
  type UpdateApiTokenBody,
  apiTokenHint,
  isApiTokenActive,
} from '@keel/core';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { apiTokens, workspaceMembers, workspaces } from '#server/db/schema';
import { sha256 } from '#server/lib/tokens';
import type { SessionUser } from '#server/lib/sessions';
import { forgetApiToken } from './api-token-lookup';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new secret: the prefix and 128 random bits as 32 lowercase hex characters (Plane's form). */
function newSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(16).toString('hex')}`;
}

/** A token as lists and reads answer it: never its secret, is_active computed from expiry. */
export function presentApiToken(row: ApiTokenRow, now: Date = new Date()): ApiToken {
  return {
    id: row.id,
    label: row.label,
    description: row.description,
    expired_at: row.expired_at?.toISOString() ?? null,
    last_used: row.last_used?.toISOString() ?? null,
    is_active: isApiTokenActive(row, now),
    user: row.user_id,
    workspace: row.workspace_id,
    user_type: row.user_type,
    is_service: row.is_service,
    token_hint: apiTokenHint(row.token_hint),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  };
}

/** The workspace named by slug or id that `userId` is an active member of; 400 otherwise. */
async function memberWorkspaceId(db: Database, reference: string, userId: string) {
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspace_id, workspaces.id),
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
      ),
    )
    .where(
      and(
        UUID_PATTERN.test(reference)
          ? or(eq(workspaces.id, reference), eq(workspaces.slug, reference))
          : eq(workspaces.slug, reference),
        isNull(workspaces.deleted_at),
      ),
    )
    .limit(1);
  if (!row)
    throw new AppError('VALIDATION_ERROR', {
      message: 'workspace: You are not a member of this workspace',
      field: 'workspace',
    });
  return row.id;
}

/** The caller's own token that people manage (not a service one); 404 for anyone else's. */
async function ownToken(db: Database, userId: string, tokenId: string): Promise<ApiTokenRow> {
  if (!UUID_PATTERN.test(tokenId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.id, tokenId),
        eq(apiTokens.user_id, userId),
        eq(apiTokens.is_service, false),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The caller's tokens, newest first, without their secrets (service tokens are not listed). */
export async function listApiTokens(db: Database, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.user_id, userId), eq(apiTokens.is_service, false)))
    .orderBy(desc(apiTokens.created_at));
  const now = new Date();
  return rows.map((row) => presentApiToken(row, now));
}

export async function getApiToken(
  db: Database,
  userId: string,
  tokenId: string,
): Promise<ApiToken> {
  return presentApiToken(await ownToken(db, userId, tokenId));
}

/**
 * Makes a token for the caller and answers it with its secret, the only time the secret leaves
 * the server: only its SHA-256 is stored.
 */
export async function createApiToken(options: {
  db: Database;
  user: SessionUser;
  body: CreateApiTokenBody;
}): Promise<CreatedApiToken> {
  const { db, user, body } = options;
  const workspaceId =
    body.workspace === undefined || body.workspace === null
      ? null
      : await memberWorkspaceId(db, body.workspace, user.id);
  const token = newSecret();
  const [row] = await db
    .insert(apiTokens)
    .values({
      label: body.label,
      description: body.description ?? '',
      token_hash: sha256(token),
      token_hint: token.slice(-API_TOKEN_HINT_LENGTH),
      user_id: user.id,
      workspace_id: workspaceId,
      user_type: user.is_bot ? API_TOKEN_USER_TYPE.bot : API_TOKEN_USER_TYPE.human,
      expired_at: body.expired_at ? new Date(body.expired_at) : null,
      created_by_id: user.id,
      updated_by_id: user.id,
    })
    .returning();
  if (!row) throw new Error('The API token was not written');
  return { ...presentApiToken(row), token };
}

/** Changes a token's label or description; nothing else of it can change (Plane). */
export async function updateApiToken(options: {
  db: Database;
  userId: string;
  tokenId: string;
  body: UpdateApiTokenBody;
}): Promise<ApiToken> {
  const { db, userId, tokenId, body } = options;
  const token = await ownToken(db, userId, tokenId);
  if (body.label === undefined && body.description === undefined) return presentApiToken(token);
  const [row] = await db
    .update(apiTokens)
    .set({
      ...(body.label === undefined ? {} : { label: body.label }),
      ...(body.description === undefined ? {} : { description: body.description }),
      updated_by_id: userId,
    })
    .where(eq(apiTokens.id, token.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return presentApiToken(row);
}

/** Revokes a token: the row goes, and this process stops trusting its cached copy at once. */
export async function deleteApiToken(options: {
  db: Database;
  userId: string;
  tokenId: string;
}): Promise<void> {
  const { db, userId, tokenId } = options;
  const token = await ownToken(db, userId, tokenId);
  await db.delete(apiTokens).where(eq(apiTokens.id, token.id));
  forgetApiToken(token.token_hash);
}

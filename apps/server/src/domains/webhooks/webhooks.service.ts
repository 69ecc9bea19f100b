import { randomBytes } from 'node:crypto';
import {
  AppError,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  WEBHOOK_EVENTS,
  WEBHOOK_SECRET_PREFIX,
  type Webhook,
  type WebhookEvent,
  type WebhookWithSecret,
} from '@keel/core';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { webhooks } from '#server/db/schema';
import { isUniqueViolation } from '#server/db/unique-violation';
import { ensureDispatchCursor } from './webhook-dispatcher';
import { type HostResolver, WebhookTargetError, checkedAddresses, urlHost } from './webhook-target';

export type WebhookRow = typeof webhooks.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The events a webhook hears when it is created without naming any: Plane's five and intake. */
const DEFAULT_EVENTS: readonly WebhookEvent[] = [
  'project',
  'issue',
  'cycle',
  'module',
  'issue_comment',
  'intake',
];

/** A new secret: the prefix and 128 random bits as 32 lowercase hex characters (Plane's form). */
function newSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(16).toString('hex')}`;
}

/** A webhook as lists and reads answer it: never its secret. */
export function presentWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    is_active: row.is_active,
    project: row.project,
    issue: row.issue,
    cycle: row.cycle,
    module: row.module,
    issue_comment: row.issue_comment,
    intake: row.intake,
    page: row.page,
    version: row.version,
    workspace: row.workspace_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  };
}

function withSecret(row: WebhookRow): WebhookWithSecret {
  return { ...presentWebhook(row), secret_key: row.secret_key };
}

/** What the SSRF guard needs: the hosts WEBHOOK_ALLOWED_HOSTS lists, and (in tests) a resolver. */
export interface TargetPolicy {
  allowedHosts: readonly string[];
  resolve?: HostResolver;
}

/** Refuses a URL whose host is not public (400 WEBHOOK_URL_NOT_ALLOWED) or does not resolve. */
async function checkTarget(url: string, policy: TargetPolicy): Promise<void> {
  const host = urlHost(new URL(url));
  // A listed host is trusted as it is, even before it resolves (it is resolved at each send).
  if (policy.allowedHosts.includes(host)) return;
  try {
    await checkedAddresses(host, policy.allowedHosts, policy.resolve);
  } catch (error) {
    if (!(error instanceof WebhookTargetError)) throw error;
    if (error.reason === 'blocked') throw new AppError('WEBHOOK_URL_NOT_ALLOWED', { field: 'url' });
    throw new AppError('VALIDATION_ERROR', {
      message: 'url: The host name could not be resolved',
      field: 'url',
    });
  }
}

/** The workspace's live webhook with this id; 404 for anything else. */
export async function findWebhook(
  db: Executor,
  workspaceId: string,
  webhookId: string,
): Promise<WebhookRow> {
  if (!UUID_PATTERN.test(webhookId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(webhooks)
    .where(
      and(
        eq(webhooks.id, webhookId),
        eq(webhooks.workspace_id, workspaceId),
        isNull(webhooks.deleted_at),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** 409 naming `url` when another live webhook of the workspace has this URL. */
async function refuseTakenUrl(
  db: Executor,
  workspaceId: string,
  url: string,
  exceptId?: string,
): Promise<void> {
  const [taken] = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.workspace_id, workspaceId),
        eq(webhooks.url, url),
        isNull(webhooks.deleted_at),
        exceptId === undefined ? undefined : ne(webhooks.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('WEBHOOK_URL_TAKEN', { field: 'url' });
}

function toggles(
  body: CreateWebhookBody | UpdateWebhookBody,
): Partial<Record<WebhookEvent, boolean>> {
  const chosen: Partial<Record<WebhookEvent, boolean>> = {};
  for (const event of WEBHOOK_EVENTS) {
    const value = body[event];
    if (value !== undefined) chosen[event] = value;
  }
  return chosen;
}

/** The workspace's webhooks, newest first, without their secrets. */
export async function listWebhooks(db: Database, workspaceId: string): Promise<Webhook[]> {
  const rows = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.workspace_id, workspaceId), isNull(webhooks.deleted_at)))
    .orderBy(desc(webhooks.created_at));
  return rows.map(presentWebhook);
}

/**
 * Adds a webhook after the SSRF guard passed its URL, and answers it with its secret (one of the
 * two answers that carry it). Without any event named, it hears all but pages.
 */
export async function createWebhook(options: {
  db: Database;
  workspaceId: string;
  userId: string;
  body: CreateWebhookBody;
  policy: TargetPolicy;
}): Promise<WebhookWithSecret> {
  const { db, workspaceId, userId, body, policy } = options;
  await checkTarget(body.url, policy);
  const chosen = toggles(body);
  const events =
    Object.keys(chosen).length === 0
      ? Object.fromEntries(DEFAULT_EVENTS.map((event) => [event, true]))
      : chosen;
  await refuseTakenUrl(db, workspaceId, body.url);
  // From the first webhook on, the dispatcher reads the changes committed after this moment.
  await ensureDispatchCursor(db);
  try {
    const [row] = await db
      .insert(webhooks)
      .values({
        workspace_id: workspaceId,
        url: body.url,
        is_active: body.is_active ?? true,
        secret_key: newSecret(),
        ...events,
        created_by_id: userId,
        updated_by_id: userId,
      })
      .returning();
    if (!row) throw new Error('The webhook was not written');
    return withSecret(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('WEBHOOK_URL_TAKEN', { field: 'url' });
    throw error;
  }
}

export async function getWebhook(
  db: Database,
  workspaceId: string,
  webhookId: string,
): Promise<Webhook> {
  return presentWebhook(await findWebhook(db, workspaceId, webhookId));
}

/** Changes a webhook's URL (checked again), whether it is on, and its events. */
export async function updateWebhook(options: {
  db: Database;
  workspaceId: string;
  webhookId: string;
  userId: string;
  body: UpdateWebhookBody;
  policy: TargetPolicy;
}): Promise<Webhook> {
  const { db, workspaceId, webhookId, userId, body, policy } = options;
  const current = await findWebhook(db, workspaceId, webhookId);
  const isNewUrl = body.url !== undefined && body.url !== current.url;
  if (isNewUrl && body.url !== undefined) {
    await checkTarget(body.url, policy);
    await refuseTakenUrl(db, workspaceId, body.url, current.id);
  }
  try {
    const [row] = await db
      .update(webhooks)
      .set({
        ...(isNewUrl && body.url !== undefined ? { url: body.url } : {}),
        ...(body.is_active === undefined ? {} : { is_active: body.is_active }),
        ...toggles(body),
        updated_by_id: userId,
      })
      .where(eq(webhooks.id, current.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return presentWebhook(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('WEBHOOK_URL_TAKEN', { field: 'url' });
    throw error;
  }
}

/** Gives a webhook a new secret and answers it, the other answer that carries one. */
export async function regenerateWebhookSecret(options: {
  db: Database;
  workspaceId: string;
  webhookId: string;
  userId: string;
}): Promise<WebhookWithSecret> {
  const { db, workspaceId, webhookId, userId } = options;
  const current = await findWebhook(db, workspaceId, webhookId);
  const [row] = await db
    .update(webhooks)
    .set({ secret_key: newSecret(), updated_by_id: userId })
    .where(eq(webhooks.id, current.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return withSecret(row);
}

/** Soft-deletes a webhook: nothing more is sent, and its URL may be used again. */
export async function deleteWebhook(options: {
  db: Database;
  workspaceId: string;
  webhookId: string;
  userId: string;
}): Promise<void> {
  const { db, workspaceId, webhookId, userId } = options;
  const current = await findWebhook(db, workspaceId, webhookId);
  await db
    .update(webhooks)
    .set({ deleted_at: new Date(), is_active: false, updated_by_id: userId })
    .where(eq(webhooks.id, current.id));
}

import { randomUUID } from 'node:crypto';
import {
  AppError,
  CursorError,
  WEBHOOK_LOG_MAX_PAGE_SIZE,
  WEBHOOK_LOG_PAGE_SIZE,
  WEBHOOK_LOG_RETENTION_DAYS,
  type WebhookLog,
  type WebhookLogListQuery,
  type WebhookLogPage,
  parseCursor,
} from '@keel/core';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { webhookLogs } from '#server/db/schema';
import { type DeliveryContext, type WebhookLogRow, attemptDelivery } from './webhook-delivery';
import { findWebhook } from './webhooks.service';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function presentWebhookLog(row: WebhookLogRow): WebhookLog {
  const status = row.response_status;
  return {
    id: row.id,
    webhook: row.webhook_id,
    event: row.event,
    action: row.action,
    delivery_id: row.delivery_id,
    attempt: row.attempt,
    request_url: row.request_url,
    request_headers: row.request_headers,
    request_body: row.request_body,
    response_status: status,
    response_headers: row.response_headers,
    response_body: row.response_body,
    duration_ms: row.duration_ms,
    error: row.error,
    is_success: status !== null && status >= 200 && status < 300,
    is_redelivery: row.is_redelivery,
    created_at: row.created_at.toISOString(),
  };
}

/** A webhook's delivery attempts, newest first, in pages of Plane's cursor ("perPage:page:0"). */
export async function listWebhookLogs(options: {
  db: Database;
  workspaceId: string;
  webhookId: string;
  query: WebhookLogListQuery;
}): Promise<WebhookLogPage> {
  const { db, workspaceId, webhookId, query } = options;
  const webhook = await findWebhook(db, workspaceId, webhookId);
  let cursor;
  try {
    cursor = query.cursor ? parseCursor(query.cursor) : undefined;
  } catch (error) {
    if (error instanceof CursorError) throw new AppError('INVALID_CURSOR', { field: 'cursor' });
    throw error;
  }
  const pageSize = Math.min(
    cursor?.perPage ?? query.per_page ?? WEBHOOK_LOG_PAGE_SIZE,
    WEBHOOK_LOG_MAX_PAGE_SIZE,
  );
  const page = cursor?.page ?? 0;
  const where = eq(webhookLogs.webhook_id, webhook.id);
  const [totals] = await db.select({ total: count() }).from(webhookLogs).where(where);
  const total = totals?.total ?? 0;
  const start = page * pageSize;
  const rows = await db
    .select()
    .from(webhookLogs)
    .where(where)
    .orderBy(desc(webhookLogs.created_at), desc(webhookLogs.id))
    .limit(pageSize)
    .offset(start);
  const hasNext = start + rows.length < total;
  const size = String(pageSize);
  return {
    results: rows.map(presentWebhookLog),
    next_cursor: `${size}:${String(page + 1)}:0`,
    prev_cursor: `${size}:${String(Math.max(page - 1, 0))}:1`,
    next_page_results: hasNext,
    prev_page_results: page > 0,
    count: rows.length,
    total_pages: Math.ceil(total / pageSize),
    total_results: total,
    extra_stats: null,
  };
}

/**
 * Sends a logged delivery again, now, as a new delivery (a new id, attempt 1) with the same body,
 * signed with the webhook's current secret; answers its log. A failed redelivery is logged and
 * not retried: the person who asked sees the outcome.
 */
export async function redeliverWebhookLog(options: {
  context: DeliveryContext;
  workspaceId: string;
  webhookId: string;
  logId: string;
}): Promise<WebhookLog> {
  const { context, workspaceId, webhookId, logId } = options;
  const webhook = await findWebhook(context.db, workspaceId, webhookId);
  if (!UUID_PATTERN.test(logId)) throw new AppError('NOT_FOUND');
  const [original] = await context.db
    .select()
    .from(webhookLogs)
    .where(and(eq(webhookLogs.id, logId), eq(webhookLogs.webhook_id, webhook.id)))
    .limit(1);
  if (!original) throw new AppError('NOT_FOUND');
  const log = await attemptDelivery(context, {
    webhookId: webhook.id,
    workspaceId,
    event: original.event,
    action: original.action,
    deliveryId: randomUUID(),
    body: original.request_body,
    attempt: 1,
    isRedelivery: true,
  });
  if (!log) throw new AppError('NOT_FOUND');
  return presentWebhookLog(log);
}

/** Deletes the delivery logs older than the retention (30 days); answers how many went. */
export async function pruneWebhookLogs(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_LOG_RETENTION_DAYS * 86_400_000);
  const deleted = await db
    .delete(webhookLogs)
    .where(lt(webhookLogs.created_at, before))
    .returning({ id: webhookLogs.id });
  return deleted.length;
}

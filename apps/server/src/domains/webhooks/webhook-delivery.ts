import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users, webhookLogs, webhooks, workspaces } from '#server/db/schema';
import { findUserLanguage, renderEmail } from '#server/emails';
import type { Mailer } from '#server/lib/mailer';
import { deliveryHeaders, postWebhook } from './webhook-sender';
import type { HostResolver } from './webhook-target';

export type WebhookLogRow = typeof webhookLogs.$inferSelect;

/** One attempt at a delivery, as the queue carries it. */
export interface DeliveryJob {
  webhookId: string;
  workspaceId: string;
  event: string;
  action: string;
  /** X-Plane-Delivery and webhook-id: the same on every attempt of one delivery. */
  deliveryId: string;
  /** The exact JSON that is signed and sent, the same on every attempt. */
  body: string;
  /** 1 for the first attempt. */
  attempt: number;
  isRedelivery: boolean;
}

/** How deliveries are made: attempts, backoff, timeout and the SSRF guard's exceptions. */
export interface DeliverySettings {
  /** Attempts of one delivery before the webhook is switched off (5). */
  maxAttempts: number;
  /** Wait before the second attempt; each later wait is `backoffFactor` times longer (±20 %). */
  firstRetryDelayMs: number;
  backoffFactor: number;
  /** How long an attempt may wait for the whole answer (30 s, Plane's). */
  timeoutMs: number;
  /** WEBHOOK_ALLOWED_HOSTS, lower-case. */
  allowedHosts: readonly string[];
  /** Tests resolve names their own way; the system resolver otherwise. */
  resolve?: HostResolver;
}

/** Keel's defaults: 5 attempts over about 40 minutes (1, 3, 9 and 27 minutes apart). */
export const DEFAULT_DELIVERY_SETTINGS: Omit<DeliverySettings, 'allowedHosts'> = {
  maxAttempts: 5,
  firstRetryDelayMs: 60_000,
  backoffFactor: 3,
  timeoutMs: 30_000,
};

/** Where a later attempt is put: the durable queue (pg-boss in the running server). */
export interface DeliveryQueue {
  enqueue: (job: DeliveryJob, options: { delayMs: number }) => Promise<void>;
}

/** What follows a failed attempt: the next one queued, or the webhook's creator emailed. */
export interface DeliveryFollowUp {
  queue: DeliveryQueue;
  mailer: Mailer;
  /** Where the email's link points (PUBLIC_URL); none: the link is a path. */
  publicUrl: string | null;
}

/** What delivering needs besides the job; without a follow-up, a failure is only logged. */
export interface DeliveryContext {
  db: Database;
  settings: DeliverySettings;
  followUp: DeliveryFollowUp | null;
}

/** The wait before attempt `attempt + 1`: exponential, with ±20 % jitter so retries spread out. */
export function retryDelayMs(
  attempt: number,
  settings: Pick<DeliverySettings, 'firstRetryDelayMs' | 'backoffFactor'>,
  random: () => number = Math.random,
): number {
  const base = settings.firstRetryDelayMs * settings.backoffFactor ** (attempt - 1);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** A stable UUID made from `parts` (for queue job ids: the same job is never queued twice). */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether an answer (or its absence) is worth another attempt: no answer, 5xx or 429. */
function isRetryable(status: number | null, isRefused: boolean): boolean {
  if (isRefused) return false;
  return status === null || status >= 500 || status === 429;
}

/**
 * Makes one attempt at a delivery and logs it. When it fails in a way worth retrying, queues the
 * next attempt after the backoff; after the last one, switches the webhook off and emails whoever
 * created it. A webhook deleted or switched off meanwhile gets nothing (a redelivery, asked for by
 * a person, is still sent to a switched-off one). Answers the log row, or null when nothing was
 * sent.
 */
export async function attemptDelivery(
  context: DeliveryContext,
  job: DeliveryJob,
): Promise<WebhookLogRow | null> {
  const { db, settings } = context;
  const [webhook] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, job.webhookId), isNull(webhooks.deleted_at)))
    .limit(1);
  if (!webhook || (!webhook.is_active && !job.isRedelivery)) return null;
  const headers = deliveryHeaders({
    secret: webhook.secret_key,
    deliveryId: job.deliveryId,
    event: job.event,
    body: job.body,
    timestamp: Math.floor(Date.now() / 1000),
  });
  const result = await postWebhook({
    url: webhook.url,
    headers,
    body: job.body,
    timeoutMs: settings.timeoutMs,
    allowedHosts: settings.allowedHosts,
    ...(settings.resolve ? { resolve: settings.resolve } : {}),
  });
  const [log] = await db
    .insert(webhookLogs)
    .values({
      webhook_id: webhook.id,
      workspace_id: webhook.workspace_id,
      event: job.event,
      action: job.action,
      delivery_id: job.deliveryId,
      attempt: job.attempt,
      request_url: webhook.url,
      request_headers: headers,
      request_body: job.body,
      response_status: result.status,
      response_headers: result.headers,
      response_body: result.body,
      duration_ms: result.durationMs,
      error: result.error,
      is_redelivery: job.isRedelivery,
    })
    .returning();
  const isSuccess = result.status !== null && result.status >= 200 && result.status < 300;
  const { followUp } = context;
  if (isSuccess || !followUp || job.isRedelivery || !isRetryable(result.status, result.isRefused))
    return log ?? null;
  if (job.attempt < settings.maxAttempts) {
    await followUp.queue.enqueue(
      { ...job, attempt: job.attempt + 1 },
      { delayMs: retryDelayMs(job.attempt, settings) },
    );
  } else {
    await disableWebhook(db, followUp, webhook.id, job.attempt);
  }
  return log ?? null;
}

/**
 * Switches a webhook off after its deliveries kept failing, and tells whoever created it by email
 * in their language (once: a webhook already off is left alone).
 */
async function disableWebhook(
  db: Database,
  followUp: DeliveryFollowUp,
  webhookId: string,
  attempts: number,
): Promise<void> {
  const [disabled] = await db
    .update(webhooks)
    .set({ is_active: false })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.is_active, true)))
    .returning();
  if (!disabled?.created_by_id) return;
  const [creator] = await db
    .select({ email: users.email, slug: workspaces.slug, workspace: workspaces.name })
    .from(users)
    .innerJoin(workspaces, eq(workspaces.id, disabled.workspace_id))
    .where(and(eq(users.id, disabled.created_by_id), eq(users.is_active, true)))
    .limit(1);
  if (!creator) return;
  const language = await findUserLanguage(db, disabled.created_by_id);
  const link = `${followUp.publicUrl ?? ''}/${creator.slug}/settings/webhooks/${disabled.id}`;
  const email = renderEmail('webhookDisabled', language, {
    url: disabled.url,
    workspace: creator.workspace,
    attempts,
    link,
  });
  await followUp.mailer.send({ to: creator.email, ...email });
}

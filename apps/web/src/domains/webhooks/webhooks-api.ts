import {
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type Webhook,
  WebhookListSchema,
  type WebhookLog,
  type WebhookLogPage,
  WebhookLogPageSchema,
  WebhookLogSchema,
  WebhookSchema,
  type WebhookWithSecret,
  WebhookWithSecretSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function base(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/webhooks/`;
}

function one(slug: string, webhookId: string): string {
  return `${base(slug)}${encodeURIComponent(webhookId)}/`;
}

/** The workspace's webhooks, without their secrets. */
export function listWebhooks(api: ApiClient, slug: string): Promise<Webhook[]> {
  return api.get(base(slug), { schema: WebhookListSchema });
}

/** Adds a webhook; the answer carries its secret, shown once. */
export function createWebhook(
  api: ApiClient,
  slug: string,
  body: CreateWebhookBody,
): Promise<WebhookWithSecret> {
  return api.post(base(slug), body, { schema: WebhookWithSecretSchema });
}

export function updateWebhook(
  api: ApiClient,
  slug: string,
  webhookId: string,
  body: UpdateWebhookBody,
): Promise<Webhook> {
  return api.patch(one(slug, webhookId), body, { schema: WebhookSchema });
}

/** Gives the webhook a new secret; the answer carries it, shown once. */
export function regenerateWebhookSecret(
  api: ApiClient,
  slug: string,
  webhookId: string,
): Promise<WebhookWithSecret> {
  return api.post(`${one(slug, webhookId)}regenerate/`, undefined, {
    schema: WebhookWithSecretSchema,
  });
}

export function deleteWebhook(api: ApiClient, slug: string, webhookId: string): Promise<unknown> {
  return api.delete(one(slug, webhookId));
}

/** A page of the webhook's delivery attempts, newest first. */
export function listWebhookLogs(
  api: ApiClient,
  slug: string,
  webhookId: string,
  cursor: string | null,
): Promise<WebhookLogPage> {
  const query = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  return api.get(`${one(slug, webhookId)}logs/${query}`, { schema: WebhookLogPageSchema });
}

/** Sends a logged delivery again as a new one; answers its log. */
export function redeliverWebhookLog(
  api: ApiClient,
  slug: string,
  webhookId: string,
  logId: string,
): Promise<WebhookLog> {
  return api.post(
    `${one(slug, webhookId)}logs/${encodeURIComponent(logId)}/redeliver/`,
    undefined,
    { schema: WebhookLogSchema },
  );
}

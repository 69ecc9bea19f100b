import { z } from 'zod';
import { V1UserLiteSchema } from './api-v1-wire';
import { planePageSchema } from './pagination-wire';

/**
 * Webhooks (Plane's Webhook, spec §3, reference §4.2): a workspace's URLs that hear of changes to
 * its projects, work items, cycles, modules and comments. The secret (`plane_wh_` and 32 hex) signs
 * each delivery; it is answered only by create and regenerate, never by a list or a read.
 */

/** What every webhook secret starts with (Plane's). */
export const WEBHOOK_SECRET_PREFIX = 'plane_wh_';

/** A whole secret: the prefix and 128 random bits as 32 lowercase hex characters. */
export const WEBHOOK_SECRET_PATTERN = /^plane_wh_[0-9a-f]{32}$/;

/** Longest URL a webhook may have (Plane's max_length). */
export const WEBHOOK_URL_MAX_LENGTH = 1024;

/** The events a webhook can listen to, as its boolean toggles name them (Plane's, and Keel's intake and page). */
export const WEBHOOK_EVENTS = [
  'project',
  'issue',
  'cycle',
  'module',
  'issue_comment',
  'intake',
  'page',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What happened to the entity a delivery tells of. */
export const WEBHOOK_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type WebhookAction = (typeof WEBHOOK_ACTIONS)[number];

/** Delivery logs kept per page of the log list, by default and at most. */
export const WEBHOOK_LOG_PAGE_SIZE = 20;
export const WEBHOOK_LOG_MAX_PAGE_SIZE = 100;

/** Days a delivery log is kept before the nightly prune removes it. */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;

/** Largest excerpt of a request or response body kept in a log, in bytes. */
export const WEBHOOK_LOG_BODY_MAX_BYTES = 4096;

/** Whether `value` has the shape of a webhook secret. */
export function isWebhookSecretFormat(value: string): boolean {
  return WEBHOOK_SECRET_PATTERN.test(value);
}

/** The URL a webhook posts to: http or https, at most 1024 characters. */
export const WebhookUrlSchema = z
  .string({ error: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX_LENGTH, `URL must be at most ${String(WEBHOOK_URL_MAX_LENGTH)} characters`)
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: /^.+$/,
      error: 'Enter a valid URL starting with http:// or https://',
    }),
  );

/** The event toggles, as a webhook carries them. */
const eventToggles = {
  project: z.boolean(),
  issue: z.boolean(),
  cycle: z.boolean(),
  module: z.boolean(),
  issue_comment: z.boolean(),
  intake: z.boolean(),
  page: z.boolean(),
};

/** A webhook as lists and reads answer it: never its secret (Plane's WebhookSerializer). */
export const WebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  is_active: z.boolean(),
  ...eventToggles,
  version: z.string(),
  workspace: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type Webhook = z.infer<typeof WebhookSchema>;
export const WebhookListSchema = z.array(WebhookSchema);

/** The answer to create and regenerate: the webhook with its secret, the only times it is shown. */
export const WebhookWithSecretSchema = WebhookSchema.extend({ secret_key: z.string() });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecretSchema>;

const optionalToggles = {
  project: z.boolean().optional(),
  issue: z.boolean().optional(),
  cycle: z.boolean().optional(),
  module: z.boolean().optional(),
  issue_comment: z.boolean().optional(),
  intake: z.boolean().optional(),
  page: z.boolean().optional(),
};

/** A new webhook: its URL, whether it is on (default yes) and the events it hears (default all Plane's). */
export const CreateWebhookBodySchema = z.object({
  url: WebhookUrlSchema,
  is_active: z.boolean().optional(),
  ...optionalToggles,
});
export type CreateWebhookBody = z.infer<typeof CreateWebhookBodySchema>;

/** A webhook edit: its URL, whether it is on, its events. The secret changes only by regenerate. */
export const UpdateWebhookBodySchema = z.object({
  url: WebhookUrlSchema.optional(),
  is_active: z.boolean().optional(),
  ...optionalToggles,
});
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBodySchema>;

/** :slug and :pk of `workspaces/:slug/webhooks/:pk/`. */
export const WebhookParamsSchema = z.object({ slug: z.string(), pk: z.string() });
/** :logId of a webhook's delivery log. */
export const WebhookLogParamsSchema = WebhookParamsSchema.extend({ logId: z.string() });

/** One attempt at a delivery, as the log shows it. */
export const WebhookLogSchema = z.object({
  id: z.string(),
  webhook: z.string(),
  /** The event (`issue`, `project`…) and what happened to it. */
  event: z.string(),
  action: z.string(),
  /** X-Plane-Delivery and webhook-id: the same on every attempt of one delivery. */
  delivery_id: z.string(),
  /** 1 for the first attempt, counting retries; a redelivery starts again at 1 with a new id. */
  attempt: z.number().int(),
  request_url: z.string(),
  request_headers: z.record(z.string(), z.string()),
  request_body: z.string(),
  /** Null when no answer came (network error, timeout, refused address). */
  response_status: z.number().int().nullable(),
  response_headers: z.record(z.string(), z.string()).nullable(),
  /** The answer's first 4 KB. */
  response_body: z.string().nullable(),
  /** Milliseconds from sending to the whole answer (or to the failure). */
  duration_ms: z.number().int(),
  /** Why the attempt failed without an answer, or null. */
  error: z.string().nullable(),
  /** Whether the attempt succeeded (a 2xx answer). */
  is_success: z.boolean(),
  /** Whether it was a manual redelivery. */
  is_redelivery: z.boolean(),
  created_at: z.string(),
});
export type WebhookLog = z.infer<typeof WebhookLogSchema>;

export const WebhookLogPageSchema = planePageSchema(WebhookLogSchema);
export type WebhookLogPage = z.infer<typeof WebhookLogPageSchema>;

export const WebhookLogListQuerySchema = z.object({
  cursor: z.string().optional(),
  per_page: z.coerce.number().int().min(1).max(WEBHOOK_LOG_MAX_PAGE_SIZE).optional(),
});
export type WebhookLogListQuery = z.infer<typeof WebhookLogListQuerySchema>;

/** The answer to a redelivery: the new delivery's id (its attempts appear in the log). */
export const WebhookRedeliverySchema = z.object({ delivery_id: z.string() });
export type WebhookRedelivery = z.infer<typeof WebhookRedeliverySchema>;

/** The change a delivery tells of (Plane's activity): one field per delivery on an update. */
export const WebhookActivitySchema = z.object({
  field: z.string().nullable(),
  new_value: z.unknown(),
  old_value: z.unknown(),
  /** Who made the change (Plane's v1 UserLite); null for the system. */
  actor: V1UserLiteSchema.nullable(),
  old_identifier: z.string().nullable(),
  new_identifier: z.string().nullable(),
});

/** A delivery's body (Plane's payload). */
export const WebhookPayloadSchema = z.object({
  event: z.enum(WEBHOOK_EVENTS),
  action: z.enum(WEBHOOK_ACTIONS),
  webhook_id: z.string(),
  workspace_id: z.string(),
  data: z.record(z.string(), z.unknown()),
  activity: WebhookActivitySchema,
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;

/** Which of a webhook's events are on. */
export function enabledWebhookEvents(webhook: Record<WebhookEvent, boolean>): WebhookEvent[] {
  return WEBHOOK_EVENTS.filter((event) => webhook[event]);
}

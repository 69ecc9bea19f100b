import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, softDeleteColumn } from './columns';
import { workspaces } from './workspaces';

/**
 * A workspace's webhook (Plane's Webhook): a URL that hears of the workspace's changes, signed
 * with `secret_key`. Unlike an API token's, the secret is kept as it is, because every delivery is
 * signed with it; it is never logged nor answered but by create and regenerate.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** http or https, at most 1024 characters (WEBHOOK_URL_MAX_LENGTH). */
    url: text().notNull(),
    /** Off: nothing is sent; switched off by people, or by Keel after a delivery failed for good. */
    is_active: boolean().notNull().default(true),
    /** `plane_wh_` and 32 hex: signs X-Plane-Signature and webhook-signature. */
    secret_key: text().notNull(),
    project: boolean().notNull().default(false),
    issue: boolean().notNull().default(false),
    cycle: boolean().notNull().default(false),
    module: boolean().notNull().default(false),
    issue_comment: boolean().notNull().default(false),
    intake: boolean().notNull().default(false),
    page: boolean().notNull().default(false),
    /** The payloads' version (Plane's, always `v1`). */
    version: text().notNull().default('v1'),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    uniqueIndex('webhooks_workspace_url_unique')
      .on(table.workspace_id, table.url)
      .where(sql`${table.deleted_at} IS NULL`),
  ],
);

/**
 * One attempt at a delivery: what was sent and what came back (the body's first 4 KB). Kept 30
 * days (WEBHOOK_LOG_RETENTION_DAYS), pruned by a nightly job.
 */
export const webhookLogs = pgTable(
  'webhook_logs',
  {
    id: idColumn(),
    webhook_id: uuid()
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    action: text().notNull(),
    /** The same on every attempt of one delivery; a redelivery has a new one. */
    delivery_id: uuid().notNull(),
    /** 1 for the first attempt of a delivery. */
    attempt: integer().notNull(),
    request_url: text().notNull(),
    request_headers: jsonb().$type<Record<string, string>>().notNull(),
    /** The exact body that was signed and sent. */
    request_body: text().notNull(),
    response_status: integer(),
    response_headers: jsonb().$type<Record<string, string>>(),
    response_body: text(),
    duration_ms: integer().notNull(),
    error: text(),
    is_redelivery: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_logs_webhook_idx').on(table.webhook_id, table.created_at),
    index('webhook_logs_created_idx').on(table.created_at),
  ],
);

/**
 * How far the webhook dispatcher has read the realtime outbox (one row, id 1): deliveries are made
 * from the outbox's committed events after `last_version`, so a change is announced only once it
 * committed, and a restart resumes where the last run stopped.
 */
export const webhookDispatchCursor = pgTable('webhook_dispatch_cursor', {
  id: integer().primaryKey(),
  last_version: bigint({ mode: 'number' }).notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

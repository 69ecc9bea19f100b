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
import { auditColumns, idColumn } from './columns';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * One export of work items (Plane's ExporterHistory, with Plane's field names): asked for by
 * `initiated_by`, written by a background job that keeps `rows_done` of `rows_total` current, then
 * kept in the asset storage under `key` until `expires_at`, when a schedule deletes the file and
 * marks the row `expired`.
 */
export const exporterHistories = pgTable(
  'exporter_histories',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text(),
    /** Plane's `issue_exports` (its only kind for work items). */
    type: text().notNull().default('issue_exports'),
    /** The projects exported (Plane's `project` array). */
    project: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** csv, json or xlsx. */
    provider: text().notNull(),
    /** queued, processing, completed, failed or expired. */
    status: text().notNull().default('queued'),
    /** Why the export failed; empty otherwise. */
    reason: text().notNull().default(''),
    /** The file's object key in the asset storage; empty until written. */
    key: text().notNull().default(''),
    /** Plane's stored link; Keel answers its own download path instead, so this stays null. */
    url: text(),
    /** Plane's random token (32 hex), unique per export. */
    token: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    initiated_by_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plane's `multiple` flag: with more than one project, a zip of one file per project. */
    multiple: boolean().notNull().default(false),
    filters: jsonb().$type<Record<string, unknown>>(),
    rich_filters: jsonb().$type<Record<string, unknown>>().default({}),
    /** Work items written so far. */
    rows_done: integer().notNull().default(0),
    /** Work items to write, counted when the job starts; null before. */
    rows_total: integer(),
    /** `<workspace>-<date>.<ext>` (`.zip` for a zip), the name the download is given. */
    file_name: text(),
    /** The file's size in bytes, once written. */
    size: bigint({ mode: 'number' }),
    completed_at: timestamp({ withTimezone: true }),
    /** When the file is deleted (EXPORT_EXPIRY_DAYS after completion). */
    expires_at: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('exporter_histories_token_unique').on(table.token),
    index('exporter_histories_workspace_idx').on(table.workspace_id, table.created_at),
    index('exporter_histories_expiry_idx')
      .on(table.expires_at)
      .where(sql`${table.status} = 'completed'`),
  ],
);

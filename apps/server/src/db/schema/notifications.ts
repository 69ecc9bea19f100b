import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestampColumns } from './columns';
import { projects } from './projects';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * In-app notifications (Plane's Notification, spec §3): one per receiver and activity row, made by
 * the notifications job from work_item_activities. `data` holds the work item and the activity as
 * Plane's payload names them; read, archived and snoozed are each a time (null: not).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid().references(() => projects.id, { onDelete: 'cascade' }),
    receiver_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    triggered_by_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The work item's id (entity_name `issue`). */
    entity_identifier: uuid(),
    entity_name: text().notNull().default('issue'),
    title: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    message: jsonb().$type<Record<string, unknown>>(),
    message_html: text().notNull().default('<p></p>'),
    message_stripped: text(),
    sender: text().notNull(),
    is_mentioned_notification: boolean().notNull().default(false),
    /** The activity row it tells of (no foreign key: activities are never removed alone). */
    activity_id: uuid(),
    read_at: timestamp({ withTimezone: true }),
    archived_at: timestamp({ withTimezone: true }),
    snoozed_till: timestamp({ withTimezone: true }),
    /** Names a notification that must be made once only (a due-date reminder: item, day, person). */
    dedupe_key: text(),
    /** Whether the email digest has taken it (sent it, or left it out by preference). */
    is_emailed: boolean().notNull().default(false),
    ...timestampColumns,
  },
  (table) => [
    index('notifications_receiver_idx').on(
      table.receiver_id,
      table.workspace_id,
      table.created_at.desc(),
    ),
    uniqueIndex('notifications_dedupe_key').on(table.dedupe_key),
    index('notifications_unemailed_idx')
      .on(table.created_at)
      .where(sql`NOT ${table.is_emailed}`),
    index('notifications_unread_idx')
      .on(table.receiver_id, table.workspace_id)
      .where(sql`${table.read_at} IS NULL AND ${table.archived_at} IS NULL`),
  ],
);

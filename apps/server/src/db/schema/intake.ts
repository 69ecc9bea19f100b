import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, softDeleteColumn } from './columns';
import { projects } from './projects';
import { workItems } from './work-items';
import { workspaces } from './workspaces';

/**
 * Intake items (Plane's IntakeIssue, spec §3, §4): a request wrapping a work item that waits in
 * the project's triage state until it is accepted. Status as Plane numbers it: -2 pending, -1
 * declined, 0 snoozed (until snoozed_till), 1 accepted, 2 duplicate (of duplicate_to). Source
 * IN_APP for requests made in Keel; source_email names the sender of a public-form request.
 */
export const intakeItems = pgTable(
  'intake_items',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    work_item_id: uuid()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    status: smallint().notNull().default(-2),
    snoozed_till: timestamp({ withTimezone: true }),
    duplicate_to_id: uuid().references(() => workItems.id, { onDelete: 'set null' }),
    source: text().notNull().default('IN_APP'),
    source_email: text(),
    /** The status the form's sender was last told of by email (null: none yet). */
    replied_status: smallint(),
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    index('intake_items_to_reply_idx')
      .on(table.id)
      .where(sql`${table.source_email} IS NOT NULL AND ${table.deleted_at} IS NULL`),
    uniqueIndex('intake_items_work_item_key')
      .on(table.work_item_id)
      .where(sql`${table.deleted_at} IS NULL`),
    index('intake_items_project_idx')
      .on(table.project_id, table.status, table.created_at)
      .where(sql`${table.deleted_at} IS NULL`),
  ],
);

export type IntakeItemRow = typeof intakeItems.$inferSelect;

/**
 * Published boards (Plane's DeployBoard): a random `anchor` that opens one thing of a project to
 * people without an account. Keel publishes a project's intake form (entity_name 'intake',
 * entity_identifier the project's id), off until an admin turns it on (is_disabled).
 */
export const deployBoards = pgTable(
  'deploy_boards',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    entity_name: text().notNull(),
    entity_identifier: uuid().notNull(),
    anchor: text().notNull(),
    is_disabled: boolean().notNull().default(false),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('deploy_boards_anchor_key').on(table.anchor),
    uniqueIndex('deploy_boards_entity_key').on(table.entity_name, table.entity_identifier),
  ],
);

import { sql } from 'drizzle-orm';
import {
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
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    uniqueIndex('intake_items_work_item_key')
      .on(table.work_item_id)
      .where(sql`${table.deleted_at} IS NULL`),
    index('intake_items_project_idx')
      .on(table.project_id, table.status, table.created_at)
      .where(sql`${table.deleted_at} IS NULL`),
  ],
);

export type IntakeItemRow = typeof intakeItems.$inferSelect;

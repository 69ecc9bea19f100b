import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, softDeleteColumn } from './columns';
import { projects } from './projects';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * Saved views (Plane's IssueView, spec §3): a named set of work-item filters in both grammars
 * (legacy flat `filters`, and the `rich_filters` tree), display filters and properties. A view
 * with a project is that project's; one without is a workspace (global) view. Access 0 private
 * (the owner only), 1 public (Plane's values, the opposite of pages). Deleting soft-deletes.
 */
export const issueViews = pgTable(
  'issue_views',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid().references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    rich_filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    display_filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    display_properties: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    access: smallint().notNull().default(1),
    is_locked: boolean().notNull().default(false),
    owned_by_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    sort_order: doublePrecision().notNull().default(65_535),
    logo_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    index('issue_views_project_idx')
      .on(table.project_id, table.updated_at)
      .where(sql`${table.deleted_at} IS NULL`),
    index('issue_views_workspace_idx')
      .on(table.workspace_id, table.updated_at)
      .where(sql`${table.deleted_at} IS NULL AND ${table.project_id} IS NULL`),
  ],
);

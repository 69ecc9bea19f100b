import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, softDeleteColumn, timestampColumns } from './columns';
import { labels, projects } from './projects';
import { users } from './users';
import { workspaces } from './workspaces';

/** Raw bytes (PostgreSQL bytea): a page's Yjs document state. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Pages (Plane's Page, spec §3): a rich document of a workspace shown in one or more projects
 * (project_pages). The document is kept three ways, written together: the Yjs state the editors
 * share (description_binary), its HTML (sanitized) and its plain text for search. Access as Plane
 * stores it: 0 public (the project sees it), 1 private (its owner). `parent` nests pages into one
 * tree per project.
 */
export const pages = pgTable(
  'pages',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull().default(''),
    description_html: text().notNull().default('<p></p>'),
    description_stripped: text().notNull().default(''),
    description_binary: bytea(),
    color: text().notNull().default(''),
    owned_by_id: uuid()
      .notNull()
      .references(() => users.id),
    access: smallint().notNull().default(0),
    logo_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    view_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    is_locked: boolean().notNull().default(false),
    archived_at: timestamp({ withTimezone: true }),
    parent_id: uuid().references((): AnyPgColumn => pages.id, { onDelete: 'set null' }),
    sort_order: doublePrecision().notNull().default(65_535),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    index('pages_workspace_idx')
      .on(table.workspace_id)
      .where(sql`${table.deleted_at} IS NULL`),
    index('pages_parent_idx')
      .on(table.parent_id)
      .where(sql`${table.deleted_at} IS NULL`),
  ],
);

/** Which projects show a page (Plane's ProjectPage). */
export const projectPages = pgTable(
  'project_pages',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    page_id: uuid()
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('project_pages_project_page_key').on(table.project_id, table.page_id),
    index('project_pages_page_idx').on(table.page_id),
  ],
);

/** A page's labels (Plane's PageLabel): labels of its project. */
export const pageLabels = pgTable(
  'page_labels',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    page_id: uuid()
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    label_id: uuid()
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    ...auditColumns,
  },
  (table) => [uniqueIndex('page_labels_page_label_key').on(table.page_id, table.label_id)],
);

/**
 * Snapshots of a page's document (Plane's PageVersion): one when an editing session ends and at
 * most one per 10 minutes while it lasts; the newest PAGE_VERSIONS_KEPT are kept.
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    page_id: uuid()
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    owned_by_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    last_saved_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    description_html: text().notNull().default('<p></p>'),
    description_stripped: text().notNull().default(''),
    description_binary: bytea(),
    ...timestampColumns,
    created_by_id: uuid(),
    updated_by_id: uuid(),
  },
  (table) => [index('page_versions_page_idx').on(table.page_id, table.last_saved_at)],
);

/**
 * The live documents' updates, for the collaboration servers of other processes (collab/): each
 * update a process receives from its editors is kept here and announced on 'keel_collab'; the
 * others apply it to their copy, and a process that opens the document applies those not yet in
 * its stored state. Pruned after an hour (by then every document has been stored).
 */
export const collabUpdates = pgTable(
  'collab_updates',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    document: text().notNull(),
    update: bytea().notNull(),
    process_id: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('collab_updates_document_idx').on(table.document, table.id),
    index('collab_updates_created_at_idx').on(table.created_at),
  ],
);

export type PageRow = typeof pages.$inferSelect;

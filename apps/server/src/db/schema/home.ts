import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { projects } from './projects';
import { users } from './users';
import { workspaces } from './workspaces';

const inWorkspace = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const ownedBy = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A sticky note (Plane's Sticky): private to its owner in one workspace. The description is the
 * rich-text editor's sanitized HTML; `description_stripped` is its text, searched by `query`.
 * Lists are newest first by `sort_order` (each new one 10000 above the owner's highest).
 */
export const stickies = pgTable(
  'stickies',
  {
    id: idColumn(),
    workspace_id: inWorkspace(),
    owner_id: ownedBy(),
    name: text(),
    description: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    description_html: text().notNull().default('<p></p>'),
    description_stripped: text().notNull().default(''),
    logo_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    color: text(),
    background_color: text(),
    sort_order: doublePrecision().notNull().default(65_535),
    ...auditColumns,
  },
  (table) => [index('stickies_owner_idx').on(table.workspace_id, table.owner_id, table.sort_order)],
);

/** A home-page quick link (Plane's WorkspaceUserLink): private to its owner in one workspace. */
export const quickLinks = pgTable(
  'quick_links',
  {
    id: idColumn(),
    workspace_id: inWorkspace(),
    owner_id: ownedBy(),
    title: text(),
    url: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
  },
  (table) => [index('quick_links_owner_idx').on(table.workspace_id, table.owner_id)],
);

/**
 * What a person opened lately (Plane's UserRecentVisit): one row per person and thing, its
 * `visited_at` moved forward on each visit. `entity_name` is issue, page or project.
 */
export const recentVisits = pgTable(
  'recent_visits',
  {
    id: idColumn(),
    workspace_id: inWorkspace(),
    user_id: ownedBy(),
    entity_name: text().notNull(),
    entity_identifier: uuid().notNull(),
    project_id: uuid().references(() => projects.id, { onDelete: 'cascade' }),
    visited_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('recent_visits_user_entity_unique').on(
      table.workspace_id,
      table.user_id,
      table.entity_name,
      table.entity_identifier,
    ),
    index('recent_visits_user_visited_idx').on(table.workspace_id, table.user_id, table.visited_at),
  ],
);

/**
 * A person's dashboard in a workspace (Plane's Dashboard; the home one has type_identifier
 * 'home'), made with its widgets on first read.
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: idColumn(),
    workspace_id: inWorkspace(),
    owned_by_id: ownedBy(),
    name: text().notNull(),
    description_html: text().notNull().default('<p></p>'),
    identifier: uuid(),
    is_default: boolean().notNull().default(true),
    type_identifier: text().notNull(),
    logo_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('dashboards_owner_type_unique').on(
      table.workspace_id,
      table.owned_by_id,
      table.type_identifier,
    ),
  ],
);

/**
 * A widget placed on a dashboard (Plane's Widget joined with DashboardWidget): its key, whether
 * it shows, its place and its filters.
 */
export const dashboardWidgets = pgTable(
  'dashboard_widgets',
  {
    id: idColumn(),
    workspace_id: inWorkspace(),
    dashboard_id: uuid()
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    is_visible: boolean().notNull().default(true),
    sort_order: doublePrecision().notNull().default(65_535),
    filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('dashboard_widgets_dashboard_key_unique').on(table.dashboard_id, table.key),
  ],
);

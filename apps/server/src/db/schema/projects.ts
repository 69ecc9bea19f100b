import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
import { users } from './users';
import { workspaces } from './workspaces';

const workspaceId = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/**
 * Projects of a workspace. Identifier and name are unique among the workspace's live projects;
 * network 0 is secret (members only), 2 public (every workspace member may see and join).
 */
export const projects = pgTable(
  'projects',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    name: text().notNull(),
    /** Upper-cased, at most 12 characters; prefixes work-item keys (WEB-42). */
    identifier: text().notNull(),
    description: text().notNull().default(''),
    description_html: text().notNull().default('<p></p>'),
    network: integer().notNull().default(2),
    logo_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    cover_image: text(),
    project_lead_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    default_assignee_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The state new work items get; set when the default states are created. */
    default_state_id: uuid(),
    /** The active estimate scheme, if any. */
    estimate_id: uuid(),
    cycle_view: boolean().notNull().default(true),
    module_view: boolean().notNull().default(true),
    issue_views_view: boolean().notNull().default(true),
    page_view: boolean().notNull().default(true),
    inbox_view: boolean().notNull().default(false),
    /** Pro-only in Plane; off by default (spec §5). */
    is_time_tracking_enabled: boolean().notNull().default(false),
    guest_view_all_features: boolean().notNull().default(false),
    /** Months after which completed or cancelled work items are archived; 0 = never. */
    archive_in: integer().notNull().default(0),
    /** Months after which untouched open work items are closed; 0 = never. */
    close_in: integer().notNull().default(0),
    timezone: text().notNull().default('UTC'),
    sort_order: doublePrecision().notNull().default(65_535),
    /** Choices offered for a work item's budget_source (spec §1 business fields). */
    budget_source_options: jsonb().$type<string[]>().notNull().default([]),
    /** The last work-item sequence_id handed out; numbers are never reused (Plane). */
    work_item_sequence: integer().notNull().default(0),
    archived_at: timestamp({ withTimezone: true }),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    uniqueIndex('projects_workspace_identifier_live_unique')
      .on(table.workspace_id, table.identifier)
      .where(sql`${table.deleted_at} IS NULL`),
    uniqueIndex('projects_workspace_name_live_unique')
      .on(table.workspace_id, sql`lower(${table.name})`)
      .where(sql`${table.deleted_at} IS NULL`),
  ],
);

/** Membership of a user in a project; original_role is preferred when read (spec §6). */
export const projectMembers = pgTable(
  'project_members',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    member_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: integer().notNull().default(5),
    original_role: integer(),
    is_active: boolean().notNull().default(true),
    sort_order: doublePrecision().notNull().default(65_535),
    view_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    default_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    preferences: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('project_members_project_member_unique').on(table.project_id, table.member_id),
    index('project_members_member_idx').on(table.workspace_id, table.member_id),
  ],
);

/** States of a project's workflow; exactly one live default per project, enforced here too. */
export const states = pgTable(
  'states',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    color: text().notNull(),
    slug: text().notNull().default(''),
    sequence: doublePrecision().notNull().default(65_535),
    /** backlog, unstarted, started, completed, cancelled or triage. */
    group: text().notNull(),
    is_triage: boolean().notNull().default(false),
    default: boolean().notNull().default(false),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    uniqueIndex('states_project_name_live_unique')
      .on(table.project_id, sql`lower(${table.name})`)
      .where(sql`${table.deleted_at} IS NULL`),
    uniqueIndex('states_project_single_default')
      .on(table.project_id)
      .where(sql`${table.default} AND ${table.deleted_at} IS NULL`),
  ],
);

/** Labels: of a project, or of the workspace when project_id is null; nested through parent_id. */
export const labels = pgTable(
  'labels',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: uuid().references(() => projects.id, { onDelete: 'cascade' }),
    parent_id: uuid(),
    name: text().notNull(),
    description: text().notNull().default(''),
    color: text().notNull().default(''),
    sort_order: doublePrecision().notNull().default(65_535),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    uniqueIndex('labels_scope_parent_name_live_unique')
      .on(
        table.workspace_id,
        sql`coalesce(${table.project_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`coalesce(${table.parent_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${table.name})`,
      )
      .where(sql`${table.deleted_at} IS NULL`),
  ],
);

/** Estimate schemes of a project; the one with last_used is active, the others archived. */
export const estimates = pgTable('estimates', {
  id: idColumn(),
  workspace_id: workspaceId(),
  project_id: uuid()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text().notNull().default(''),
  /** points, categories or time; stored lower-case. */
  type: text().notNull().default('categories'),
  last_used: boolean().notNull().default(false),
  ...auditColumns,
  ...softDeleteColumn,
});

export const estimatePoints = pgTable('estimate_points', {
  id: idColumn(),
  workspace_id: workspaceId(),
  project_id: uuid()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  estimate_id: uuid()
    .notNull()
    .references(() => estimates.id, { onDelete: 'cascade' }),
  key: integer().notNull(),
  value: text().notNull(),
  description: text().notNull().default(''),
  ...auditColumns,
  ...softDeleteColumn,
});

const catalogueColumns = () => ({
  id: idColumn(),
  workspace_id: workspaceId(),
  project_id: uuid()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  code: text(),
  description: text().notNull().default(''),
  sort_order: doublePrecision().notNull().default(65_535),
  ...auditColumns,
  ...softDeleteColumn,
});

/** A project's shops, referenced by work items' shop and shops fields (spec §1). */
export const projectShops = pgTable('project_shops', catalogueColumns(), (table) => [
  uniqueIndex('project_shops_project_name_live_unique')
    .on(table.project_id, sql`lower(${table.name})`)
    .where(sql`${table.deleted_at} IS NULL`),
]);

/** A project's customers, referenced by work items' customer and customers fields (spec §1). */
export const projectCustomers = pgTable('project_customers', catalogueColumns(), (table) => [
  uniqueIndex('project_customers_project_name_live_unique')
    .on(table.project_id, sql`lower(${table.name})`)
    .where(sql`${table.deleted_at} IS NULL`),
]);

/** A user's favorites (projects now; cycles, modules, views, pages and folders later). */
export const userFavorites = pgTable(
  'user_favorites',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** project, cycle, module, view, page or folder. */
    entity_type: text().notNull(),
    entity_identifier: uuid(),
    project_id: uuid().references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull().default(''),
    is_folder: boolean().notNull().default(false),
    parent_id: uuid(),
    sequence: doublePrecision().notNull().default(65_535),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('user_favorites_user_entity_unique')
      .on(table.user_id, table.entity_type, table.entity_identifier)
      .where(sql`${table.entity_identifier} IS NOT NULL`),
  ],
);

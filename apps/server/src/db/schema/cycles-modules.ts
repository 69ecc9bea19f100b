import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, softDeleteColumn } from './columns';
import { projects } from './projects';
import { users } from './users';
import { workspaces } from './workspaces';

const workspaceId = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const projectId = () =>
  uuid()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/**
 * Cycles: a project's timeboxes (spec §3, §4). Dates are instants at the project time zone's day
 * boundaries, both set or both null, and two live cycles of a project never overlap. The status
 * (draft, upcoming, current, completed) is computed from them, never stored. A work item is in at
 * most one cycle: its `cycle_id` column (work_items) says which.
 */
export const cycles = pgTable(
  'cycles',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    name: text().notNull(),
    description: text().notNull().default(''),
    start_date: timestamp({ withTimezone: true }),
    end_date: timestamp({ withTimezone: true }),
    owned_by_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    view_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    sort_order: doublePrecision().notNull().default(65_535),
    /** The progress a cycle had when its open items were transferred away (its burndown after). */
    progress_snapshot: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    logo_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The project's time zone when the dates were set. */
    timezone: text().notNull().default('UTC'),
    /** 1 for cycles imported from older Plane data; new cycles are 2 (spec §3). */
    version: integer().notNull().default(2),
    archived_at: timestamp({ withTimezone: true }),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    index('cycles_project_idx')
      .on(table.project_id, table.start_date)
      .where(sql`${table.deleted_at} IS NULL`),
    index('cycles_workspace_idx')
      .on(table.workspace_id)
      .where(sql`${table.deleted_at} IS NULL`),
  ],
);

/**
 * The burndown tallies of a cycle's days that are over, kept the first time the burndown is drawn
 * after they ended: a finished day is replayed from the recorded history once, not on every
 * request, and stays as it was observed. Counted at the day boundaries of `timezone`; when the
 * cycle's time zone changes its days are counted again.
 */
export const cycleBurndownDays = pgTable(
  'cycle_burndown_days',
  {
    cycle_id: uuid()
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
    workspace_id: workspaceId(),
    day: date({ mode: 'string' }).notNull(),
    timezone: text().notNull(),
    /** Items and estimate points per state group at the end of the day (BurndownTallySchema). */
    tally: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cycle_id, table.day] })],
);

/**
 * Modules: a project's groupings of work by feature. Names are unique among a project's live
 * modules; an item may be in many modules (module_work_items).
 */
export const modules = pgTable(
  'modules',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    name: text().notNull(),
    description: text().notNull().default(''),
    description_html: text().notNull().default('<p></p>'),
    /** backlog, planned, in-progress, paused, completed or cancelled. */
    status: text().notNull().default('planned'),
    lead_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    start_date: date({ mode: 'string' }),
    target_date: date({ mode: 'string' }),
    view_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    sort_order: doublePrecision().notNull().default(65_535),
    logo_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    archived_at: timestamp({ withTimezone: true }),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    uniqueIndex('modules_project_name_live_unique')
      .on(table.project_id, sql`lower(${table.name})`)
      .where(sql`${table.deleted_at} IS NULL`),
    index('modules_workspace_idx')
      .on(table.workspace_id)
      .where(sql`${table.deleted_at} IS NULL`),
  ],
);

/** The people of a module besides its lead (Plane's ModuleMember). */
export const moduleMembers = pgTable(
  'module_members',
  {
    module_id: uuid()
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    member_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspace_id: workspaceId(),
    project_id: projectId(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.module_id, table.member_id] })],
);

/** A module's links (`link_module`): http or https URLs with a title. */
export const moduleLinks = pgTable(
  'module_links',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    module_id: uuid()
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    title: text().notNull().default(''),
    url: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [index('module_links_module_idx').on(table.module_id)],
);

/** One person's filters, display filters and properties for one cycle or module list. */
function listPropertyColumns() {
  return {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    display_filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    display_properties: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    rich_filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
  };
}

export const cycleUserProperties = pgTable(
  'cycle_user_properties',
  {
    ...listPropertyColumns(),
    cycle_id: uuid()
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('cycle_user_properties_unique').on(table.cycle_id, table.user_id)],
);

export const moduleUserProperties = pgTable(
  'module_user_properties',
  {
    ...listPropertyColumns(),
    module_id: uuid()
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('module_user_properties_unique').on(table.module_id, table.user_id)],
);

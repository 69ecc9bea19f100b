import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import { cycles, modules } from './cycles-modules';
import {
  estimatePoints,
  labels,
  projectCustomers,
  projects,
  projectShops,
  states,
} from './projects';
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

/** PostgreSQL's tsvector, read only through SQL (search ranks by it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The items every list may show: live, not archived, not drafts (the list indexes' predicate). */
const listedItems = sql`deleted_at IS NULL AND archived_at IS NULL AND is_draft = false`;

/**
 * Work items (Plane's issues). `sequence_id` is numbered per project from the project's
 * `work_item_sequence` counter inside the creating transaction, and never reused.
 */
export const workItems = pgTable(
  'work_items',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    /** Numbered per project from 1; with the project identifier it makes the key (WEB-42). */
    sequence_id: integer().notNull(),
    name: text().notNull(),
    /** Sanitized HTML; `description_stripped` is its text, kept for search. */
    description_html: text().notNull().default('<p></p>'),
    description_stripped: text().notNull().default(''),
    /** urgent, high, medium, low or none. */
    priority: text().notNull().default('none'),
    state_id: uuid().references(() => states.id, { onDelete: 'set null' }),
    parent_id: uuid(),
    estimate_point_id: uuid().references(() => estimatePoints.id, { onDelete: 'set null' }),
    start_date: date({ mode: 'string' }),
    target_date: date({ mode: 'string' }),
    sort_order: doublePrecision().notNull().default(65_535),
    /** Set when the item enters the completed group, cleared when it leaves. */
    completed_at: timestamp({ withTimezone: true }),
    archived_at: timestamp({ withTimezone: true }),
    is_draft: boolean().notNull().default(false),
    is_epic: boolean().notNull().default(false),
    type_id: uuid(),
    /** Business fields (spec §1): one shop and customer, plus lists of them. */
    shop_id: uuid().references(() => projectShops.id, { onDelete: 'set null' }),
    shop_ids: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    customer_id: uuid().references(() => projectCustomers.id, { onDelete: 'set null' }),
    customer_ids: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** One of the project's budget_source_options, or null. */
    budget_source: text(),
    budget_source_display: text(),
    is_revision: boolean().notNull().default(false),
    /** The one cycle the item is in (Plane's CycleIssue, which allows one per item). */
    cycle_id: uuid().references(() => cycles.id, { onDelete: 'set null' }),
    /**
     * Where an importer brought the item from (Plane's external_source/external_id, set through
     * `/api/v1/`): a create naming a pair already in the project is refused with 409.
     */
    external_source: text(),
    external_id: text(),
    search_vector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(description_stripped, '')), 'B')`,
    ),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    uniqueIndex('work_items_project_sequence_unique').on(table.project_id, table.sequence_id),
    // A new item goes after the last of its state: max(sort_order) is read from this index.
    index('work_items_project_state_idx')
      .on(table.project_id, table.state_id, table.sort_order)
      .where(sql`${table.deleted_at} IS NULL`),
    index('work_items_project_updated_idx').on(table.project_id, table.updated_at),
    index('work_items_parent_idx')
      .on(table.parent_id)
      .where(sql`${table.deleted_at} IS NULL`),
    // The list query's indexes: one page of each group is an ordered scan of (project, group
    // value, created_at, id), read backwards for -created_at; the predicate is what every list
    // hides, so the grouped counts are index-only scans.
    index('work_items_list_created_idx')
      .on(table.project_id, table.created_at, table.id)
      .where(listedItems),
    index('work_items_list_state_created_idx')
      .on(table.project_id, table.state_id, table.created_at, table.id)
      .where(listedItems),
    index('work_items_list_priority_created_idx')
      .on(table.project_id, table.priority, table.created_at, table.id)
      .where(listedItems),
    index('work_items_list_cycle_created_idx')
      .on(table.project_id, table.cycle_id, table.created_at, table.id)
      .where(listedItems),
    // The sync feed (v2/issues/) in its order, (updated_at, id): a page is a range of this index
    // from a keyset position, or after an offset, never a sort of the project. The columns after
    // the unique key are read, not sorted on: the triage and guest filters and the keyset
    // position (sequence_id), so that a page, and the offset before it, is an index-only scan.
    index('work_items_sync_idx')
      .on(
        table.project_id,
        table.updated_at,
        table.id,
        table.state_id,
        table.created_by_id,
        table.sequence_id,
      )
      .where(listedItems),
    index('work_items_external_idx')
      .on(table.project_id, table.external_source, table.external_id)
      .where(sql`${table.external_id} IS NOT NULL`),
    index('work_items_search_idx').using('gin', table.search_vector),
    index('work_items_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

export const workItemAssignees = pgTable(
  'work_item_assignees',
  {
    work_item_id: uuid()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    assignee_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspace_id: workspaceId(),
    project_id: projectId(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.work_item_id, table.assignee_id] }),
    index('work_item_assignees_assignee_idx').on(table.assignee_id, table.project_id),
  ],
);

export const workItemLabels = pgTable(
  'work_item_labels',
  {
    work_item_id: uuid()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    label_id: uuid()
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    workspace_id: workspaceId(),
    project_id: projectId(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.work_item_id, table.label_id] }),
    index('work_item_labels_label_idx').on(table.label_id),
  ],
);

/** Which work items a module holds (Plane's ModuleIssue); an item may be in many modules. */
export const moduleWorkItems = pgTable(
  'module_work_items',
  {
    module_id: uuid()
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    work_item_id: uuid()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    workspace_id: workspaceId(),
    project_id: projectId(),
    created_by_id: uuid(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.module_id, table.work_item_id] }),
    index('module_work_items_item_idx').on(table.work_item_id),
  ],
);

/** Who follows a work item's changes (is_subscribed, the subscribed list). */
export const workItemSubscribers = pgTable(
  'work_item_subscribers',
  {
    work_item_id: uuid()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    subscriber_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspace_id: workspaceId(),
    project_id: projectId(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.work_item_id, table.subscriber_id] }),
    index('work_item_subscribers_subscriber_idx').on(table.subscriber_id),
  ],
);

/** People mentioned in a work item's description (the mentions filter). */
export const workItemMentions = pgTable(
  'work_item_mentions',
  {
    work_item_id: uuid()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    mention_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspace_id: workspaceId(),
    project_id: projectId(),
  },
  (table) => [
    primaryKey({ columns: [table.work_item_id, table.mention_id] }),
    index('work_item_mentions_mention_idx').on(table.mention_id),
  ],
);

/**
 * One row per change of a work item (Plane's IssueActivity): the field, its old and new value as
 * text, and, for relations such as labels, the ids on either side.
 */
export const workItemActivities = pgTable(
  'work_item_activities',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    work_item_id: uuid()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    actor_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** created, updated, deleted, archived, restored. */
    verb: text().notNull(),
    /** The field that changed; null for creation and deletion. */
    field: text(),
    old_value: text(),
    new_value: text(),
    old_identifier: uuid(),
    new_identifier: uuid(),
    comment: text().notNull().default(''),
    /** The comment a comment activity is about (field `comment`); no foreign key, comments are soft-deleted. */
    comment_id: uuid(),
    /** Seconds since 1970 with fractions, Plane's ordering key. */
    epoch: doublePrecision().notNull(),
    /**
     * Whether the notifications job has read the row (rows written before notifications existed
     * count as read; every new row waits for it).
     */
    is_notified: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('work_item_activities_item_idx').on(table.work_item_id, table.created_at),
    index('work_item_activities_unnotified_idx')
      .on(table.created_at)
      .where(sql`NOT ${table.is_notified}`),
    // The items that left a cycle, which its burndown still counts for the days they were in it.
    index('work_item_activities_cycle_left_idx')
      .on(table.project_id, table.old_identifier)
      .where(sql`${table.field} = 'cycles'`),
  ],
);

/**
 * Each user's work-item display settings: one row per project they use (Plane's
 * ProjectUserProperty) and one with no project for the workspace-wide lists, the global views and
 * profile tabs (Plane's WorkspaceUserProperties).
 */
export const projectUserProperties = pgTable(
  'project_user_properties',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    /** Null for the workspace-wide row. */
    project_id: uuid().references(() => projects.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    display_filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    display_properties: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    rich_filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('project_user_properties_unique').on(table.project_id, table.user_id),
    uniqueIndex('workspace_user_properties_unique')
      .on(table.workspace_id, table.user_id)
      .where(sql`${table.project_id} is null`),
  ],
);

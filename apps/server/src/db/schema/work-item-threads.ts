import { sql } from 'drizzle-orm';
import {
  index,
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
import { workItems } from './work-items';
import { workspaces } from './workspaces';

const workspaceId = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const projectId = () =>
  uuid()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const workItemId = () =>
  uuid()
    .notNull()
    .references(() => workItems.id, { onDelete: 'cascade' });

/**
 * A relation between two work items of one workspace (Plane's IssueRelation). One row holds both
 * directions: `blocked_by` stored on A towards B reads as `blocking` from B. `project_id` is the
 * source item's project; the related item may sit in another project of the workspace.
 */
export const workItemRelations = pgTable(
  'work_item_relations',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    work_item_id: workItemId(),
    related_work_item_id: workItemId(),
    /** blocked_by, relates_to, duplicate, start_before, finish_before, implemented_by. */
    relation_type: text().notNull(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('work_item_relations_pair_unique').on(
      table.work_item_id,
      table.related_work_item_id,
    ),
    index('work_item_relations_related_idx').on(table.related_work_item_id),
  ],
);

/** A web link attached to a work item (Plane's IssueLink); `link_count` counts the live ones. */
export const workItemLinks = pgTable(
  'work_item_links',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    work_item_id: workItemId(),
    /** http or https only. */
    url: text().notNull(),
    title: text(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    index('work_item_links_item_idx')
      .on(table.work_item_id)
      .where(sql`${table.deleted_at} IS NULL`),
  ],
);

/**
 * A comment on a work item (Plane's IssueComment). `comment_html` is sanitized on write;
 * `edited_at` is set when its author changes the text.
 */
export const workItemComments = pgTable(
  'work_item_comments',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    work_item_id: workItemId(),
    actor_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    comment_html: text().notNull().default('<p></p>'),
    comment_stripped: text().notNull().default(''),
    comment_json: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** INTERNAL (members) or EXTERNAL (also shown on published boards). */
    access: text().notNull().default('INTERNAL'),
    /** A reply's parent comment; null for top-level comments. */
    parent_id: uuid(),
    edited_at: timestamp({ withTimezone: true }),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [index('work_item_comments_item_idx').on(table.work_item_id, table.created_at)],
);

/** Members mentioned (`@`) in a comment; notifications read them. */
export const workItemCommentMentions = pgTable(
  'work_item_comment_mentions',
  {
    comment_id: uuid()
      .notNull()
      .references(() => workItemComments.id, { onDelete: 'cascade' }),
    mention_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspace_id: workspaceId(),
  },
  (table) => [
    primaryKey({ columns: [table.comment_id, table.mention_id] }),
    index('work_item_comment_mentions_mention_idx').on(table.mention_id),
  ],
);

/** An emoji reaction to a work item: one per emoji per user (Plane's IssueReaction). */
export const workItemReactions = pgTable(
  'work_item_reactions',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    work_item_id: workItemId(),
    actor_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The emoji as Plane stores it: decimal Unicode code points joined by '-'. */
    reaction: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('work_item_reactions_unique').on(
      table.work_item_id,
      table.actor_id,
      table.reaction,
    ),
  ],
);

/** An emoji reaction to a comment: one per emoji per user (Plane's CommentReaction). */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    comment_id: uuid()
      .notNull()
      .references(() => workItemComments.id, { onDelete: 'cascade' }),
    actor_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('comment_reactions_unique').on(table.comment_id, table.actor_id, table.reaction),
  ],
);

/**
 * Snapshots of a work item's description (Plane's IssueDescriptionVersion). A save by the same
 * user within the quiet period overwrites the newest snapshot instead of adding one.
 */
export const workItemDescriptionVersions = pgTable(
  'work_item_description_versions',
  {
    id: idColumn(),
    workspace_id: workspaceId(),
    project_id: projectId(),
    work_item_id: workItemId(),
    owned_by_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    description_html: text().notNull(),
    description_stripped: text().notNull().default(''),
    description_json: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    last_saved_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...auditColumns,
  },
  (table) => [
    index('work_item_description_versions_item_idx').on(table.work_item_id, table.last_saved_at),
  ],
);

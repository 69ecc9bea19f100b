import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, softDeleteColumn, timestampColumns } from './columns';
import { users } from './users';

/** Workspaces. The slug is unique across all rows, deleted ones included, as in Plane. */
export const workspaces = pgTable('workspaces', {
  id: idColumn(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  owner_id: uuid()
    .notNull()
    .references(() => users.id),
  logo_url: text(),
  organization_size: text(),
  timezone: text().notNull().default('UTC'),
  ...auditColumns,
  ...softDeleteColumn,
});

/** Membership of a user in a workspace; removing a member marks it inactive (spec §6). */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    member_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 20 admin, 15 member, 5 guest. */
    role: integer().notNull().default(5),
    is_active: boolean().notNull().default(true),
    company_role: text(),
    view_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    default_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    issue_props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('workspace_members_workspace_member_unique').on(
      table.workspace_id,
      table.member_id,
    ),
    index('workspace_members_member_idx').on(table.member_id),
  ],
);

/** An invitation of an email address into a workspace, with the role it will get. */
export const workspaceMemberInvites = pgTable(
  'workspace_member_invites',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: integer().notNull().default(5),
    /** SHA-256 of the secret in the join link. */
    token_hash: text().notNull().unique(),
    accepted: boolean().notNull().default(false),
    responded_at: timestamp({ withTimezone: true }),
    message: text(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('workspace_member_invites_email_workspace_unique').on(
      sql`lower(${table.email})`,
      table.workspace_id,
    ),
  ],
);

/** One sidebar entry's setting (Plane's WorkspaceUserPreference). */
export interface SidebarPreference {
  is_pinned: boolean;
  sort_order: number;
}

/** One home widget's setting (Plane's WorkspaceHomePreference). */
export interface HomePreference {
  is_enabled: boolean;
  config: Record<string, unknown>;
  sort_order: number;
}

/**
 * A person's own settings in a workspace: the sidebar's pinned entries and the home page's
 * widgets, by key. Only what they changed is kept; the defaults fill in the rest when read.
 */
export const workspaceUserPreferences = pgTable(
  'workspace_user_preferences',
  {
    id: idColumn(),
    workspace_id: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sidebar: jsonb().$type<Record<string, SidebarPreference>>().notNull().default({}),
    home: jsonb().$type<Record<string, HomePreference>>().notNull().default({}),
    ...timestampColumns,
  },
  (table) => [
    uniqueIndex('workspace_user_preferences_workspace_user_unique').on(
      table.workspace_id,
      table.user_id,
    ),
  ],
);

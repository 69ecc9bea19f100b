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
import { auditColumns, idColumn, timestampColumns } from './columns';

/** People who can sign in. Emails are stored trimmed and lower-cased. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text().notNull(),
    /** Random hex, as Plane makes it; never shown as a name. */
    username: text().notNull().unique(),
    display_name: text().notNull(),
    first_name: text().notNull().default(''),
    last_name: text().notNull().default(''),
    /** The picture's URL: an https address or Keel's static asset path; null for none. */
    avatar: text(),
    /** The profile cover's URL, like avatar. */
    cover_image: text(),
    /** The uploaded asset that is the cover (Plane's cover_image_asset); null for a URL cover. */
    cover_image_asset_id: uuid(),
    /** scrypt hash (see lib/password.ts); null for users who have never set a password. */
    password_hash: text(),
    /** True when the user signed up with a magic code and has not chosen a password yet. */
    is_password_autoset: boolean().notNull().default(false),
    is_active: boolean().notNull().default(true),
    is_bot: boolean().notNull().default(false),
    is_email_verified: boolean().notNull().default(false),
    user_timezone: text().notNull().default('UTC'),
    last_login_at: timestamp({ withTimezone: true }),
    last_login_ip: text(),
    last_logout_at: timestamp({ withTimezone: true }),
    ...timestampColumns,
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** Onboarding steps as the web client tracks them (spec §3). */
export interface OnboardingStep {
  workspace_join: boolean;
  profile_complete: boolean;
  workspace_create: boolean;
  workspace_invite: boolean;
}

/** One per user: preferences and onboarding state (spec §3, User profile). */
export const profiles = pgTable('profiles', {
  id: idColumn(),
  user_id: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  onboarding_step: jsonb().$type<OnboardingStep>().notNull().default({
    workspace_join: false,
    profile_complete: false,
    workspace_create: false,
    workspace_invite: false,
  }),
  is_onboarded: boolean().notNull().default(false),
  is_tour_completed: boolean().notNull().default(false),
  /** The workspace the user last opened; null before the first. */
  last_workspace_id: uuid(),
  use_case: text(),
  role: text(),
  language: text().notNull().default('en'),
  /** 0 = Sunday … 6 = Saturday. */
  start_of_the_week: integer().notNull().default(0),
  billing_address_country: text(),
  billing_address: jsonb().$type<Record<string, unknown>>(),
  has_billing_address: boolean().notNull().default(false),
  /** Whether the user agreed to receive product emails (Plane's profile flag). */
  has_marketing_email_consent: boolean().notNull().default(false),
  ...timestampColumns,
});

/**
 * Signed-in browsers. The cookie holds a random token; only its SHA-256 is stored, so a copy of
 * the table signs nobody in. Sessions slide: each use pushes expires_at forward.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    token_hash: text().notNull().unique(),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    user_agent: text(),
    ip_address: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.user_id)],
);

/** Users who administer the instance itself (Plane's InstanceAdmin). */
export const instanceAdmins = pgTable('instance_admins', {
  id: idColumn(),
  user_id: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: integer().notNull().default(20),
  ...auditColumns,
});

/**
 * The current sign-in code of an email (Plane keeps it in Redis under magic_<email>). Only the
 * code's hash is stored; `sends` counts generations, `failed_attempts` wrong guesses.
 */
export const magicCodes = pgTable('magic_codes', {
  email: text().primaryKey(),
  code_hash: text().notNull(),
  sends: integer().notNull().default(1),
  failed_attempts: integer().notNull().default(0),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use password reset links; the token itself is only ever in the email. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: idColumn(),
  user_id: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text().notNull().unique(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  used_at: timestamp({ withTimezone: true }),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Which notifications a user wants by email (Plane's UserNotificationPreference). */
export const userNotificationPreferences = pgTable('user_notification_preferences', {
  id: idColumn(),
  user_id: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  property_change: boolean().notNull().default(true),
  state_change: boolean().notNull().default(true),
  comment: boolean().notNull().default(true),
  mention: boolean().notNull().default(true),
  issue_completed: boolean().notNull().default(true),
  ...timestampColumns,
});

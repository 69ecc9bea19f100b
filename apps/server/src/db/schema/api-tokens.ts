import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * A person's API token (Plane's APIToken) for `/api/v1/`. Unlike Plane, the secret is not kept:
 * only its SHA-256 (`token_hash`), which is what a request's key is looked up by, and its last
 * characters to tell tokens apart in a list. Revoking deletes the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: idColumn(),
    label: text().notNull(),
    description: text().notNull().default(''),
    /** SHA-256 of the whole token, hex (lib/tokens.ts sha256). */
    token_hash: text().notNull(),
    /** The secret's last characters (API_TOKEN_HINT_LENGTH), shown as `plane_api_…9f3c`. */
    token_hint: text().notNull(),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The workspace the token is limited to; null: every workspace its user belongs to. */
    workspace_id: uuid().references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Plane's user_type: 0 a person, 1 a bot. */
    user_type: integer().notNull().default(0),
    /** Service tokens (Plane's, made by the system) are never listed nor deleted by people. */
    is_service: boolean().notNull().default(false),
    /** Switched off without deleting (Plane's stored flag); the answer's is_active also reads expiry. */
    is_active: boolean().notNull().default(true),
    /** When it was last used; written at most once a minute per token. */
    last_used: timestamp({ withTimezone: true }),
    /** When it stops working; null: never. */
    expired_at: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_unique').on(table.token_hash),
    index('api_tokens_user_idx').on(table.user_id, table.created_at),
  ],
);

/**
 * Requests each token made on `/api/v1/` per rate-limit window, shared by every Keel process on
 * the database. One row per token and window; rows of ended windows are pruned.
 */
export const apiTokenRateLimits = pgTable(
  'api_token_rate_limits',
  {
    token_id: uuid()
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    /** When the window began (a multiple of its length since the epoch). */
    window_start: timestamp({ withTimezone: true }).notNull(),
    /** Requests counted in the window, refused ones included. */
    count: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.token_id, table.window_start] }),
    index('api_token_rate_limits_window_idx').on(table.window_start),
  ],
);

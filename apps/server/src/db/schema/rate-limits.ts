import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the rate-limited routes, shared by every Keel process on the database so
 * that limits hold behind a load balancer. One row per limit and client (`key`) and window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The limit's name and what it counts by, e.g. `sign-in|203.0.113.7|ada@example.com`. */
    key: text().primaryKey(),
    /** Requests counted in the current window. */
    count: integer().notNull(),
    /** When the window ends; an expired row counts as absent and is pruned. */
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_expires_at_idx').on(table.expires_at)],
);

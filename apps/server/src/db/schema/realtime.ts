import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Versions of realtime events, handed out at commit (see realtime_events) so that they follow the
 * order in which the writing transactions committed.
 */
export const realtimeEventVersions = pgSequence('realtime_events_version_seq');

/**
 * The realtime outbox (issue 8): one row per change of a watched table, written by triggers in the
 * transaction that made the change (migration 0008), so a rolled-back write leaves nothing and a
 * committed one cannot be missed. `id` orders the rows of one transaction; `version` is set by a
 * deferred trigger at commit, under a transaction-level advisory lock, from
 * realtime_events_version_seq, and NOTIFY 'keel_realtime' follows: a reader that has seen version
 * n has seen every committed event up to n. Rows older than the retention are pruned
 * (realtime/realtime-events.queries.ts); clients resuming from before the oldest row are told to
 * resync.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Null only inside the writing transaction, before its commit. */
    version: bigint({ mode: 'number' }),
    workspace_id: uuid().notNull(),
    /** Null for workspace-level entities (workspace members, workspace labels). */
    project_id: uuid(),
    /** A RealtimeEntity of packages/core/src/realtime-wire.ts. */
    entity: text().notNull(),
    entity_id: uuid().notNull(),
    /** The work item the event belongs to (itself for a work item; the parent of a sub-resource). */
    work_item_id: uuid(),
    /** create, update or delete. */
    operation: text().notNull(),
    /** Wire names of the changed fields (update) or of the new row's fields (create). */
    fields: text().array().notNull(),
    /** New values of the changed scalar fields, in wire names; null when the client must fetch. */
    data: jsonb().$type<Record<string, unknown>>(),
    /** The signed-in user whose request made the change (keel.actor_id); null for the system. */
    actor_id: uuid(),
    /** For visibility: who created the work item and whether it is a draft (its author's alone). */
    work_item_creator_id: uuid(),
    work_item_is_draft: boolean().notNull().default(false),
    /** For membership events: the user whose membership it is. */
    member_id: uuid(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('realtime_events_version_unique').on(table.version),
    // A transaction's own events before commit: how the capture triggers tell what it announced.
    index('realtime_events_pending')
      .on(table.entity_id)
      .where(sql`${table.version} IS NULL`),
  ],
);

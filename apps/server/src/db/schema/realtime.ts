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
    /**
     * An update's old values of the same fields as `data` (migration 0026), for webhook deliveries'
     * old_value; null for creates, deletes, membership events and list changes (assignees, labels…).
     * Not on the WebSocket wire.
     */
    old_data: jsonb().$type<Record<string, unknown>>(),
    /** The signed-in user whose request made the change (keel.actor_id); null for the system. */
    actor_id: uuid(),
    /**
     * For visibility: who created the work item and whether it is a draft (its author's alone); for
     * a page, its owner and whether it is private (its owner's alone, migration 0026).
     */
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

/**
 * How far each project's work-item lists have changed (issue 21): what list ETags and the list
 * totals cache are keyed by, read by primary key. `scope_id` is a project id, or a workspace id
 * for workspace-level changes (workspace labels and members, a member's first name). `version` is
 * the newest outbox version, in the scope, of an event that can change a list (set at commit by a
 * trigger on realtime_events, migration 0027; comments, reactions, relations, intake requests,
 * notifications and pages are left out). `quiet_changes` counts the committed transactions that
 * changed a list without an outbox event: subscriptions, an item's updated_at alone, estimate
 * point keys, first names. The row outlives the pruned outbox rows; no row means no change since
 * migration 0027.
 */
export const workItemListVersions = pgTable('work_item_list_versions', {
  scope_id: uuid().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
  quiet_changes: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * Scopes the running transaction changed quietly (see work_item_list_versions); a deferred
 * trigger counts them in work_item_list_versions at commit and deletes them, so committed rows
 * never stay here.
 */
export const workItemListTouches = pgTable('work_item_list_touches', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  scope_id: uuid().notNull(),
});

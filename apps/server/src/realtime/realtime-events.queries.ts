import {
  REALTIME_ENTITIES,
  REALTIME_OPERATIONS,
  type RealtimeEntity,
  type RealtimeEvent,
  type RealtimeOperation,
} from '@keel/core';
import { and, asc, eq, getTableColumns, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { realtimeEvents, sessions, users, workspaceMembers, workspaces } from '../db/schema';

/** An outbox row: the event as sent, and what deciding who may see it needs. */
export interface OutboxEvent {
  event: RealtimeEvent;
  /** Who created the work item the event belongs to (guests without full view see only theirs). */
  workItemCreatorId: string | null;
  /** Drafts are their author's alone. */
  workItemIsDraft: boolean;
  /** For membership events: whose membership it is. */
  memberId: string | null;
}

/** The outbox columns the feed reads: all but an update's old values, which only webhooks use. */
const { old_data: _oldData, ...feedColumns } = getTableColumns(realtimeEvents);

type OutboxRow = Omit<typeof realtimeEvents.$inferSelect, 'old_data'>;

function asEntity(value: string): RealtimeEntity {
  const entity = REALTIME_ENTITIES.find((known) => known === value);
  if (!entity) throw new Error(`Unknown realtime entity ${value} in the outbox`);
  return entity;
}

function asOperation(value: string): RealtimeOperation {
  const operation = REALTIME_OPERATIONS.find((known) => known === value);
  if (!operation) throw new Error(`Unknown realtime operation ${value} in the outbox`);
  return operation;
}

export function toOutboxEvent(row: OutboxRow): OutboxEvent {
  if (row.version === null) throw new Error('An unnumbered outbox row was read');
  return {
    event: {
      version: row.version,
      entity: asEntity(row.entity),
      entity_id: row.entity_id,
      operation: asOperation(row.operation),
      workspace_id: row.workspace_id,
      project_id: row.project_id,
      work_item_id: row.work_item_id,
      fields: row.fields,
      data: row.data,
      actor_id: row.actor_id,
      created_at: row.created_at.toISOString(),
    },
    workItemCreatorId: row.work_item_creator_id,
    workItemIsDraft: row.work_item_is_draft,
    memberId: row.member_id,
  };
}

/** The events after `version`, oldest first, at most `limit` of them. */
export async function readEventsAfter(
  db: Executor,
  version: number,
  limit: number,
): Promise<OutboxEvent[]> {
  const rows = await db
    .select(feedColumns)
    .from(realtimeEvents)
    .where(gt(realtimeEvents.version, version))
    .orderBy(asc(realtimeEvents.version))
    .limit(limit);
  return rows.map(toOutboxEvent);
}

/** One workspace's events in (after, upTo], oldest first, at most `limit` of them. */
export async function readWorkspaceEvents(
  db: Executor,
  options: { workspaceId: string; after: number; upTo: number; limit: number },
): Promise<OutboxEvent[]> {
  const rows = await db
    .select(feedColumns)
    .from(realtimeEvents)
    .where(
      and(
        gt(realtimeEvents.version, options.after),
        lte(realtimeEvents.version, options.upTo),
        eq(realtimeEvents.workspace_id, options.workspaceId),
      ),
    )
    .orderBy(asc(realtimeEvents.version))
    .limit(options.limit);
  return rows.map(toOutboxEvent);
}

/** The oldest version the outbox still holds (null when empty) and the newest (0 when empty). */
export async function outboxBounds(
  db: Executor,
): Promise<{ oldest: number | null; latest: number }> {
  const [row] = await db
    .select({
      oldest: sql<string | null>`min(${realtimeEvents.version})`,
      latest: sql<string | null>`max(${realtimeEvents.version})`,
    })
    .from(realtimeEvents);
  return {
    oldest: row?.oldest == null ? null : Number(row.oldest),
    latest: row?.latest == null ? 0 : Number(row.latest),
  };
}

/** Rows deleted per statement when pruning, so no statement holds locks for long. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes the events created before `before`, oldest first, always keeping the newest row so
 * that the oldest kept version tells resuming clients whether their gap was pruned.
 */
export async function pruneEvents(db: Executor, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from ${realtimeEvents}
      where ${realtimeEvents.id} in (
        select ${realtimeEvents.id} from ${realtimeEvents}
        where ${realtimeEvents.version} < (select max(${realtimeEvents.version}) from ${realtimeEvents})
          and ${realtimeEvents.created_at} < ${before.toISOString()}
        order by ${realtimeEvents.version}
        limit ${PRUNE_BATCH}
      )`);
    const count = result.rowCount ?? 0;
    deleted += count;
    if (count < PRUNE_BATCH) return deleted;
  }
}

/** A workspace a socket may subscribe to: live, and the user an active member of it. */
export async function findSubscribableWorkspace(
  db: Executor,
  slug: string,
  userId: string,
): Promise<{ id: string; role: number } | null> {
  const [row] = await db
    .select({ id: workspaces.id, role: workspaceMembers.role })
    .from(workspaces)
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspace_id, workspaces.id),
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
      ),
    )
    .where(and(eq(workspaces.slug, slug), isNull(workspaces.deleted_at)))
    .limit(1);
  return row ?? null;
}

/** Of the given sessions, those still valid: not expired, not signed out, their user active. */
export async function liveSessionIds(db: Executor, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        sql`${sessions.expires_at} > now()`,
        eq(users.is_active, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

import type { RealtimeEntity, WebhookAction, WebhookEvent, WebhookPayload } from '@keel/core';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { realtimeEvents, webhookDispatchCursor, webhooks } from '#server/db/schema';
import { type DeliveryJob, stableUuid } from './webhook-delivery';
import { loadActors, loadEventData } from './webhook-payload';

/**
 * Turns committed changes into deliveries. The realtime outbox (db/schema/realtime.ts) already
 * holds one row per change of the watched tables, written in the changing transaction and
 * numbered at its commit; the dispatcher reads the rows after the version it last read (kept in
 * webhook_dispatch_cursor, so a restart resumes), and queues a delivery for each webhook of the
 * workspace that listens to the event. No service has to remember webhooks, and a rolled-back
 * change never reaches one.
 */

/** The one row of webhook_dispatch_cursor. */
const CURSOR_ID = 1;
/** Outbox rows read per run. */
export const DISPATCH_BATCH = 500;

/** Which outbox entities are webhook events. */
const EVENT_OF: Partial<Record<RealtimeEntity, WebhookEvent>> = {
  project: 'project',
  work_item: 'issue',
  work_item_comment: 'issue_comment',
  cycle: 'cycle',
  module: 'module',
  intake_item: 'intake',
  page: 'page',
};

const ACTION_OF: Record<string, WebhookAction> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};

/** Fields every write touches, which are no change anyone listens for. */
const BOOKKEEPING_FIELDS = new Set(['updated_at', 'updated_by', 'updated_by_id']);

/** Id-valued fields the outbox names without `_id` (keel_realtime_wire_name, migration 0008). */
const RENAMED_ID_FIELDS = new Set([
  'estimate_point',
  'project_lead',
  'default_assignee',
  'default_state',
  'estimate',
]);

/**
 * Plane's activity names an id-valued field's old and new ids besides its values: the identifiers
 * of a field whose wire name ends in `_id` (state_id, parent_id, cycle_id…) or that the outbox
 * renamed, null for other fields.
 */
function identifierOf(field: string, value: unknown): string | null {
  if (!field.endsWith('_id') && !RENAMED_ID_FIELDS.has(field)) return null;
  return typeof value === 'string' ? value : null;
}

/** A field as Plane's v1 names it: `state_id` → `state`, `label_ids` → `labels`. */
function v1FieldName(field: string): string {
  if (field.endsWith('_ids')) return `${field.slice(0, -4)}s`;
  if (field.endsWith('_id')) return field.slice(0, -3);
  return field;
}

/**
 * Starts the cursor at the outbox's newest version when there is none yet: from the first webhook
 * on, deliveries tell of what committed after it.
 */
export async function ensureDispatchCursor(db: Executor): Promise<void> {
  await db
    .insert(webhookDispatchCursor)
    .values({
      id: CURSOR_ID,
      last_version: sql`(select coalesce(max(${realtimeEvents.version}), 0) from ${realtimeEvents})`,
    })
    .onConflictDoNothing();
}

/** A queued delivery: its job, and the id that makes queuing it twice a no-op. */
export interface QueuedDelivery {
  jobId: string;
  job: DeliveryJob;
}

/**
 * One run: reads up to DISPATCH_BATCH outbox rows after the cursor, hands the deliveries they
 * make to `enqueue`, then moves the cursor past them, all under the cursor row's lock, which one
 * process holds at a time (others skip the run). Each delivery's job id is stable (the webhook,
 * the outbox version and the field), so a run repeated after a crash queues nothing twice.
 * Answers how many rows were read and deliveries queued.
 */
export async function dispatchWebhookEvents(options: {
  db: Database;
  enqueue: (deliveries: QueuedDelivery[]) => Promise<void>;
}): Promise<{ read: number; queued: number }> {
  const { db, enqueue } = options;
  return db.transaction(async (tx) => {
    const [cursor] = await tx
      .select()
      .from(webhookDispatchCursor)
      .where(eq(webhookDispatchCursor.id, CURSOR_ID))
      .for('update', { skipLocked: true });
    if (!cursor) return { read: 0, queued: 0 };
    const rows = await tx
      .select()
      .from(realtimeEvents)
      .where(gt(realtimeEvents.version, cursor.last_version))
      .orderBy(asc(realtimeEvents.version))
      .limit(DISPATCH_BATCH);
    const last = rows.at(-1);
    if (last?.version == null) return { read: 0, queued: 0 };

    // Drafts are their author's alone, and a page's events are marked so while it is private
    // (migration 0026): a webhook tells the whole workspace's integrations.
    const relevant = rows.filter(
      (row) => EVENT_OF[row.entity as RealtimeEntity] !== undefined && !row.work_item_is_draft,
    );
    const workspaceIds = [...new Set(relevant.map((row) => row.workspace_id))];
    const listening =
      workspaceIds.length === 0
        ? []
        : await tx
            .select()
            .from(webhooks)
            .where(
              and(
                inArray(webhooks.workspace_id, workspaceIds),
                eq(webhooks.is_active, true),
                isNull(webhooks.deleted_at),
              ),
            );
    const deliveries: QueuedDelivery[] = [];
    if (listening.length > 0) {
      const actors = await loadActors(
        db,
        relevant.flatMap((row) => (row.actor_id ? [row.actor_id] : [])),
      );
      const dataCache = new Map<string, Record<string, unknown> | null>();
      for (const row of relevant) {
        const event = EVENT_OF[row.entity as RealtimeEntity];
        const action = ACTION_OF[row.operation];
        if (!event || !action || row.version === null) continue;
        // A webhook hears of what committed after it was made, however late the run.
        const hooks = listening.filter(
          (hook) =>
            hook.workspace_id === row.workspace_id &&
            hook[event] &&
            hook.created_at <= row.created_at,
        );
        if (hooks.length === 0) continue;
        const key = `${event}:${row.entity_id}`;
        let data = action === 'deleted' ? null : dataCache.get(key);
        if (action !== 'deleted' && data === undefined) {
          data = await loadEventData(db, event, row.entity_id);
          dataCache.set(key, data);
        }
        // A page made private since the change: neither its content nor the change leaves.
        if (event === 'page' && action !== 'deleted' && data === null) continue;
        const fields =
          action === 'updated' ? row.fields.filter((field) => !BOOKKEEPING_FIELDS.has(field)) : [];
        // Plane sends one delivery per changed field of an update.
        const changes = fields.length > 0 ? fields : [null];
        const actor = row.actor_id ? (actors.get(row.actor_id) ?? null) : null;
        for (const hook of hooks) {
          for (const field of changes) {
            const newValue = field === null ? null : (row.data?.[field] ?? null);
            const oldValue = field === null ? null : (row.old_data?.[field] ?? null);
            const payload: WebhookPayload = {
              event,
              action,
              webhook_id: hook.id,
              workspace_id: row.workspace_id,
              data: data ?? { id: row.entity_id },
              activity: {
                field: field === null ? null : v1FieldName(field),
                new_value: newValue,
                old_value: oldValue,
                actor,
                old_identifier: field === null ? null : identifierOf(field, oldValue),
                new_identifier: field === null ? null : identifierOf(field, newValue),
              },
            };
            const deliveryId = stableUuid(hook.id, String(row.version), field ?? '');
            deliveries.push({
              jobId: stableUuid(deliveryId, '1'),
              job: {
                webhookId: hook.id,
                workspaceId: row.workspace_id,
                event,
                action,
                deliveryId,
                body: JSON.stringify(payload),
                attempt: 1,
                isRedelivery: false,
              },
            });
          }
        }
      }
    }
    if (deliveries.length > 0) await enqueue(deliveries);
    await tx
      .update(webhookDispatchCursor)
      .set({ last_version: last.version, updated_at: new Date() })
      .where(eq(webhookDispatchCursor.id, CURSOR_ID));
    return { read: rows.length, queued: deliveries.length };
  });
}

import type { NotificationData } from '@keel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { notifications } from '#server/db/schema';

/** Who a reminder says sent it. */
export const REMINDER_SENDERS = {
  dueSoon: 'in_app:reminders:due_soon',
  overdue: 'in_app:reminders:overdue',
} as const;

/** How far back an item that became overdue still gets its reminder (a missed day or two). */
const OVERDUE_LOOKBACK_DAYS = 3;

function day(date: Date, offset: number): string {
  const shifted = new Date(date);
  shifted.setUTCDate(shifted.getUTCDate() + offset);
  return shifted.toISOString().slice(0, 10);
}

interface DueRow extends Record<string, unknown> {
  id: string;
  name: string;
  sequence_id: number;
  project_id: string;
  workspace_id: string;
  target_date: string;
  identifier: string;
  state_name: string | null;
  state_group: string | null;
  assignee_id: string;
}

/**
 * Due-date reminders (Keel, beyond Plane): each assignee who is an active project member hears
 * of their open items due tomorrow and of those that became overdue, in the inbox (and so by
 * email, per their preferences), once per item, due date and person (dedupe_key). Safe to run
 * as often as wanted. Answers how many reminders it made.
 */
export async function remindDueDates(db: Database, now: Date = new Date()): Promise<number> {
  const tomorrow = day(now, 1);
  const today = day(now, 0);
  const since = day(now, -OVERDUE_LOOKBACK_DAYS);
  const result = await db.execute<DueRow>(sql`
    select wi.id, wi.name, wi.sequence_id, wi.project_id, wi.workspace_id,
      wi.target_date::text as target_date, p.identifier, s.name as state_name,
      s."group" as state_group, wa.assignee_id
    from work_items wi
    join projects p on p.id = wi.project_id and p.deleted_at is null and p.archived_at is null
    join work_item_assignees wa on wa.work_item_id = wi.id
    join project_members pm on pm.project_id = wi.project_id and pm.member_id = wa.assignee_id
      and pm.is_active
    left join states s on s.id = wi.state_id
    where wi.deleted_at is null and wi.archived_at is null and not wi.is_draft
      and (s.id is null or s."group" not in ('completed', 'cancelled', 'triage'))
      and (wi.target_date = ${tomorrow} or (wi.target_date >= ${since} and wi.target_date < ${today}))
    limit 5000`);
  if (result.rows.length === 0) return 0;
  const values = result.rows.map((row) => {
    const isDueSoon = row.target_date === tomorrow;
    const data: NotificationData = {
      issue: {
        id: row.id,
        name: row.name,
        identifier: row.identifier,
        sequence_id: row.sequence_id,
        state_name: row.state_name,
        state_group: row.state_group,
      },
      issue_activity: {
        id: '',
        verb: 'reminder',
        field: 'target_date',
        actor: null,
        new_value: row.target_date,
        old_value: null,
        issue_comment: null,
        old_identifier: null,
        new_identifier: null,
      },
    };
    return {
      workspace_id: row.workspace_id,
      project_id: row.project_id,
      receiver_id: row.assignee_id,
      triggered_by_id: null,
      entity_identifier: row.id,
      entity_name: 'issue',
      title: isDueSoon ? 'is due tomorrow' : `is overdue since ${row.target_date}`,
      data,
      sender: isDueSoon ? REMINDER_SENDERS.dueSoon : REMINDER_SENDERS.overdue,
      dedupe_key: `${isDueSoon ? 'due' : 'overdue'}:${row.id}:${row.target_date}:${row.assignee_id}`,
    };
  });
  const made = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return made.length;
}

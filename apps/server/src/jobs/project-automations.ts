import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Plane counts an automation's months as 30 days each. */
const DAYS_PER_MONTH = 30;

export interface AutomationResult {
  archived: number;
  closed: number;
}

/**
 * The projects' automations (spec §4, Plane): in every live, unarchived project with `archive_in`
 * months set, completed or cancelled work items not updated for that long are archived; with
 * `close_in` set, open ones (backlog, unstarted, started) untouched for that long move to the
 * project's cancelled state (its default one if that is cancelled, else the first by sequence).
 * Each change writes an activity row with no actor: the system did it. One transaction.
 */
export async function runProjectAutomations(db: Database, now: Date): Promise<AutomationResult> {
  const at = now.toISOString();
  const epoch = now.getTime() / 1000;
  return db.transaction(async (tx) => {
    const archived = await tx.execute<{ id: string }>(sql`
      with moved as (
        update work_items wi set archived_at = ${at}, updated_at = ${at}
        from projects p, states s
        where p.id = wi.project_id and s.id = wi.state_id
          and p.deleted_at is null and p.archived_at is null and p.archive_in > 0
          and wi.deleted_at is null and wi.archived_at is null and not wi.is_draft
          and s."group" in ('completed', 'cancelled')
          and wi.updated_at < ${at}::timestamptz - make_interval(days => p.archive_in * ${DAYS_PER_MONTH})
        returning wi.id, wi.workspace_id, wi.project_id
      )
      insert into work_item_activities
        (workspace_id, project_id, work_item_id, verb, field, new_value, comment, epoch)
      select workspace_id, project_id, id, 'archived', 'archived_at', ${at},
        'archived the work item automatically', ${epoch}
      from moved
      returning work_item_id as id`);
    const closed = await tx.execute<{ id: string }>(sql`
      with target as (
        select distinct on (s.project_id) s.project_id, s.id
        from states s
        where s."group" = 'cancelled' and s.deleted_at is null
        order by s.project_id, s."default" desc, s.sequence, s.created_at
      ),
      moved as (
        update work_items wi set state_id = t.id, updated_at = ${at}
        from projects p, states s, target t
        where p.id = wi.project_id and s.id = wi.state_id and t.project_id = wi.project_id
          and p.deleted_at is null and p.archived_at is null and p.close_in > 0
          and wi.deleted_at is null and wi.archived_at is null and not wi.is_draft
          and s."group" in ('backlog', 'unstarted', 'started')
          and wi.updated_at < ${at}::timestamptz - make_interval(days => p.close_in * ${DAYS_PER_MONTH})
        returning wi.id, wi.workspace_id, wi.project_id, s.id as old_state, t.id as new_state
      )
      insert into work_item_activities
        (workspace_id, project_id, work_item_id, verb, field, old_value, new_value,
         old_identifier, new_identifier, comment, epoch)
      select workspace_id, project_id, id, 'updated', 'state', old_state::text, new_state::text,
        old_state, new_state, 'closed the work item automatically', ${epoch}
      from moved
      returning work_item_id as id`);
    return { archived: archived.rows.length, closed: closed.rows.length };
  });
}

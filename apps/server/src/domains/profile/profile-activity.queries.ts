import { HISTORY_EXCLUDED_FIELDS } from '@keel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { projectMembers, projects, workItemActivities, workItems } from '#server/db/schema';
import { activeMembershipOf, visibleWorkItems } from '#server/permissions';

/** An activity row as the profile reads it (whether it was notified is not read). */
type ActivityRow = Omit<typeof workItemActivities.$inferSelect, 'is_notified'>;

/** An activity row with the item and project it is about. */
export interface ActivityWithItem {
  activity: ActivityRow;
  project: { id: string; name: string; identifier: string };
  item: { id: string; name: string; sequence_id: number };
}

/** Whose changes are read, by whom, and where. */
export interface ActivityScope {
  /** The person whose changes these are. */
  actorId: string;
  /** Who reads them: only items they may see count. */
  viewerId: string;
  /** The workspace, or null for every workspace (own activity). */
  workspaceId: string | null;
  /** Workspace admin flag of the viewer; null lets the query read it per workspace. */
  isWorkspaceAdmin: boolean | null;
  /** Only these projects; empty for all. */
  projectIds: string[];
  /** Only changes made on this UTC day (YYYY-MM-DD). */
  day?: string;
}

/**
 * `from … where` of the person's work-item changes the viewer may see: changes other than
 * comments, votes, reactions and drafts (Plane's profile feed), on live items the viewer may see
 * (visibleWorkItems) of live, unarchived projects the viewer is an active member of.
 */
function activitiesFrom(scope: ActivityScope): SQL {
  const conditions: SQL[] = [
    sql`${workItemActivities.actor_id} = ${scope.actorId}`,
    sql`(${workItemActivities.field} is null or ${workItemActivities.field} not in (${sql.join(
      HISTORY_EXCLUDED_FIELDS.map((field) => sql`${field}`),
      sql`, `,
    )}))`,
    sql`${projects.deleted_at} is null`,
    sql`${projects.archived_at} is null`,
    sql`${workItems.deleted_at} is null`,
    visibleWorkItems({
      userId: scope.viewerId,
      ...(scope.isWorkspaceAdmin === null ? {} : { isWorkspaceAdmin: scope.isWorkspaceAdmin }),
    }),
  ];
  if (scope.workspaceId)
    conditions.push(sql`${workItemActivities.workspace_id} = ${scope.workspaceId}`);
  if (scope.projectIds.length > 0)
    conditions.push(
      sql`${workItemActivities.project_id} in (${sql.join(
        scope.projectIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (scope.day)
    conditions.push(
      sql`(${workItemActivities.created_at} at time zone 'UTC')::date = ${scope.day}::date`,
    );
  return sql`from ${workItemActivities}
    join ${workItems} on ${workItems.id} = ${workItemActivities.work_item_id}
    join ${projects} on ${projects.id} = ${workItemActivities.project_id}
    join ${projectMembers} on ${activeMembershipOf(scope.viewerId, workItemActivities.project_id)}
    where ${sql.join(conditions, sql` and `)}`;
}

export async function countActivities(db: Executor, scope: ActivityScope): Promise<number> {
  const result = await db.execute<{ total: string }>(
    sql`select count(*) as total ${activitiesFrom(scope)}`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

interface RawRow {
  id: string;
  workspace_id: string;
  project_id: string;
  work_item_id: string;
  actor_id: string | null;
  verb: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  old_identifier: string | null;
  new_identifier: string | null;
  comment: string;
  comment_id: string | null;
  epoch: number;
  created_at: string | Date;
  project_name: string;
  project_identifier: string;
  item_name: string;
  item_sequence_id: number;
}

/** A page of the changes, newest first (or oldest first with `oldestFirst`). */
export async function listActivities(
  db: Executor,
  scope: ActivityScope,
  page: { limit: number; offset: number; oldestFirst?: boolean },
): Promise<ActivityWithItem[]> {
  const direction = page.oldestFirst ? sql`asc` : sql`desc`;
  const result = await db.execute<RawRow & Record<string, unknown>>(
    sql`select ${workItemActivities.id} as id, ${workItemActivities.workspace_id} as workspace_id,
        ${workItemActivities.project_id} as project_id,
        ${workItemActivities.work_item_id} as work_item_id,
        ${workItemActivities.actor_id} as actor_id, ${workItemActivities.verb} as verb,
        ${workItemActivities.field} as field, ${workItemActivities.old_value} as old_value,
        ${workItemActivities.new_value} as new_value,
        ${workItemActivities.old_identifier} as old_identifier,
        ${workItemActivities.new_identifier} as new_identifier,
        ${workItemActivities.comment} as comment, ${workItemActivities.comment_id} as comment_id,
        ${workItemActivities.epoch} as epoch, ${workItemActivities.created_at} as created_at,
        ${projects.name} as project_name, ${projects.identifier} as project_identifier,
        ${workItems.name} as item_name, ${workItems.sequence_id} as item_sequence_id
      ${activitiesFrom(scope)}
      order by ${workItemActivities.created_at} ${direction}, ${workItemActivities.epoch} ${direction},
        ${workItemActivities.id} ${direction}
      limit ${page.limit} offset ${page.offset}`,
  );
  return result.rows.map((row) => ({
    activity: {
      id: row.id,
      workspace_id: row.workspace_id,
      project_id: row.project_id,
      work_item_id: row.work_item_id,
      actor_id: row.actor_id,
      verb: row.verb,
      field: row.field,
      old_value: row.old_value,
      new_value: row.new_value,
      old_identifier: row.old_identifier,
      new_identifier: row.new_identifier,
      comment: row.comment,
      comment_id: row.comment_id,
      epoch: row.epoch,
      created_at: new Date(row.created_at),
    },
    project: { id: row.project_id, name: row.project_name, identifier: row.project_identifier },
    item: { id: row.work_item_id, name: row.item_name, sequence_id: row.item_sequence_id },
  }));
}

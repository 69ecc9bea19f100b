import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  cycles,
  projectMembers,
  projects,
  states,
  workItemAssignees,
  workItemSubscribers,
  workItems,
} from '#server/db/schema';
import { activeMembershipOf, visibleWorkItems } from '#server/permissions';

/** Who reads a profile: what they see is narrowed to the projects and items they may see. */
export interface ProfileViewer {
  workspaceId: string;
  userId: string;
  isWorkspaceAdmin: boolean;
}

/**
 * `from … where` of the work items the viewer may see in the workspace (Plane's issue_objects
 * within the viewer's projects): live items of live, unarchived projects the viewer is an active
 * member of, neither archived, drafts nor in triage, and for a guest without
 * guest_view_all_features only what they created.
 */
export function visibleItemsFrom(viewer: ProfileViewer, join: SQL = sql``): SQL {
  return sql`from ${workItems}
    ${join}
    join ${projects} on ${projects.id} = ${workItems.project_id}
    join ${projectMembers} on ${activeMembershipOf(viewer.userId, workItems.project_id)}
    left join ${states} on ${states.id} = ${workItems.state_id}
    where ${workItems.workspace_id} = ${viewer.workspaceId}
      and ${projects.deleted_at} is null and ${projects.archived_at} is null
      and ${workItems.deleted_at} is null and ${workItems.archived_at} is null
      and not ${workItems.is_draft}
      and (${states.id} is null or (${states.group} <> 'triage' and not ${states.is_triage}))
      and ${visibleWorkItems(viewer)}`;
}

function isAssigned(userId: string): SQL {
  return sql`exists (select 1 from ${workItemAssignees}
    where ${workItemAssignees.work_item_id} = ${workItems.id}
      and ${workItemAssignees.assignee_id} = ${userId})`;
}

function isSubscribed(userId: string): SQL {
  return sql`exists (select 1 from ${workItemSubscribers}
    where ${workItemSubscribers.work_item_id} = ${workItems.id}
      and ${workItemSubscribers.subscriber_id} = ${userId})`;
}

/** Counts of the person's visible items by state group and priority. */
export interface ProfileTally {
  state_group: string | null;
  priority: string;
  assigned: number;
  created: number;
  subscribed: number;
}

/**
 * The person's items the viewer may see (assigned to, created by or followed by them), counted by
 * state group and priority in one statement.
 */
export async function profileTallies(
  db: Executor,
  viewer: ProfileViewer,
  personId: string,
): Promise<ProfileTally[]> {
  const assigned = isAssigned(personId);
  const created = sql`${workItems.created_by_id} = ${personId}`;
  const subscribed = isSubscribed(personId);
  const result = await db.execute<{
    state_group: string | null;
    priority: string;
    assigned: string;
    created: string;
    subscribed: string;
  }>(sql`select ${states.group} as state_group, ${workItems.priority} as priority,
      count(*) filter (where ${assigned}) as assigned,
      count(*) filter (where ${created}) as created,
      count(*) filter (where ${subscribed}) as subscribed
    ${visibleItemsFrom(viewer)} and (${assigned} or ${created} or ${subscribed})
    group by 1, 2`);
  return result.rows.map((row) => ({
    state_group: row.state_group,
    priority: row.priority,
    assigned: Number(row.assigned),
    created: Number(row.created),
    subscribed: Number(row.subscribed),
  }));
}

export interface ProfileCycle {
  cycle__name: string;
  cycle__id: string;
  cycle__project_id: string;
}

/**
 * Cycles holding items assigned to the person that the viewer sees: those running now and those
 * still to come (Plane's present_cycles and upcoming_cycles), each once.
 */
export async function profileCycles(
  db: Executor,
  viewer: ProfileViewer,
  personId: string,
  now: Date,
): Promise<{ present: ProfileCycle[]; upcoming: ProfileCycle[] }> {
  const result = await db.execute<ProfileCycle & { upcoming: boolean } & Record<string, unknown>>(
    sql`select distinct ${cycles.name} as cycle__name, ${cycles.id} as cycle__id,
        ${cycles.project_id} as cycle__project_id, ${cycles.start_date} > ${now} as upcoming
      ${visibleItemsFrom(viewer, sql`join ${cycles} on ${cycles.id} = ${workItems.cycle_id}`)}
        and ${isAssigned(personId)}
        and ${cycles.deleted_at} is null and ${cycles.archived_at} is null
        and (${cycles.start_date} > ${now}
          or (${cycles.start_date} <= ${now} and ${cycles.end_date} >= ${now}))
      order by 1, 2`,
  );
  return {
    present: result.rows.filter((row) => !row.upcoming),
    upcoming: result.rows.filter((row) => row.upcoming),
  };
}

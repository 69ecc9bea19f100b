import type { UserProfileOverview } from '@keel/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { projectMembers, projects, states, workItemAssignees, workItems } from '#server/db/schema';
import { activeMembershipOf } from '#server/permissions';
import { type ProfileViewer, visibleItemsFrom } from './profile.queries';

type ProjectCounts = UserProfileOverview['project_data'][number];

/**
 * The viewer's unarchived projects, oldest first, each with the person's items there that the
 * viewer may see: created by them, assigned to them, of those completed (completed_at set) and
 * pending (backlog, unstarted or started), as Plane's user-profile counts them.
 */
export async function projectCounts(
  db: Executor,
  viewer: ProfileViewer,
  personId: string,
): Promise<ProjectCounts[]> {
  const listed = await db.execute<{
    id: string;
    name: string;
    identifier: string;
    logo_props: Record<string, unknown>;
  }>(sql`select ${projects.id} as id, ${projects.name} as name,
      ${projects.identifier} as identifier, ${projects.logo_props} as logo_props
    from ${projects} join ${projectMembers} on ${activeMembershipOf(viewer.userId, projects.id)}
    where ${projects.workspace_id} = ${viewer.workspaceId} and ${projects.deleted_at} is null
      and ${projects.archived_at} is null
    order by ${projects.created_at}, ${projects.id}`);
  const assigned = sql`exists (select 1 from ${workItemAssignees}
    where ${workItemAssignees.work_item_id} = ${workItems.id}
      and ${workItemAssignees.assignee_id} = ${personId})`;
  const counted = await db.execute<{
    project_id: string;
    created: string;
    assigned: string;
    completed: string;
    pending: string;
  }>(sql`select ${workItems.project_id} as project_id,
      count(*) filter (where ${workItems.created_by_id} = ${personId}) as created,
      count(*) filter (where ${assigned}) as assigned,
      count(*) filter (where ${assigned} and ${workItems.completed_at} is not null) as completed,
      count(*) filter (where ${assigned}
        and ${states.group} in ('backlog', 'unstarted', 'started')) as pending
    ${visibleItemsFrom(viewer)}
      and (${assigned} or ${workItems.created_by_id} = ${personId})
    group by 1`);
  const byProject = new Map(counted.rows.map((row) => [row.project_id, row]));
  return listed.rows.map((project) => {
    const counts = byProject.get(project.id);
    return {
      ...project,
      created_issues: Number(counts?.created ?? 0),
      assigned_issues: Number(counts?.assigned ?? 0),
      completed_issues: Number(counts?.completed ?? 0),
      pending_issues: Number(counts?.pending ?? 0),
    };
  });
}

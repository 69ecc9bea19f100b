import {
  type ReportRow,
  type WorkspaceReport,
  type WorkspaceReportQuery,
  reportPeriodDays,
} from '@keel/core';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { profiles, states, users, workItemAssignees, workItems } from '#server/db/schema';
import { type ProfileViewer, visibleItemsFrom } from './profile.queries';

type Counts = Omit<ReportRow, 'assignee_id' | 'display_name' | 'avatar'>;

interface CountRow {
  created: string;
  completed: string;
  pending: string;
  overdue: string;
}

function counts(row: CountRow | undefined): Counts {
  return {
    created_issues: Number(row?.created ?? 0),
    completed_issues: Number(row?.completed ?? 0),
    pending_issues: Number(row?.pending ?? 0),
    overdue_issues: Number(row?.overdue ?? 0),
  };
}

/**
 * The workspace report (spec §7/§9): for the period (this week unless told), the items the
 * viewer may see grouped by assignee — created and completed within the period, still open now,
 * and of those overdue — with the workspace's totals, each item counted once there.
 */
export async function workspaceReport(
  db: Executor,
  viewer: ProfileViewer,
  query: WorkspaceReportQuery,
  now = new Date(),
): Promise<WorkspaceReport> {
  const [profile] = await db
    .select({ weekStart: profiles.start_of_the_week })
    .from(profiles)
    .where(eq(profiles.user_id, viewer.userId))
    .limit(1);
  const days = reportPeriodDays(query, now, profile?.weekStart ?? 0);
  const from = sql`${days.start}::date`;
  const until = sql`(${days.end}::date + 1)`;
  const today = now.toISOString().slice(0, 10);
  const open = sql`(${states.group} is null or ${states.group} not in ('completed', 'cancelled'))`;
  const measures = sql`count(distinct ${workItems.id}) filter (where ${workItems.created_at} >= ${from}
        and ${workItems.created_at} < ${until}) as created,
      count(distinct ${workItems.id}) filter (where ${workItems.completed_at} >= ${from}
        and ${workItems.completed_at} < ${until}) as completed,
      count(distinct ${workItems.id}) filter (where ${open}) as pending,
      count(distinct ${workItems.id}) filter (where ${open}
        and ${workItems.target_date} < ${today}::date) as overdue`;
  const grouped = await db.execute<
    CountRow & { assignee_id: string | null } & Record<string, unknown>
  >(
    sql`select ${workItemAssignees.assignee_id} as assignee_id, ${measures}
      ${visibleItemsFrom(
        viewer,
        sql`left join ${workItemAssignees} on ${workItemAssignees.work_item_id} = ${workItems.id}`,
      )}
      group by 1`,
  );
  const [total] = (
    await db.execute<CountRow & Record<string, unknown>>(
      sql`select ${measures} ${visibleItemsFrom(viewer)}`,
    )
  ).rows;
  const ids = grouped.rows.flatMap((row) => (row.assignee_id ? [row.assignee_id] : []));
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, display_name: users.display_name, avatar: users.avatar })
          .from(users)
          .where(
            sql`${users.id} in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          );
  const byId = new Map(people.map((person) => [person.id, person]));
  const results: ReportRow[] = grouped.rows
    .map((row) => ({
      assignee_id: row.assignee_id,
      display_name: row.assignee_id ? (byId.get(row.assignee_id)?.display_name ?? null) : null,
      avatar: row.assignee_id ? (byId.get(row.assignee_id)?.avatar ?? null) : null,
      ...counts(row),
    }))
    .filter((row) => row.created_issues + row.completed_issues + row.pending_issues > 0)
    .sort(
      (a, b) =>
        Number(a.assignee_id === null) - Number(b.assignee_id === null) ||
        b.completed_issues - a.completed_issues ||
        (a.display_name ?? '').localeCompare(b.display_name ?? '') ||
        (a.assignee_id ?? '').localeCompare(b.assignee_id ?? ''),
    );
  return {
    period: query.period,
    start_date: days.start,
    end_date: days.end,
    group_by: query.group_by,
    results,
    totals: counts(total),
  };
}

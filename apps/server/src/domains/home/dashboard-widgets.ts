import {
  type DASHBOARD_ISSUE_TYPES,
  DASHBOARD_WIDGET_ISSUE_LIMIT,
  type DashboardIssue,
  PRIORITIES,
  STATE_GROUPS,
} from '@keel/core';
import { type SQL, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { projectMembers, projects, states, workItemAssignees, workItems } from '#server/db/schema';
import type { HomeOwner } from './home-owner';

type Whose = 'assigned' | 'created';
type IssueType = (typeof DASHBOARD_ISSUE_TYPES)[number];

/** Every condition at once (drizzle's and() may answer undefined; these never are). */
function every(...parts: SQL[]): SQL {
  return sql`(${sql.join(
    parts.map((part) => sql`(${part})`),
    sql` and `,
  )})`;
}

const OPEN_GROUPS = ['backlog', 'unstarted', 'started'];
/** The groups the widgets count (triage items are not yet accepted work). */
const COUNTED_GROUPS = STATE_GROUPS.filter((group) => group !== 'triage');

/**
 * Live work items of the person's workspace in projects they are an active member of: assigned
 * to them, or created by them.
 */
function mine(owner: HomeOwner, whose: Whose): SQL {
  const whoseItems =
    whose === 'assigned'
      ? sql`exists (select 1 from ${workItemAssignees} where ${workItemAssignees.work_item_id} = ${workItems.id} and ${workItemAssignees.assignee_id} = ${owner.userId})`
      : eq(workItems.created_by_id, owner.userId);
  const member = sql`exists (select 1 from ${projectMembers} where ${projectMembers.project_id} = ${workItems.project_id} and ${projectMembers.member_id} = ${owner.userId} and ${projectMembers.is_active})`;
  return every(
    eq(workItems.workspace_id, owner.workspaceId),
    isNull(workItems.deleted_at),
    isNull(workItems.archived_at),
    eq(workItems.is_draft, false),
    isNull(projects.deleted_at),
    isNull(projects.archived_at),
    whoseItems,
    member,
  );
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function ofType(issueType: IssueType): SQL {
  const open = inArray(states.group, OPEN_GROUPS);
  switch (issueType) {
    case 'pending':
      return open;
    case 'upcoming':
      return every(open, gte(workItems.target_date, today()));
    case 'overdue':
      return every(open, lt(workItems.target_date, today()));
    case 'completed':
      return eq(states.group, 'completed');
  }
}

async function stateGroupCounts(db: Database, owner: HomeOwner, whose: Whose) {
  const rows = await db
    .select({ group: states.group, count: count() })
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .leftJoin(states, eq(states.id, workItems.state_id))
    .where(mine(owner, whose))
    .groupBy(states.group);
  const byGroup = new Map(rows.map((row) => [row.group, row.count]));
  return COUNTED_GROUPS.map((group) => ({ state: group, count: byGroup.get(group) ?? 0 }));
}

/** Counts by state group of the person's assigned (or created) items, every group listed. */
export async function countsByStateGroup(db: Database, owner: HomeOwner, whose: Whose) {
  return stateGroupCounts(db, owner, whose);
}

/** Counts by priority of the items assigned to the person, every priority listed. */
export async function countsByPriority(db: Database, owner: HomeOwner) {
  const rows = await db
    .select({ priority: workItems.priority, count: count() })
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .where(mine(owner, 'assigned'))
    .groupBy(workItems.priority);
  const byPriority = new Map(rows.map((row) => [row.priority, row.count]));
  return PRIORITIES.map((priority) => ({ priority, count: byPriority.get(priority) ?? 0 }));
}

/** The overview's four numbers (Plane's overview_stats). */
export async function overviewStats(db: Database, owner: HomeOwner) {
  const [assigned, created] = await Promise.all([
    stateGroupCounts(db, owner, 'assigned'),
    db
      .select({ count: count() })
      .from(workItems)
      .innerJoin(projects, eq(projects.id, workItems.project_id))
      .where(mine(owner, 'created')),
  ]);
  const sum = (groups: string[]) =>
    assigned.filter((row) => groups.includes(row.state)).reduce((n, row) => n + row.count, 0);
  return {
    assigned_issues_count: assigned.reduce((n, row) => n + row.count, 0),
    pending_issues_count: sum(OPEN_GROUPS),
    completed_issues_count: sum(['completed']),
    created_issues_count: created[0]?.count ?? 0,
  };
}

const PRIORITY_RANK = sql`case ${workItems.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 when 'low' then 3 else 4 end`;

/**
 * The assigned_issues / created_issues widget: the first items of the issue_type (most urgent
 * first), how many there are, and the counts by state group.
 */
export async function itemsWidget(
  db: Database,
  owner: HomeOwner,
  whose: Whose,
  issueType: IssueType,
): Promise<{
  issues: DashboardIssue[];
  count: number;
  state_groups: { state: string; count: number }[];
}> {
  const where = every(mine(owner, whose), ofType(issueType));
  const [rows, totals, groups] = await Promise.all([
    db
      .select({ item: workItems, identifier: projects.identifier, group: states.group })
      .from(workItems)
      .innerJoin(projects, eq(projects.id, workItems.project_id))
      .leftJoin(states, eq(states.id, workItems.state_id))
      .where(where)
      .orderBy(PRIORITY_RANK, desc(workItems.created_at), desc(workItems.id))
      .limit(DASHBOARD_WIDGET_ISSUE_LIMIT),
    db
      .select({ count: count() })
      .from(workItems)
      .innerJoin(projects, eq(projects.id, workItems.project_id))
      .leftJoin(states, eq(states.id, workItems.state_id))
      .where(where),
    stateGroupCounts(db, owner, whose),
  ]);
  return {
    issues: rows.map(({ item, identifier, group }) => ({
      id: item.id,
      name: item.name,
      sequence_id: item.sequence_id,
      project_id: item.project_id,
      project_identifier: identifier,
      state_id: item.state_id,
      state_group: group,
      priority: item.priority,
      start_date: item.start_date,
      target_date: item.target_date,
    })),
    count: totals[0]?.count ?? 0,
    state_groups: groups,
  };
}

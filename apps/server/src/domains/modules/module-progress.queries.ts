import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  estimatePoints,
  labels,
  moduleWorkItems,
  projects,
  states,
  users,
  workItemAssignees,
  workItemLabels,
  workItems,
} from '#server/db/schema';

/** What a module's progress counts: live items that are neither archived nor drafts. */
const countedItem = sql`${workItems.deleted_at} is null and ${workItems.archived_at} is null
  and not ${workItems.is_draft}`;

/**
 * An item's points: the numeric value of its estimate point when that point belongs to the
 * project's active estimate (points of older estimates, or words such as "XL", count 0).
 */
const itemPoints: SQL<number> = sql<number>`case
  when ${estimatePoints.value} ~ '^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$' then ${estimatePoints.value}::float8
  else 0 end`;

/** The joins every progress query shares, from module_work_items. */
const itemJoins = sql`inner join ${workItems} on ${workItems.id} = ${moduleWorkItems.work_item_id}
    and ${countedItem}
  inner join ${projects} on ${projects.id} = ${workItems.project_id}
  left join ${states} on ${states.id} = ${workItems.state_id}
  left join ${estimatePoints} on ${estimatePoints.id} = ${workItems.estimate_point_id}
    and ${estimatePoints.estimate_id} = ${projects.estimate_id}
    and ${estimatePoints.deleted_at} is null`;

function idList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/** Items and points of each module per state group (null for items without a state). */
export interface GroupCountRow {
  module_id: string;
  state_group: string | null;
  items: number;
  points: number;
}

export async function countByStateGroup(
  db: Executor,
  moduleIds: readonly string[],
): Promise<GroupCountRow[]> {
  if (moduleIds.length === 0) return [];
  const result = await db.execute<GroupCountRow & Record<string, unknown>>(
    sql`select ${moduleWorkItems.module_id} as module_id, ${states.group} as state_group,
        count(*)::int as items, coalesce(sum(${itemPoints}), 0)::float8 as points
      from ${moduleWorkItems} ${itemJoins}
      where ${moduleWorkItems.module_id} in (${idList(moduleIds)})
      group by ${moduleWorkItems.module_id}, ${states.group}`,
  );
  return result.rows;
}

/** One item of a module as the distributions read it. */
export interface DistributionItem {
  id: string;
  state_group: string | null;
  /** The day it was completed in the project's time zone (YYYY-MM-DD), or null. */
  completed_day: string | null;
  points: number;
}

export async function listDistributionItems(
  db: Executor,
  moduleId: string,
  timezone: string,
): Promise<DistributionItem[]> {
  const result = await db.execute<DistributionItem & Record<string, unknown>>(
    sql`select ${workItems.id} as id, ${states.group} as state_group,
        case when ${states.group} = 'completed' and ${workItems.completed_at} is not null
          then to_char((${workItems.completed_at} at time zone ${timezone})::date, 'YYYY-MM-DD')
        end as completed_day,
        ${itemPoints}::float8 as points
      from ${moduleWorkItems} ${itemJoins}
      where ${moduleWorkItems.module_id} = ${moduleId}`,
  );
  return result.rows;
}

/** Who is assigned to which of the items, with what the distribution shows of them. */
export interface AssigneeRow {
  work_item_id: string;
  assignee_id: string;
  display_name: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

export async function listItemAssignees(
  db: Executor,
  itemIds: readonly string[],
): Promise<AssigneeRow[]> {
  if (itemIds.length === 0) return [];
  const result = await db.execute<AssigneeRow & Record<string, unknown>>(
    sql`select ${workItemAssignees.work_item_id} as work_item_id,
        ${workItemAssignees.assignee_id} as assignee_id, ${users.display_name} as display_name,
        ${users.first_name} as first_name, ${users.last_name} as last_name,
        ${users.avatar} as avatar
      from ${workItemAssignees}
      inner join ${users} on ${users.id} = ${workItemAssignees.assignee_id}
      where ${workItemAssignees.work_item_id} in (${idList(itemIds)})`,
  );
  return result.rows;
}

/** Which live labels the items carry. */
export interface LabelRow {
  work_item_id: string;
  label_id: string;
  label_name: string;
  color: string;
}

export async function listItemLabels(
  db: Executor,
  itemIds: readonly string[],
): Promise<LabelRow[]> {
  if (itemIds.length === 0) return [];
  const result = await db.execute<LabelRow & Record<string, unknown>>(
    sql`select ${workItemLabels.work_item_id} as work_item_id, ${labels.id} as label_id,
        ${labels.name} as label_name, ${labels.color} as color
      from ${workItemLabels}
      inner join ${labels} on ${labels.id} = ${workItemLabels.label_id}
        and ${labels.deleted_at} is null
      where ${workItemLabels.work_item_id} in (${idList(itemIds)})`,
  );
  return result.rows;
}

/** Today's date in a time zone, as PostgreSQL reads it (YYYY-MM-DD). */
export async function todayIn(db: Executor, timezone: string): Promise<string> {
  const result = await db.execute<{ today: string }>(
    sql`select to_char((now() at time zone ${timezone})::date, 'YYYY-MM-DD') as today`,
  );
  const today = result.rows[0]?.today;
  if (!today) throw new Error('The date could not be read');
  return today;
}

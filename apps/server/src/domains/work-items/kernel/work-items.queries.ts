import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/executor';
import {
  fileAssets,
  modules,
  moduleWorkItems,
  projects,
  states,
  workItemActivities,
  workItemAssignees,
  workItemLabels,
  workItemLinks,
  workItems,
  workItemSubscribers,
} from '#server/db/schema';

export type WorkItemRow = typeof workItems.$inferSelect;
export type WorkItemInsert = typeof workItems.$inferInsert;
export type ActivityInsert = typeof workItemActivities.$inferInsert;

/**
 * The columns of a work item its list shape shows: all but the description and the search
 * vector, which a page of hundreds of items would otherwise read, transfer and parse for nothing.
 */
const LISTED_COLUMNS = {
  id: workItems.id,
  name: workItems.name,
  sequence_id: workItems.sequence_id,
  project_id: workItems.project_id,
  workspace_id: workItems.workspace_id,
  state_id: workItems.state_id,
  priority: workItems.priority,
  sort_order: workItems.sort_order,
  parent_id: workItems.parent_id,
  estimate_point_id: workItems.estimate_point_id,
  start_date: workItems.start_date,
  target_date: workItems.target_date,
  completed_at: workItems.completed_at,
  archived_at: workItems.archived_at,
  is_draft: workItems.is_draft,
  is_epic: workItems.is_epic,
  type_id: workItems.type_id,
  shop_id: workItems.shop_id,
  shop_ids: workItems.shop_ids,
  customer_id: workItems.customer_id,
  customer_ids: workItems.customer_ids,
  budget_source: workItems.budget_source,
  budget_source_display: workItems.budget_source_display,
  is_revision: workItems.is_revision,
  cycle_id: workItems.cycle_id,
  created_at: workItems.created_at,
  updated_at: workItems.updated_at,
  created_by_id: workItems.created_by_id,
  updated_by_id: workItems.updated_by_id,
};

export type ListedWorkItemRow = Pick<WorkItemRow, keyof typeof LISTED_COLUMNS>;

/** A work item with what its list shape computes on read. */
export interface ListedWorkItemRecord {
  item: ListedWorkItemRow;
  stateGroup: string | null;
  labelIds: string[];
  assigneeIds: string[];
  /** The live modules the item is in, oldest membership first. */
  moduleIds: string[];
  subIssuesCount: number;
  /** Live (not deleted) links of the item. */
  linkCount: number;
  /** Uploaded, live attachments of the item. */
  attachmentCount: number;
  isSubscribed: boolean;
  budgetSourceOptions: string[];
}

/** A work item with what its list and detail shapes compute on read. */
export interface WorkItemRecord extends ListedWorkItemRecord {
  item: WorkItemRow;
  projectIdentifier: string;
}

/**
 * `work_items.id` is one of `ids`, sent as one uuid[] parameter: a page of hundreds of ids as
 * separate parameters costs Keel and PostgreSQL more to send and parse, for the same plan.
 */
function idIsAnyOf(ids: readonly string[]) {
  return sql`${workItems.id} = any(${sql.param(ids)}::uuid[])`;
}

/**
 * What the list shape reads besides the item's columns; the relations as correlated subqueries,
 * each one primary-key probe per item. For a page of ids these cost the same as set-based
 * aggregates over the join tables (one `GROUP BY work_item_id … = any(ids)` each): about 8 ms
 * either way for 500 items of a 50,000-item project.
 */
function computedFields(userId: string) {
  return {
    stateGroup: states.group,
    labelIds: sql<string[]>`coalesce((
      select array_agg(wl.label_id order by wl.created_at, wl.label_id) from ${workItemLabels} wl
      where wl.work_item_id = ${workItems.id}), '{}'::uuid[])`,
    assigneeIds: sql<string[]>`coalesce((
      select array_agg(wa.assignee_id order by wa.created_at, wa.assignee_id) from ${workItemAssignees} wa
      where wa.work_item_id = ${workItems.id}), '{}'::uuid[])`,
    moduleIds: sql<string[]>`coalesce((
      select array_agg(mw.module_id order by mw.created_at, mw.module_id)
      from ${moduleWorkItems} mw join ${modules} m on m.id = mw.module_id
      where mw.work_item_id = ${workItems.id} and m.deleted_at is null), '{}'::uuid[])`,
    subIssuesCount: sql<number>`(
      select count(*)::int from ${workItems} child
      where child.parent_id = ${workItems.id} and child.deleted_at is null)`,
    linkCount: sql<number>`(
      select count(*)::int from ${workItemLinks} link
      where link.work_item_id = ${workItems.id} and link.deleted_at is null)`,
    attachmentCount: sql<number>`(
      select count(*)::int from ${fileAssets} fa
      where fa.work_item_id = ${workItems.id} and fa.entity_type = 'ISSUE_ATTACHMENT'
        and fa.is_uploaded and fa.deleted_at is null)`,
    isSubscribed: sql<boolean>`exists(
      select 1 from ${workItemSubscribers} ws
      where ws.work_item_id = ${workItems.id} and ws.subscriber_id = ${userId})`,
    budgetSourceOptions: projects.budget_source_options,
  };
}

/**
 * Loads live work items of a project with their computed fields, for the caller (is_subscribed).
 * Ids outside the project, or deleted, are left out.
 */
export async function loadWorkItems(
  db: Executor,
  options: { projectId: string; ids: string[]; userId: string },
): Promise<WorkItemRecord[]> {
  if (options.ids.length === 0) return [];
  const rows = await db
    .select({
      item: workItems,
      ...computedFields(options.userId),
      projectIdentifier: projects.identifier,
    })
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .leftJoin(states, eq(states.id, workItems.state_id))
    .where(
      and(
        eq(workItems.project_id, options.projectId),
        idIsAnyOf(options.ids),
        isNull(workItems.deleted_at),
      ),
    );
  return rows;
}

/**
 * Loads live work items of a project in their list shape's columns, for a page of a list: the
 * description and search vector are not read. Ids outside the project, or deleted, are left out;
 * the order is not the ids'.
 */
export async function loadListedWorkItems(
  db: Executor,
  options: { projectId: string; ids: readonly string[]; userId: string },
): Promise<ListedWorkItemRecord[]> {
  if (options.ids.length === 0) return [];
  return db
    .select({ item: LISTED_COLUMNS, ...computedFields(options.userId) })
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .leftJoin(states, eq(states.id, workItems.state_id))
    .where(
      and(
        eq(workItems.project_id, options.projectId),
        idIsAnyOf(options.ids),
        isNull(workItems.deleted_at),
      ),
    );
}

/** The live work item of a workspace with this project identifier and sequence id. */
export async function findByKey(
  db: Executor,
  options: { workspaceId: string; identifier: string; sequenceId: number },
): Promise<{ id: string; projectId: string } | undefined> {
  const [row] = await db
    .select({ id: workItems.id, projectId: workItems.project_id })
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .where(
      and(
        eq(projects.workspace_id, options.workspaceId),
        isNull(projects.deleted_at),
        eq(projects.identifier, options.identifier),
        eq(workItems.sequence_id, options.sequenceId),
        isNull(workItems.deleted_at),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Inserts a work item numbered with the project's next sequence id. The counter's row lock is held
 * until the transaction ends, so concurrent creates in one project are numbered one after another
 * and a number is never handed out twice, even when a transaction rolls back after taking it.
 */
export async function insertWorkItem(
  db: Executor,
  values: Omit<WorkItemInsert, 'sequence_id'>,
): Promise<WorkItemRow> {
  const [counter] = await db
    .update(projects)
    .set({ work_item_sequence: sql`${projects.work_item_sequence} + 1` })
    .where(eq(projects.id, values.project_id))
    .returning({ sequence: projects.work_item_sequence });
  if (!counter) throw new Error('project not found for a new work item');
  const [row] = await db
    .insert(workItems)
    .values({ ...values, sequence_id: counter.sequence })
    .returning();
  if (!row) throw new Error('work item not created');
  return row;
}

export async function updateWorkItemRow(
  db: Executor,
  id: string,
  values: Partial<WorkItemInsert>,
): Promise<void> {
  await db.update(workItems).set(values).where(eq(workItems.id, id));
}

/** Sets a work item's labels to exactly these. */
export async function replaceLabels(
  db: Executor,
  item: WorkItemRef,
  labelIds: string[],
): Promise<void> {
  await db.delete(workItemLabels).where(eq(workItemLabels.work_item_id, item.id));
  await addLabels(db, item, labelIds);
}

/** Sets a work item's assignees to exactly these. */
export async function replaceAssignees(
  db: Executor,
  item: WorkItemRef,
  assigneeIds: string[],
): Promise<void> {
  await db.delete(workItemAssignees).where(eq(workItemAssignees.work_item_id, item.id));
  await addAssignees(db, item, assigneeIds);
}

export async function insertActivities(db: Executor, rows: ActivityInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(workItemActivities).values(rows);
}

/** The largest sort_order among the live items of a project in a state, or null. */
export async function lastSortOrder(
  db: Executor,
  projectId: string,
  stateId: string | null,
): Promise<number | null> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${workItems.sort_order})` })
    .from(workItems)
    .where(
      and(
        eq(workItems.project_id, projectId),
        stateId === null ? isNull(workItems.state_id) : eq(workItems.state_id, stateId),
        isNull(workItems.deleted_at),
      ),
    );
  return row?.last ?? null;
}

/** Sets the same columns on several work items of one project. */
export async function updateWorkItemRows(
  db: Executor,
  projectId: string,
  ids: string[],
  values: Partial<WorkItemInsert>,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(workItems)
    .set(values)
    .where(and(eq(workItems.project_id, projectId), inArray(workItems.id, ids)));
}

/** A work item and the scope its link rows (labels, assignees, subscribers) are stored under. */
export interface WorkItemRef {
  id: string;
  workspaceId: string;
  projectId: string;
}

function linkColumns(item: WorkItemRef) {
  return { work_item_id: item.id, workspace_id: item.workspaceId, project_id: item.projectId };
}

/** Inserts link rows, keeping the ones already there. */
async function addLinks<T extends PgTable>(db: Executor, table: T, rows: PgInsertValue<T>[]) {
  if (rows.length > 0) await db.insert(table).values(rows).onConflictDoNothing();
}

/** Adds labels to a work item, keeping the ones it has. */
export async function addLabels(db: Executor, item: WorkItemRef, labelIds: string[]) {
  await addLinks(
    db,
    workItemLabels,
    labelIds.map((id) => ({ ...linkColumns(item), label_id: id })),
  );
}

/** Adds assignees to a work item, keeping the ones it has. */
export async function addAssignees(db: Executor, item: WorkItemRef, assigneeIds: string[]) {
  await addLinks(
    db,
    workItemAssignees,
    assigneeIds.map((id) => ({ ...linkColumns(item), assignee_id: id })),
  );
}

/**
 * Subscribes people to a work item's changes, keeping existing subscriptions (Plane subscribes the
 * creator and every assignee added, ignoring the ones already subscribed).
 */
export async function addSubscribers(db: Executor, item: WorkItemRef, userIds: string[]) {
  await addLinks(
    db,
    workItemSubscribers,
    [...new Set(userIds)].map((id) => ({ ...linkColumns(item), subscriber_id: id })),
  );
}

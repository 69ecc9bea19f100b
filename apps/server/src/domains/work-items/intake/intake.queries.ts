import {
  INTAKE_STATUS,
  type IntakeListQuery,
  type IntakeOrderBy,
  type IntakeStatus,
  isIntakeStatus,
} from '@keel/core';
import { type SQL, and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, readTogether } from '#server/db/executor';
import {
  intakeItems,
  states,
  workItemAssignees,
  workItemLabels,
  workItems,
} from '#server/db/schema';

/** An intake row with what its list entry shows of its work item. */
export const INTAKE_LIST_COLUMNS = {
  intake: intakeItems,
  item: {
    id: workItems.id,
    name: workItems.name,
    priority: workItems.priority,
    sequence_id: workItems.sequence_id,
    project_id: workItems.project_id,
    state_id: workItems.state_id,
    created_at: workItems.created_at,
    updated_at: workItems.updated_at,
    created_by_id: workItems.created_by_id,
    description_html: workItems.description_html,
  },
  labelIds: sql<string[]>`coalesce((
    select array_agg(wl.label_id order by wl.created_at) from ${workItemLabels} wl
    where wl.work_item_id = ${workItems.id}), '{}'::uuid[])`,
  assigneeIds: sql<string[]>`coalesce((
    select array_agg(wa.assignee_id order by wa.created_at) from ${workItemAssignees} wa
    where wa.work_item_id = ${workItems.id}), '{}'::uuid[])`,
  duplicate: {
    id: sql<string | null>`dup.id`,
    name: sql<string | null>`dup.name`,
    sequence_id: sql<number | null>`dup.sequence_id`,
    project_id: sql<string | null>`dup.project_id`,
  },
};

function csv(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The rows a status asks for, a snoozed item whose time has passed counting as pending. */
function statusIs(status: IntakeStatus, now: Date): SQL {
  const expired = sql`(${intakeItems.status} = ${INTAKE_STATUS.snoozed} and (${intakeItems.snoozed_till} is null or ${intakeItems.snoozed_till} <= ${now.toISOString()}))`;
  if (status === INTAKE_STATUS.pending)
    return sql`(${intakeItems.status} = ${INTAKE_STATUS.pending} or ${expired})`;
  if (status === INTAKE_STATUS.snoozed)
    return sql`(${intakeItems.status} = ${INTAKE_STATUS.snoozed} and ${intakeItems.snoozed_till} > ${now.toISOString()})`;
  return eq(intakeItems.status, status);
}

/** `2026-11-01;after` → from the start of that day; `;before` → to its end (UTC days). */
function dayBounds(
  column: typeof workItems.created_at | typeof workItems.updated_at,
  raw: string | undefined,
): SQL[] {
  return csv(raw).map((part) => {
    const [day, side] = part.split(';');
    return side === 'after'
      ? sql`${column} >= ${`${day ?? ''}T00:00:00Z`}`
      : sql`${column} < (${`${day ?? ''}T00:00:00Z`}::timestamptz + interval '1 day')`;
  });
}

/** The conditions of a list: the project's live requests, the query's filters, who may see. */
export function intakeListWhere(options: {
  projectId: string;
  query: IntakeListQuery;
  /** A guest sees only the requests they made. */
  onlyCreatedBy: string | null;
  now: Date;
}): SQL {
  const { projectId, query, onlyCreatedBy, now } = options;
  const statuses = csv(query.status ?? String(INTAKE_STATUS.pending))
    .map(Number)
    .filter(isIntakeStatus);
  const parts: SQL[] = [
    eq(intakeItems.project_id, projectId),
    isNull(intakeItems.deleted_at),
    isNull(workItems.deleted_at),
    sql`(${sql.join(
      statuses.map((status) => statusIs(status, now)),
      sql` or `,
    )})`,
  ];
  const priorities = csv(query.priority);
  if (priorities.length > 0)
    parts.push(
      sql`${workItems.priority} in (${sql.join(
        priorities.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
  const labels = csv(query.labels);
  if (labels.length > 0)
    parts.push(
      sql`exists (select 1 from ${workItemLabels} wl where wl.work_item_id = ${workItems.id} and wl.label_id in (${sql.join(
        labels.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}))`,
    );
  const assignees = csv(query.assignees);
  if (assignees.length > 0)
    parts.push(
      sql`exists (select 1 from ${workItemAssignees} wa where wa.work_item_id = ${workItems.id} and wa.assignee_id in (${sql.join(
        assignees.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}))`,
    );
  const creators = csv(query.created_by);
  if (creators.length > 0)
    parts.push(
      sql`${workItems.created_by_id} in (${sql.join(
        creators.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  parts.push(...dayBounds(workItems.created_at, query.created_at));
  parts.push(...dayBounds(workItems.updated_at, query.updated_at));
  if (onlyCreatedBy !== null) parts.push(eq(intakeItems.created_by_id, onlyCreatedBy));
  return and(...parts) ?? sql`true`;
}

const ORDERS: Record<IntakeOrderBy, SQL[]> = {
  '-issue__created_at': [desc(workItems.created_at)],
  issue__created_at: [asc(workItems.created_at)],
  '-issue__updated_at': [desc(workItems.updated_at)],
  issue__updated_at: [asc(workItems.updated_at)],
  '-issue__sequence_id': [desc(workItems.sequence_id)],
  issue__sequence_id: [asc(workItems.sequence_id)],
};

/** A page of intake rows in the asked order (the id breaks ties), and how many there are. */
export async function selectIntakePage(
  db: Executor,
  options: { where: SQL; orderBy: IntakeOrderBy; limit: number; offset: number },
) {
  const [rows, totals] = await readTogether(
    db,
    () =>
      db
        .select(INTAKE_LIST_COLUMNS)
        .from(intakeItems)
        .innerJoin(workItems, eq(workItems.id, intakeItems.work_item_id))
        .leftJoin(sql`${workItems} as dup`, sql`dup.id = ${intakeItems.duplicate_to_id}`)
        .where(options.where)
        .orderBy(...ORDERS[options.orderBy], desc(intakeItems.id))
        .limit(options.limit)
        .offset(options.offset),
    () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(intakeItems)
        .innerJoin(workItems, eq(workItems.id, intakeItems.work_item_id))
        .where(options.where),
  );
  return { rows, total: totals[0]?.total ?? 0 };
}

/** One live intake row of the project, by its id, with its list columns. */
export async function selectIntakeItem(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select(INTAKE_LIST_COLUMNS)
    .from(intakeItems)
    .innerJoin(workItems, eq(workItems.id, intakeItems.work_item_id))
    .leftJoin(sql`${workItems} as dup`, sql`dup.id = ${intakeItems.duplicate_to_id}`)
    .where(
      and(
        eq(intakeItems.project_id, projectId),
        eq(intakeItems.id, id),
        isNull(intakeItems.deleted_at),
        isNull(workItems.deleted_at),
      ),
    )
    .limit(1);
  return row;
}

export type IntakeListRow = NonNullable<Awaited<ReturnType<typeof selectIntakeItem>>>;

/** The project's triage state, where requests wait (made if a project lost it). */
export async function triageState(
  db: Executor,
  project: { id: string; workspace_id: string },
): Promise<{ id: string; group: string }> {
  const [found] = await db
    .select({ id: states.id, group: states.group })
    .from(states)
    .where(
      and(eq(states.project_id, project.id), eq(states.is_triage, true), isNull(states.deleted_at)),
    )
    .limit(1);
  if (found) return found;
  const [made] = await db
    .insert(states)
    .values({
      workspace_id: project.workspace_id,
      project_id: project.id,
      name: 'Triage',
      slug: 'triage',
      color: '#4E5355',
      group: 'triage',
      is_triage: true,
      sequence: 65_000,
    })
    .returning({ id: states.id, group: states.group });
  if (!made) throw new Error('The triage state could not be made');
  return made;
}

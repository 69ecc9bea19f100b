import { and, asc, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { projects, states, workItems } from '#server/db/schema';
import { memberProjectIds } from '#server/permissions';

export type StateRow = typeof states.$inferSelect;

const live = (projectId: string) =>
  and(eq(states.project_id, projectId), isNull(states.deleted_at));

export async function listProjectStates(
  db: Executor,
  projectId: string,
  includeTriage: boolean,
): Promise<StateRow[]> {
  return db
    .select()
    .from(states)
    .where(and(live(projectId), includeTriage ? undefined : ne(states.group, 'triage')))
    .orderBy(asc(states.sequence), asc(states.created_at));
}

/** Non-triage states of the live projects the user is an active member of. */
export async function listUserWorkspaceStates(
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<StateRow[]> {
  const memberProjects = memberProjectIds(userId, workspaceId);
  return db
    .select()
    .from(states)
    .where(
      and(
        eq(states.workspace_id, workspaceId),
        isNull(states.deleted_at),
        ne(states.group, 'triage'),
        inArray(states.project_id, memberProjects),
      ),
    )
    .orderBy(asc(states.project_id), asc(states.sequence));
}

export async function findState(
  db: Executor,
  projectId: string,
  stateId: string,
): Promise<StateRow | undefined> {
  const [row] = await db
    .select()
    .from(states)
    .where(and(live(projectId), eq(states.id, stateId)))
    .limit(1);
  return row;
}

/** Whether another live state of the project has the name, ignoring case. */
export async function stateNameTaken(
  db: Executor,
  projectId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .where(
      and(
        live(projectId),
        sql`lower(${states.name}) = lower(${name})`,
        exceptId ? ne(states.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function maxStateSequence(db: Executor, projectId: string): Promise<number | null> {
  const [row] = await db
    .select({ value: max(states.sequence) })
    .from(states)
    .where(live(projectId));
  return row?.value ?? null;
}

export async function insertState(
  db: Executor,
  values: typeof states.$inferInsert,
): Promise<StateRow> {
  const [row] = await db.insert(states).values(values).returning();
  if (!row) throw new Error('state not created');
  return row;
}

export async function updateState(
  db: Executor,
  projectId: string,
  stateId: string,
  values: Partial<typeof states.$inferInsert>,
): Promise<StateRow | undefined> {
  const [row] = await db
    .update(states)
    .set(values)
    .where(and(live(projectId), eq(states.id, stateId)))
    .returning();
  return row;
}

/** Clears the project's default flag so that another state may take it. */
export async function clearDefaultState(db: Executor, projectId: string): Promise<void> {
  await db
    .update(states)
    .set({ default: false })
    .where(and(live(projectId), eq(states.default, true)));
}

export async function setProjectDefaultState(
  db: Executor,
  projectId: string,
  stateId: string,
): Promise<void> {
  await db.update(projects).set({ default_state_id: stateId }).where(eq(projects.id, projectId));
}

/** Whether live work items (archived ones included) are in the state. */
export async function stateHasWorkItems(
  db: Executor,
  projectId: string,
  stateId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: workItems.id })
    .from(workItems)
    .where(
      and(
        eq(workItems.project_id, projectId),
        eq(workItems.state_id, stateId),
        isNull(workItems.deleted_at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

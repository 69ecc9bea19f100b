import { type V1ProjectSummaryField, isUuid } from '@keel/core';
import { and, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  cycles,
  deployBoards,
  intakeItems,
  labels,
  modules,
  pages,
  projectMembers,
  projectPages,
  projects,
  states,
  users,
  workItems,
  workspaceMembers,
} from '#server/db/schema';
import type { LabelRow, ProjectRow, StateRow, UserRow, V1ProjectFacts } from './presenters';

/** Project identifiers by project id (WEB for a project keyed WEB-12). */
export async function projectIdentifiers(
  db: Executor,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, identifier: projects.identifier })
    .from(projects)
    .where(inArray(projects.id, ids));
  return new Map(rows.map((row) => [row.id, row.identifier]));
}

/** A live, non-triage state of the project (the rows the app's states list answers). */
export async function findV1State(
  db: Executor,
  projectId: string,
  id: string,
): Promise<StateRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(states)
    .where(
      and(
        eq(states.id, id),
        eq(states.project_id, projectId),
        eq(states.is_triage, false),
        isNull(states.deleted_at),
      ),
    );
  return row ?? null;
}

/** States of the project by id, in the order of `ids` (the app services' answers, as rows). */
export async function stateRows(db: Executor, ids: string[]): Promise<StateRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(states).where(inArray(states.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Labels by id, in the order of `ids`. */
export async function labelRows(db: Executor, ids: string[]): Promise<LabelRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(labels).where(inArray(labels.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Users by id, in the order of `ids`. */
export async function userRows(db: Executor, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether the user is an active member of the workspace. */
export async function isWorkspaceMember(db: Executor, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaceId),
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
      ),
    );
  return row !== undefined;
}

/** Projects by id, in the order of `ids` (the app services' answers, as rows). */
export async function projectRows(db: Executor, ids: string[]): Promise<ProjectRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(projects).where(inArray(projects.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function byProject(rows: { projectId: string; value: number }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.projectId, row.value]));
}

/**
 * What Plane's v1 ProjectSerializer annotates, for each project: its active human members, live
 * cycles and modules, whether anything of it is published, and, from the app's answer, the
 * caller's role and own sort order.
 */
export async function v1ProjectFacts(
  db: Executor,
  listed: { id: string; member_role: number | null; sort_order: number }[],
): Promise<Map<string, V1ProjectFacts>> {
  const ids = listed.map((project) => project.id);
  if (ids.length === 0) return new Map();
  const members = await db
    .select({ projectId: projectMembers.project_id, value: count() })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.member_id))
    .where(
      and(
        inArray(projectMembers.project_id, ids),
        eq(projectMembers.is_active, true),
        eq(users.is_bot, false),
      ),
    )
    .groupBy(projectMembers.project_id);
  const memberCounts = byProject(members);
  const cycleCounts = byProject(
    await db
      .select({ projectId: cycles.project_id, value: count() })
      .from(cycles)
      .where(and(inArray(cycles.project_id, ids), isNull(cycles.deleted_at)))
      .groupBy(cycles.project_id),
  );
  const moduleCounts = byProject(
    await db
      .select({ projectId: modules.project_id, value: count() })
      .from(modules)
      .where(and(inArray(modules.project_id, ids), isNull(modules.deleted_at)))
      .groupBy(modules.project_id),
  );
  const deployed = byProject(
    await db
      .select({ projectId: deployBoards.project_id, value: count() })
      .from(deployBoards)
      .where(inArray(deployBoards.project_id, ids))
      .groupBy(deployBoards.project_id),
  );
  return new Map(
    listed.map((project) => [
      project.id,
      {
        totalMembers: memberCounts.get(project.id) ?? 0,
        totalCycles: cycleCounts.get(project.id) ?? 0,
        totalModules: moduleCounts.get(project.id) ?? 0,
        memberRole: project.member_role,
        isDeployed: (deployed.get(project.id) ?? 0) > 0,
        sortOrder: project.sort_order,
      },
    ]),
  );
}

async function countRows(db: Executor, query: Promise<{ value: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.value ?? 0;
}

/**
 * How many of one kind of thing a project holds, as Plane's ProjectSummary counts them: active
 * members; live states and work items outside triage; live labels, cycles, modules and intake
 * requests; pages shown in the project that are not deleted.
 */
function summaryCount(
  db: Executor,
  projectId: string,
  field: V1ProjectSummaryField,
): Promise<number> {
  const n = { value: count() };
  switch (field) {
    case 'members':
      return countRows(
        db,
        db
          .select(n)
          .from(projectMembers)
          .where(and(eq(projectMembers.project_id, projectId), eq(projectMembers.is_active, true))),
      );
    case 'states':
      return countRows(
        db,
        db
          .select(n)
          .from(states)
          .where(
            and(
              eq(states.project_id, projectId),
              eq(states.is_triage, false),
              isNull(states.deleted_at),
            ),
          ),
      );
    case 'labels':
      return countRows(
        db,
        db
          .select(n)
          .from(labels)
          .where(and(eq(labels.project_id, projectId), isNull(labels.deleted_at))),
      );
    case 'cycles':
      return countRows(
        db,
        db
          .select(n)
          .from(cycles)
          .where(and(eq(cycles.project_id, projectId), isNull(cycles.deleted_at))),
      );
    case 'modules':
      return countRows(
        db,
        db
          .select(n)
          .from(modules)
          .where(and(eq(modules.project_id, projectId), isNull(modules.deleted_at))),
      );
    case 'issues':
      return countRows(
        db,
        db
          .select(n)
          .from(workItems)
          .leftJoin(states, eq(states.id, workItems.state_id))
          .where(
            and(
              eq(workItems.project_id, projectId),
              isNull(workItems.deleted_at),
              or(isNull(states.id), eq(states.is_triage, false)),
            ),
          ),
      );
    case 'intakes':
      return countRows(
        db,
        db
          .select(n)
          .from(intakeItems)
          .where(and(eq(intakeItems.project_id, projectId), isNull(intakeItems.deleted_at))),
      );
    case 'pages':
      return countRows(
        db,
        db
          .select(n)
          .from(projectPages)
          .innerJoin(pages, eq(pages.id, projectPages.page_id))
          .where(and(eq(projectPages.project_id, projectId), isNull(pages.deleted_at))),
      );
  }
}

/** The counts `P/summary/` was asked for, keyed by field. */
export async function projectSummaryCounts(
  db: Executor,
  projectId: string,
  fields: readonly V1ProjectSummaryField[],
): Promise<Partial<Record<V1ProjectSummaryField, number>>> {
  const counts: Partial<Record<V1ProjectSummaryField, number>> = {};
  for (const field of fields) counts[field] = await summaryCount(db, projectId, field);
  return counts;
}

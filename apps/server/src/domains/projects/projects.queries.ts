import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  estimatePoints,
  estimates,
  labels,
  projectCustomers,
  projectMembers,
  projects,
  projectShops,
  states,
  userFavorites,
  workspaceMembers,
} from '#server/db/schema';
import { addEntityFavorite } from '#server/domains/favorites';
import { activeMembershipOf, memberProjects } from '#server/permissions';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;

export interface ProjectForUser {
  project: ProjectRow;
  membership: ProjectMemberRow | null;
  favoriteId: string | null;
}

function forUser(db: Executor, userId: string) {
  return db
    .select({ project: projects, membership: projectMembers, favoriteId: userFavorites.id })
    .from(projects)
    .leftJoin(projectMembers, activeMembershipOf(userId, projects.id))
    .leftJoin(
      userFavorites,
      and(
        eq(userFavorites.user_id, userId),
        eq(userFavorites.entity_type, 'project'),
        eq(userFavorites.entity_identifier, projects.id),
      ),
    );
}

/**
 * Live projects the user may see: public ones and secret ones they are an active member of. A
 * workspace guest sees only the projects they are a member of (Plane).
 */
export async function listVisibleProjects(
  db: Executor,
  workspaceId: string,
  userId: string,
  options: { membersOnly: boolean },
): Promise<ProjectForUser[]> {
  const isMember = sql`${projectMembers.id} IS NOT NULL`;
  return forUser(db, userId)
    .where(
      and(
        eq(projects.workspace_id, workspaceId),
        isNull(projects.deleted_at),
        options.membersOnly ? isMember : or(eq(projects.network, 2), isMember),
      ),
    )
    .orderBy(
      asc(sql`coalesce(${projectMembers.sort_order}, ${projects.sort_order})`),
      asc(projects.created_at),
    );
}

export async function findProjectForUser(
  db: Executor,
  workspaceId: string,
  projectId: string,
  userId: string,
): Promise<ProjectForUser | undefined> {
  const [row] = await forUser(db, userId)
    .where(
      and(
        eq(projects.workspace_id, workspaceId),
        eq(projects.id, projectId),
        isNull(projects.deleted_at),
      ),
    )
    .limit(1);
  return row;
}

export async function liveProjectsWithIdentifier(
  db: Executor,
  workspaceId: string,
  identifier: string,
  exceptId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ identifier: projects.identifier })
    .from(projects)
    .where(
      and(
        eq(projects.workspace_id, workspaceId),
        isNull(projects.deleted_at),
        eq(projects.identifier, identifier),
        exceptId ? ne(projects.id, exceptId) : undefined,
      ),
    );
  return rows.map((row) => row.identifier);
}

export async function projectNameTaken(
  db: Executor,
  workspaceId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.workspace_id, workspaceId),
        isNull(projects.deleted_at),
        sql`lower(${projects.name}) = lower(${name})`,
        exceptId ? ne(projects.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Active workspace members among `userIds`, with their workspace role. */
export async function activeWorkspaceMembers(
  db: Executor,
  workspaceId: string,
  userIds: string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: workspaceMembers.member_id, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaceId),
        eq(workspaceMembers.is_active, true),
        inArray(workspaceMembers.member_id, userIds),
      ),
    );
  return new Map(rows.map((row) => [row.memberId, row.role]));
}

export async function insertProject(
  db: Executor,
  values: typeof projects.$inferInsert,
): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('project not created');
  return row;
}

export async function updateProject(
  db: Executor,
  projectId: string,
  values: Partial<typeof projects.$inferInsert>,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set(values)
    .where(and(eq(projects.id, projectId), isNull(projects.deleted_at)))
    .returning();
  return row;
}

export async function insertStates(db: Executor, values: (typeof states.$inferInsert)[]) {
  return db.insert(states).values(values).returning();
}

/** Adds or reactivates a membership with the role. */
export async function upsertProjectMember(
  db: Executor,
  values: {
    workspaceId: string;
    projectId: string;
    memberId: string;
    role: number;
    actorId: string;
  },
): Promise<ProjectMemberRow> {
  const [row] = await db
    .insert(projectMembers)
    .values({
      workspace_id: values.workspaceId,
      project_id: values.projectId,
      member_id: values.memberId,
      role: values.role,
      original_role: values.role,
      created_by_id: values.actorId,
      updated_by_id: values.actorId,
    })
    .onConflictDoUpdate({
      target: [projectMembers.project_id, projectMembers.member_id],
      set: {
        role: values.role,
        original_role: values.role,
        is_active: true,
        updated_by_id: values.actorId,
      },
    })
    .returning();
  if (!row) throw new Error('project member not created');
  return row;
}

export async function addFavorite(
  db: Executor,
  values: { workspaceId: string; userId: string; projectId: string; name: string },
): Promise<void> {
  await addEntityFavorite(db, {
    workspaceId: values.workspaceId,
    userId: values.userId,
    entityType: 'project',
    entityId: values.projectId,
    projectId: values.projectId,
    name: values.name,
  });
}

export async function removeFavorite(
  db: Executor,
  values: { workspaceId: string; userId: string; projectId: string },
): Promise<void> {
  await db
    .delete(userFavorites)
    .where(
      and(
        eq(userFavorites.workspace_id, values.workspaceId),
        eq(userFavorites.user_id, values.userId),
        eq(userFavorites.entity_type, 'project'),
        eq(userFavorites.entity_identifier, values.projectId),
      ),
    );
}

/**
 * Soft-deletes a project and what hangs off it (states, labels, estimates and their points, shops,
 * customers), ends its memberships and drops every favorite of it, so that nothing of a deleted
 * project stays reachable and its identifier and name are free again.
 */
export async function softDeleteProject(
  db: Executor,
  values: { projectId: string; actorId: string; at: Date },
): Promise<void> {
  const { projectId, actorId, at } = values;
  const gone = { deleted_at: at, updated_by_id: actorId };
  await db
    .update(projects)
    .set(gone)
    .where(and(eq(projects.id, projectId), isNull(projects.deleted_at)));
  for (const table of [states, labels, estimates, estimatePoints, projectShops, projectCustomers])
    await db
      .update(table)
      .set(gone)
      .where(and(eq(table.project_id, projectId), isNull(table.deleted_at)));
  await db
    .update(projectMembers)
    .set({ is_active: false, updated_by_id: actorId })
    .where(eq(projectMembers.project_id, projectId));
  await db.delete(userFavorites).where(eq(userFavorites.project_id, projectId));
}

/** Active members per project, for the given projects. */
export async function countActiveMembers(
  db: Executor,
  projectIds: string[],
): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: projectMembers.project_id, count: sql<number>`count(*)::int` })
    .from(projectMembers)
    .where(and(inArray(projectMembers.project_id, projectIds), eq(projectMembers.is_active, true)))
    .groupBy(projectMembers.project_id);
  return new Map(rows.map((row) => [row.projectId, row.count]));
}

/**
 * The user's active project memberships in the workspace (live projects only) and their role,
 * original_role preferred (spec §6).
 */
export async function findProjectRoles(db: Executor, workspaceId: string, userId: string) {
  const memberships = await memberProjects(db, { workspaceId, userId, includeArchived: true });
  return memberships.map(({ projectId, role }) => ({ projectId, role }));
}

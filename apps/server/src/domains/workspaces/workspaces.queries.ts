import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  instanceConfigurations,
  profiles,
  users,
  workspaceMembers,
  workspaces,
} from '#server/db/schema';

export type WorkspaceRow = typeof workspaces.$inferSelect;

export interface WorkspaceWithRole {
  workspace: WorkspaceRow;
  role: number;
  total_members: number;
}

/** Active, non-bot members of a workspace, as a correlated subquery. */
function totalMembersOf(db: Executor) {
  return db
    .select({ total: count() })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member_id))
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaces.id),
        eq(workspaceMembers.is_active, true),
        eq(users.is_bot, false),
      ),
    );
}

/** Live workspaces the user is an active member of, oldest membership first, with their role. */
export async function listWorkspacesOfUser(
  db: Executor,
  userId: string,
): Promise<WorkspaceWithRole[]> {
  return db
    .select({
      workspace: workspaces,
      role: workspaceMembers.role,
      total_members: sql<number>`(${totalMembersOf(db)})`.mapWith(Number),
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspace_id))
    .where(
      and(
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
        isNull(workspaces.deleted_at),
      ),
    )
    .orderBy(asc(workspaceMembers.created_at), asc(workspaces.created_at));
}

/** Active, non-bot members of one workspace. */
export async function countMembers(db: Executor, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member_id))
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaceId),
        eq(workspaceMembers.is_active, true),
        eq(users.is_bot, false),
      ),
    );
  return row?.total ?? 0;
}

/** Whether any workspace, deleted ones included, holds the slug (slugs are never reused). */
export async function isSlugTaken(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.slug, slug))
    .limit(1);
  return row !== undefined;
}

export async function insertWorkspace(
  db: Executor,
  values: {
    name: string;
    slug: string;
    organization_size: string | null;
    ownerId: string;
  },
): Promise<WorkspaceRow> {
  const [row] = await db
    .insert(workspaces)
    .values({
      name: values.name,
      slug: values.slug,
      organization_size: values.organization_size,
      owner_id: values.ownerId,
      created_by_id: values.ownerId,
    })
    .returning();
  if (!row) throw new Error('The workspace could not be written');
  return row;
}

export async function updateWorkspace(
  db: Executor,
  workspaceId: string,
  values: Partial<Pick<WorkspaceRow, 'name' | 'logo_url' | 'organization_size' | 'timezone'>> & {
    updated_by_id: string;
  },
): Promise<WorkspaceRow> {
  const [row] = await db
    .update(workspaces)
    .set(values)
    .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.deleted_at)))
    .returning();
  if (!row) throw new Error('The workspace could not be updated');
  return row;
}

/** Soft-deletes the workspace and ends every membership of it. */
export async function softDeleteWorkspace(
  db: Executor,
  workspaceId: string,
  actorId: string,
): Promise<void> {
  await db
    .update(workspaces)
    .set({ deleted_at: new Date(), updated_by_id: actorId })
    .where(eq(workspaces.id, workspaceId));
  await db
    .update(workspaceMembers)
    .set({ is_active: false, updated_by_id: actorId })
    .where(eq(workspaceMembers.workspace_id, workspaceId));
}

export async function setLastWorkspace(
  db: Executor,
  userId: string,
  workspaceId: string,
): Promise<void> {
  await db
    .update(profiles)
    .set({ last_workspace_id: workspaceId })
    .where(eq(profiles.user_id, userId));
}

/** A stored instance setting, or undefined when the instance keeps its default. */
export async function findInstanceSetting(db: Executor, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: instanceConfigurations.value })
    .from(instanceConfigurations)
    .where(eq(instanceConfigurations.key, key))
    .limit(1);
  return row?.value;
}

import { PROJECT_NETWORK, type FavoriteEntityData } from '@keel/core';
import { type AnyColumn, and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { cycles, modules, projectMembers, projects } from '#server/db/schema';
import { activeMembershipOf } from '#server/permissions';
import { type FavoriteViewer, registerFavoriteEntity } from './favorite-entities';

interface Row {
  id: string;
  name: string;
  logo_props: Record<string, unknown>;
  project_id: string;
}

function keyed(rows: readonly Row[]): Map<string, FavoriteEntityData> {
  return new Map(rows.map((row) => [row.id, { ...row }]));
}

/** Where condition: the viewer is an active member of the live project whose id is `projectId`. */
function memberOfLiveProject(viewer: FavoriteViewer, projectId: AnyColumn) {
  return sql`exists (select 1 from ${projectMembers} inner join ${projects}
    on ${projects.id} = ${projectMembers.project_id}
    where ${activeMembershipOf(viewer.userId, projectId)} and ${projects.deleted_at} is null)`;
}

/** Projects: live ones of the workspace that are public or that the viewer is a member of. */
async function loadProjects(db: Executor, ids: readonly string[], viewer: FavoriteViewer) {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      logo_props: projects.logo_props,
      project_id: projects.id,
    })
    .from(projects)
    .leftJoin(projectMembers, activeMembershipOf(viewer.userId, projects.id))
    .where(
      and(
        inArray(projects.id, [...ids]),
        eq(projects.workspace_id, viewer.workspaceId),
        isNull(projects.deleted_at),
        or(eq(projects.network, PROJECT_NETWORK.public), sql`${projectMembers.id} is not null`),
      ),
    );
  return keyed(rows);
}

/** Cycles: live, not archived, of a project the viewer is a member of. */
async function loadCycles(db: Executor, ids: readonly string[], viewer: FavoriteViewer) {
  const rows = await db
    .select({
      id: cycles.id,
      name: cycles.name,
      logo_props: cycles.logo_props,
      project_id: cycles.project_id,
    })
    .from(cycles)
    .where(
      and(
        inArray(cycles.id, [...ids]),
        eq(cycles.workspace_id, viewer.workspaceId),
        isNull(cycles.deleted_at),
        isNull(cycles.archived_at),
        memberOfLiveProject(viewer, cycles.project_id),
      ),
    );
  return keyed(rows);
}

/** Modules: live, not archived, of a project the viewer is a member of. */
async function loadModules(db: Executor, ids: readonly string[], viewer: FavoriteViewer) {
  const rows = await db
    .select({
      id: modules.id,
      name: modules.name,
      logo_props: modules.logo_props,
      project_id: modules.project_id,
    })
    .from(modules)
    .where(
      and(
        inArray(modules.id, [...ids]),
        eq(modules.workspace_id, viewer.workspaceId),
        isNull(modules.deleted_at),
        isNull(modules.archived_at),
        memberOfLiveProject(viewer, modules.project_id),
      ),
    );
  return keyed(rows);
}

/** Registers the entities that exist today; views and pages register where they live. */
export function registerBuiltInFavoriteEntities(): void {
  registerFavoriteEntity('project', { load: loadProjects });
  registerFavoriteEntity('cycle', { load: loadCycles });
  registerFavoriteEntity('module', { load: loadModules });
}

import type { FavoriteEntityData } from '@keel/core';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { pages, projectMembers, projectPages, projects } from '#server/db/schema';
import { type FavoriteViewer, registerFavoriteEntity } from '#server/domains/favorites';
import { activeMembershipOf } from '#server/permissions';

/**
 * Pages a favorite may point at: live, not archived pages of the viewer's workspace, public or
 * theirs, shown in a live project the viewer is an active member of (that project is the one the
 * favorite opens).
 */
async function loadPages(
  db: Executor,
  ids: readonly string[],
  viewer: FavoriteViewer,
): Promise<Map<string, FavoriteEntityData>> {
  const rows = await db
    .selectDistinctOn([pages.id], {
      id: pages.id,
      name: pages.name,
      logo_props: pages.logo_props,
      project_id: projectPages.project_id,
    })
    .from(pages)
    .innerJoin(projectPages, eq(projectPages.page_id, pages.id))
    .innerJoin(projects, eq(projects.id, projectPages.project_id))
    .where(
      and(
        inArray(pages.id, [...ids]),
        eq(pages.workspace_id, viewer.workspaceId),
        isNull(pages.deleted_at),
        isNull(pages.archived_at),
        isNull(projects.deleted_at),
        or(eq(pages.access, 0), eq(pages.owned_by_id, viewer.userId)),
        sql`exists (select 1 from ${projectMembers}
          where ${activeMembershipOf(viewer.userId, projectPages.project_id)})`,
      ),
    );
  return new Map(rows.map((row) => [row.id, { ...row }]));
}

/** Favorites of pages (`favorite-pages/` and `user-favorites/` with entity_type "page"). */
export function registerPageFavorites(): void {
  registerFavoriteEntity('page', { load: loadPages });
}

import type { FavoriteEntityData } from '@keel/core';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { issueViews, projectMembers, projects } from '#server/db/schema';
import { type FavoriteViewer, registerFavoriteEntity } from '#server/domains/favorites';
import { activeMembershipOf } from '#server/permissions';

/** Public views, and the viewer's own private ones. */
const PUBLIC_ACCESS = 1;

/**
 * Views a favorite may point at: live views of the viewer's workspace that are public or theirs,
 * and for a project view, of a live project the viewer is an active member of.
 */
async function loadViews(
  db: Executor,
  ids: readonly string[],
  viewer: FavoriteViewer,
): Promise<Map<string, FavoriteEntityData>> {
  const rows = await db
    .select({
      id: issueViews.id,
      name: issueViews.name,
      logo_props: issueViews.logo_props,
      project_id: issueViews.project_id,
    })
    .from(issueViews)
    .where(
      and(
        inArray(issueViews.id, [...ids]),
        eq(issueViews.workspace_id, viewer.workspaceId),
        isNull(issueViews.deleted_at),
        or(eq(issueViews.access, PUBLIC_ACCESS), eq(issueViews.owned_by_id, viewer.userId)),
        or(
          isNull(issueViews.project_id),
          sql`exists (select 1 from ${projectMembers} inner join ${projects}
            on ${projects.id} = ${projectMembers.project_id}
            where ${activeMembershipOf(viewer.userId, issueViews.project_id)}
              and ${projects.deleted_at} is null)`,
        ),
      ),
    );
  return new Map(rows.map((row) => [row.id, { ...row }]));
}

/** Favorites of views (`user-favorites/` with entity_type "view"). */
export function registerViewFavorites(): void {
  registerFavoriteEntity('view', { load: loadViews });
}

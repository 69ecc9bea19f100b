import { VIEW_ACCESS } from '@keel/core';
import { type SQL, and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { issueViews, userFavorites } from '#server/db/schema';

export type ViewRow = typeof issueViews.$inferSelect;
export type ViewRowWithFavorite = ViewRow & { is_favorite: boolean };

/** Where views live: a project's, or the workspace's own (project null). */
export interface ViewPlace {
  workspaceId: string;
  projectId: string | null;
}

function placeConditions(place: ViewPlace): SQL[] {
  return [
    eq(issueViews.workspace_id, place.workspaceId),
    place.projectId === null
      ? isNull(issueViews.project_id)
      : eq(issueViews.project_id, place.projectId),
    isNull(issueViews.deleted_at),
  ];
}

/** What a user may see: the public views and their own private ones (spec §6). */
function visibleTo(userId: string): SQL {
  return (
    or(eq(issueViews.access, VIEW_ACCESS.public), eq(issueViews.owned_by_id, userId)) ?? sql`true`
  );
}

/** Whether the user has the view as a favorite (the outer query reads from issue_views). */
function isFavoriteOf(userId: string) {
  return sql<boolean>`exists (select 1 from ${userFavorites} f
    where f.user_id = ${userId} and f.entity_type = 'view'
      and f.entity_identifier = issue_views.id)`;
}

/** The live views of the place the user may see, most recently updated first (spec §9). */
export async function listVisibleViews(
  db: Executor,
  place: ViewPlace,
  userId: string,
): Promise<ViewRowWithFavorite[]> {
  return db
    .select({ view: issueViews, is_favorite: isFavoriteOf(userId) })
    .from(issueViews)
    .where(and(...placeConditions(place), visibleTo(userId)))
    .orderBy(desc(issueViews.updated_at), desc(issueViews.created_at))
    .then((rows) => rows.map((row) => ({ ...row.view, is_favorite: row.is_favorite })));
}

/** One live view of the place the user may see (by a string id that may not be a uuid), or null. */
export async function findVisibleView(
  db: Executor,
  place: ViewPlace,
  userId: string,
  viewId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ViewRowWithFavorite | null> {
  const query = db
    .select({ view: issueViews, is_favorite: isFavoriteOf(userId) })
    .from(issueViews)
    .where(
      and(...placeConditions(place), visibleTo(userId), sql`${issueViews.id}::text = ${viewId}`),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: issueViews }) : await query;
  return row ? { ...row.view, is_favorite: row.is_favorite } : null;
}

/** Removes everyone's favorites of these views (when they are deleted). */
export async function deleteViewFavorites(db: Executor, viewIds: readonly string[]): Promise<void> {
  for (const id of viewIds)
    await db
      .delete(userFavorites)
      .where(and(eq(userFavorites.entity_type, 'view'), eq(userFavorites.entity_identifier, id)));
}

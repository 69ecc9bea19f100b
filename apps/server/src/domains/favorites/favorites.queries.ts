import { appendedFavoriteSequence } from '@keel/core';
import { and, asc, eq, isNull, max, or } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { userFavorites } from '#server/db/schema';
import type { FavoriteViewer } from './favorite-entities';

export type FavoriteRow = typeof userFavorites.$inferSelect;
export type NewFavorite = typeof userFavorites.$inferInsert;

function ownedBy(viewer: FavoriteViewer) {
  return and(
    eq(userFavorites.user_id, viewer.userId),
    eq(userFavorites.workspace_id, viewer.workspaceId),
  );
}

/**
 * The viewer's favorites in the workspace, by sequence then age: the top level, the children of
 * one folder (`parentId`), or every level (`all`).
 */
export async function selectFavorites(
  db: Executor,
  viewer: FavoriteViewer,
  level: { all: true } | { parentId: string | null },
): Promise<FavoriteRow[]> {
  const where =
    'all' in level
      ? ownedBy(viewer)
      : and(
          ownedBy(viewer),
          level.parentId === null
            ? isNull(userFavorites.parent_id)
            : eq(userFavorites.parent_id, level.parentId),
        );
  return db
    .select()
    .from(userFavorites)
    .where(where)
    .orderBy(asc(userFavorites.sequence), asc(userFavorites.created_at), asc(userFavorites.id));
}

/** One of the viewer's favorites in the workspace. */
export async function findFavorite(
  db: Executor,
  viewer: FavoriteViewer,
  favoriteId: string,
): Promise<FavoriteRow | undefined> {
  const [row] = await db
    .select()
    .from(userFavorites)
    .where(and(ownedBy(viewer), eq(userFavorites.id, favoriteId)));
  return row;
}

/** The viewer's favorite of an entity, wherever it sits. */
export async function findEntityFavorite(
  db: Executor,
  viewer: FavoriteViewer,
  entityType: string,
  entityId: string,
): Promise<FavoriteRow | undefined> {
  const [row] = await db
    .select()
    .from(userFavorites)
    .where(
      and(
        ownedBy(viewer),
        eq(userFavorites.entity_type, entityType),
        eq(userFavorites.entity_identifier, entityId),
      ),
    );
  return row;
}

/** The largest sequence among the viewer's favorites in the workspace (null with none). */
export async function largestSequence(
  db: Executor,
  viewer: FavoriteViewer,
): Promise<number | null> {
  const [row] = await db
    .select({ largest: max(userFavorites.sequence) })
    .from(userFavorites)
    .where(ownedBy(viewer));
  return row?.largest ?? null;
}

/** Inserts a favorite (nothing when the entity is a favorite already); the new row, if any. */
export async function insertFavorite(
  db: Executor,
  values: NewFavorite,
): Promise<FavoriteRow | undefined> {
  const [row] = await db.insert(userFavorites).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateFavorite(
  db: Executor,
  favoriteId: string,
  values: Partial<Pick<FavoriteRow, 'name' | 'parent_id' | 'sequence' | 'updated_by_id'>>,
): Promise<FavoriteRow | undefined> {
  const [row] = await db
    .update(userFavorites)
    .set(values)
    .where(eq(userFavorites.id, favoriteId))
    .returning();
  return row;
}

/** Deletes one of the viewer's favorites and, when it is a folder, the favorites inside it. */
export async function deleteFavoriteAndChildren(
  db: Executor,
  viewer: FavoriteViewer,
  favoriteId: string,
): Promise<void> {
  await db
    .delete(userFavorites)
    .where(
      and(
        ownedBy(viewer),
        or(eq(userFavorites.id, favoriteId), eq(userFavorites.parent_id, favoriteId)),
      ),
    );
}

/**
 * The sequence of a favorite the viewer adds now: after all their favorites in the workspace
 * (spec §9). Every route that adds a favorite uses it (Plane sets it on every save).
 */
export async function nextFavoriteSequence(db: Executor, viewer: FavoriteViewer): Promise<number> {
  const largest = await largestSequence(db, viewer);
  return appendedFavoriteSequence(largest === null ? [] : [largest]);
}

/**
 * Makes an entity (project, cycle, module, view) one of the user's favorites, after all their
 * others; an entity that is a favorite already stays as it is (spec §5). The favorite's row.
 */
export async function addEntityFavorite(
  db: Executor,
  entry: {
    workspaceId: string;
    userId: string;
    entityType: 'project' | 'cycle' | 'module' | 'view' | 'page';
    entityId: string;
    projectId: string | null;
    name: string;
  },
): Promise<FavoriteRow> {
  const viewer = { userId: entry.userId, workspaceId: entry.workspaceId };
  await db
    .insert(userFavorites)
    .values({
      workspace_id: entry.workspaceId,
      user_id: entry.userId,
      entity_type: entry.entityType,
      entity_identifier: entry.entityId,
      project_id: entry.projectId,
      name: entry.name,
      sequence: await nextFavoriteSequence(db, viewer),
      created_by_id: entry.userId,
      updated_by_id: entry.userId,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(userFavorites)
    .where(
      and(
        eq(userFavorites.user_id, entry.userId),
        eq(userFavorites.entity_type, entry.entityType),
        eq(userFavorites.entity_identifier, entry.entityId),
      ),
    );
  if (!row) throw new Error('The favorite could not be written');
  return row;
}

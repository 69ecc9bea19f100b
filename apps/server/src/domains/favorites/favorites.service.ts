import {
  AppError,
  type CreateFavoriteBody,
  type Favorite,
  FAVORITE_ENTITY_REQUIRED_MESSAGE,
  FAVORITE_FOLDER_FLAG_MESSAGE,
  FAVORITE_FOLDER_NAME_MESSAGE,
  FAVORITE_FOLDER_NESTING_MESSAGE,
  FAVORITE_PARENT_NOT_FOLDER_MESSAGE,
  FAVORITE_UNSUPPORTED_MESSAGE,
  type FavoriteEntityData,
  type FavoriteEntityType,
  isUuid,
  type UpdateFavoriteBody,
} from '@keel/core';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { favoriteEntity, type FavoriteViewer, loadFavoriteEntities } from './favorite-entities';
import {
  deleteFavoriteAndChildren,
  type FavoriteRow,
  findEntityFavorite,
  findFavorite,
  insertFavorite,
  nextFavoriteSequence,
  selectFavorites,
  updateFavorite,
} from './favorites.queries';

/** A 400 naming the field at fault, worded as the request schemas word theirs. */
function refused(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { message: `${field}: ${message}`, field });
}

function favoriteNotFound(): AppError {
  return new AppError('NOT_FOUND');
}

function present(row: FavoriteRow, entityData: FavoriteEntityData | null): Favorite {
  return {
    id: row.id,
    entity_type: row.entity_type as FavoriteEntityType,
    entity_identifier: row.entity_identifier,
    entity_data: entityData,
    name: row.name,
    is_folder: row.is_folder,
    sequence: row.sequence,
    parent: row.parent_id,
    project_id: row.project_id,
    workspace_id: row.workspace_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The rows as favorites, with their entity_data; a favorite whose entity is gone or out of the
 * viewer's sight (or whose kind is not registered) is left out, never an error.
 */
async function presentAll(
  db: Executor,
  rows: readonly FavoriteRow[],
  viewer: FavoriteViewer,
): Promise<Favorite[]> {
  const refs = rows.flatMap((row) =>
    row.is_folder || !row.entity_identifier
      ? []
      : [{ entityType: row.entity_type, id: row.entity_identifier }],
  );
  const entities = await loadFavoriteEntities(db, refs, viewer);
  return rows.flatMap((row) => {
    if (row.is_folder) return [present(row, null)];
    const data = entities.get(`${row.entity_type}:${row.entity_identifier}`);
    return data ? [present(row, data)] : [];
  });
}

async function presentOne(db: Executor, row: FavoriteRow, viewer: FavoriteViewer) {
  const [favorite] = await presentAll(db, [row], viewer);
  return favorite ?? present(row, null);
}

/** `GET user-favorites/`: the top level, or every level with `all`. */
export async function listFavorites(options: {
  db: Database;
  viewer: FavoriteViewer;
  all: boolean;
}): Promise<Favorite[]> {
  const { db, viewer, all } = options;
  const rows = await selectFavorites(db, viewer, all ? { all: true } : { parentId: null });
  return presentAll(db, rows, viewer);
}

/** The viewer's favorite, or 404 (another user's favorite does not exist for them). */
async function requireFavorite(db: Executor, viewer: FavoriteViewer, favoriteId: string) {
  const row = isUuid(favoriteId) ? await findFavorite(db, viewer, favoriteId) : undefined;
  if (!row) throw favoriteNotFound();
  return row;
}

/** `GET user-favorites/{id}/group/`: the favorites inside one of the viewer's folders. */
export async function listFolderFavorites(options: {
  db: Database;
  viewer: FavoriteViewer;
  favoriteId: string;
}): Promise<Favorite[]> {
  const { db, viewer, favoriteId } = options;
  const folder = await requireFavorite(db, viewer, favoriteId);
  const rows = await selectFavorites(db, viewer, { parentId: folder.id });
  return presentAll(db, rows, viewer);
}

/**
 * Checks that a favorite may go into `parentId` (spec: folders nest one level): the parent must be
 * one of the viewer's folders, and a folder goes into none.
 */
async function checkParent(
  db: Executor,
  viewer: FavoriteViewer,
  parentId: string,
  moving: { isFolder: boolean; id?: string },
): Promise<void> {
  if (moving.isFolder) throw refused('parent', FAVORITE_FOLDER_NESTING_MESSAGE);
  const parent = parentId === moving.id ? undefined : await findFavorite(db, viewer, parentId);
  if (!parent?.is_folder) throw refused('parent', FAVORITE_PARENT_NOT_FOLDER_MESSAGE);
}

/**
 * `POST user-favorites/`: a folder, or a favorite of an entity the viewer can see. A favorite that
 * exists already is answered as it is (spec §5). New favorites go to the end (spec §9).
 */
export async function createFavorite(options: {
  db: Database;
  viewer: FavoriteViewer;
  body: CreateFavoriteBody;
}): Promise<Favorite> {
  const { db, viewer, body } = options;
  const isFolder = body.entity_type === 'folder';
  if (body.is_folder !== undefined && body.is_folder !== isFolder)
    throw refused('is_folder', FAVORITE_FOLDER_FLAG_MESSAGE);
  let entityData: FavoriteEntityData | null = null;
  let name: string;
  if (isFolder) {
    const folderName = body.entity_data?.name ?? body.name;
    if (!folderName) throw refused('name', FAVORITE_FOLDER_NAME_MESSAGE);
    name = folderName;
  } else {
    const entityId = body.entity_identifier;
    if (!entityId) throw refused('entity_identifier', FAVORITE_ENTITY_REQUIRED_MESSAGE);
    const entity = favoriteEntity(body.entity_type);
    if (!entity) throw refused('entity_type', FAVORITE_UNSUPPORTED_MESSAGE);
    entityData = (await entity.load(db, [entityId], viewer)).get(entityId) ?? null;
    if (!entityData) throw favoriteNotFound();
    const existing = await findEntityFavorite(db, viewer, body.entity_type, entityId);
    if (existing) return present(existing, entityData);
    name = entityData.name;
  }
  if (body.parent) await checkParent(db, viewer, body.parent, { isFolder });
  const sequence = await nextFavoriteSequence(db, viewer);
  const inserted = await insertFavorite(db, {
    workspace_id: viewer.workspaceId,
    user_id: viewer.userId,
    entity_type: body.entity_type,
    entity_identifier: isFolder ? null : (body.entity_identifier ?? null),
    project_id: entityData?.project_id ?? null,
    name,
    is_folder: isFolder,
    parent_id: body.parent ?? null,
    sequence,
    created_by_id: viewer.userId,
    updated_by_id: viewer.userId,
  });
  if (inserted) return present(inserted, entityData);
  // Added meanwhile by a concurrent request: answer that one.
  const raced = await findEntityFavorite(
    db,
    viewer,
    body.entity_type,
    body.entity_identifier ?? '',
  );
  if (!raced) throw favoriteNotFound();
  return present(raced, entityData);
}

/**
 * `PATCH user-favorites/{id}/`: moving into or out of a folder sets parent, reordering sets
 * sequence (spec §4); a name (or entity_data.name) renames.
 */
export async function changeFavorite(options: {
  db: Database;
  viewer: FavoriteViewer;
  favoriteId: string;
  body: UpdateFavoriteBody;
}): Promise<Favorite> {
  const { db, viewer, favoriteId, body } = options;
  const row = await requireFavorite(db, viewer, favoriteId);
  if (body.parent)
    await checkParent(db, viewer, body.parent, { isFolder: row.is_folder, id: row.id });
  const name = body.name ?? body.entity_data?.name;
  const updated = await updateFavorite(db, row.id, {
    ...(name === undefined ? {} : { name }),
    ...(body.parent === undefined ? {} : { parent_id: body.parent }),
    ...(body.sequence === undefined ? {} : { sequence: body.sequence }),
    updated_by_id: viewer.userId,
  });
  if (!updated) throw favoriteNotFound();
  return presentOne(db, updated, viewer);
}

/** `DELETE user-favorites/{id}/`: a folder goes with the favorites inside it (Plane cascades). */
export async function removeFavorite(options: {
  db: Database;
  viewer: FavoriteViewer;
  favoriteId: string;
}): Promise<void> {
  const { db, viewer, favoriteId } = options;
  const row = await requireFavorite(db, viewer, favoriteId);
  await deleteFavoriteAndChildren(db, viewer, row.id);
}

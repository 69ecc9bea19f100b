import type { FavoriteEntityData } from '@keel/core';
import type { Executor } from '#server/db/executor';

/** Who is looking: favorites only show entities of this workspace that this user may see. */
export interface FavoriteViewer {
  userId: string;
  workspaceId: string;
}

/**
 * How favorites read one kind of entity: `load` answers the entity_data of those of `ids` that
 * exist and that the viewer may see, keyed by id. An id missing from the answer is a favorite that
 * is neither listed nor accepted.
 */
export interface FavoriteEntity {
  load(
    db: Executor,
    ids: readonly string[],
    viewer: FavoriteViewer,
  ): Promise<Map<string, FavoriteEntityData>>;
}

const registry = new Map<string, FavoriteEntity>();

/**
 * Makes favorites of `entityType` possible (each entity registers itself: project, cycle, module
 * here; views and pages where they live). Folders need no registration.
 */
export function registerFavoriteEntity(entityType: string, entity: FavoriteEntity): void {
  registry.set(entityType, entity);
}

/** The registration of `entityType`, if any. */
export function favoriteEntity(entityType: string): FavoriteEntity | undefined {
  return registry.get(entityType);
}

/** The entity_data of every visible entity among `ids`, each looked up by its type's loader. */
export async function loadFavoriteEntities(
  db: Executor,
  refs: readonly { entityType: string; id: string }[],
  viewer: FavoriteViewer,
): Promise<Map<string, FavoriteEntityData>> {
  const byType = new Map<string, string[]>();
  for (const ref of refs) {
    const ids = byType.get(ref.entityType) ?? [];
    ids.push(ref.id);
    byType.set(ref.entityType, ids);
  }
  const found = new Map<string, FavoriteEntityData>();
  for (const [entityType, ids] of byType) {
    const entity = registry.get(entityType);
    if (!entity) continue;
    const loaded = await entity.load(db, [...new Set(ids)], viewer);
    for (const [id, data] of loaded) found.set(`${entityType}:${id}`, data);
  }
  return found;
}

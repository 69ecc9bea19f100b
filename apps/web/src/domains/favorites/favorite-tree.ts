import { type Favorite, appendedFavoriteSequence, reorderedFavoriteSequence } from '@keel/core';

/** A top-level favorite with, for a folder, what it holds (both in sequence order). */
export interface FavoriteNode {
  favorite: Favorite;
  children: Favorite[];
}

/** Where a favorite goes: into which folder (null: the top level) and at which sequence. */
export interface FavoritePlacement {
  parent: string | null;
  sequence: number;
}

function bySequence(a: Favorite, b: Favorite): number {
  return a.sequence - b.sequence || a.name.localeCompare(b.name);
}

/**
 * The sidebar's tree: top-level favorites in sequence order, each folder with its favorites. A
 * favorite whose folder is not in the list (gone meanwhile) shows at the top level.
 */
export function favoriteTree(favorites: readonly Favorite[]): FavoriteNode[] {
  const folderIds = new Set(favorites.filter((entry) => entry.is_folder).map((entry) => entry.id));
  const isTopLevel = (entry: Favorite) => entry.parent === null || !folderIds.has(entry.parent);
  return favorites
    .filter(isTopLevel)
    .sort(bySequence)
    .map((favorite) => ({
      favorite,
      children: favorite.is_folder
        ? favorites.filter((entry) => entry.parent === favorite.id).sort(bySequence)
        : [],
    }));
}

/** The rows as the sidebar draws them, top to bottom (a collapsed folder hides what it holds). */
export function visibleFavorites(
  tree: readonly FavoriteNode[],
  isExpanded: (folderId: string) => boolean,
): Favorite[] {
  return tree.flatMap((node) =>
    node.favorite.is_folder && isExpanded(node.favorite.id)
      ? [node.favorite, ...node.children]
      : [node.favorite],
  );
}

/** The favorites in one level (a folder's, or the top level's), in order, without `exceptId`. */
function siblings(
  favorites: readonly Favorite[],
  parent: string | null,
  exceptId: string,
): Favorite[] {
  const tree = favoriteTree(favorites);
  const level =
    parent === null
      ? tree.map((node) => node.favorite)
      : (tree.find((node) => node.favorite.id === parent)?.children ?? []);
  return level.filter((entry) => entry.id !== exceptId);
}

/** The level a favorite is shown in: its folder when that folder exists, else the top level. */
function levelOf(favorites: readonly Favorite[], favorite: Favorite): string | null {
  const parent = favorite.parent;
  return parent !== null && favorites.some((entry) => entry.id === parent && entry.is_folder)
    ? parent
    : null;
}

/** Puts a favorite at the end of a folder (spec §4: moving into a folder sets parent). */
export function intoFolder(
  favorites: readonly Favorite[],
  favoriteId: string,
  folderId: string,
): FavoritePlacement {
  const inFolder = siblings(favorites, folderId, favoriteId);
  return {
    parent: folderId,
    sequence: appendedFavoriteSequence(inFolder.map((entry) => entry.sequence)),
  };
}

/** Takes a favorite out of its folder, to the end of the top level. */
export function outOfFolder(favorites: readonly Favorite[], favoriteId: string): FavoritePlacement {
  const topLevel = siblings(favorites, null, favoriteId);
  return {
    parent: null,
    sequence: appendedFavoriteSequence(topLevel.map((entry) => entry.sequence)),
  };
}

/** Moves a favorite one place up or down within its level; null at the level's edge. */
export function stepFavorite(
  favorites: readonly Favorite[],
  favoriteId: string,
  direction: 'up' | 'down',
): FavoritePlacement | null {
  const favorite = favorites.find((entry) => entry.id === favoriteId);
  if (!favorite) return null;
  const parent = levelOf(favorites, favorite);
  const level = favoriteTree(favorites);
  const ordered =
    parent === null
      ? level.map((node) => node.favorite)
      : (level.find((node) => node.favorite.id === parent)?.children ?? []);
  const index = ordered.findIndex((entry) => entry.id === favoriteId);
  const others = ordered.filter((entry) => entry.id !== favoriteId).map((entry) => entry.sequence);
  if (direction === 'up') {
    if (index <= 0) return null;
    return { parent, sequence: reorderedFavoriteSequence(others, index - 1, 'above') };
  }
  if (index < 0 || index >= ordered.length - 1) return null;
  return { parent, sequence: reorderedFavoriteSequence(others, index, 'below') };
}

/**
 * Where a dragged favorite lands when dropped on another (`order`: the ids as drawn). A favorite
 * dropped on a folder goes into it (to its top when it was in it already); otherwise it takes
 * the target's place in the target's level, above it when dragged upwards and below it when
 * dragged downwards. A folder only moves within the top level. Null when nothing changes.
 */
export function dropFavorite(
  favorites: readonly Favorite[],
  order: readonly string[],
  activeId: string,
  overId: string,
): FavoritePlacement | null {
  if (activeId === overId) return null;
  const active = favorites.find((entry) => entry.id === activeId);
  let over = favorites.find((entry) => entry.id === overId);
  if (!active || !over) return null;

  if (over.is_folder && !active.is_folder) {
    if (levelOf(favorites, active) !== over.id) return intoFolder(favorites, activeId, over.id);
    const inFolder = siblings(favorites, over.id, activeId).map((entry) => entry.sequence);
    return { parent: over.id, sequence: reorderedFavoriteSequence(inFolder, 0, 'above') };
  }

  const overLevel = levelOf(favorites, over);
  if (active.is_folder && overLevel !== null) {
    // A folder dropped among another folder's favorites takes that folder's place.
    const folder = favorites.find((entry) => entry.id === overLevel);
    if (!folder || folder.id === activeId) return null;
    over = folder;
  }
  const parent = active.is_folder ? null : levelOf(favorites, over);
  const level = siblings(favorites, parent, activeId);
  const targetIndex = level.findIndex((entry) => entry.id === over.id);
  if (targetIndex < 0) return null;
  const isDraggedDown = order.indexOf(activeId) < order.indexOf(over.id);
  return {
    parent,
    sequence: reorderedFavoriteSequence(
      level.map((entry) => entry.sequence),
      targetIndex,
      isDraggedDown ? 'below' : 'above',
    ),
  };
}

/**
 * Where a favorite leads (spec §2: project → issues; cycle → cycles/{id}; module → modules/{id};
 * view → views/{id}, or workspace-views/{id} for a workspace view; page → pages/{id}); null for
 * a folder.
 */
export function favoriteHref(slug: string, favorite: Favorite): string | null {
  const projectId = favorite.project_id ?? favorite.entity_data?.project_id ?? null;
  const id = favorite.entity_identifier;
  if (favorite.is_folder || id === null) return null;
  const workspace = `/${slug}`;
  if (favorite.entity_type === 'project') return `${workspace}/projects/${id}/issues`;
  // A workspace view belongs to no project.
  if (favorite.entity_type === 'view' && projectId === null)
    return `${workspace}/workspace-views/${id}`;
  if (projectId === null) return null;
  const project = `${workspace}/projects/${projectId}`;
  switch (favorite.entity_type) {
    case 'cycle':
      return `${project}/cycles/${id}`;
    case 'module':
      return `${project}/modules/${id}`;
    case 'view':
      return `${project}/views/${id}`;
    case 'page':
      return `${project}/pages/${id}`;
    default:
      return null;
  }
}

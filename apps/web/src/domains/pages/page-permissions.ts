import {
  PAGE_ACCESS,
  type Page,
  type PageOwnership,
  type PageViewer,
  canDuplicatePage,
  canFavoritePage,
  canManagePage,
} from '@keel/core';

/** What the viewer may do with one page from the list (spec §6). */
export interface PagePermissions {
  canFavorite: boolean;
  /** Access, lock, archive, restore, delete and move: the owner or an admin. */
  canManage: boolean;
  canDuplicate: boolean;
}

export function ownershipOf(page: Pick<Page, 'access' | 'owned_by'>): PageOwnership {
  return {
    access: page.access === PAGE_ACCESS.private ? PAGE_ACCESS.private : PAGE_ACCESS.public,
    ownedById: page.owned_by,
  };
}

/**
 * The viewer's rights over a page. Nothing changes in an archived project; an archived page keeps
 * only what brings it back or removes it (restore, delete), and leaves favorites.
 */
export function pagePermissions(
  viewer: PageViewer,
  page: Pick<Page, 'access' | 'owned_by' | 'archived_at'>,
  isProjectLive: boolean,
): PagePermissions {
  if (!isProjectLive) return { canFavorite: false, canManage: false, canDuplicate: false };
  const isArchived = page.archived_at !== null;
  return {
    canFavorite: !isArchived && canFavoritePage(viewer),
    canManage: canManagePage(viewer, ownershipOf(page)),
    canDuplicate: !isArchived && canDuplicatePage(viewer),
  };
}

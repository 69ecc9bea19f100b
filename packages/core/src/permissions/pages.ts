import { ROLE, type Role, hasRole } from '../roles';

/** A page's access as Plane stores it: 0 public (the project sees it), 1 private (its owner). */
export const PAGE_ACCESS = { public: 0, private: 1 } as const;
export type PageAccess = (typeof PAGE_ACCESS)[keyof typeof PAGE_ACCESS];

/** What the page rules read of a page. */
export interface PageOwnership {
  access: PageAccess;
  ownedById: string;
}

/**
 * Who looks at a page: the user, and their highest role across the page's projects (see
 * highestRole; null when they belong to none of them).
 */
export interface PageViewer {
  userId: string;
  role: Role | null;
}

/** The highest of the roles, null when there is none (a page may sit in several projects). */
export function highestRole(roles: readonly (Role | null | undefined)[]): Role | null {
  let highest: Role | null = null;
  for (const role of roles)
    if (role != null && (highest === null || role > highest)) highest = role;
  return highest;
}

function isOwner(viewer: PageViewer, page: PageOwnership): boolean {
  return page.ownedById === viewer.userId;
}

/** View: a public page, or one's own (spec §6). */
export function canViewPage(viewer: PageViewer, page: PageOwnership): boolean {
  return page.access === PAGE_ACCESS.public || isOwner(viewer, page);
}

/** Edit: a public page for members and admins, a private page for its owner (spec §6). */
export function canEditPage(viewer: PageViewer, page: PageOwnership): boolean {
  if (page.access === PAGE_ACCESS.public) return hasRole(viewer.role, ROLE.member);
  return isOwner(viewer, page);
}

/** Duplicate a page: members and admins (spec §6). */
export function canDuplicatePage(viewer: PageViewer): boolean {
  return hasRole(viewer.role, ROLE.member);
}

/** Favorite a page: members and admins (spec §6). */
export function canFavoritePage(viewer: PageViewer): boolean {
  return hasRole(viewer.role, ROLE.member);
}

/**
 * Lock, change access, archive, delete and move a page: its owner or an admin (spec §6). One rule
 * for the five actions; the names below say which action a caller checks.
 */
export function canManagePage(viewer: PageViewer, page: PageOwnership): boolean {
  return isOwner(viewer, page) || hasRole(viewer.role, ROLE.admin);
}

export const canLockPage = canManagePage;
export const canChangePageAccess = canManagePage;
export const canArchivePage = canManagePage;
export const canDeletePage = canManagePage;
export const canMovePage = canManagePage;

/** Create a page: an admin or member of the current project; create actions show only then. */
export function canCreatePage(projectRole: Role | null | undefined): boolean {
  return hasRole(projectRole, ROLE.member);
}

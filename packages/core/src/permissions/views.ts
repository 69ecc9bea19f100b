import { ROLE, type Role, hasRole } from '../roles';
import { VIEW_ACCESS } from '../views-wire';

/** What the view rules read of a saved view. */
export interface ViewOwnership {
  access: number;
  ownedById: string | null;
}

/**
 * Who looks at a view: the user and their role where the view lives (the project's acting role
 * for a project view, the workspace role for a workspace view; null when they have none).
 */
export interface ViewViewer {
  userId: string;
  role: Role | null;
}

/** See a view: a public one for anyone with a role there; a private one only its owner (§6). */
export function canSeeView(viewer: ViewViewer, view: ViewOwnership): boolean {
  if (viewer.role === null) return false;
  return view.access === VIEW_ACCESS.public || view.ownedById === viewer.userId;
}

/** Create a view: members and admins; guests only read. */
export function canCreateView(role: Role | null | undefined): boolean {
  return hasRole(role, ROLE.member);
}

/**
 * Edit, lock or unlock, change the access of, or delete a view: its owner (still a member) or an
 * admin (spec §4, §6).
 */
export function canManageView(viewer: ViewViewer, view: ViewOwnership): boolean {
  if (!canSeeView(viewer, view)) return false;
  if (hasRole(viewer.role, ROLE.admin)) return true;
  return view.ownedById === viewer.userId && hasRole(viewer.role, ROLE.member);
}

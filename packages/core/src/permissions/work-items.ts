import { ROLE, type Role, hasRole } from '../roles';

/**
 * Who looks at a project's work items: the user and the role they act with there (see
 * actingProjectRole; null when not a member), and whether the project lets guests see every item.
 */
export interface WorkItemViewer {
  userId: string;
  role: Role | null;
  guestViewAllFeatures: boolean;
}

/** What the rules read of a work item: who created it, and whether it is still a draft. */
export interface WorkItemOwnership {
  creatorId: string | null;
  isDraft: boolean;
}

/** A work item as the wire carries it, read as WorkItemOwnership. */
export function workItemOwnership(item: {
  created_by: string | null;
  is_draft: boolean;
}): WorkItemOwnership {
  return { creatorId: item.created_by, isDraft: item.is_draft };
}

/**
 * Whether a project role sees every work item of the project: members and admins do; guests only
 * when the project turns guest_view_all_features on (spec §5, Plane). Non-members see none.
 */
export function seesAllWorkItems(role: Role | null, guestViewAllFeatures: boolean): boolean {
  if (role === null) return false;
  return role > ROLE.guest || guestViewAllFeatures;
}

/**
 * Whether the viewer may see the item: never without a membership; a draft is its author's alone
 * until it becomes a work item; otherwise everything when seesAllWorkItems, else only the items
 * they created.
 */
export function canSeeWorkItem(viewer: WorkItemViewer, item: WorkItemOwnership): boolean {
  if (viewer.role === null) return false;
  const isCreator = item.creatorId === viewer.userId;
  if (item.isDraft && !isCreator) return false;
  return isCreator || seesAllWorkItems(viewer.role, viewer.guestViewAllFeatures);
}

/** Whether the viewer may edit the item: members and admins any they see, a guest their own. */
export function canEditWorkItem(viewer: WorkItemViewer, item: WorkItemOwnership): boolean {
  if (!canSeeWorkItem(viewer, item)) return false;
  return hasRole(viewer.role, ROLE.member) || item.creatorId === viewer.userId;
}

/** Whether the viewer may delete the item: admins any they see, everyone else their own (Plane). */
export function canDeleteWorkItem(viewer: WorkItemViewer, item: WorkItemOwnership): boolean {
  if (!canSeeWorkItem(viewer, item)) return false;
  return hasRole(viewer.role, ROLE.admin) || item.creatorId === viewer.userId;
}

/**
 * Whether the role may change work items it did not create (bulk edits, the board's drag and
 * drop, quick add): members and admins.
 */
export function canEditAnyWorkItem(role: Role | null | undefined): boolean {
  return hasRole(role, ROLE.member);
}

/** Whether the role may delete work items it did not create: admins. */
export function canDeleteAnyWorkItem(role: Role | null | undefined): boolean {
  return hasRole(role, ROLE.admin);
}

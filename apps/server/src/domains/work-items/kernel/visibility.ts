import {
  AppError,
  type WorkItemOwnership,
  type WorkItemViewer,
  canEditWorkItem,
  canSeeWorkItem,
} from '@keel/core';
import type { Actor } from './actor';
import type { WorkItemRecord } from './work-items.queries';

/** The actor as the permission kernel (packages/core permissions) reads a viewer. */
export function viewerOf(actor: Actor): WorkItemViewer {
  return {
    userId: actor.userId,
    role: actor.role,
    guestViewAllFeatures: actor.project.guest_view_all_features,
  };
}

/** A work item row as the permission kernel reads it. */
export function ownershipOf(item: WorkItemRecord['item']): WorkItemOwnership {
  return { creatorId: item.created_by_id, isDraft: item.is_draft };
}

/** Whether the actor may see the item (core canSeeWorkItem: guests' limits, drafts). */
export function canSee(actor: Actor, item: WorkItemRecord['item']): boolean {
  return canSeeWorkItem(viewerOf(actor), ownershipOf(item));
}

/** Members and admins edit any work item; a guest only the ones they created (Plane). */
export function checkMayEdit(actor: Actor, item: WorkItemRecord['item']): void {
  if (canEditWorkItem(viewerOf(actor), ownershipOf(item))) return;
  throw new AppError('FORBIDDEN');
}

/** The creator a list must be limited to for the actor (the permissions module's rule). */
export { visibleCreatorOf } from '#server/permissions';

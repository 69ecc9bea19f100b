import type { WorkItemOwnership, WorkItemViewer } from '@keel/core';
import type { WorkItemRecord } from './work-items.queries';
import type { Actor } from '../items/items.service';

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

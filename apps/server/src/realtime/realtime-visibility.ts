import { type Role, actingProjectRole, canSeeWorkItem } from '@keel/core';
import type { OutboxEvent } from './realtime-events.queries';

/** What a subscriber may see of a project it is a member of. */
export interface ProjectAccess {
  /** The role the user acts with: admin for workspace admins, else original_role or role. */
  role: number;
  guestViewAllFeatures: boolean;
}

/** A subscriber's access to one workspace, cached per socket and refreshed on membership events. */
export interface SubscriberAccess {
  userId: string;
  workspaceId: string;
  /** The active projects the user is an active member of. */
  projects: Map<string, ProjectAccess>;
}

/** The role a project member acts with (workspace admins act as admins, as in access.ts). */
export function actingRole(workspaceRole: number, projectRole: number): number {
  return actingProjectRole(workspaceRole, { role: projectRole }) ?? projectRole;
}

/**
 * Whether the subscriber may see the event (issue 8, spec §5): every workspace member sees the
 * workspace's own entities; project events go to the project's members only (workspace admins
 * included only where they are members, as in Plane); guests of a project that does not let them
 * see every work item see only the items they created and those items' sub-resources; drafts are
 * their author's alone. A membership event is always seen by the member it is about.
 */
export function canSee(access: SubscriberAccess, outbox: OutboxEvent): boolean {
  const { event } = outbox;
  if (event.workspace_id !== access.workspaceId) return false;
  // Pages are in the outbox for webhooks only: a private page (access 1) is its owner's alone, and
  // a page belongs to projects through project_pages, which the event does not carry; the pages
  // screens read their lists themselves.
  if (event.entity === 'page') return false;
  // A person's notifications are theirs alone.
  if (event.entity === 'notification') return outbox.memberId === access.userId;
  if (outbox.memberId === access.userId) return true;
  if (event.project_id === null) return true;
  const project = access.projects.get(event.project_id);
  if (!project) return false;
  if (event.work_item_id === null) return true;
  return canSeeWorkItem(
    {
      userId: access.userId,
      role: project.role as Role,
      guestViewAllFeatures: project.guestViewAllFeatures,
    },
    { creatorId: outbox.workItemCreatorId, isDraft: outbox.workItemIsDraft },
  );
}

/**
 * Whether the event may change what the subscriber sees, so its cached access must be read again
 * before this and later events are filtered: its own memberships, and a project's guest setting.
 */
export function changesAccess(access: SubscriberAccess, outbox: OutboxEvent): boolean {
  const { event } = outbox;
  if (event.entity === 'notification' || event.entity === 'page') return false;
  if (outbox.memberId === access.userId) return true;
  return (
    event.entity === 'project' &&
    event.project_id !== null &&
    access.projects.has(event.project_id) &&
    (event.operation === 'delete' || event.fields.includes('guest_view_all_features'))
  );
}

import { canEditAnyWorkItem, type Role } from '@keel/core';
import { useRootStore } from '#web/app/store-context';
import { actingProjectRole } from '#web/domains/projects/project-list';
import type { WorkItemsScreenModel } from '../work-items-screen-model';
import { deleteBlockedReason } from './bulk-actions';

/** What the viewer may do to a selection. */
export interface BulkPermissions {
  /** Whether the bar is offered at all. */
  canAct: boolean;
  /** Why Delete is not offered (bulk deletes are for project admins); null when it is. */
  deleteBlockedReason: string | null;
}

/**
 * The viewer's rights over the selected items' projects. Lists are editable as the screen says;
 * the archived list is read-only for edits (model.canEdit is false there) yet its members may
 * still restore what it holds.
 */
export function useBulkPermissions(
  model: WorkItemsScreenModel,
  projectIds: readonly string[],
): BulkPermissions {
  const root = useRootStore();
  const workspaceRole = root.workspaces.roleBySlug.get(model.slug);
  const roleIn = (projectId: string): Role | null => {
    const project = root.projects.get(projectId);
    if (!project || project.archived_at != null) return null;
    return actingProjectRole(project, workspaceRole);
  };
  const canAct =
    model.context === 'archived'
      ? model.projectId !== null && canEditAnyWorkItem(roleIn(model.projectId))
      : model.canEdit;
  return { canAct, deleteBlockedReason: deleteBlockedReason(projectIds.map(roleIn)) };
}

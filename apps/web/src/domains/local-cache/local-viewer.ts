import { type LocalListViewer, type Project, type Role, seesAllWorkItems } from '@keel/core';
import { actingProjectRole } from '#web/domains/projects/project-list';

/**
 * The viewer of a project's list as the cache's query needs it (spec §5): a guest of a project
 * that keeps guests to their own items sees only those. Null while the project or the person is
 * unknown, and for someone who is not a member (the server answers them).
 */
export function localViewerOf(
  project: Project | undefined,
  workspaceRole: Role | undefined,
  userId: string | undefined,
): Omit<LocalListViewer, 'today'> | null {
  if (project === undefined || userId === undefined) return null;
  const role = actingProjectRole(project, workspaceRole);
  if (role === null) return null;
  return { userId, ownItemsOnly: !seesAllWorkItems(role, project.guest_view_all_features) };
}

/** Today in the browser's own calendar, as YYYY-MM-DD (relative date filters count from it). */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear())}-${month}-${day}`;
}

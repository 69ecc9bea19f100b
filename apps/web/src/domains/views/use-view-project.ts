import {
  type Project,
  type Role,
  type View,
  canCreateView,
  canManageView,
  canSeeView,
} from '@keel/core';
import { useEffect } from 'react';
import { actingProjectRole } from '#web/domains/projects/project-list';
import { useProjects } from '#web/domains/projects/use-projects';
import { useUser } from '#web/domains/users/use-user';
import { useWorkspaces } from '#web/domains/workspaces/use-workspaces';

/** The project a views screen is in and what the viewer may do with its views (spec §6). */
export interface ViewProject {
  project: Project | undefined;
  role: Role | null;
  /** Members and admins of a live project create views; guests read. */
  canCreate: boolean;
  /** The view's owner or an admin edits, locks, changes access and deletes it. */
  canManage: (view: View) => boolean;
}

export function useViewProject(slug: string, projectId: string): ViewProject {
  const projects = useProjects();
  const workspaces = useWorkspaces();
  const user = useUser();
  useEffect(() => {
    void projects.fetchOne(slug, projectId).catch(() => undefined);
  }, [projects, slug, projectId]);
  const project = projects.get(projectId);
  const isLive = project?.archived_at == null;
  const role = project ? actingProjectRole(project, workspaces.roleBySlug.get(slug)) : null;
  const viewer = { userId: user.user?.id ?? '', role };
  return {
    project,
    role,
    canCreate: isLive && canCreateView(role),
    canManage: (view) =>
      isLive &&
      canSeeView(viewer, { access: view.access, ownedById: view.owned_by_id }) &&
      canManageView(viewer, { access: view.access, ownedById: view.owned_by_id }),
  };
}

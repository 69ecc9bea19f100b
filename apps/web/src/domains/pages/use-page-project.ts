import { type Page, type PageViewer, type Project, type Role, canCreatePage } from '@keel/core';
import { useEffect } from 'react';
import { actingProjectRole } from '#web/domains/projects/project-list';
import { useProjects } from '#web/domains/projects/use-projects';
import { useUser } from '#web/domains/users/use-user';
import { useWorkspaces } from '#web/domains/workspaces/use-workspaces';
import { type PagePermissions, pagePermissions } from './page-permissions';

/** The project a pages screen is in and what the viewer may do there (spec §6). */
export interface PageProject {
  project: Project | undefined;
  role: Role | null;
  viewer: PageViewer;
  /** Admins and members of a live project create pages; the create actions show only then. */
  canCreate: boolean;
  permissionsOf: (page: Page) => PagePermissions;
  /** The other live projects of the workspace where the viewer may add pages (move targets). */
  moveTargets: Project[];
}

export function usePageProject(slug: string, projectId: string): PageProject {
  const projects = useProjects();
  const workspaces = useWorkspaces();
  const user = useUser();
  useEffect(() => {
    void projects.fetchOne(slug, projectId).catch(() => undefined);
    void projects.ensureLoaded(slug);
  }, [projects, slug, projectId]);
  const workspaceRole = workspaces.roleBySlug.get(slug);
  const project = projects.get(projectId);
  const isLive = project?.archived_at == null;
  const role = project ? actingProjectRole(project, workspaceRole) : null;
  const viewer: PageViewer = { userId: user.user?.id ?? '', role };
  const moveTargets = (projects.list(slug) ?? []).filter(
    (other) =>
      other.id !== projectId &&
      other.archived_at === null &&
      canCreatePage(actingProjectRole(other, workspaceRole)),
  );
  return {
    project,
    role,
    viewer,
    canCreate: project !== undefined && isLive && canCreatePage(role),
    permissionsOf: (page) => pagePermissions(viewer, page, project !== undefined && isLive),
    moveTargets,
  };
}

import { hasRole, type Project, ROLE } from '@keel/core';
import { useEffect } from 'react';
import { actingProjectRole } from '#web/domains/projects/project-list';
import { useProjects } from '#web/domains/projects/use-projects';
import { useProjectMembers } from '#web/domains/members/use-project-members';
import { useWorkspaces } from '#web/domains/workspaces/use-workspaces';

/**
 * The project a modules screen is in, its members (lead and member choices) and whether the
 * viewer may change modules there (members and admins of a live project; guests read).
 */
export function useModuleProject(
  slug: string,
  projectId: string,
): { project: Project | undefined; canWrite: boolean } {
  const projects = useProjects();
  const workspaces = useWorkspaces();
  const members = useProjectMembers();
  useEffect(() => {
    void projects.fetchOne(slug, projectId).catch(() => undefined);
    if (!members.members(projectId)) void members.fetch(slug, projectId);
  }, [projects, members, slug, projectId]);
  const project = projects.get(projectId);
  const role = project ? actingProjectRole(project, workspaces.roleBySlug.get(slug)) : null;
  return {
    project,
    canWrite: hasRole(role, ROLE.member) && project?.archived_at == null,
  };
}

import { ROLE, hasRole } from '@keel/core';
import { actingProjectRole } from '../projects/project-list';
import { useProjects } from '../projects/use-projects';
import { useWorkspaces } from '../workspaces/use-workspaces';

/**
 * The project a cycle screen shows, with what the viewer may do there: members and admins write,
 * guests read (spec §6), and the project's time zone the cycle dates are days in.
 */
export function useCycleProject(slug: string, projectId: string) {
  const projects = useProjects();
  const workspaces = useWorkspaces();
  const project = projects.get(projectId);
  const role = project ? actingProjectRole(project, workspaces.roleBySlug.get(slug)) : null;
  return {
    project,
    canEdit: hasRole(role, ROLE.member),
    timeZone: project?.timezone ?? 'UTC',
    isCyclesOn: project?.cycle_view ?? true,
  };
}

import { Navigate, useParams } from 'react-router';
import { useWorkspaceSlug } from '../workspaces/use-workspace-slug';
import { projectSettingsPath } from './project-settings-context';

/**
 * '/:workspaceSlug/projects/:projectId': a project's own address. Its work items arrive with the
 * work-item screens; until then the project opens on its settings.
 */
export function ProjectHomeRedirect() {
  const slug = useWorkspaceSlug();
  const { projectId = '' } = useParams();
  return <Navigate replace to={projectSettingsPath(slug, projectId)} />;
}

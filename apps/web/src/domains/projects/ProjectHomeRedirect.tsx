import { Navigate, useParams } from 'react-router';
import { useWorkspaceSlug } from '../workspaces/use-workspace-slug';

/** '/:workspaceSlug/projects/:projectId': a project's own address opens its work items. */
export function ProjectHomeRedirect() {
  const slug = useWorkspaceSlug();
  const { projectId = '' } = useParams();
  return <Navigate replace to={`/${slug}/projects/${projectId}/issues`} />;
}

import { useParams } from 'react-router';

/** The :workspaceSlug of the current route; the workspace routes always have one. */
export function useWorkspaceSlug(): string {
  const { workspaceSlug } = useParams();
  return workspaceSlug ?? '';
}

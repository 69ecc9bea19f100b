import { readQuietly, type RealtimeDispatcher } from '../realtime/realtime-dispatcher';

/** What the handlers ask of the projects store. */
export interface RealtimeProjects {
  isLoaded(slug: string): boolean;
  fetch(slug: string): Promise<unknown>;
  /** The project when it is held. */
  get(projectId: string): unknown;
  fetchOne(slug: string, projectId: string): Promise<unknown>;
}

/**
 * A changed project is read again where it is held; a created or deleted one, or a membership
 * change (who may see a project, and the viewer's role in it), reads the workspace's list again.
 */
export function registerProjectsRealtime(
  dispatcher: RealtimeDispatcher,
  projects: RealtimeProjects,
): void {
  const readList = (slug: string) => {
    if (projects.isLoaded(slug)) readQuietly(projects.fetch(slug));
  };
  dispatcher.on(['project'], (event, slug) => {
    if (event.operation !== 'update') readList(slug);
    else if (projects.get(event.entity_id) !== undefined)
      readQuietly(projects.fetchOne(slug, event.entity_id));
  });
  dispatcher.on(['project_member'], (event, slug) => {
    if (event.project_id !== null) readList(slug);
  });
  dispatcher.onWorkspaceResync(async (slug) => {
    if (projects.isLoaded(slug)) await Promise.allSettled([projects.fetch(slug)]);
  });
}

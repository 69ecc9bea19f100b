import { readQuietly, type RealtimeDispatcher } from '../realtime/realtime-dispatcher';
import type { WorkspacesStore } from './workspaces-store';

/**
 * A membership change may change the viewer's role; losing access takes the workspace out of the
 * switcher (its screens then say it cannot be found).
 */
export function registerWorkspacesRealtime(
  dispatcher: RealtimeDispatcher,
  workspaces: Pick<WorkspacesStore, 'fetchMyRole' | 'fetchAll'>,
): void {
  dispatcher.on(['workspace_member'], (_event, slug) => {
    readQuietly(workspaces.fetchMyRole(slug));
  });
  dispatcher.onWorkspaceRevoked(() => {
    readQuietly(workspaces.fetchAll());
  });
}

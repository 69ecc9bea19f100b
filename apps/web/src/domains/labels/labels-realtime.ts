import { readQuietly, type RealtimeDispatcher } from '../realtime/realtime-dispatcher';
import { type LabelsStore } from './labels-store';

/** A project's labels are read again when one changes, or after a resync, if they are loaded. */
export function registerLabelsRealtime(
  dispatcher: RealtimeDispatcher,
  labels: Pick<LabelsStore, 'labels' | 'fetch'>,
  projectIdsOf: (slug: string) => readonly string[],
): void {
  dispatcher.on(['label'], (event, slug) => {
    const projectId = event.project_id;
    if (projectId !== null && labels.labels(projectId)) readQuietly(labels.fetch(slug, projectId));
  });
  dispatcher.onWorkspaceResync(async (slug) => {
    const loaded = projectIdsOf(slug).filter((projectId) => labels.labels(projectId));
    await Promise.allSettled(loaded.map((projectId) => labels.fetch(slug, projectId)));
  });
}

import { readQuietly, type RealtimeDispatcher } from '../realtime/realtime-dispatcher';
import { type StatesStore } from './states-store';

/** A project's states are read again when one changes, or after a resync, if they are loaded. */
export function registerStatesRealtime(
  dispatcher: RealtimeDispatcher,
  states: Pick<StatesStore, 'states' | 'fetch'>,
  projectIdsOf: (slug: string) => readonly string[],
): void {
  dispatcher.on(['state'], (event, slug) => {
    const projectId = event.project_id;
    if (projectId !== null && states.states(projectId)) readQuietly(states.fetch(slug, projectId));
  });
  dispatcher.onWorkspaceResync(async (slug) => {
    const loaded = projectIdsOf(slug).filter((projectId) => states.states(projectId));
    await Promise.allSettled(loaded.map((projectId) => states.fetch(slug, projectId)));
  });
}

import { readQuietly, type RealtimeDispatcher } from '../realtime/realtime-dispatcher';
import type { MembersStore } from './members-store';
import type { ProjectMembersStore } from './project-members-store';

/** Workspace and project members are read again when they change, or after a resync, if loaded. */
export function registerMembersRealtime(
  dispatcher: RealtimeDispatcher,
  stores: {
    members: Pick<MembersStore, 'members' | 'fetch'>;
    projectMembers: Pick<ProjectMembersStore, 'members' | 'fetch'>;
  },
  projectIdsOf: (slug: string) => readonly string[],
): void {
  const { members, projectMembers } = stores;
  dispatcher.on(['project_member'], (event, slug) => {
    const projectId = event.project_id;
    if (projectId !== null && projectMembers.members(projectId))
      readQuietly(projectMembers.fetch(slug, projectId));
  });
  dispatcher.on(['workspace_member'], (_event, slug) => {
    if (members.members(slug)) readQuietly(members.fetch(slug));
  });
  dispatcher.onWorkspaceResync(async (slug) => {
    const reads: Promise<unknown>[] = [];
    for (const projectId of projectIdsOf(slug))
      if (projectMembers.members(projectId)) reads.push(projectMembers.fetch(slug, projectId));
    if (members.members(slug)) reads.push(members.fetch(slug));
    await Promise.allSettled(reads);
  });
}

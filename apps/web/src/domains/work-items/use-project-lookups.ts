import { useEffect, useMemo } from 'react';
import { useRootStore } from '../../app/store-context';
import { type WorkItemLookups } from './work-items-screen-model';

/**
 * The lookups a work-item screen draws properties with, read from the domain stores, and the
 * loads that fill them for a project (states, labels, members, estimates).
 */
export function useProjectLookups(slug: string, projectId: string | null): WorkItemLookups {
  const root = useRootStore();
  useEffect(() => {
    if (!projectId) return;
    void root.states.fetch(slug, projectId);
    void root.labels.fetch(slug, projectId);
    void root.projectMembers.fetch(slug, projectId);
    void root.estimates.fetch(slug, projectId);
  }, [root, slug, projectId]);
  return useMemo<WorkItemLookups>(
    () => ({
      states: (id) => (root.states.states(id) ?? []).filter((state) => !state.is_triage),
      labels: (id) => root.labels.labels(id) ?? [],
      members: (id) => (root.projectMembers.members(id) ?? []).filter((member) => member.is_active),
      estimatePoints: (id) => root.estimates.active(id)?.points ?? [],
      projectIdentifier: (id) => root.projects.get(id)?.identifier ?? '',
    }),
    [root],
  );
}

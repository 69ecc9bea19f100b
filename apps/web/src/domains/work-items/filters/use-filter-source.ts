import { useMemo } from 'react';
import { useRootStore } from '#web/app/store-context';
import { useWorkItemsScreen } from '../screen-context';
import type { FilterSource } from './filter-descriptors';

/**
 * The screen's states, labels, members, cycles, modules and projects, as the filter descriptors
 * read them: the
 * projects offered are those the viewer belongs to (the ones a workspace-wide list reads).
 */
export function useFilterSource(): FilterSource {
  const model = useWorkItemsScreen();
  const root = useRootStore();
  return useMemo<FilterSource>(
    () => ({
      context: model.context,
      projectId: model.projectId,
      states: (projectId) => model.lookups.states(projectId),
      labels: (projectId) => model.lookups.labels(projectId),
      members: (projectId) => model.lookups.members(projectId),
      cycles: (projectId) => model.lookups.cycles(projectId),
      modules: (projectId) => model.lookups.modules(projectId),
      hasCycles: (projectId) => model.lookups.hasCycles(projectId),
      hasModules: (projectId) => model.lookups.hasModules(projectId),
      projects: () =>
        (root.projects.list(model.slug) ?? []).filter(
          (project) => project.member_role !== null && project.archived_at === null,
        ),
    }),
    [model, root],
  );
}

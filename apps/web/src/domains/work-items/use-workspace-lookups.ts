import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useRootStore } from '#web/app/store-context';
import type { WorkItemList } from './work-item-list';

/**
 * Loads what a workspace-wide list needs beyond its items: the workspace's projects (names and
 * logos of project groups, the project filter), the states, labels and members of every project
 * the viewer belongs to (group headers and the filter menu name values of any of them, also of
 * projects no loaded item is in yet), and the estimates, cycles and modules of the projects the
 * list shows items of, as they appear, so each row can draw its properties.
 */
export function useProjectDataOfList(slug: string, list: WorkItemList | null): void {
  const root = useRootStore();
  useEffect(() => {
    void root.projects.ensureLoaded(slug);
  }, [root, slug]);
  useEffect(() => {
    if (!list) return;
    const load = (projectIds: readonly string[], withEstimates: boolean) => {
      for (const projectId of projectIds) {
        if (!root.states.states(projectId)) void root.states.fetch(slug, projectId);
        if (!root.labels.labels(projectId)) void root.labels.fetch(slug, projectId);
        if (!root.projectMembers.members(projectId))
          void root.projectMembers.fetch(slug, projectId);
        if (withEstimates && !root.estimates.estimates(projectId))
          void root.estimates.fetch(slug, projectId);
        // Cycles and modules of the projects the list shows items of, where turned on.
        const project = withEstimates ? root.projects.get(projectId) : undefined;
        if (project?.cycle_view) void root.cycleLookups.ensureLoaded(slug, projectId);
        if (project?.module_view) void root.modules.ensureLoaded(slug, projectId);
      }
    };
    const stopItems = reaction(
      () => list.projectIds,
      (projectIds) => {
        load(projectIds, true);
      },
      { fireImmediately: true },
    );
    const stopProjects = reaction(
      () =>
        (root.projects.list(slug) ?? [])
          .filter((project) => project.member_role !== null && project.archived_at === null)
          .map((project) => project.id),
      (projectIds) => {
        load(projectIds, false);
      },
      { fireImmediately: true, equals: (a, b) => a.join() === b.join() },
    );
    return () => {
      stopItems();
      stopProjects();
    };
  }, [root, slug, list]);
}

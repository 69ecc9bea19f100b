import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useRootStore } from '../../app/store-context';
import { type WorkItemList } from './work-item-list';

/**
 * Loads the states, labels, members and estimates of every project a workspace-wide list shows
 * items of, as they appear, so each row can draw its properties.
 */
export function useProjectDataOfList(slug: string, list: WorkItemList | null): void {
  const root = useRootStore();
  useEffect(() => {
    if (!list) return;
    return reaction(
      () => list.projectIds,
      (projectIds) => {
        for (const projectId of projectIds) {
          if (!root.states.states(projectId)) void root.states.fetch(slug, projectId);
          if (!root.labels.labels(projectId)) void root.labels.fetch(slug, projectId);
          if (!root.projectMembers.members(projectId))
            void root.projectMembers.fetch(slug, projectId);
          if (!root.estimates.estimates(projectId)) void root.estimates.fetch(slug, projectId);
        }
      },
      { fireImmediately: true },
    );
  }, [root, slug, list]);
}

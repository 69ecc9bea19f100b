import { useEffect, useMemo } from 'react';
import { useRootStore } from '#web/app/store-context';
import { showErrorToast } from '#web/ui/Toaster';
import { useProjectLookups } from '../use-project-lookups';
import { WorkItemListSettings } from '#web/domains/user-properties/work-item-list-settings';
import { WorkItemsScreenModel } from '../work-items-screen-model';

/**
 * The screen model a detail page gives the property pickers it shares with the lists (they read
 * the project's states, members, labels and estimate from it and write through its store). No
 * list is loaded: the page shows one item, and the model is never started.
 */
export function useDetailScreenModel(
  slug: string,
  projectId: string | null,
  canEdit: boolean,
): WorkItemsScreenModel | null {
  const root = useRootStore();
  const lookups = useProjectLookups(slug, projectId);
  // Built once per project; never started, so it loads nothing by itself.
  const model = useMemo(() => {
    if (projectId === null) return null;
    const settings = new WorkItemListSettings({
      context: 'project',
      notifyError: showErrorToast,
      persistence: {
        load: () => Promise.resolve({ filters: {}, display_filters: {}, display_properties: {} }),
        save: () => Promise.resolve({ filters: {}, display_filters: {}, display_properties: {} }),
      },
    });
    return new WorkItemsScreenModel({
      slug,
      projectId,
      context: 'project',
      store: root.workItems,
      settings,
      lookups,
      canEdit: false,
      fetchPage: () => Promise.reject(new Error('The detail page loads no list.')),
    });
  }, [root, slug, projectId, lookups]);
  useEffect(() => {
    model?.setMayEdit(canEdit);
  }, [model, canEdit]);
  return model;
}

import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCycleLookups } from '#web/domains/work-items/lookups/use-cycle-lookups';
import { ScopedWorkItemsScreen } from '#web/domains/work-items/ScopedWorkItemsScreen';
import { useListProgress } from '#web/domains/work-items/use-list-progress';
import type { WorkItemsScreenModel } from '#web/domains/work-items/work-items-screen-model';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { CycleSidebar } from './detail/CycleSidebar';

/** The cycle's sidebar beside its list: its rows filter the list, whose changes it follows. */
const ListCycleSidebar = observer(function ListCycleSidebar({
  model,
  slug,
  projectId,
  cycleId,
}: {
  model: WorkItemsScreenModel;
  slug: string;
  projectId: string;
  cycleId: string;
}) {
  const progress = useListProgress(model);
  return (
    <CycleSidebar
      workspaceSlug={slug}
      projectId={projectId}
      cycleId={cycleId}
      onFilter={(key, value) => void model.settings.toggleFilterValue(key, value)}
      progress={progress}
    />
  );
});

/**
 * '/:workspaceSlug/projects/:projectId/cycles/:cycleId': the cycle's work items (the `cycle`
 * list context) with the cycle's sidebar at the right, whose distribution rows filter the list.
 */
export const CycleWorkItemsScreen = observer(function CycleWorkItemsScreen() {
  const { t } = useTranslation('cycles');
  const slug = useWorkspaceSlug();
  const { projectId = '', cycleId = '' } = useParams();
  const cycles = useCycleLookups();
  useEffect(() => {
    void cycles.ensureLoaded(slug, projectId);
  }, [cycles, slug, projectId]);
  const cycle = cycles.find(cycleId);

  return (
    <ScopedWorkItemsScreen
      key={cycleId}
      projectId={projectId}
      scope={{ kind: 'cycle', id: cycleId }}
      name={cycle?.name ?? null}
      parentLabel={t('list.title')}
      parentPath={`/${slug}/projects/${projectId}/cycles`}
      sidebar={(model) => (
        <ListCycleSidebar model={model} slug={slug} projectId={projectId} cycleId={cycleId} />
      )}
      sidebarLabel={t('sidebar.label')}
    />
  );
});

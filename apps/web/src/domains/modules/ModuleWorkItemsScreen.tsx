import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ScopedWorkItemsScreen } from '#web/domains/work-items/ScopedWorkItemsScreen';
import { useListProgress } from '#web/domains/work-items/use-list-progress';
import type { WorkItemsScreenModel } from '#web/domains/work-items/work-items-screen-model';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { ModuleSidebar } from './detail/ModuleSidebar';
import { useModules } from './use-modules';

/** The module's sidebar beside its list, following the list's changes. */
const ListModuleSidebar = observer(function ListModuleSidebar({
  model,
  slug,
  projectId,
  moduleId,
}: {
  model: WorkItemsScreenModel;
  slug: string;
  projectId: string;
  moduleId: string;
}) {
  const progress = useListProgress(model);
  return (
    <ModuleSidebar
      workspaceSlug={slug}
      projectId={projectId}
      moduleId={moduleId}
      progress={progress}
    />
  );
});

/**
 * '/:workspaceSlug/projects/:projectId/modules/:moduleId': the module's work items (the `module`
 * list context) with its sidebar (status, lead, members, dates, links, progress).
 */
export const ModuleWorkItemsScreen = observer(function ModuleWorkItemsScreen() {
  const { t } = useTranslation('modules');
  const slug = useWorkspaceSlug();
  const { projectId = '', moduleId = '' } = useParams();
  const modules = useModules();
  useEffect(() => {
    void modules.ensureLoaded(slug, projectId);
  }, [modules, slug, projectId]);
  const module = modules.find(moduleId);
  return (
    <ScopedWorkItemsScreen
      key={moduleId}
      projectId={projectId}
      scope={{ kind: 'module', id: moduleId }}
      name={module?.name ?? null}
      parentLabel={t('title')}
      parentPath={`/${slug}/projects/${projectId}/modules`}
      sidebar={(model) => (
        <ListModuleSidebar model={model} slug={slug} projectId={projectId} moduleId={moduleId} />
      )}
      sidebarLabel={t('sidebar.label')}
    />
  );
});

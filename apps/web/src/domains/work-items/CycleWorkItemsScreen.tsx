import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { useCycleLookups } from './lookups/use-cycle-lookups';
import { ScopedWorkItemsScreen } from './ScopedWorkItemsScreen';

/**
 * '/:workspaceSlug/projects/:projectId/cycles/:cycleId': the cycle's work items (the `cycle`
 * list context) with the cycle's sidebar at the right.
 */
export const CycleWorkItemsScreen = observer(function CycleWorkItemsScreen() {
  const { t } = useTranslation('work-items');
  const slug = useWorkspaceSlug();
  const { projectId = '', cycleId = '' } = useParams();
  const cycles = useCycleLookups();
  useEffect(() => {
    void cycles.ensureLoaded(slug, projectId);
  }, [cycles, slug, projectId]);
  const cycle = cycles.find(cycleId);

  // ── CYCLE SIDEBAR SLOT (the lead wires it when web-cycles lands) ─────────────────────────────
  // const CycleSidebar = lazy(async () => ({
  //   default: (await import('#web/domains/cycles/detail/CycleSidebar')).CycleSidebar,
  // }));   (module level, with withNamespaces(…, ['cycles']) as the cycles screens load it)
  // const sidebar = (
  //   <Suspense fallback={null}>
  //     <CycleSidebar workspaceSlug={slug} projectId={projectId} cycleId={cycleId} />
  //   </Suspense>
  // );
  const sidebar: ReactNode = null;
  // ────────────────────────────────────────────────────────────────────────────────────────────

  return (
    <ScopedWorkItemsScreen
      key={cycleId}
      projectId={projectId}
      scope={{ kind: 'cycle', id: cycleId }}
      name={cycle?.name ?? null}
      parentLabel={t('screen.cycles')}
      parentPath={`/${slug}/projects/${projectId}/cycles`}
      sidebar={sidebar}
      sidebarLabel={t('screen.cycleDetails')}
    />
  );
});

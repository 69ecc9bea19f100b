import { type WorkItemListContext, isUuid } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { useRealtimeWatchers } from '#web/domains/realtime/use-realtime';
import { useUser } from '#web/domains/users/use-user';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { cx } from '#web/ui/cx';
import { ProfileTabs } from '#web/domains/profile/ProfileTabs';
import { SavedViewTabs } from '#web/domains/views/SavedViewTabs';
import { useViews } from '#web/domains/views/use-views';
import { viewListPersistence } from '#web/domains/views/view-settings';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { Skeleton } from '#web/ui/Skeleton';
import { showErrorToast } from '#web/ui/Toaster';
import { useWorkspaceSlug } from '../workspaces/use-workspace-slug';
import { localListSettings } from '../user-properties/local-list-settings';
import { useProjectLookups } from './use-project-lookups';
import { useProjectDataOfList } from './use-workspace-lookups';
import { useWorkItemListServer } from './use-list-server';
import { WorkItemListSettings } from '../user-properties/work-item-list-settings';
import { preloadLayout } from './layout-loaders';
import { WorkItemsFrame } from './WorkItemsFrame';
import { listSettingsInUrl } from './use-list-url';
import { WorkItemsScreenModel } from './work-items-screen-model';
import {
  contextFilter,
  GLOBAL_VIEWS,
  isGlobalViewId,
  isProfileTab,
  PROFILE_TABS,
} from './workspace-list-contexts';

type Place =
  | { kind: 'global'; context: WorkItemListContext; viewId: string }
  | { kind: 'profile'; context: WorkItemListContext; userId: string; tab: string }
  | { kind: 'drafts'; context: 'workspace_drafts' };

/** Which workspace-wide list a route shows, or null for an unknown view or tab. */
function usePlace(
  variant: 'global' | 'profile' | 'drafts',
  meId: string | undefined,
): Place | null {
  const { globalViewId, userId, tab = 'assigned' } = useParams();
  if (variant === 'drafts') return { kind: 'drafts', context: 'workspace_drafts' };
  if (variant === 'global') {
    if (isGlobalViewId(globalViewId))
      return { kind: 'global', ...GLOBAL_VIEWS[globalViewId], viewId: globalViewId };
    // A saved workspace view: every work item, narrowed by the view's own filters.
    if (globalViewId !== undefined && isUuid(globalViewId))
      return { kind: 'global', context: 'global_all', viewId: globalViewId };
    return null;
  }
  const person = userId === 'me' ? meId : userId;
  if (!isProfileTab(tab) || !person) return null;
  return { kind: 'profile', ...PROFILE_TABS[tab], userId: person, tab };
}

/**
 * The workspace-wide work-item lists: global views (`/:ws/workspace-views/:globalViewId`), a
 * person's profile tabs (`/:ws/profile/:userId/:tab`) and the viewer's drafts (`/:ws/drafts`).
 * Global views keep their display settings in the workspace's user-properties; the profile and
 * drafts lists keep theirs in this browser (as Plane does).
 */
export const WorkspaceWorkItemsScreen = observer(function WorkspaceWorkItemsScreen({
  variant,
}: {
  variant: 'global' | 'profile' | 'drafts';
}) {
  const { t } = useTranslation('work-items');
  const userStore = useUser();
  const workItems = useWorkItems();
  const realtimeWatchers = useRealtimeWatchers();
  const server = useWorkItemListServer();
  const slug = useWorkspaceSlug();
  const meId = userStore.user?.id;
  const place = usePlace(variant, meId);
  const lookups = useProjectLookups(slug, null);
  const [model, setModel] = useState<WorkItemsScreenModel | null>(null);
  const placeKey = place ? JSON.stringify(place) : null;
  const views = useViews();
  const savedViewId =
    place?.kind === 'global' && !isGlobalViewId(place.viewId) ? place.viewId : null;
  useEffect(() => {
    if (variant === 'global') void views.fetchWorkspace(slug);
  }, [views, slug, variant]);
  const savedView =
    savedViewId === null
      ? undefined
      : views.workspaceViews(slug)?.find((view) => view.id === savedViewId);
  // A saved view's list reads its settings from the view (and the person's unsaved changes).
  const savedPersistence = useMemo(
    () => (savedView ? viewListPersistence(savedView, window.localStorage) : null),
    [savedView],
  );

  useEffect(() => {
    if (!place || !meId) return;
    if (savedViewId !== null && savedPersistence === null) return;
    const settings = new WorkItemListSettings({
      context: place.context,
      notifyError: showErrorToast,
      fromUrl: listSettingsInUrl(place.context, window.location.search),
      persistence:
        savedPersistence ??
        (place.kind === 'global'
          ? server.savedSettings(slug, null)
          : localListSettings(window.localStorage, `keel:list-settings:${slug}:${place.kind}`)),
    });
    const personId = place.kind === 'profile' ? place.userId : meId;
    const fixed = contextFilter(place.context, personId);
    const next = new WorkItemsScreenModel({
      slug,
      projectId: null,
      context: place.context,
      store: workItems,
      settings,
      lookups,
      canEdit: true,
      fetchPage: (params, signal) =>
        server.fetchPage(
          slug,
          place.kind === 'drafts' ? { kind: 'drafts' } : { kind: 'workspace' },
          fixed ? { ...params, filters: JSON.stringify(fixed) } : params,
          signal,
        ),
    });
    setModel(next);
    void settings.load().then(() => {
      preloadLayout(settings.display.layout);
    });
    return next.start((refresh) => realtimeWatchers.onRefresh(refresh));
    // placeKey stands for place: the model is rebuilt when the route names another list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workItems, realtimeWatchers, server, slug, placeKey, meId, lookups, savedPersistence]);

  useProjectDataOfList(slug, model?.list ?? null);

  const isSavedMissing =
    savedViewId !== null && views.workspaceViews(slug) !== undefined && savedView === undefined;
  if (!place || isSavedMissing)
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          icon={<Icon name="alert-circle" size={18} />}
          title={t('screen.viewMissing')}
          description={t('screen.viewMissingHint')}
        />
      </div>
    );

  if (!model)
    return (
      <div aria-busy="true" className="flex flex-col gap-3 px-6 py-4">
        <span className="sr-only">{t('screen.loading')}</span>
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-4 w-full" />
      </div>
    );

  const tabs =
    place.kind === 'global'
      ? Object.keys(GLOBAL_VIEWS).map((id) => ({
          to: `/${slug}/workspace-views/${id}`,
          label: t(`contexts.${id as keyof typeof GLOBAL_VIEWS}`),
        }))
      : [];

  return (
    <WorkItemsFrame
      model={model}
      title={
        <>
          <span className="font-medium text-primary">
            {place.kind === 'global'
              ? t('screen.views')
              : place.kind === 'profile'
                ? t('screen.profile')
                : t('screen.drafts')}
          </span>
          {place.kind === 'profile' && (
            <span className="ml-3 min-w-0">
              <ProfileTabs slug={slug} userId={place.userId} />
            </span>
          )}
          {tabs.length > 0 && (
            <nav
              aria-label={t('screen.lists')}
              className="ml-3 flex min-w-0 flex-1 items-center gap-0.5 overflow-x-auto"
            >
              {tabs.map((tab) => (
                <NavLink
                  key={tab.to}
                  to={tab.to}
                  className={({ isActive }) =>
                    cx(
                      'shrink-0 rounded-md px-2 py-1 text-sm transition-colors duration-100',
                      isActive
                        ? 'bg-surface-hover font-medium text-primary'
                        : 'text-secondary hover:text-primary',
                    )
                  }
                >
                  {tab.label}
                </NavLink>
              ))}
              <SavedViewTabs slug={slug} model={model} activeViewId={savedViewId} />
            </nav>
          )}
        </>
      }
    />
  );
});

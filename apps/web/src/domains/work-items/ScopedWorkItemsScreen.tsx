import { canEditAnyWorkItem } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useProjects } from '#web/domains/projects/use-projects';
import { useRealtimeWatchers } from '#web/domains/realtime/use-realtime';
import { useUser } from '#web/domains/users/use-user';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { useWorkspaces } from '#web/domains/workspaces/use-workspaces';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { actingProjectRole, workItemViewerOf } from '#web/domains/projects/project-list';
import {
  type ListSettingsPersistence,
  WorkItemListSettings,
} from '#web/domains/user-properties/work-item-list-settings';
import { IconButton } from '#web/ui/IconButton';
import { Skeleton } from '#web/ui/Skeleton';
import { showErrorToast } from '#web/ui/Toaster';
import { cx } from '#web/ui/cx';
import { preloadLayout } from './layout-loaders';
import { useProjectLookups } from './use-project-lookups';
import { listSettingsInUrl } from './use-list-url';
import { useWorkItemListServer } from './use-list-server';
import { WorkItemsFrame } from './WorkItemsFrame';
import { WorkItemsScreenModel, type WorkItemListScope } from './work-items-screen-model';

/** From this window width the sidebar opens beside the list; narrower, it covers the list. */
const WIDE_SIDEBAR_QUERY = '(min-width: 1024px)';

/**
 * A project list read with settings of its own: a saved view's (its filters and display, with
 * the person's unsaved changes on top). `key` changes when the list must be built anew.
 */
export interface SavedListing {
  key: string;
  persistence: ListSettingsPersistence;
}

export interface ScopedWorkItemsScreenProps {
  projectId: string;
  /** The cycle or module listed, or a saved view's listing of the project's items. */
  scope: WorkItemListScope | SavedListing;
  /** The cycle's or module's name; null while it loads. */
  name: string | null;
  /** The crumb before the name: "Cycles" or "Modules", linking to their screen. */
  parentLabel: string;
  parentPath: string;
  /**
   * What the right sidebar shows (details, progress); null: no sidebar. A function gets the
   * list's model, so that the sidebar can filter the list (a cycle's distribution rows do).
   */
  sidebar: ReactNode | ((model: WorkItemsScreenModel) => ReactNode);
  sidebarLabel: string;
  /** Controls after the title (a view's Save and Reset), given the list's model. */
  actions?: (model: WorkItemsScreenModel) => ReactNode;
}

function isSavedListing(scope: WorkItemListScope | SavedListing): scope is SavedListing {
  return 'persistence' in scope;
}

/**
 * The work items of one cycle or module (the `cycle` and `module` list contexts), or of a saved
 * view (the project list with the view's settings): every layout, the person's own settings for
 * this list, quick add into it, and a collapsible sidebar at the right (beside the list on wide
 * screens, over it on narrow ones).
 */
export const ScopedWorkItemsScreen = observer(function ScopedWorkItemsScreen({
  projectId,
  scope,
  name,
  parentLabel,
  parentPath,
  sidebar,
  sidebarLabel,
  actions,
}: ScopedWorkItemsScreenProps) {
  const { t } = useTranslation('work-items');
  const projectsStore = useProjects();
  const workspacesStore = useWorkspaces();
  const workItemsStore = useWorkItems();
  const realtimeWatchers = useRealtimeWatchers();
  const userStore = useUser();
  const server = useWorkItemListServer();
  const slug = useWorkspaceSlug();
  const lookups = useProjectLookups(slug, projectId);
  const [isSidebarOpen, setSidebarOpen] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(WIDE_SIDEBAR_QUERY).matches,
  );

  useEffect(() => {
    void projectsStore.fetchOne(slug, projectId).catch(() => undefined);
  }, [projectsStore, slug, projectId]);

  const project = projectsStore.get(projectId);
  const role = project ? actingProjectRole(project, workspacesStore.roleBySlug.get(slug)) : null;
  const canEdit = canEditAnyWorkItem(role) && project?.archived_at == null;

  const [model, setModel] = useState<WorkItemsScreenModel | null>(null);
  const saved = isSavedListing(scope) ? scope : null;
  const listed = saved === null ? (scope as WorkItemListScope) : null;
  const kind = listed?.kind ?? null;
  const id = listed?.id ?? saved?.key ?? '';
  const savedPersistence = saved?.persistence ?? null;
  useEffect(() => {
    const context = kind ?? 'project';
    const settings = new WorkItemListSettings({
      context,
      notifyError: showErrorToast,
      fromUrl: listSettingsInUrl(context, window.location.search),
      persistence:
        savedPersistence ?? server.scopedSettings(slug, { kind: kind ?? 'cycle', projectId, id }),
    });
    const source =
      kind === 'cycle'
        ? ({ kind, projectId, cycleId: id } as const)
        : kind === 'module'
          ? ({ kind, projectId, moduleId: id } as const)
          : ({ kind: 'project', projectId } as const);
    const next = new WorkItemsScreenModel({
      slug,
      projectId,
      context,
      scope: kind === null ? null : { kind, id },
      store: workItemsStore,
      settings,
      lookups,
      canEdit: false,
      fetchPage: (params, signal) => server.fetchPage(slug, source, params, signal),
    });
    setModel(next);
    void settings.load().then(() => {
      preloadLayout(settings.display.layout);
    });
    return next.start((refresh) => realtimeWatchers.onRefresh(refresh));
  }, [
    workItemsStore,
    realtimeWatchers,
    server,
    slug,
    projectId,
    kind,
    id,
    lookups,
    savedPersistence,
  ]);

  useEffect(() => {
    model?.setMayEdit(canEdit);
  }, [model, canEdit]);
  const viewer =
    project && project.archived_at == null
      ? workItemViewerOf(project, workspacesStore.roleBySlug.get(slug), userStore.user?.id)
      : null;
  useEffect(() => {
    model?.setViewer(viewer);
  });

  if (!model)
    return (
      <div aria-busy="true" className="flex flex-col gap-3 px-6 py-4">
        <span className="sr-only">{t('screen.loading')}</span>
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-4 w-full" />
      </div>
    );

  return (
    <div className="relative flex min-h-0 flex-1">
      <div className="flex min-w-0 flex-1 flex-col">
        <WorkItemsFrame
          model={model}
          title={
            <>
              <NavLink to={parentPath} className="truncate text-secondary hover:text-primary">
                {parentLabel}
              </NavLink>
              <span className="text-tertiary">/</span>
              {name === null ? (
                <Skeleton className="h-4 w-28" />
              ) : (
                <span className="truncate font-medium text-primary">{name}</span>
              )}
              {actions?.(model)}
              {sidebar !== null && (
                <IconButton
                  icon="panel-right"
                  label={sidebarLabel}
                  aria-expanded={isSidebarOpen}
                  className="ml-1 size-7 shrink-0"
                  onClick={() => {
                    setSidebarOpen((open) => !open);
                  }}
                />
              )}
            </>
          }
        />
      </div>
      {sidebar !== null && isSidebarOpen && (
        <aside
          aria-label={sidebarLabel}
          className={cx(
            'flex min-h-0 w-80 shrink-0 flex-col overflow-y-auto border-l border-subtle bg-surface',
            // Narrow screens: over the list, the whole width on phones.
            'max-lg:absolute max-lg:inset-y-0 max-lg:right-0 max-lg:z-20 max-lg:shadow-lg max-sm:w-full',
          )}
        >
          {typeof sidebar === 'function' ? sidebar(model) : sidebar}
        </aside>
      )}
    </div>
  );
});

import { canEditAnyWorkItem } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { useProjects } from '#web/domains/projects/use-projects';
import { useRealtimeWatchers } from '#web/domains/realtime/use-realtime';
import { useUser } from '#web/domains/users/use-user';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { useWorkspaces } from '#web/domains/workspaces/use-workspaces';
import { ApiError } from '#web/lib/api-client';
import { ButtonLink } from '#web/ui/ButtonLink';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { Skeleton } from '#web/ui/Skeleton';
import { actingProjectRole, workItemViewerOf } from '../projects/project-list';
import { ProjectLogo } from '../projects/ProjectLogo';
import { useWorkspaceSlug } from '../workspaces/use-workspace-slug';
import { localListSettings } from '../user-properties/local-list-settings';
import { useProjectLookups } from './use-project-lookups';
import { preloadLayout } from './layout-loaders';
import { sameParams, takePrefetchedWorkItems } from './work-items-prefetch';
import { WorkItemsFrame } from './WorkItemsFrame';
import { listSettingsInUrl } from './use-list-url';
import { useWorkItemListServer } from './use-list-server';
import { WorkItemListSettings } from '../user-properties/work-item-list-settings';
import { WorkItemsScreenModel } from './work-items-screen-model';
import { showErrorToast } from '#web/ui/Toaster';
import { errorMessage } from '#web/lib/api-error';

/**
 * '/:workspaceSlug/projects/:projectId/issues' (and '/archives/issues'): a project's work items
 * in the layout its viewer chose, with filters, display options, creation and bulk actions.
 */
export const ProjectWorkItemsScreen = observer(function ProjectWorkItemsScreen({
  isArchive = false,
}: {
  isArchive?: boolean;
}) {
  const { t } = useTranslation('work-items');
  const projectsStore = useProjects();
  const workspacesStore = useWorkspaces();
  const workItemsStore = useWorkItems();
  const realtimeWatchers = useRealtimeWatchers();
  const userStore = useUser();
  const server = useWorkItemListServer();
  const slug = useWorkspaceSlug();
  const { projectId = '' } = useParams();
  const [loadError, setLoadError] = useState<{ message: string; isMissing: boolean } | null>(null);
  const lookups = useProjectLookups(slug, projectId);

  useEffect(() => {
    setLoadError(null);
    projectsStore.fetchOne(slug, projectId).catch((error: unknown) => {
      setLoadError({
        message: errorMessage(error, t('screen.projectLoadFailed')),
        isMissing: error instanceof ApiError && error.status === 404,
      });
    });
  }, [projectsStore, slug, projectId, t]);

  const project = projectsStore.get(projectId);
  const role = project ? actingProjectRole(project, workspacesStore.roleBySlug.get(slug)) : null;
  const canEdit = canEditAnyWorkItem(role) && project?.archived_at == null;

  const [model, setModel] = useState<WorkItemsScreenModel | null>(null);
  // The settings and the first page load alongside the project, not after it: the viewer's
  // rights follow when the project arrives (setMayEdit below).
  useEffect(() => {
    const context = isArchive ? 'archived' : 'project';
    // What the route's loader started fetching, used for the first page when it asks the same.
    const prefetched = isArchive ? undefined : takePrefetchedWorkItems(slug, projectId);
    let firstPage = prefetched;
    const source = { kind: isArchive ? 'archived' : 'project', projectId } as const;
    const settings = new WorkItemListSettings({
      context,
      notifyError: showErrorToast,
      fromUrl: listSettingsInUrl(context, window.location.search),
      // The archive keeps its own settings in this browser, so grouping it leaves the live list
      // as it was.
      persistence: isArchive
        ? localListSettings(window.localStorage, `keel:list-settings:${slug}:archive:${projectId}`)
        : {
            load: () =>
              prefetched
                ? prefetched
                    .then((taken) => taken.settings)
                    .catch(() => server.savedSettings(slug, projectId).load())
                : server.savedSettings(slug, projectId).load(),
            save: (patch) => server.savedSettings(slug, projectId).save(patch),
          },
    });
    const next = new WorkItemsScreenModel({
      slug,
      projectId,
      context,
      store: workItemsStore,
      settings,
      lookups,
      canEdit: false,
      fetchPage: (params, signal) => {
        const taken = firstPage;
        firstPage = undefined;
        const reused = taken?.then(
          (prefetch) => (sameParams(prefetch.params, params) ? prefetch.page : undefined),
          () => undefined,
        );
        return server.fetchPage(slug, source, params, signal, reused);
      },
    });
    setModel(next);
    void settings.load().then(() => {
      preloadLayout(settings.display.layout);
    });
    return next.start((refresh) => {
      const stopRealtime = realtimeWatchers.onRefresh(refresh);
      // The cache caught up with changes made while away: the list reads it again.
      const stopCache = server.watch(source, () => {
        void refresh();
      });
      return () => {
        stopRealtime();
        stopCache();
      };
    });
  }, [workItemsStore, realtimeWatchers, server, slug, projectId, isArchive, lookups]);

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

  if (loadError !== null && !project)
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          tone={loadError.isMissing ? 'neutral' : 'danger'}
          icon={<Icon name="alert-circle" size={18} />}
          title={
            loadError.isMissing ? t('screen.projectNotFound') : t('screen.projectLoadFailedTitle')
          }
          description={loadError.isMissing ? t('screen.projectNotFoundHint') : loadError.message}
          action={<ButtonLink to={`/${slug}/projects`}>{t('screen.backToProjects')}</ButtonLink>}
        />
      </div>
    );

  if (!model)
    return (
      <div aria-busy="true" className="flex flex-col gap-3 px-6 py-4">
        <span className="sr-only">{t('screen.loading')}</span>
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
      </div>
    );

  if (project && role === null)
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          icon={<Icon name="lock" size={18} />}
          title={t('screen.notMember')}
          description={t('screen.notMemberHint')}
          action={<ButtonLink to={`/${slug}/projects`}>{t('screen.backToProjects')}</ButtonLink>}
        />
      </div>
    );

  return (
    <WorkItemsFrame
      model={model}
      title={
        <>
          <NavLink to={`/${slug}/projects`} className="text-secondary hover:text-primary">
            {t('screen.projects')}
          </NavLink>
          <span className="text-tertiary">/</span>
          {/* The list does not wait for the project: its name follows when it arrives. */}
          {project ? (
            <>
              <ProjectLogo project={project} size="sm" />
              <span className="truncate text-secondary">{project.name}</span>
            </>
          ) : (
            <Skeleton className="h-4 w-28" />
          )}
          <span className="text-tertiary">/</span>
          <span className="font-medium text-primary">
            {isArchive ? t('screen.archivedWorkItems') : t('screen.workItems')}
          </span>
        </>
      }
    />
  );
});

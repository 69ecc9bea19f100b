import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Skeleton } from '#web/ui/Skeleton';
import { ProjectLogo } from '#web/domains/projects/ProjectLogo';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { WorkItemsScreenContext } from '../screen-context';
import { DetailActions } from './DetailActions';
import { DetailLoadFailed, DetailNotFound, DetailSkeleton } from './DetailStates';
import { WorkItemDetailContext, type WorkItemDetailScope } from './detail-context';
import type { DetailSource } from './use-detail-load';
import { useStandaloneDetail } from './use-standalone-detail';
import { formatWorkItemKey, parseWorkItemKey, projectListPath } from './work-item-links';
import { WorkItemDetailBody } from './WorkItemDetailBody';

/** The source named by the route: `/browse/:workItemKey` or `/projects/:projectId/issues/:issueId`. */
function useRouteSource(slug: string): DetailSource | 'invalid' {
  const { workItemKey, projectId, issueId } = useParams();
  return useMemo(() => {
    if (workItemKey !== undefined) {
      const key = parseWorkItemKey(workItemKey);
      return key
        ? { kind: 'key', slug, key: formatWorkItemKey(key.identifier, key.sequence) }
        : 'invalid';
    }
    if (projectId && issueId) return { kind: 'id', slug, projectId, id: issueId };
    return 'invalid';
  }, [slug, workItemKey, projectId, issueId]);
}

/**
 * A work item on its own page, reached by its key (`/<slug>/browse/WEB-42/`, the canonical link)
 * or by its project and id: where you are, the actions, then the detail itself.
 */
export const WorkItemDetailPage = observer(function WorkItemDetailPage() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const slug = useWorkspaceSlug();
  const navigate = useNavigate();
  const source = useRouteSource(slug);
  const { load, retry, item, project, projectId, model, canEdit, canEditFields, canDelete, key } =
    useStandaloneDetail(slug, source === 'invalid' ? null : source);

  useEffect(() => {
    if (key === null || !item) return;
    const previous = document.title;
    document.title = `${key} ${item.name}`;
    return () => {
      document.title = previous;
    };
  }, [key, item, item?.name]);

  const backTo = { to: `/${slug}/projects`, label: t('page.backToProjects') };
  if (source === 'invalid' || load.status === 'missing') return <DetailNotFound backTo={backTo} />;
  if (load.status === 'failed') return <DetailLoadFailed message={load.message} onRetry={retry} />;
  if (!item || !model || projectId === null)
    return (
      <div className="flex min-h-0 flex-1 flex-col">
        <header className="flex h-12 shrink-0 items-center border-b border-subtle px-4">
          <Skeleton className="h-4 w-48" />
        </header>
        <DetailSkeleton mode="page" />
      </div>
    );

  const scope: WorkItemDetailScope = {
    slug,
    projectId,
    workItemId: item.id,
    canEdit,
    canEditFields,
    canDelete,
    mode: 'page',
  };
  return (
    <WorkItemsScreenContext value={model}>
      <WorkItemDetailContext value={scope}>
        <div className="flex min-h-0 flex-1 flex-col" data-testid="work-item-detail">
          <header className="flex h-12 shrink-0 items-center justify-between gap-4 border-b border-subtle bg-canvas px-4">
            <nav
              aria-label={t('page.breadcrumb')}
              className="flex min-w-0 items-center gap-1.5 text-base"
            >
              <Link
                to={`/${slug}/projects`}
                className="text-secondary hover:text-primary max-md:hidden"
              >
                {t('page.projects')}
              </Link>
              <span className="text-tertiary max-md:hidden">/</span>
              {project ? (
                <Link
                  to={projectListPath(slug, projectId)}
                  title={project.name}
                  className="flex min-w-0 items-center gap-1.5 text-secondary hover:text-primary"
                >
                  <ProjectLogo project={project} size="sm" />
                  {/* Phones keep the logo only: a name cut to two letters says nothing. */}
                  <span className="truncate max-md:sr-only">{project.name}</span>
                </Link>
              ) : (
                <Skeleton className="h-4 w-28" />
              )}
              <span className="text-tertiary">/</span>
              <span className="whitespace-nowrap font-medium text-primary" aria-current="page">
                {key ?? '…'}
              </span>
            </nav>
            <DetailActions
              onRemoved={() => {
                void navigate(projectListPath(slug, projectId));
              }}
            />
          </header>
          <WorkItemDetailBody />
        </div>
      </WorkItemDetailContext>
    </WorkItemsScreenContext>
  );
});

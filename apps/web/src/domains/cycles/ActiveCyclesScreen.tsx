import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '#web/lib/format';
import { Button } from '#web/ui/Button';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { LoadFailed } from '#web/ui/LoadFailed';
import { PageHeader } from '#web/ui/PageHeader';
import { Skeleton } from '#web/ui/Skeleton';
import { ProjectLogo } from '../projects/ProjectLogo';
import { useWorkspaceSlug } from '../workspaces/use-workspace-slug';
import { BurndownChart } from './charts/BurndownChart';
import { burndownSeries, hasBurndownData } from './charts/burndown-series';
import { ProgressRing } from './charts/ProgressRing';
import { daysLeft, progressPercent } from './cycle-dates';
import type { ActiveCycle } from './cycles-wire';
import { useCycles } from './use-cycles';

/** One current cycle: its project, progress, days left and a small burndown. */
const ActiveCycleCard = observer(function ActiveCycleCard({
  slug,
  cycle,
}: {
  slug: string;
  cycle: ActiveCycle;
}) {
  const { t } = useTranslation('cycles');
  const cycles = useCycles();
  const project = cycle.project_detail;
  useEffect(() => {
    void cycles.loadBurndown(slug, project.id, cycle.id);
  }, [cycles, slug, project.id, cycle.id]);
  const burndown = cycles.burndown(cycle.id);
  const points = burndownSeries(burndown.value, 'issues');
  return (
    <li
      data-testid="active-cycle-card"
      className="flex flex-col gap-3 rounded-xl border border-subtle bg-surface p-4"
    >
      <div className="flex min-w-0 items-center gap-2 text-sm text-secondary">
        <ProjectLogo project={project} size="sm" />
        <span className="truncate">{project.name}</span>
        <span className="text-tertiary">{project.identifier}</span>
      </div>
      <div className="flex items-center gap-3">
        <ProgressRing percent={progressPercent(cycle)} size={56} />
        <div className="min-w-0 flex-1">
          <Link
            to={`/${slug}/projects/${project.id}/cycles/${cycle.id}`}
            className="block truncate font-medium text-primary hover:underline"
          >
            {cycle.name}
          </Link>
          <p className="text-sm text-secondary">
            {t('row.daysLeft', { count: daysLeft(cycle.end_date) ?? 0 })}
          </p>
          <p className="text-sm text-tertiary tabular-nums">
            {t('active.completedOf', {
              completed: formatNumber(cycle.completed_issues),
              count: cycle.total_issues,
            })}
          </p>
        </div>
      </div>
      <div aria-label={t('chart.burndown')} role="img">
        {burndown.isWaiting ? (
          <Skeleton className="h-14 w-full" />
        ) : hasBurndownData(points) ? (
          <BurndownChart points={points} height={56} isMini />
        ) : (
          <p className="flex h-14 items-center justify-center rounded-md bg-surface-sunken text-xs text-tertiary">
            {t('chart.empty')}
          </p>
        )}
      </div>
    </li>
  );
});

/** '/:workspaceSlug/active-cycles': every current cycle of the workspace's projects. */
export const ActiveCyclesScreen = observer(function ActiveCyclesScreen() {
  const { t } = useTranslation(['cycles', 'common']);
  const slug = useWorkspaceSlug();
  const cycles = useCycles();
  useEffect(() => {
    void cycles.loadActiveCycles(slug);
  }, [cycles, slug]);
  const list = cycles.activeCycles(slug);
  const page = list.page;

  return (
    <>
      <PageHeader
        title={
          <>
            <Icon name="contrast" size={15} className="text-tertiary" />
            <h1 className="font-medium text-primary">{t('workspace.title')}</h1>
          </>
        }
      />
      <div data-testid="active-cycles" className="mx-auto w-full max-w-5xl px-4 py-5 md:px-6">
        {page.isWaiting ? (
          <ListSkeleton
            label={t('list.loading')}
            rows={3}
            cells={['size-14', 'h-4 flex-1']}
            className="gap-4 rounded-lg border border-subtle bg-surface p-4"
          />
        ) : page.error !== null && !page.hasLoaded ? (
          <LoadFailed
            title={t('workspace.loadFailed')}
            description={page.error}
            onRetry={() => void cycles.loadActiveCycles(slug)}
          />
        ) : page.value.length === 0 ? (
          <EmptyState
            icon={<Icon name="contrast" size={18} />}
            title={t('workspace.emptyTitle')}
            description={t('workspace.emptyDescription')}
            className="rounded-lg border border-subtle bg-surface"
          />
        ) : (
          <>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {page.value.map((cycle) => (
                <ActiveCycleCard key={cycle.id} slug={slug} cycle={cycle} />
              ))}
            </ul>
            {list.hasMore && (
              <div className="mt-4 flex justify-center">
                <Button
                  isLoading={list.isLoadingMore}
                  onClick={() => void cycles.loadMoreActiveCycles(slug)}
                >
                  {t('workspace.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
});

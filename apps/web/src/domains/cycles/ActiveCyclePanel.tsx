import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '#web/ui/Skeleton';
import { BurndownChart } from './charts/BurndownChart';
import { burndownSeries, hasBurndownData } from './charts/burndown-series';
import { ProgressRing } from './charts/ProgressRing';
import { daysLeft, progressPercent } from './cycle-dates';
import { cycleDatesLabel } from './cycle-labels';
import { type CycleRowActions, CycleControls } from './CycleControls';
import type { Cycle } from './cycles-wire';
import { assigneeRows } from './distribution-rows';
import { DistributionList, StateGroupBreakdown } from './Distributions';
import { PriorityWorkItems } from './PriorityWorkItems';
import { useCycles } from './use-cycles';

/** A titled block of the panel. */
export function PanelBlock({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-medium text-secondary">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The project's current cycle at the top of the cycles screen: progress ring, days left, the
 * burndown, and where the work is by state group and by assignee.
 */
export const ActiveCyclePanel = observer(function ActiveCyclePanel({
  slug,
  projectId,
  cycle,
  timeZone,
  canEdit,
  actions,
}: {
  slug: string;
  projectId: string;
  cycle: Cycle;
  timeZone: string;
  canEdit: boolean;
  actions: CycleRowActions;
}) {
  const { t } = useTranslation('cycles');
  const cycles = useCycles();
  const cycleId = cycle.id;
  useEffect(() => {
    void cycles.loadDetail(slug, projectId, cycleId);
    void cycles.loadBurndown(slug, projectId, cycleId);
  }, [cycles, slug, projectId, cycleId]);

  const detail = cycles.detail(cycleId);
  const burndown = cycles.burndown(cycleId);
  const points = burndownSeries(burndown.value, 'issues');
  const left = daysLeft(cycle.end_date) ?? 0;

  return (
    <section
      aria-labelledby={`active-${cycleId}`}
      data-testid="active-cycle"
      className="rounded-xl border border-subtle bg-surface p-4 md:p-5"
    >
      <div className="mb-4 flex items-center gap-4">
        <ProgressRing percent={progressPercent(cycle)} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-success">
            {t('active.badge')}
          </p>
          <h2 id={`active-${cycleId}`} className="truncate text-lg font-semibold text-primary">
            <Link
              to={`/${slug}/projects/${projectId}/cycles/${cycleId}`}
              className="hover:underline"
            >
              {cycle.name}
            </Link>
          </h2>
          <p className="text-sm text-secondary">
            {cycleDatesLabel(cycle, timeZone)} · {t('row.daysLeft', { count: left })}
          </p>
          <p className="text-sm text-tertiary">
            {t('active.completedOf', {
              completed: cycle.completed_issues,
              count: cycle.total_issues,
            })}
          </p>
        </div>
        <div className="flex items-center gap-1 self-start">
          <CycleControls
            slug={slug}
            projectId={projectId}
            cycle={cycle}
            canEdit={canEdit}
            actions={actions}
          />
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <PanelBlock title={t('chart.burndown')}>
          {burndown.isWaiting ? (
            <Skeleton className="h-48 w-full" />
          ) : burndown.error !== null ? (
            <p className="text-sm text-danger">{burndown.error}</p>
          ) : hasBurndownData(points) ? (
            <BurndownChart points={points} />
          ) : (
            <p className="flex h-48 items-center justify-center rounded-lg bg-surface-sunken text-sm text-tertiary">
              {t('chart.empty')}
            </p>
          )}
        </PanelBlock>
        <div className="flex flex-col gap-5">
          <PanelBlock title={t('distribution.stateGroups')}>
            <StateGroupBreakdown progress={cycle} type="issues" />
          </PanelBlock>
          <PanelBlock title={t('distribution.assignees')}>
            {detail.isWaiting ? (
              <Skeleton className="h-16 w-full" />
            ) : (
              <DistributionList
                rows={assigneeRows(detail.value?.distribution ?? null)}
                filterKey="assignees"
                emptyText={t('distribution.noAssignees')}
              />
            )}
          </PanelBlock>
          <PanelBlock title={t('priority.title')}>
            <PriorityWorkItems
              slug={slug}
              projectId={projectId}
              cycleId={cycleId}
              version={`${String(cycle.total_issues)}:${String(cycle.completed_issues)}:${cycle.updated_at}`}
            />
          </PanelBlock>
        </div>
      </div>
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#web/lib/format';
import { Avatar } from '#web/ui/Avatar';
import { Skeleton } from '#web/ui/Skeleton';
import { useEstimates } from '#web/domains/estimates/use-estimates';
import { useProjectMembers } from '#web/domains/members/use-project-members';
import {
  type ListProgress,
  useReadAgainOnProgress,
} from '#web/domains/work-items/use-list-progress';
import { PanelBlock } from '../ActiveCyclePanel';
import { type CyclePlot, BurndownChart } from '../charts/BurndownChart';
import { burndownSeries, hasBurndownData } from '../charts/burndown-series';
import { ProgressRing } from '../charts/ProgressRing';
import { daysLeft, progressPercent } from '../cycle-dates';
import { cycleDatesLabel } from '../cycle-labels';
import type { CyclePlotType } from '../cycles-wire';
import { assigneeRows, labelRows } from '../distribution-rows';
import { DistributionList, type OnCycleFilter, StateGroupBreakdown } from '../Distributions';
import { useCycleProject } from '../use-cycle-project';
import { useCycles } from '../use-cycles';
import { SegmentedControl } from './SegmentedControl';

export interface CycleSidebarProps {
  workspaceSlug: string;
  projectId: string;
  cycleId: string;
  /** Filters the work-item list beside by a distribution row; rows are plain text without it. */
  onFilter?: OnCycleFilter;
  /** The list beside, whose changes make the progress read again. */
  progress?: ListProgress;
}

/**
 * Beside a cycle's work-item list: its dates, owner, progress, burndown (work items or points,
 * points only with an active estimate) and distributions, each row a filter of the list.
 * The cycle's work-item screen shows it in its collapsible sidebar.
 */
export const CycleSidebar = observer(function CycleSidebar({
  workspaceSlug: slug,
  projectId,
  cycleId,
  onFilter,
  progress,
}: CycleSidebarProps) {
  const { t } = useTranslation(['cycles', 'common']);
  const cycles = useCycles();
  const estimates = useEstimates();
  const members = useProjectMembers();
  const { timeZone } = useCycleProject(slug, projectId);
  const [type, setType] = useState<CyclePlotType>('issues');
  const [plot, setPlot] = useState<CyclePlot>('burndown');

  useEffect(() => {
    void cycles.loadDetail(slug, projectId, cycleId);
    void cycles.loadBurndown(slug, projectId, cycleId);
    void estimates.fetch(slug, projectId);
    void members.fetch(slug, projectId);
  }, [cycles, estimates, members, slug, projectId, cycleId]);
  const hasPoints = estimates.active(projectId) !== undefined;
  const shownType: CyclePlotType = hasPoints ? type : 'issues';
  useEffect(() => {
    void cycles.loadAnalytics(slug, projectId, cycleId, shownType);
  }, [cycles, slug, projectId, cycleId, shownType]);
  useReadAgainOnProgress(progress, () => {
    void cycles.loadDetail(slug, projectId, cycleId);
    void cycles.loadBurndown(slug, projectId, cycleId);
    void cycles.loadAnalytics(slug, projectId, cycleId, shownType);
  });

  const detail = cycles.detail(cycleId);
  const cycle = detail.value ?? cycles.find(projectId, cycleId);
  const analytics = cycles.analytics(cycleId, shownType);
  const points = burndownSeries(cycles.burndown(cycleId).value, shownType);
  const owner = members
    .members(projectId)
    ?.find((member) => member.member === cycle?.owned_by_id)?.member_detail;

  return (
    <div data-testid="cycle-sidebar" className="flex flex-col gap-5 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {cycle ? (
            <>
              <h2 className="truncate text-md font-semibold text-primary">{cycle.name}</h2>
              <p className="text-sm text-secondary">{t(`status.${cycle.status}`)}</p>
            </>
          ) : (
            <Skeleton className="h-5 w-40" />
          )}
        </div>
      </div>
      {detail.error !== null && !cycle && <p className="text-sm text-danger">{detail.error}</p>}
      {cycle && (
        <>
          <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-2 gap-y-2 text-sm">
            <dt className="text-tertiary">{t('sidebar.dates')}</dt>
            <dd className="text-primary">
              {cycleDatesLabel(cycle, timeZone)}
              {cycle.status === 'current' &&
                ` · ${t('row.daysLeft', { count: daysLeft(cycle.end_date) ?? 0 })}`}
            </dd>
            <dt className="text-tertiary">{t('form.owner')}</dt>
            <dd className="flex min-w-0 items-center gap-1.5 text-primary">
              {owner ? (
                <>
                  <Avatar name={owner.display_name} src={owner.avatar_url} size="sm" />
                  <span className="truncate">{owner.display_name}</span>
                </>
              ) : (
                <span className="text-tertiary">{t('form.noOwner')}</span>
              )}
            </dd>
          </dl>
          <PanelBlock title={t('sidebar.progress')}>
            <div className="flex items-center gap-3">
              <ProgressRing percent={progressPercent(cycle)} size={56} />
              <p className="text-sm text-secondary">
                {t('active.completedOf', {
                  completed: formatNumber(cycle.completed_issues),
                  count: cycle.total_issues,
                })}
              </p>
            </div>
            <StateGroupBreakdown progress={cycle} type={shownType} onFilter={onFilter} />
          </PanelBlock>
        </>
      )}
      <PanelBlock title={t('chart.title')}>
        <div className="flex flex-wrap gap-2">
          <SegmentedControl<CyclePlot>
            label={t('chart.plot')}
            value={plot}
            options={[
              { value: 'burndown', label: t('chart.burndown') },
              { value: 'burnup', label: t('chart.burnup') },
            ]}
            onChange={setPlot}
          />
          {hasPoints && (
            <SegmentedControl<CyclePlotType>
              label={t('chart.count')}
              value={shownType}
              options={[
                { value: 'issues', label: t('chart.issues') },
                { value: 'points', label: t('chart.points') },
              ]}
              onChange={setType}
            />
          )}
        </div>
        {cycles.burndown(cycleId).isWaiting ? (
          <Skeleton className="h-40 w-full" />
        ) : hasBurndownData(points) ? (
          <BurndownChart points={points} plot={plot} height={170} />
        ) : (
          <p className="flex h-32 items-center justify-center rounded-lg bg-surface-sunken px-4 text-center text-sm text-tertiary">
            {t('chart.empty')}
          </p>
        )}
      </PanelBlock>
      <PanelBlock title={t('distribution.assignees')}>
        {analytics.isWaiting ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <DistributionList
            rows={assigneeRows(analytics.value)}
            filterKey="assignees"
            onFilter={onFilter}
            emptyText={t('distribution.noAssignees')}
          />
        )}
      </PanelBlock>
      <PanelBlock title={t('distribution.labels')}>
        {analytics.isWaiting ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <DistributionList
            rows={labelRows(analytics.value)}
            filterKey="labels"
            onFilter={onFilter}
            emptyText={t('distribution.noLabels')}
          />
        )}
      </PanelBlock>
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '#web/lib/format';
import { Avatar } from '#web/ui/Avatar';
import { Icon } from '#web/ui/Icon';
import { useProjectMembers } from '../members/use-project-members';
import { daysLeft, progressPercent } from './cycle-dates';
import { cycleDatesLabel } from './cycle-labels';
import { type CycleRowActions, CycleControls } from './CycleControls';
import { useCycles } from './use-cycles';

/** One cycle of a section: name, dates, progress, owner, star and its actions. */
export const CycleRow = observer(function CycleRow({
  slug,
  projectId,
  cycleId,
  timeZone,
  canEdit,
  actions,
}: {
  slug: string;
  projectId: string;
  cycleId: string;
  timeZone: string;
  canEdit: boolean;
  actions: CycleRowActions;
}) {
  const { t } = useTranslation('cycles');
  const cycles = useCycles();
  const members = useProjectMembers();
  const cycle = cycles.find(projectId, cycleId);
  if (!cycle) return null;
  const owner = members
    .members(projectId)
    ?.find((member) => member.member === cycle.owned_by_id)?.member_detail;
  const percent = progressPercent(cycle);
  const left = cycle.status === 'current' ? daysLeft(cycle.end_date) : null;

  return (
    <li
      data-testid="cycle-row"
      className="flex items-center gap-3 px-3 py-2.5 max-md:flex-wrap max-md:gap-y-1.5"
    >
      <Icon name="contrast" size={15} className="shrink-0 text-tertiary" />
      <div className="min-w-0 flex-1">
        <Link
          to={`/${slug}/projects/${projectId}/cycles/${cycle.id}`}
          className="block truncate font-medium text-primary hover:underline"
        >
          {cycle.name}
        </Link>
        <p className="truncate text-sm text-tertiary">
          {cycleDatesLabel(cycle, timeZone)}
          {left !== null && ` · ${t('row.daysLeft', { count: left })}`}
        </p>
      </div>
      <div className="flex items-center gap-3 max-md:w-full max-md:justify-end max-md:pl-7">
        {cycle.status !== 'draft' && (
          <span
            className="flex items-center gap-1.5 text-sm text-secondary tabular-nums"
            title={t('row.progressTitle', {
              completed: formatNumber(cycle.completed_issues),
              total: formatNumber(cycle.total_issues),
            })}
          >
            <span className="h-1.5 w-16 overflow-hidden rounded-full bg-surface-sunken">
              <span
                className="block h-full rounded-full bg-success"
                style={{ width: `${String(percent)}%` }}
              />
            </span>
            {formatNumber(percent / 100, { style: 'percent' })}
          </span>
        )}
        {owner ? (
          <span title={t('row.ownedBy', { name: owner.display_name })}>
            <Avatar name={owner.display_name} src={owner.avatar_url} size="sm" />
          </span>
        ) : (
          <span className="size-5" aria-hidden="true" />
        )}
        <CycleControls
          slug={slug}
          projectId={projectId}
          cycle={cycle}
          canEdit={canEdit}
          actions={actions}
        />
      </div>
    </li>
  );
});

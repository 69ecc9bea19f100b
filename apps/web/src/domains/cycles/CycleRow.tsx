import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '#web/lib/format';
import { Avatar } from '#web/ui/Avatar';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { type RowAction, RowActionsMenu } from '#web/ui/RowActionsMenu';
import { useProjectMembers } from '../members/use-project-members';
import { daysLeft, progressPercent } from './cycle-dates';
import { cycleDatesLabel } from './cycle-labels';
import { type Cycle } from './cycles-wire';
import { useCycles } from './use-cycles';

export interface CycleRowActions {
  onEdit: (cycle: Cycle) => void;
  onDelete: (cycle: Cycle) => void;
  onArchive: (cycle: Cycle) => void;
  onRestore: (cycle: Cycle) => void;
  onTransfer: (cycle: Cycle) => void;
}

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
  const isArchived = cycle.archived_at !== null;
  const openItems = cycle.total_issues - cycle.completed_issues - cycle.cancelled_issues;

  const menu: RowAction[] = [];
  if (canEdit && !isArchived)
    menu.push({ label: t('actions.edit'), icon: 'pencil', onSelect: () => actions.onEdit(cycle) });
  if (canEdit && cycle.status === 'completed' && !isArchived && openItems > 0)
    menu.push({
      label: t('actions.transfer'),
      icon: 'arrow-right',
      onSelect: () => actions.onTransfer(cycle),
    });
  if (canEdit && cycle.status === 'completed' && !isArchived)
    menu.push({
      label: t('actions.archive'),
      icon: 'archive',
      onSelect: () => actions.onArchive(cycle),
    });
  if (canEdit && isArchived)
    menu.push({
      label: t('actions.restore'),
      icon: 'archive-restore',
      onSelect: () => actions.onRestore(cycle),
    });
  if (canEdit)
    menu.push({
      label: t('actions.delete'),
      icon: 'trash',
      isDanger: true,
      onSelect: () => actions.onDelete(cycle),
    });

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
        {!isArchived && (
          <button
            type="button"
            aria-pressed={cycle.is_favorite}
            aria-label={t(cycle.is_favorite ? 'row.unfavorite' : 'row.favorite', {
              name: cycle.name,
            })}
            onClick={() => void cycles.setFavorite(slug, projectId, cycle.id, !cycle.is_favorite)}
            className={cx(
              'flex size-7 items-center justify-center rounded-md hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus touch:size-10',
              cycle.is_favorite ? 'text-warning' : 'text-tertiary hover:text-primary',
            )}
          >
            <Icon name="star" size={14} isFilled={cycle.is_favorite} />
          </button>
        )}
        {menu.length > 0 ? (
          <RowActionsMenu label={t('row.actions', { name: cycle.name })} actions={menu} />
        ) : (
          <span className="size-7" aria-hidden="true" />
        )}
      </div>
    </li>
  );
});

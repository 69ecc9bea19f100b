import { useTranslation } from 'react-i18next';
import { formatNumber } from '#web/lib/format';
import { Avatar } from '#web/ui/Avatar';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import type { CyclePlotType, CycleProgress } from './cycles-wire';
import type { DistributionRow } from './distribution-rows';

/** The list filters a distribution row can ask for (the work-item list's filter keys). */
export type CycleFilterKey = 'state_group' | 'assignees' | 'labels';

/** Asks the list beside to filter by a row (a state group, an assignee id, a label id or "None"). */
export type OnCycleFilter = (key: CycleFilterKey, value: string) => void;

const STATE_GROUPS = ['backlog', 'unstarted', 'started', 'completed', 'cancelled'] as const;

const GROUP_COLORS: Record<(typeof STATE_GROUPS)[number], string> = {
  backlog: 'var(--text-color-tertiary)',
  unstarted: 'var(--border-color-strong)',
  started: 'var(--color-warning)',
  completed: 'var(--color-success)',
  cancelled: 'var(--color-danger)',
};

/** The cycle's work by state group, counted in work items or points. */
export function stateGroupRows(progress: CycleProgress, type: CyclePlotType) {
  return STATE_GROUPS.map((group) => ({
    group,
    value: type === 'points' ? progress[`${group}_estimate_points`] : progress[`${group}_issues`],
  }));
}

function Bar({ share, color }: { share: number; color: string }) {
  return (
    <span className="h-1.5 w-16 shrink-0 overflow-hidden rounded-full bg-surface-sunken">
      <span
        className="block h-full rounded-full"
        style={{ width: `${String(Math.round(share * 100))}%`, background: color }}
      />
    </span>
  );
}

function Row({
  label,
  leading,
  value,
  share,
  color,
  onSelect,
  selectLabel,
}: {
  label: string;
  leading?: React.ReactNode;
  value: string;
  share: number;
  color: string;
  onSelect: (() => void) | undefined;
  selectLabel: string;
}) {
  const body = (
    <>
      {leading}
      <span className="min-w-0 flex-1 truncate text-left">{label}</span>
      <Bar share={share} color={color} />
      <span className="w-14 shrink-0 text-right tabular-nums text-secondary">{value}</span>
    </>
  );
  const className = 'flex w-full items-center gap-2 rounded-md px-2 py-1 text-sm text-primary';
  if (!onSelect) return <li className={className}>{body}</li>;
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-label={selectLabel}
        className={cx(
          className,
          'hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus touch:py-2',
        )}
      >
        {body}
      </button>
    </li>
  );
}

/** Work per state group: how much of the cycle is where. */
export function StateGroupBreakdown({
  progress,
  type,
  onFilter,
}: {
  progress: CycleProgress;
  type: CyclePlotType;
  onFilter?: OnCycleFilter | undefined;
}) {
  const { t } = useTranslation(['cycles', 'states']);
  const rows = stateGroupRows(progress, type);
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <ul className="flex flex-col">
      {rows.map((row) => {
        const label = t(`states:groups.${row.group}`);
        return (
          <Row
            key={row.group}
            label={label}
            leading={
              <span
                aria-hidden="true"
                className="size-2 shrink-0 rounded-full"
                style={{ background: GROUP_COLORS[row.group] }}
              />
            }
            value={formatNumber(row.value)}
            share={total === 0 ? 0 : row.value / total}
            color={GROUP_COLORS[row.group]}
            onSelect={onFilter ? () => onFilter('state_group', row.group) : undefined}
            selectLabel={t('cycles:distribution.filterBy', { name: label })}
          />
        );
      })}
    </ul>
  );
}

/** Work per assignee or per label, completed of total, each row optionally a filter. */
export function DistributionList({
  rows,
  filterKey,
  onFilter,
  emptyText,
}: {
  rows: readonly DistributionRow[];
  filterKey: 'assignees' | 'labels';
  onFilter?: OnCycleFilter | undefined;
  emptyText: string;
}) {
  const { t } = useTranslation('cycles');
  if (rows.length === 0) return <p className="px-2 py-1 text-sm text-tertiary">{emptyText}</p>;
  return (
    <ul className="flex flex-col">
      {rows.map((row) => (
        <Row
          key={row.id ?? 'none'}
          label={row.name}
          leading={
            filterKey === 'assignees' ? (
              row.id === null ? (
                <span
                  aria-hidden="true"
                  className="flex size-5 shrink-0 items-center justify-center rounded-full border border-dashed border-strong text-tertiary"
                >
                  <Icon name="user" size={11} />
                </span>
              ) : (
                <Avatar name={row.name} src={row.avatarUrl} size="sm" />
              )
            ) : (
              <span
                aria-hidden="true"
                className="size-2 shrink-0 rounded-full"
                style={{ background: row.color ?? 'var(--text-color-tertiary)' }}
              />
            )
          }
          value={t('distribution.completedOf', {
            completed: formatNumber(row.completed),
            total: formatNumber(row.total),
          })}
          share={row.total === 0 ? 0 : row.completed / row.total}
          color="var(--color-success)"
          onSelect={onFilter ? () => onFilter(filterKey, row.id ?? 'None') : undefined}
          selectLabel={t('distribution.filterBy', { name: row.name })}
        />
      ))}
    </ul>
  );
}

import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { type RowAction, RowActionsMenu } from '#web/ui/RowActionsMenu';
import type { Cycle } from './cycles-wire';
import { useCycles } from './use-cycles';

export interface CycleRowActions {
  onEdit: (cycle: Cycle) => void;
  onDelete: (cycle: Cycle) => void;
  onArchive: (cycle: Cycle) => void;
  onRestore: (cycle: Cycle) => void;
  onTransfer: (cycle: Cycle) => void;
}

/** Work items of the cycle neither completed nor cancelled. */
export function openItemCount(cycle: Cycle): number {
  // A cycle that handed its open work on shows the counts it had then (its snapshot); no item
  // can join a completed cycle, so nothing is left to move.
  if (cycle.progress_snapshot && Object.keys(cycle.progress_snapshot).length > 0) return 0;
  return cycle.total_issues - cycle.completed_issues - cycle.cancelled_issues;
}

/** What may be done with a cycle: edit while live, transfer and archive once completed, delete. */
function cycleMenu(
  cycle: Cycle,
  canEdit: boolean,
  actions: CycleRowActions,
  t: (key: `actions.${keyof typeof ACTION_ICONS}`) => string,
): RowAction[] {
  if (!canEdit) return [];
  const isArchived = cycle.archived_at !== null;
  const isCompleted = cycle.status === 'completed';
  const shown: (keyof typeof ACTION_ICONS)[] = [];
  if (!isArchived) shown.push('edit');
  if (!isArchived && isCompleted && openItemCount(cycle) > 0) shown.push('transfer');
  if (!isArchived && isCompleted) shown.push('archive');
  if (isArchived) shown.push('restore');
  shown.push('delete');
  const run = {
    edit: actions.onEdit,
    transfer: actions.onTransfer,
    archive: actions.onArchive,
    restore: actions.onRestore,
    delete: actions.onDelete,
  };
  return shown.map((action) => ({
    label: t(`actions.${action}`),
    icon: ACTION_ICONS[action],
    isDanger: action === 'delete',
    onSelect: () => {
      run[action](cycle);
    },
  }));
}

const ACTION_ICONS = {
  edit: 'pencil',
  transfer: 'arrow-right',
  archive: 'archive',
  restore: 'archive-restore',
  delete: 'trash',
} as const;

/** A cycle's favorite star and its actions menu, at the end of its row or panel. */
export const CycleControls = observer(function CycleControls({
  slug,
  projectId,
  cycle,
  canEdit,
  actions,
}: {
  slug: string;
  projectId: string;
  cycle: Cycle;
  canEdit: boolean;
  actions: CycleRowActions;
}) {
  const { t } = useTranslation('cycles');
  const cycles = useCycles();
  const menu = cycleMenu(cycle, canEdit, actions, t);
  return (
    <>
      {cycle.archived_at === null && (
        <button
          type="button"
          aria-pressed={cycle.is_favorite}
          aria-label={t(cycle.is_favorite ? 'row.unfavorite' : 'row.favorite', {
            name: cycle.name,
          })}
          onClick={() => void cycles.setFavorite(slug, projectId, cycle.id, !cycle.is_favorite)}
          className={cx(
            'flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus touch:size-10',
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
    </>
  );
});

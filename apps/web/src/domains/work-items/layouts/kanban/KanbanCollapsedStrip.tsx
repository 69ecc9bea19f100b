import type { DisplayGroupBy } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { describeGroup } from '#web/domains/work-items/group-descriptors';
import { GroupIconView, useGroupLookups } from '#web/domains/work-items/group-header';

export interface KanbanCollapsedStripProps {
  groupBy: DisplayGroupBy | null;
  groupKey: string;
  count: number;
  onExpand: () => void;
  /** In a swimlane board's header row: as tall as the headers, the name only as a tooltip. */
  isCompact?: boolean;
}

/** A collapsed column: a narrow strip with the group's name and count; a click opens it again. */
export const KanbanCollapsedStrip = observer(function KanbanCollapsedStrip({
  groupBy,
  groupKey,
  count,
  onExpand,
  isCompact = false,
}: KanbanCollapsedStripProps) {
  const { t } = useTranslation('work-item-layouts');
  const { name, icon } = describeGroup(groupBy, groupKey, useGroupLookups());
  return (
    <button
      type="button"
      aria-label={t('kanban.expand', { name })}
      title={t('kanban.expand', { name })}
      onClick={onExpand}
      data-testid="kanban-collapsed-column"
      data-group={groupKey}
      className={cx(
        'flex w-10 shrink-0 flex-col items-center rounded-lg bg-surface-sunken text-secondary outline-none transition-colors duration-100 hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus',
        isCompact ? 'h-10 justify-center gap-0.5' : 'gap-2 py-3',
      )}
    >
      <span className="flex size-4 items-center justify-center">
        <GroupIconView icon={icon} />
      </span>
      <span className="text-xs tabular-nums text-tertiary">{count}</span>
      {!isCompact && <span className="text-sm font-medium [writing-mode:vertical-rl]">{name}</span>}
    </button>
  );
});

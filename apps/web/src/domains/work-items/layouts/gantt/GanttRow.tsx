import { differenceInCalendarDays } from 'date-fns';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { cx } from '#web/ui/cx';
import { IconButton } from '#web/ui/IconButton';
import { StateGroupIcon } from '#web/domains/states/StateGroupIcon';
import { isEditableStateGroup } from '#web/domains/states/state-groups';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { layoutsText } from '#web/domains/work-items/work-items-text';
import { GanttBar } from './GanttBar';
import { GanttScheduleArea } from './GanttScheduleArea';
import { type ChartRange, type DatesChange, fromDay } from './gantt-geometry';

export interface GanttRowProps {
  id: string;
  top: number;
  rowHeight: number;
  range: ChartRange;
  today: Date;
  chartWidth: number;
  sidebarWidth: number;
  isSidebarCollapsed: boolean;
  /** Scrolls the chart so that the item's bar is in view. */
  onReveal: (id: string) => void;
}

/** "3 days", from an item's dates; empty when it has none. */
function durationOf(start: string | null, target: string | null): string {
  const from = fromDay(start) ?? fromDay(target);
  const to = fromDay(target) ?? fromDay(start);
  if (from === null || to === null) return '';
  const days = Math.abs(differenceInCalendarDays(to, from)) + 1;
  return layoutsText('gantt.days', { count: days });
}

/**
 * One item across the timeline: its sidebar cell (pinned left while the chart scrolls) and its
 * chart cell with the bar, or the area that schedules it when it has no dates.
 */
export const GanttRow = observer(function GanttRow({
  id,
  top,
  rowHeight,
  range,
  today,
  chartWidth,
  sidebarWidth,
  isSidebarCollapsed,
  onReveal,
}: GanttRowProps) {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const item = model.store.get(id);
  if (!item) return null;
  const itemKey = `${model.lookups.projectIdentifier(item.project_id)}-${String(item.sequence_id)}`;
  const state = model.lookups.states(item.project_id).find((s) => s.id === item.state_id);
  const dates = { start_date: item.start_date, target_date: item.target_date };
  const isScheduled = item.start_date !== null || item.target_date !== null;
  const commit = (next: DatesChange) => {
    void model.store.updateDates(model.slug, item.project_id, [{ id: item.id, ...next }]);
  };
  const style: CSSProperties = { top, height: rowHeight, width: sidebarWidth + chartWidth };

  return (
    <div
      role="listitem"
      data-testid="work-item-row"
      data-id={item.id}
      className="group/row absolute left-0 flex"
      style={style}
    >
      <div
        className="sticky left-0 z-10 flex shrink-0 items-center border-r border-subtle bg-surface px-2 group-hover/row:bg-surface-hover"
        style={{ width: sidebarWidth }}
      >
        <button
          type="button"
          onClick={() => {
            model.openPeek(item.id);
          }}
          title={isSidebarCollapsed ? `${itemKey} ${item.name}` : undefined}
          aria-label={isSidebarCollapsed ? `${itemKey} ${item.name}` : undefined}
          className={cx(
            'flex h-10 min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 text-left',
            isSidebarCollapsed && 'justify-center',
          )}
        >
          {state && isEditableStateGroup(state.group) && (
            <StateGroupIcon group={state.group} color={state.color} className="shrink-0" />
          )}
          {!isSidebarCollapsed && (
            <>
              <span className="w-20 shrink-0 truncate text-sm text-tertiary tabular-nums">
                {itemKey}
              </span>
              <span className="min-w-0 flex-1 truncate text-base text-primary">{item.name}</span>
              <span className="shrink-0 text-xs text-tertiary tabular-nums">
                {durationOf(item.start_date, item.target_date)}
              </span>
            </>
          )}
        </button>
        {!isSidebarCollapsed && isScheduled && (
          <IconButton
            icon="arrow-right"
            label={t('gantt.reveal', { key: itemKey })}
            className="opacity-0 group-hover/row:opacity-100 touch:opacity-100 focus-visible:opacity-100"
            onClick={() => {
              onReveal(item.id);
            }}
          />
        )}
      </div>
      <div
        className="relative shrink-0 overflow-x-clip group-hover/row:bg-surface-hover/40"
        style={{ width: chartWidth }}
      >
        {isScheduled ? (
          <GanttBar
            itemKey={itemKey}
            name={item.name}
            dates={dates}
            color={state?.color}
            range={range}
            rowHeight={rowHeight}
            stickyLeft={sidebarWidth}
            canEdit={model.canEdit}
            onCommit={commit}
            onOpen={() => {
              model.openPeek(item.id);
            }}
          />
        ) : (
          model.canEdit && (
            <GanttScheduleArea itemKey={itemKey} range={range} today={today} onSchedule={commit} />
          )
        )}
      </div>
    </div>
  );
});

import { DndContext, DragOverlay } from '@dnd-kit/core';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { LoadFailed } from '#web/ui/LoadFailed';
import { Spinner } from '#web/ui/Spinner';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { idsByTargetDate } from './calendar-buckets';
import {
  dayKey,
  monthGrid,
  rangeTitle,
  shiftAnchor,
  shownDays,
  targetDateRangeParam,
  visibleRange,
  weekDays,
  weekdayNames,
} from './calendar-dates';
import { useWeekStart } from '#web/domains/work-items/properties/week-start';
import { CalendarChip } from './CalendarChip';
import { CalendarDay } from './CalendarDay';
import { CalendarHeader } from './CalendarHeader';
import { NoDueDatePanel } from './NoDueDatePanel';
import { useCalendarDnd } from './use-calendar-dnd';
import { useUndatedList } from './use-undated-list';

/**
 * The calendar layout: items on their due dates in a six-week month grid or a week of tall
 * columns, the weeks starting on the profile's day; items are dragged between days, and those
 * without a due date wait in a side panel to be dragged onto one.
 */
export const CalendarLayout = observer(function CalendarLayout() {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const { list } = model;
  const weekStartsOn = useWeekStart();
  const { calendar_layout: view, show_weekends: showWeekends } = model.settings.display;
  const [anchor, setAnchor] = useState(() => new Date());
  const [isPanelOpen, setIsPanelOpen] = useState(true);
  const undated = useUndatedList(model);
  const { activeId, dndProps } = useCalendarDnd(model);

  const { first, last } = visibleRange(view, anchor, weekStartsOn);
  const range = targetDateRangeParam(first, last);
  useEffect(() => {
    model.setLayoutParams({ target_date: range, group_by: 'target_date' });
  }, [model, range]);
  useEffect(
    () => () => {
      model.setLayoutParams(null);
    },
    [model],
  );

  const byDay = useMemo(
    () => computed(() => idsByTargetDate(list.ids(), (id) => model.store.get(id)?.target_date)),
    [list, model],
  );
  const idsOf = (key: string) => () => byDay.get().get(key) ?? list.ids(key);

  const weeks =
    view === 'month'
      ? monthGrid(anchor, weekStartsOn).map((week) => shownDays(week, showWeekends))
      : [shownDays(weekDays(anchor, weekStartsOn), showWeekends)];
  const columns = weeks[0]?.length ?? 7;
  const today = dayKey(new Date());
  const isBusy = list.loader === 'init-loader' || list.loader === 'mutation';

  return (
    <DndContext {...dndProps}>
      <div className="flex min-h-0 flex-1">
        <div className="flex min-w-0 flex-1 flex-col">
          <CalendarHeader
            title={rangeTitle(view, anchor, weekStartsOn)}
            view={view}
            onStep={(step) => {
              setAnchor((current) => shiftAnchor(current, view, step));
            }}
            onToday={() => {
              setAnchor(new Date());
            }}
            isPanelOpen={isPanelOpen}
            onTogglePanel={() => {
              setIsPanelOpen((isOpen) => !isOpen);
            }}
            busy={isBusy ? <Spinner size={14} label={t('loading')} /> : null}
          />
          {list.error !== null && list.ids().length === 0 ? (
            <LoadFailed
              title={t('loadFailed')}
              description={list.error}
              onRetry={() => void list.load(model.query, 'init-loader')}
            />
          ) : (
            <div className="flex min-h-0 flex-1 flex-col overflow-auto">
              {view === 'month' && (
                <div
                  className="sticky top-0 z-[1] grid shrink-0 border-b border-subtle bg-canvas"
                  style={{ gridTemplateColumns: `repeat(${String(columns)}, minmax(0, 1fr))` }}
                >
                  {weekdayNames(weekStartsOn, showWeekends).map((name) => (
                    <div key={name} className="px-2.5 py-1.5 text-xs font-medium text-tertiary">
                      {name}
                    </div>
                  ))}
                </div>
              )}
              <div
                data-testid="calendar-grid"
                className={cx('grid min-h-0 flex-1', list.loader === 'init-loader' && 'opacity-60')}
                style={{
                  gridTemplateColumns: `repeat(${String(columns)}, minmax(7.5rem, 1fr))`,
                  gridTemplateRows:
                    view === 'month'
                      ? `repeat(${String(weeks.length)}, minmax(8.25rem, 1fr))`
                      : 'minmax(24rem, 1fr)',
                }}
              >
                {weeks.flat().map((day) => {
                  const key = dayKey(day);
                  return (
                    <CalendarDay
                      key={key}
                      day={day}
                      dayKey={key}
                      ids={idsOf(key)}
                      view={view}
                      isToday={key === today}
                      isOutside={view === 'month' && day.getMonth() !== anchor.getMonth()}
                    />
                  );
                })}
              </div>
            </div>
          )}
        </div>
        {isPanelOpen && (
          <NoDueDatePanel
            list={undated}
            onClose={() => {
              setIsPanelOpen(false);
            }}
          />
        )}
      </div>
      <DragOverlay dropAnimation={null}>
        {activeId !== null && <CalendarChip id={activeId} source="day" isOverlay />}
      </DragOverlay>
    </DndContext>
  );
});

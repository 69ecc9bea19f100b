import { useDroppable } from '@dnd-kit/core';
import { format } from 'date-fns';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/lib/format';
import { cx } from '#web/ui/cx';
import { IconButton } from '#web/ui/IconButton';
import { Spinner } from '#web/ui/Spinner';
import { QuickAddWorkItem } from '#web/domains/work-items/create/QuickAddWorkItem';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { CalendarChip } from './CalendarChip';
import { visibleChipCount } from './calendar-capacity';
import type { CalendarView } from './calendar-dates';

export interface CalendarDayProps {
  day: Date;
  /** The day's key, YYYY-MM-DD. */
  dayKey: string;
  /** The loaded ids with this target date, in the list's order. */
  ids: () => readonly string[];
  view: CalendarView;
  isToday: boolean;
  /** A day of the previous or next month in the month grid: dimmed. */
  isOutside: boolean;
}

const SMALL_BUTTON =
  'flex h-6 shrink-0 cursor-pointer items-center gap-1.5 rounded-md px-1.5 text-left text-xs outline-none hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus';

/**
 * One day: a drop target holding its items. A month cell shows as many as fit and "+N more",
 * which expands the cell into a scrolling list and loads the day's next page when the server
 * holds more; a week column scrolls.
 */
export const CalendarDay = observer(function CalendarDay({
  day,
  dayKey,
  ids,
  view,
  isToday,
  isOutside,
}: CalendarDayProps) {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const { list } = model;
  const [isExpanded, setIsExpanded] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const [height, setHeight] = useState(Infinity);
  const chipsRef = useRef<HTMLDivElement>(null);
  const { setNodeRef, isOver } = useDroppable({ id: dayKey, disabled: !model.canEdit });
  const isClipped = view === 'month' && !isExpanded;

  useLayoutEffect(() => {
    const element = chipsRef.current;
    if (!element || !isClipped) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(entry.contentRect.height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [isClipped]);

  const all = ids();
  const remaining = Math.max(0, list.total(dayKey) - list.ids(dayKey).length);
  const count = isClipped
    ? visibleChipCount({ height, loaded: all.length, remaining })
    : all.length;
  const shown = all.slice(0, count);
  const more = all.length - shown.length + remaining;
  const isLoading = list.isLoadingMore(dayKey);
  const label = formatDate(day, { weekday: 'long', month: 'long', day: 'numeric' });
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={label}
      data-testid="calendar-day"
      data-day={dayKey}
      className={cx(
        'group/day flex min-h-0 min-w-0 flex-col gap-1 overflow-hidden border-r border-b border-subtle p-1.5 transition-colors duration-100',
        isOutside ? 'bg-surface-sunken' : 'bg-canvas',
        isOver && 'bg-accent-subtle',
      )}
    >
      <div className="flex h-6 shrink-0 items-center gap-1 pl-1">
        {view === 'week' && (
          <span className="text-xs text-tertiary">{formatDate(day, { weekday: 'short' })}</span>
        )}
        {model.canQuickAdd && (
          <IconButton
            icon="plus"
            label={t('calendar.newDue', { day: label })}
            onClick={() => {
              setIsAdding(true);
            }}
            className="size-6 opacity-0 group-hover/day:opacity-100 touch:opacity-100 focus-visible:opacity-100"
          />
        )}
        <span
          className={cx(
            'ml-auto flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-medium',
            isToday ? 'bg-accent text-on-accent' : isOutside ? 'text-tertiary' : 'text-secondary',
          )}
        >
          {view === 'month' && day.getDate() === 1
            ? formatDate(day, { month: 'short', day: 'numeric' })
            : format(day, 'd')}
        </span>
      </div>
      {isAdding && (
        <QuickAddWorkItem
          prefill={{ target_date: dayKey }}
          variant="card"
          isOpen
          onOpenChange={setIsAdding}
        />
      )}
      <div
        ref={chipsRef}
        className={cx(
          'flex min-h-0 flex-1 flex-col gap-1',
          isClipped ? 'overflow-hidden' : 'overflow-y-auto',
          isOutside && 'opacity-70',
        )}
      >
        {list.loader === 'init-loader' && all.length === 0 ? null : (
          <>
            {shown.map((id) => (
              <CalendarChip key={id} id={id} source="day" />
            ))}
            {more > 0 && (
              <button
                type="button"
                disabled={isLoading}
                onClick={() => {
                  setIsExpanded(true);
                  if (remaining > 0) void list.loadMore(dayKey);
                }}
                aria-label={t('calendar.showMoreOn', { count: more, day: label })}
                className={cx(SMALL_BUTTON, 'text-secondary')}
              >
                {isLoading && <Spinner size={12} />}
                {t('calendar.more', { count: more })}
              </button>
            )}
            {isExpanded && more === 0 && view === 'month' && (
              <button
                type="button"
                onClick={() => {
                  setIsExpanded(false);
                }}
                className={cx(SMALL_BUTTON, 'text-tertiary')}
              >
                {t('calendar.showLess')}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
});

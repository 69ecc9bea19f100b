import { startOfDay } from 'date-fns';
import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartRange, dateOfX, type ScheduledDates, toDay, xOfDate } from './gantt-geometry';

export interface GanttScheduleAreaProps {
  itemKey: string;
  range: ChartRange;
  today: Date;
  onSchedule: (dates: ScheduledDates) => void;
}

interface Span {
  from: Date;
  to: Date;
}

function ordered(a: Date, b: Date): Span {
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

/**
 * The timeline of an item without dates. Hovering shows a faint block on the day under the
 * pointer; a click schedules the item on that day, a drag across days schedules that span, and
 * Enter (keyboard) schedules it today.
 */
export function GanttScheduleArea({ itemKey, range, today, onSchedule }: GanttScheduleAreaProps) {
  const { t } = useTranslation('work-item-layouts');
  const [hover, setHover] = useState<Span | null>(null);
  const anchor = useRef<Date | null>(null);

  const dayAt = (event: ReactPointerEvent<HTMLElement>) =>
    dateOfX(range, event.clientX - event.currentTarget.getBoundingClientRect().left);

  const commit = (span: Span) => {
    onSchedule({ start_date: toDay(span.from), target_date: toDay(span.to) });
  };

  const left = hover ? xOfDate(range, hover.from) : 0;
  const width = hover ? xOfDate(range, hover.to) - left + range.dayWidth : 0;

  return (
    <button
      type="button"
      data-testid="gantt-schedule"
      aria-label={t('gantt.scheduleToday', { key: itemKey })}
      className="group/schedule absolute inset-0 z-[1] cursor-crosshair touch-none focus-visible:outline-offset-[-2px]"
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        const day = dayAt(event);
        anchor.current = day;
        setHover({ from: day, to: day });
      }}
      onPointerMove={(event) => {
        const day = dayAt(event);
        setHover(anchor.current ? ordered(anchor.current, day) : { from: day, to: day });
      }}
      onPointerUp={(event) => {
        const start = anchor.current;
        anchor.current = null;
        if (start) commit(ordered(start, dayAt(event)));
      }}
      onPointerLeave={() => {
        if (anchor.current === null) setHover(null);
      }}
      onClick={(event) => {
        // A pointer click was handled on pointer-up; only a keyboard press (detail 0) arrives here.
        if (event.detail === 0) commit({ from: startOfDay(today), to: startOfDay(today) });
      }}
    >
      {hover && (
        <>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 h-7 -translate-y-1/2 rounded-md border border-dashed border-strong bg-surface-hover"
            style={{ left, width }}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 -translate-y-1/2 text-xs whitespace-nowrap text-tertiary"
            style={{ left: left + width + 8 }}
          >
            {t('gantt.dragToSchedule')}
          </span>
        </>
      )}
    </button>
  );
}

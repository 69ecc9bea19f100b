import { addMonths, format, isSameMonth, startOfMonth } from 'date-fns';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '#web/lib/date-locale';
import { formatDate } from '#web/lib/format';
import { cx } from '#web/ui/cx';
import { IconButton } from '#web/ui/IconButton';
import { fromIsoDay, monthGrid, toIsoDay } from './date-property';

export interface MonthCalendarProps {
  /** The chosen day (YYYY-MM-DD), or null. */
  value: string | null;
  onPick: (day: string) => void;
  /** Days that may not be picked (drawn faded and disabled). */
  isDayAllowed: (day: string) => boolean;
  /** 0 = Sunday, as the user's profile says. */
  weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  today: Date;
  /**
   * The day shown and focusable first when there is no value (YYYY-MM-DD); today when left out.
   * A picker whose allowed days all lie in another month opens there.
   */
  openDay?: string | null;
}

/** Steps the arrow keys take through the grid of days. */
const KEY_STEPS: Partial<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** A small month view to pick a day from; arrow keys move between days, Enter picks. */
export function MonthCalendar({
  value,
  onPick,
  isDayAllowed,
  weekStartsOn,
  today,
  openDay = null,
}: MonthCalendarProps) {
  const { t } = useTranslation('work-items');
  const todayIso = toIsoDay(today);
  const firstDay = value ?? openDay ?? todayIso;
  const [month, setMonth] = useState(() => startOfMonth(fromIsoDay(firstDay)));
  const gridRef = useRef<HTMLDivElement>(null);
  const days = monthGrid(month, weekStartsOn);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const buttons = Array.from(gridRef.current?.querySelectorAll('button') ?? []);
    const index = buttons.findIndex((button) => button === document.activeElement);
    buttons[Math.min(buttons.length - 1, Math.max(0, index + step))]?.focus();
  };

  return (
    <div className="p-2">
      <div className="mb-1 flex items-center justify-between">
        <IconButton
          icon="chevron-left"
          label={t('properties.calendar.previousMonth')}
          onClick={() => {
            setMonth((current) => addMonths(current, -1));
          }}
        />
        <span className="text-sm font-medium text-primary" aria-live="polite">
          {formatDate(month, { month: 'long', year: 'numeric' })}
        </span>
        <IconButton
          icon="chevron-right"
          label={t('properties.calendar.nextMonth')}
          onClick={() => {
            setMonth((current) => addMonths(current, 1));
          }}
        />
      </div>
      <div className="grid grid-cols-7 text-center text-xs text-tertiary" aria-hidden="true">
        {days.slice(0, 7).map((day) => (
          <span key={day.toISOString()} className="py-1">
            {format(day, 'EEEEEE', { locale: dateLocale() })}
          </span>
        ))}
      </div>
      <div ref={gridRef} className="grid grid-cols-7 gap-0.5" onKeyDown={onKeyDown}>
        {days.map((day) => {
          const iso = toIsoDay(day);
          const isChosen = iso === value;
          const isAllowed = isDayAllowed(iso);
          return (
            <button
              key={iso}
              type="button"
              disabled={!isAllowed}
              aria-label={formatDate(day, { dateStyle: 'full' })}
              aria-pressed={isChosen}
              tabIndex={iso === firstDay ? 0 : -1}
              onClick={() => {
                onPick(iso);
              }}
              className={cx(
                'flex h-7 items-center justify-center rounded-md text-sm outline-none focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-30',
                isChosen ? 'bg-accent font-medium text-on-accent' : 'hover:bg-surface-hover',
                !isChosen &&
                  (iso === todayIso
                    ? 'font-semibold text-accent'
                    : isSameMonth(day, month)
                      ? 'text-primary'
                      : 'text-tertiary'),
              )}
            >
              {format(day, 'd')}
            </button>
          );
        })}
      </div>
    </div>
  );
}

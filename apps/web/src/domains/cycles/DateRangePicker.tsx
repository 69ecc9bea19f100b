import { DEFAULT_START_OF_THE_WEEK } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, weekdayNames } from '#web/lib/format';
import { cx } from '#web/ui/cx';
import { IconButton } from '#web/ui/IconButton';
import { TextField } from '#web/ui/TextField';
import { useUser } from '../users/use-user';
import {
  clickDay,
  type DayRange,
  localDay,
  monthGrid,
  rangeHolding,
  type TakenRange,
} from './cycle-dates';

function dayDate(day: string): Date {
  return new Date(`${day}T12:00:00`);
}

/**
 * Start and end dates: two date fields, and a month calendar where the days other cycles hold
 * are marked (and cannot be picked) so that a free range is easy to find.
 */
export const DateRangePicker = observer(function DateRangePicker({
  value,
  onChange,
  taken,
  error,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  taken: readonly TakenRange[];
  error?: string | null;
}) {
  const { t } = useTranslation('cycles');
  const user = useUser();
  const weekStartsOn = user.profile?.start_of_the_week ?? DEFAULT_START_OF_THE_WEEK;
  const shown = dayDate(value.start === '' ? localDay(new Date()) : value.start);
  const [month, setMonth] = useState({ year: shown.getFullYear(), month: shown.getMonth() });
  const cells = monthGrid(month.year, month.month, weekStartsOn);
  const monthStart = localDay(new Date(month.year, month.month, 1));
  const monthEnd = localDay(new Date(month.year, month.month + 1, 0));
  const takenThisMonth = taken.filter(
    (range) => range.start <= monthEnd && monthStart <= range.end,
  );
  const move = (delta: number) => {
    const next = new Date(month.year, month.month + delta, 1);
    setMonth({ year: next.getFullYear(), month: next.getMonth() });
  };
  const today = localDay(new Date());

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-secondary">{t('form.dates')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          type="date"
          label={t('form.startDate')}
          value={value.start}
          onChange={(event) => {
            onChange({ ...value, start: event.target.value });
          }}
        />
        <TextField
          type="date"
          label={t('form.endDate')}
          value={value.end}
          min={value.start || undefined}
          onChange={(event) => {
            onChange({ ...value, end: event.target.value });
          }}
        />
      </div>
      <div className="rounded-lg border border-subtle p-2">
        <div className="mb-1 flex items-center justify-between">
          <IconButton
            icon="chevron-left"
            label={t('form.previousMonth')}
            className="size-7"
            onClick={() => {
              move(-1);
            }}
          />
          <span className="text-sm font-medium text-primary" aria-live="polite">
            {formatDate(new Date(month.year, month.month, 1), { month: 'long', year: 'numeric' })}
          </span>
          <IconButton
            icon="chevron-right"
            label={t('form.nextMonth')}
            className="size-7"
            onClick={() => {
              move(1);
            }}
          />
        </div>
        <div className="grid grid-cols-7 gap-0.5 text-center">
          {weekdayNames(weekStartsOn, 'narrow').map((name, index) => (
            <span key={index} aria-hidden="true" className="py-1 text-xs text-tertiary">
              {name}
            </span>
          ))}
          {cells.map((day, index) => {
            if (day === null) return <span key={`blank-${String(index)}`} />;
            const holder = rangeHolding(day, taken);
            const isEdge = day === value.start || day === value.end;
            const isInside =
              value.start !== '' && value.end !== '' && value.start < day && day < value.end;
            const label = formatDate(dayDate(day), { dateStyle: 'full' });
            return (
              <button
                key={day}
                type="button"
                disabled={holder !== undefined}
                aria-pressed={isEdge || isInside}
                aria-label={holder ? t('form.takenDay', { date: label, name: holder.name }) : label}
                title={holder ? holder.name : undefined}
                onClick={() => {
                  onChange(clickDay(value, day));
                }}
                className={cx(
                  'flex h-8 items-center justify-center rounded-md text-sm tabular-nums touch:h-10 focus-visible:outline-2 focus-visible:outline-focus',
                  holder
                    ? 'cursor-not-allowed bg-surface-sunken text-tertiary line-through'
                    : isEdge
                      ? 'bg-accent font-semibold text-on-accent'
                      : isInside
                        ? 'bg-accent-subtle text-primary'
                        : 'text-primary hover:bg-surface-hover',
                  day === today && !isEdge && 'underline underline-offset-2',
                )}
              >
                {dayDate(day).getDate()}
              </button>
            );
          })}
        </div>
        {takenThisMonth.length > 0 && (
          <ul className="mt-2 flex flex-col gap-0.5 border-t border-subtle pt-2 text-xs text-secondary">
            {takenThisMonth.map((range) => (
              <li key={range.id} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-2 rounded-sm bg-surface-sunken border border-strong"
                />
                {t('form.takenRange', {
                  name: range.name,
                  start: formatDate(dayDate(range.start), { month: 'short', day: 'numeric' }),
                  end: formatDate(dayDate(range.end), { month: 'short', day: 'numeric' }),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {error !== undefined && error !== null && error !== '' && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
});

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { controlClassName } from '#web/ui/field-styles';
import { applyCustomDates, dateTermDirection, isRelativeDateTerm } from './date-filter-terms';

export interface CustomDateFormProps {
  /** The filter's name, to label the fields ("Start date after"). */
  filterLabel: string;
  /** The filter's applied terms; its custom days fill the fields. */
  applied: readonly string[];
  onApply: (values: string[]) => void;
  onCancel: () => void;
}

function customDay(applied: readonly string[], direction: 'after' | 'before'): string {
  const term = applied.find(
    (value) => !isRelativeDateTerm(value) && dateTermDirection(value) === direction,
  );
  return term?.split(';')[0] ?? '';
}

/**
 * Picks the days of a custom date filter: on or after one day, on or before another, or both.
 * Keys stay in the form (date fields use arrows and Enter) except Escape, which closes the menu.
 */
export function CustomDateForm({ filterLabel, applied, onApply, onCancel }: CustomDateFormProps) {
  const { t } = useTranslation(['work-items', 'common']);
  const [after, setAfter] = useState(() => customDay(applied, 'after'));
  const [before, setBefore] = useState(() => customDay(applied, 'before'));
  const [error, setError] = useState<string | null>(null);
  const afterRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    afterRef.current?.focus();
  }, []);

  const keepKeys = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') event.stopPropagation();
  };

  const field = (side: 'after' | 'before', value: string, onChange: (next: string) => void) => (
    <label className="flex items-center justify-between gap-2 text-sm text-secondary">
      {side === 'after' ? t('filters.custom.after') : t('filters.custom.before')}
      <input
        ref={side === 'after' ? afterRef : undefined}
        type="date"
        aria-label={
          side === 'after'
            ? t('filters.custom.afterField', { filter: filterLabel })
            : t('filters.custom.beforeField', { filter: filterLabel })
        }
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? errorId : undefined}
        value={value}
        max={side === 'after' && before !== '' ? before : undefined}
        min={side === 'before' && after !== '' ? after : undefined}
        onChange={(event) => {
          setError(null);
          onChange(event.target.value);
        }}
        className={cx(controlClassName(error !== null), 'h-7 w-36 px-2 text-sm')}
      />
    </label>
  );

  return (
    <form
      aria-label={t('filters.custom.form', { filter: filterLabel })}
      onKeyDown={keepKeys}
      onSubmit={(event) => {
        event.preventDefault();
        const result = applyCustomDates(applied, { after, before });
        if ('error' in result) setError(result.error);
        else onApply(result.values);
      }}
      className="mx-1 mb-1 flex flex-col gap-2 rounded-md border border-subtle bg-surface-sunken p-2"
    >
      {field('after', after, setAfter)}
      {field('before', before, setBefore)}
      {error !== null && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-1.5">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button size="sm" variant="primary" type="submit">
          {t('common:apply')}
        </Button>
      </div>
    </form>
  );
}

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { cx } from '../../../ui/cx';
import { controlClassName } from '../../../ui/field-styles';
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

  const field = (label: string, value: string, onChange: (next: string) => void) => (
    <label className="flex items-center justify-between gap-2 text-sm text-secondary">
      {label}
      <input
        ref={label === 'After' ? afterRef : undefined}
        type="date"
        aria-label={`${filterLabel} ${label.toLowerCase()}`}
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? errorId : undefined}
        value={value}
        max={label === 'After' && before !== '' ? before : undefined}
        min={label === 'Before' && after !== '' ? after : undefined}
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
      aria-label={`Custom ${filterLabel.toLowerCase()}`}
      onKeyDown={keepKeys}
      onSubmit={(event) => {
        event.preventDefault();
        const result = applyCustomDates(applied, { after, before });
        if ('error' in result) setError(result.error);
        else onApply(result.values);
      }}
      className="mx-1 mb-1 flex flex-col gap-2 rounded-md border border-subtle bg-surface-sunken p-2"
    >
      {field('After', after, setAfter)}
      {field('Before', before, setBefore)}
      {error !== null && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-1.5">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" variant="primary" type="submit">
          Apply
        </Button>
      </div>
    </form>
  );
}

import { type ComponentProps, useId } from 'react';
import { cx } from './cx';
import { controlClassName } from './field-styles';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

export interface SelectProps<T extends string | number> extends Omit<
  ComponentProps<'select'>,
  'value' | 'onChange'
> {
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
}

/** A native select in the product's look: native keeps keyboard and screen-reader use for free. */
export function Select<T extends string | number>({
  value,
  options,
  onChange,
  className,
  ...rest
}: SelectProps<T>) {
  return (
    <select
      value={String(value)}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      className={cx(controlClassName(), 'appearance-auto pr-1.5', className)}
      {...rest}
    >
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export interface SelectFieldProps<T extends string | number> extends SelectProps<T> {
  label: string;
  hint?: string;
}

/** A labelled select with an optional hint beneath. */
export function SelectField<T extends string | number>({
  label,
  hint,
  id,
  className,
  ...rest
}: SelectFieldProps<T>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-secondary">
        {label}
      </label>
      <Select
        id={selectId}
        className="w-full"
        aria-describedby={hint === undefined ? undefined : `${selectId}-hint`}
        {...rest}
      />
      {hint !== undefined && (
        <p id={`${selectId}-hint`} className="text-sm text-tertiary">
          {hint}
        </p>
      )}
    </div>
  );
}

import type { ComponentProps } from 'react';
import { cx } from './cx';
import { controlClassName } from './field-styles';
import { Icon } from './Icon';

export interface SearchFieldProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange' | 'className'
> {
  /** Names the field for assistive technology; the placeholder is only a hint. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Sizes the field (its width, its margin); the input always fills it. */
  className?: string;
}

/** A search box with a leading magnifier, for filtering the list it sits above. */
export function SearchField({ label, value, onChange, className, ...rest }: SearchFieldProps) {
  return (
    <div className={cx('relative', className)}>
      <Icon
        name="search"
        size={14}
        className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-tertiary"
      />
      <input
        type="search"
        aria-label={label}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={cx(controlClassName(), 'w-full pl-8')}
        {...rest}
      />
    </div>
  );
}

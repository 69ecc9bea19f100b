import type { ComponentProps } from 'react';
import { cx } from './cx';

/** A key of the keyboard, as shown in shortcut hints. */
export function Kbd({ className, ...rest }: ComponentProps<'kbd'>) {
  return (
    <kbd
      className={cx(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-sm border border-subtle bg-surface-sunken px-1 font-sans text-xs font-medium text-secondary shadow-xs',
        className,
      )}
      {...rest}
    />
  );
}

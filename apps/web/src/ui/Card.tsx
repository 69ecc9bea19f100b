import type { ComponentProps } from 'react';
import { cx } from './cx';

/** A raised panel on the canvas: the container of a screen's main content. */
export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <div
      className={cx('rounded-xl border border-subtle bg-surface shadow-card', className)}
      {...rest}
    />
  );
}

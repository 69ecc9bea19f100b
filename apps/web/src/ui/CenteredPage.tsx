import type { ReactNode } from 'react';
import { cx } from './cx';

/** Fills the content area and centres one column in it: for cards, empty and error states. */
export function CenteredPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cx(
        // The extra bottom padding lifts the column slightly above centre, where it reads as centred.
        'flex flex-1 flex-col items-center justify-center px-4 pb-16 pt-10 sm:pb-28 sm:pt-16',
        className,
      )}
    >
      {children}
    </div>
  );
}

import { cx } from './cx';

/** A shimmering block standing in for content that is loading; size it with classes. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        'animate-pulse rounded-md bg-surface-hover motion-reduce:animate-none',
        className,
      )}
    />
  );
}

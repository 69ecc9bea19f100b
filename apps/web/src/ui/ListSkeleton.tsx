import { cx } from './cx';
import { Skeleton } from './Skeleton';

export interface ListSkeletonProps {
  /** Read to screen readers while the rows stand in, such as "Loading the labels". */
  label: string;
  /** The classes of each block in a row, from left to right, shaped like the real row. */
  cells: readonly string[];
  rows?: number;
  /** Spacing of the list; the default suits a bordered section. */
  className?: string;
}

/** Rows of shimmering blocks standing in for a list while it loads. */
export function ListSkeleton({
  label,
  cells,
  rows = 3,
  className = 'gap-3 p-4',
}: ListSkeletonProps) {
  return (
    <div aria-busy="true" className={cx('flex flex-col', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex items-center gap-3">
          {cells.map((cell, index) => (
            <Skeleton key={index} className={cell} />
          ))}
        </div>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { Icon, type IconName } from './Icon';
import { ListSkeleton } from './ListSkeleton';
import { LoadFailed } from './LoadFailed';

/**
 * A settings list's states before and without its rows: a skeleton while the first read runs,
 * the failure (with Retry) when it failed with nothing to show, an empty state when there is
 * nothing yet; otherwise the rows (`children`).
 */
export function ListStates({
  isWaiting,
  error,
  count,
  loading,
  failed,
  empty,
  children,
}: {
  isWaiting: boolean;
  error: string | null;
  /** How many rows there are to show. */
  count: number;
  loading: { label: string; cells: readonly string[] };
  failed: { title: string; onRetry: () => void };
  empty: { icon: IconName; title: string; description: string; action?: ReactNode };
  children: ReactNode;
}) {
  if (isWaiting)
    return (
      <div className="rounded-lg border border-subtle bg-surface">
        <ListSkeleton label={loading.label} cells={loading.cells} />
      </div>
    );
  if (error !== null && count === 0)
    return (
      <div className="rounded-lg border border-subtle bg-surface">
        <LoadFailed
          titleAs="h3"
          title={failed.title}
          description={error}
          onRetry={failed.onRetry}
        />
      </div>
    );
  if (count === 0)
    return (
      <div className="rounded-lg border border-dashed border-strong bg-surface">
        <EmptyState
          titleAs="h3"
          icon={<Icon name={empty.icon} size={18} />}
          title={empty.title}
          description={empty.description}
          {...(empty.action === undefined ? {} : { action: empty.action })}
        />
      </div>
    );
  return children;
}

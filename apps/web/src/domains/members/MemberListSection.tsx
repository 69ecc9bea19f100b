import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { LoadFailed } from '#web/ui/LoadFailed';

export interface MemberListSectionProps<T> {
  /** The list's accessible name. */
  label: string;
  testId?: string;
  /** Every member once loaded; undefined while the first read is under way or failed. */
  list: readonly T[] | undefined;
  /** Why the list could not be read. */
  loadError: string | undefined;
  onRetry: () => void;
  /** The members the search keeps. */
  shown: readonly T[];
  /** What the empty search result says. */
  noMatch: string;
  children: (member: T) => ReactNode;
}

/**
 * A members list (workspace or project) with its designed states: the load error with a retry,
 * the skeleton while reading, the empty search result, then one row per member.
 */
export function MemberListSection<T>({
  label,
  testId,
  list,
  loadError,
  onRetry,
  shown,
  noMatch,
  children,
}: MemberListSectionProps<T>) {
  const { t } = useTranslation('members');
  return (
    <section
      aria-label={label}
      data-testid={testId}
      className="rounded-lg border border-subtle bg-surface shadow-xs"
    >
      {loadError !== undefined && list === undefined ? (
        <LoadFailed title={t('loadFailed')} description={loadError} onRetry={onRetry} />
      ) : list === undefined ? (
        <ListSkeleton
          label={t('loading')}
          cells={['size-7 rounded-full', 'h-4 flex-1', 'h-4 w-20']}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Icon name="search" size={18} />}
          title={t('noMatchTitle')}
          description={noMatch}
        />
      ) : (
        <ul className="divide-y divide-(--border-color-subtle)">{shown.map(children)}</ul>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/ui/ButtonLink';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { LoadFailed } from '#web/ui/LoadFailed';
import { Skeleton } from '#web/ui/Skeleton';

/** The detail's shape while the item loads: title, description lines and the property column. */
export function DetailSkeleton({ mode }: { mode: 'page' | 'peek' }) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  return (
    <div aria-busy="true" className="flex min-h-0 flex-1">
      <span className="sr-only">{t('states.loading')}</span>
      <div className="flex flex-1 flex-col gap-4 px-8 py-8">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-7 w-2/3" />
        <div className="flex flex-col gap-2 pt-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      </div>
      {mode === 'page' && (
        <div className="hidden w-80 shrink-0 flex-col gap-3 border-l border-subtle px-5 py-8 lg:flex">
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <div key={row} className="flex items-center gap-3">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 flex-1" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** No such item, or one the viewer may not see (the server answers both alike, on purpose). */
export function DetailNotFound({ backTo }: { backTo: { to: string; label: string } | null }) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  return (
    <div className="flex flex-1 items-center justify-center p-8">
      <EmptyState
        icon={<Icon name="search" size={18} />}
        title={t('states.notFoundTitle')}
        description={t('states.notFoundDescription')}
        {...(backTo ? { action: <ButtonLink to={backTo.to}>{backTo.label}</ButtonLink> } : {})}
      />
    </div>
  );
}

export function DetailLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  return (
    <div className="flex flex-1 items-center justify-center p-8">
      <LoadFailed title={t('states.loadFailed')} description={message} onRetry={onRetry} />
    </div>
  );
}

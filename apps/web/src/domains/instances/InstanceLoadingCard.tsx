import { useTranslation } from 'react-i18next';
import { Card } from '#web/ui/Card';
import { Skeleton } from '#web/ui/Skeleton';
import { Spinner } from '#web/ui/Spinner';

/** The intro card's outline while the instance loads, so that nothing jumps when it arrives. */
export function InstanceLoadingCard() {
  const { t } = useTranslation('instance');
  return (
    <Card
      data-testid="instance-loading"
      aria-busy="true"
      className="w-full max-w-card overflow-hidden"
    >
      <div className="px-6 pb-6 pt-7 sm:px-8 sm:pt-8">
        <div className="mb-6 flex items-start justify-between gap-4">
          <Skeleton className="size-10 rounded-lg" />
          <Spinner label={t('loading')} className="text-tertiary" />
        </div>
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <Skeleton className="mt-6 h-9 w-full" />
      </div>
      <div className="flex items-center justify-between border-t border-subtle bg-surface-sunken px-6 py-3 sm:px-8">
        <Skeleton className="h-4 w-14" />
        <Skeleton className="h-4 w-12" />
      </div>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { Skeleton } from '#web/ui/Skeleton';

const CARDS_PER_COLUMN = [4, 2, 3, 1];

/** Stand-in columns while the board's first page loads. */
export function KanbanSkeleton() {
  const { t } = useTranslation('work-item-layouts');
  return (
    <div aria-busy="true" className="flex min-h-0 flex-1 gap-3 overflow-hidden px-4 py-3">
      <span className="sr-only">{t('kanban.loading')}</span>
      {CARDS_PER_COLUMN.map((cards, column) => (
        <div
          key={column}
          className="flex w-80 shrink-0 flex-col gap-2 rounded-lg bg-surface-sunken p-2"
        >
          <div className="flex h-6 items-center gap-2 px-1">
            <Skeleton className="size-4 rounded-full" />
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-3 w-6" />
          </div>
          {Array.from({ length: cards }, (_, card) => (
            <div
              key={card}
              className="flex flex-col gap-2 rounded-lg border border-subtle bg-surface p-3"
            >
              <Skeleton className="h-3 w-14" />
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-2/3" />
              <div className="flex gap-1.5">
                <Skeleton className="h-5 w-16" />
                <Skeleton className="h-5 w-12" />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

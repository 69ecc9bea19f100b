import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Button } from '#web/ui/Button';
import { Spinner } from '#web/ui/Spinner';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';

/**
 * The line after a group's last loaded row while the server holds more: coming into view loads
 * the next page (the spinner shows meanwhile). After a failed page it waits for a click, so that a
 * broken connection does not retry in a loop.
 */
export const ListLoadMoreRow = observer(function ListLoadMoreRow({ group }: { group: string }) {
  const { t } = useTranslation('work-item-layouts');
  const { list } = useWorkItemsScreen();
  const isLoading = list.isLoadingMore(group);
  const hasMore = list.hasMore(group);
  const hasFailed = list.error !== null;
  useEffect(() => {
    if (hasMore && !isLoading && !hasFailed) void list.loadMore(group);
  }, [list, group, hasMore, isLoading, hasFailed]);
  return (
    <div className="flex h-9 items-center gap-2 border-b border-subtle px-4 text-sm text-tertiary">
      {hasFailed && !isLoading ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            void list.loadMore(group);
          }}
        >
          {t('list.loadMore')}
        </Button>
      ) : (
        <>
          <Spinner size={14} />
          <span>{t('loadingMore')}</span>
        </>
      )}
    </div>
  );
});

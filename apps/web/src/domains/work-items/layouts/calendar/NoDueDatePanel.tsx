import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '#web/ui/IconButton';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { Spinner } from '#web/ui/Spinner';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import type { WorkItemList } from '#web/domains/work-items/work-item-list';
import { CalendarChip } from './CalendarChip';

/** Height of one chip row in the panel, in CSS pixels. */
const ROW_HEIGHT = 30;

/**
 * The items without a due date beside the calendar; dragging one onto a day schedules it.
 * Virtualized, and the next page loads as its end comes into view.
 */
export const NoDueDatePanel = observer(function NoDueDatePanel({
  list,
  onClose,
}: {
  list: WorkItemList;
  onClose: () => void;
}) {
  const { t } = useTranslation(['work-item-layouts', 'common']);
  const model = useWorkItemsScreen();
  const scrollRef = useRef<HTMLDivElement>(null);
  const loaded = list.ids();
  const ids = loaded.filter((id) => model.store.get(id)?.target_date === null);
  /** Loaded items scheduled since (dragged onto a day) no longer count. */
  const count = Math.max(0, list.totalCount - (loaded.length - ids.length));
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;
  const hasMore = list.hasMore();
  const isLoadingMore = list.isLoadingMore();
  useEffect(() => {
    if (hasMore && !isLoadingMore && lastIndex >= ids.length - 5) void list.loadMore();
  }, [list, hasMore, isLoadingMore, lastIndex, ids.length]);

  return (
    <aside
      aria-label={t('calendar.noDueDate')}
      data-testid="calendar-no-due-date"
      className="flex w-72 shrink-0 flex-col border-l border-subtle bg-surface"
    >
      <div className="flex h-10 shrink-0 items-center gap-2 border-b border-subtle pr-1.5 pl-3">
        <h3 className="text-sm font-medium text-primary">{t('calendar.noDueDate')}</h3>
        <span className="text-xs text-tertiary">{list.loader === 'init-loader' ? '' : count}</span>
        <IconButton
          icon="x"
          label={t('calendar.hideUndated')}
          onClick={onClose}
          className="ml-auto"
        />
      </div>
      {list.loader === 'init-loader' ? (
        <ListSkeleton
          label={t('calendar.loadingUndated')}
          cells={['h-5 flex-1']}
          rows={6}
          className="gap-2 p-2"
        />
      ) : list.error !== null && ids.length === 0 ? (
        <div className="flex flex-col items-start gap-2 p-3 text-sm text-danger">
          {list.error}
          <button
            type="button"
            className="cursor-pointer text-secondary underline hover:text-primary"
            onClick={() => {
              if (list.query) void list.load(list.query, 'init-loader');
            }}
          >
            {t('common:retry')}
          </button>
        </div>
      ) : ids.length === 0 ? (
        <p className="p-3 text-sm text-tertiary">{t('calendar.allDated')}</p>
      ) : (
        <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto p-2">
          {model.canEdit && (
            <p className="px-1 pb-2 text-xs text-tertiary">{t('calendar.dragHint')}</p>
          )}
          <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {rows.map((row) => {
              const id = ids[row.index];
              if (id === undefined) return null;
              return (
                <div
                  key={id}
                  className="absolute inset-x-0 top-0"
                  style={{ transform: `translateY(${String(row.start)}px)` }}
                >
                  <CalendarChip id={id} source="panel" />
                </div>
              );
            })}
          </div>
          {isLoadingMore && (
            <div className="flex items-center gap-2 px-1 py-2 text-xs text-tertiary">
              <Spinner size={12} /> {t('calendar.loadingMore')}
            </div>
          )}
        </div>
      )}
    </aside>
  );
});

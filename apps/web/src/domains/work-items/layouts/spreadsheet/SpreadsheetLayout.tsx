import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '#web/ui/Button';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { LoadFailed } from '#web/ui/LoadFailed';
import { Spinner } from '#web/ui/Spinner';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import {
  NAME_COLUMN_WIDTH,
  SPREADSHEET_ROW_HEIGHT,
  spreadsheetWidth,
  visibleColumns,
} from './spreadsheet-columns';
import { type CellPosition, moveCell } from './spreadsheet-navigation';
import { SpreadsheetHeader } from './SpreadsheetHeader';
import { SpreadsheetQuickAdd } from './SpreadsheetQuickAdd';
import { SpreadsheetRow } from './SpreadsheetRow';

/** Rows from the end at which the next page is asked for. */
const LOAD_MORE_THRESHOLD = 25;

function cellAt(grid: HTMLElement | null, position: CellPosition): HTMLElement | null {
  return (
    grid?.querySelector<HTMLElement>(
      `[data-row="${String(position.row)}"][data-column="${String(position.column)}"]`,
    ) ?? null
  );
}

/**
 * The spreadsheet layout: one virtualized row per item with a sticky name column and header, a
 * sortable column per enabled display property, cells edited in place, a roving cell focus moved
 * with the arrow keys, and the next page loaded as the end comes near.
 */
export const SpreadsheetLayout = observer(function SpreadsheetLayout() {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const { list } = model;
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<CellPosition>({ row: 0, column: 0 });
  const pendingFocus = useRef(false);

  const ids = list.ids();
  const hasEstimate =
    model.projectId === null || model.lookups.estimatePoints(model.projectId).length > 0;
  const properties = model.settings.displayProperties;
  // A mobx computed, the same object until the settings change: rows (memoized observers) keep
  // the same columns array and do not re-render on scroll.
  const hasCycles = model.projectId === null || model.lookups.hasCycles(model.projectId);
  const hasModules = model.projectId === null || model.lookups.hasModules(model.projectId);
  const columns = useMemo(
    () => visibleColumns(properties, hasEstimate, { cycles: hasCycles, modules: hasModules }),
    [properties, hasEstimate, hasCycles, hasModules],
  );
  const width = spreadsheetWidth(columns);
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const order = useCallback(() => idsRef.current, []);

  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => SPREADSHEET_ROW_HEIGHT,
    overscan: 12,
    scrollPaddingStart: SPREADSHEET_ROW_HEIGHT,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows.at(-1)?.index ?? -1;

  const hasMore = list.hasMore();
  const isLoadingMore = list.isLoadingMore();
  useEffect(() => {
    if (hasMore && !isLoadingMore && lastIndex >= ids.length - LOAD_MORE_THRESHOLD)
      void list.loadMore();
  }, [list, hasMore, isLoadingMore, lastIndex, ids.length]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    cellAt(gridRef.current, focus)?.focus({ preventScroll: true });
  });

  if (list.loader === 'init-loader')
    return (
      <ListSkeleton
        label={t('loading')}
        cells={['size-3.5', 'h-4 w-14', 'h-4 w-72', 'h-4 w-28', 'h-4 w-24', 'h-4 w-28']}
        rows={12}
        className="gap-4 px-4 py-4"
      />
    );

  if (list.error !== null && ids.length === 0)
    return (
      <LoadFailed
        title={t('loadFailed')}
        description={list.error}
        onRetry={() => void list.load(model.query, 'init-loader')}
      />
    );

  if (ids.length === 0)
    return (
      <div className="flex flex-1 flex-col items-center justify-center">
        <EmptyState
          icon={<Icon name="sheet" size={18} />}
          title={t('spreadsheet.emptyTitle')}
          description={t('spreadsheet.emptyDescription')}
          action={
            model.canCreate && (
              <Button
                variant="primary"
                leadingIcon={<Icon name="plus" size={14} />}
                onClick={() => {
                  model.setCreateOpen(true);
                }}
              >
                {t('spreadsheet.create')}
              </Button>
            )
          }
        />
        {model.canQuickAdd && <SpreadsheetQuickAdd width={NAME_COLUMN_WIDTH} />}
      </div>
    );

  const moveFocus = (next: CellPosition) => {
    setFocus(next);
    pendingFocus.current = true;
    virtualizer.scrollToIndex(next.row);
    const cell = cellAt(gridRef.current, next);
    const scroller = scrollRef.current;
    if (cell && scroller) {
      const left = cell.offsetLeft - NAME_COLUMN_WIDTH;
      if (next.column > 0 && left < scroller.scrollLeft) scroller.scrollLeft = left;
      const right = cell.offsetLeft + cell.offsetWidth;
      if (right > scroller.scrollLeft + scroller.clientWidth)
        scroller.scrollLeft = right - scroller.clientWidth;
      if (next.column === 0) scroller.scrollLeft = Math.min(scroller.scrollLeft, left + 1);
    }
  };

  /** Keys pressed in a cell or its trigger; keys from popovers (portals) are theirs. */
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target;
    const grid = gridRef.current;
    if (!(target instanceof HTMLElement) || !grid?.contains(target)) return;
    const cell = target.closest<HTMLElement>('[role="gridcell"]');
    if (!cell) return;
    const position = { row: Number(cell.dataset.row), column: Number(cell.dataset.column) };
    const size = { rows: ids.length, columns: columns.length + 1 };
    const next = moveCell(position, event.key, size, event.ctrlKey || event.metaKey);
    if (next) {
      event.preventDefault();
      event.stopPropagation();
      moveFocus(next);
      return;
    }
    if (target !== cell) return;
    const id = ids[position.row];
    if (event.key === 'Enter' && id !== undefined) {
      event.preventDefault();
      if (position.column === 0) model.openPeek(id);
      else cell.querySelector<HTMLElement>('button')?.click();
    } else if (event.key === ' ' && position.column === 0 && id !== undefined && model.canEdit) {
      event.preventDefault();
      if (event.shiftKey) model.selection.extendTo(id, ids);
      else model.selection.toggle(id);
    } else if (event.key === 'Escape') {
      cell.blur();
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell =
      event.target instanceof HTMLElement
        ? event.target.closest<HTMLElement>('[role="gridcell"]')
        : null;
    if (!cell || !gridRef.current?.contains(cell)) return;
    const row = Number(cell.dataset.row);
    const column = Number(cell.dataset.column);
    if (row !== focus.row || column !== focus.column) setFocus({ row, column });
  };

  const focusRow = Math.min(focus.row, Math.max(ids.length - 1, 0));
  return (
    <div ref={scrollRef} className="relative min-h-0 flex-1 overflow-auto bg-canvas">
      <div
        ref={gridRef}
        role="grid"
        aria-label={t('workItems')}
        aria-rowcount={list.totalCount + 1}
        aria-colcount={columns.length + 1}
        aria-multiselectable
        aria-busy={list.loader === 'mutation'}
        onKeyDownCapture={onKeyDownCapture}
        onFocus={onFocus}
        style={{ width }}
      >
        <SpreadsheetHeader columns={columns} width={width} />
        <div className="relative" style={{ height: virtualizer.getTotalSize(), width }}>
          {virtualRows.map((row) => {
            const id = ids[row.index];
            if (id === undefined) return null;
            return (
              <SpreadsheetRow
                key={id}
                id={id}
                index={row.index}
                columns={columns}
                focusedColumn={row.index === focusRow ? focus.column : null}
                order={order}
                width={width}
                top={row.start}
              />
            );
          })}
        </div>
      </div>
      {isLoadingMore && (
        <div
          className="sticky left-0 flex h-10 items-center gap-2 px-4 text-sm text-tertiary"
          style={{ width: NAME_COLUMN_WIDTH }}
        >
          <Spinner size={14} />
          {t('loadingMoreShort')}
        </div>
      )}
      {list.error !== null && (
        <div className="sticky left-0 flex h-10 items-center gap-2 px-4 text-sm text-danger">
          {list.error}
        </div>
      )}
      {model.canQuickAdd && <SpreadsheetQuickAdd width={width} />}
    </div>
  );
});

import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { cx } from '#web/ui/cx';
import { Spinner } from '#web/ui/Spinner';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { useKanbanBoard } from './kanban-board-context';
import { cellKey, type KanbanDropData } from './kanban-drag-state';
import type { KanbanCell } from './kanban-drop';
import { KanbanCard } from './KanbanCard';
import { CARD_TITLE_ATTRIBUTE, focusBesideCard, focusCardWhenDrawn } from './kanban-card-focus';

/** A card's height before it is measured: key line, two title lines and a row of properties. */
const ESTIMATED_CARD_HEIGHT = 112;
/** How many cards before the last loaded one comes into view the next page is asked for. */
const LOAD_MORE_THRESHOLD = 5;

export interface KanbanCellListProps {
  cell: KanbanCell;
  /** Height rule of the scroll container: the column's height, or a swimlane cell's cap. */
  className?: string;
  /** Quick add below the cards. */
  footer?: ReactNode;
}

/**
 * The cards of one column (or swimlane cell), virtualized in their own scroll container so that a
 * column of thousands scrolls smoothly; the next page loads as the end comes near.
 */
export const KanbanCellList = observer(function KanbanCellList({
  cell,
  className,
  footer,
}: KanbanCellListProps) {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const board = useKanbanBoard();
  const { list } = model;
  const key = cellKey(cell);
  const ids = list.ids(cell.group, cell.subGroup);
  const hasMore = list.hasMore(cell.group, cell.subGroup);
  const isLoadingMore = list.isLoadingMore(cell.group, cell.subGroup);
  const scrollRef = useRef<HTMLDivElement>(null);
  const data: KanbanDropData = { type: 'cell', cell };
  const droppable = useDroppable({ id: `cell:${key}`, data, disabled: !board.canMove });

  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => ids[index] ?? index,
    overscan: 6,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastVisible = virtualizer.range?.endIndex ?? -1;

  useEffect(() => {
    if (hasMore && !isLoadingMore && lastVisible >= ids.length - LOAD_MORE_THRESHOLD)
      void list.loadMore(cell.group, cell.subGroup);
  }, [hasMore, isLoadingMore, lastVisible, ids.length, list, cell.group, cell.subGroup]);

  /** Arrow keys on a card's title move the focus between cards (not while dragging). */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const title = event.target;
    if (board.drag.activeId !== null || !(title instanceof HTMLElement)) return;
    if (!title.hasAttribute(CARD_TITLE_ATTRIBUTE)) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      if (focusBesideCard(title, event.key === 'ArrowLeft' ? -1 : 1)) event.preventDefault();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const id = title.closest('[data-id]')?.getAttribute('data-id');
    const next = ids.indexOf(id ?? '') + (event.key === 'ArrowDown' ? 1 : -1);
    const nextId = ids[next];
    if (id == null || nextId === undefined) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next);
    focusCardWhenDrawn(scrollRef.current, nextId);
  };

  const { drag } = board;
  const isTarget = drag.activeId !== null && drag.overCell === key;
  const isFromElsewhere = isTarget && drag.from !== null && cellKey(drag.from) !== key;
  let lineTop: number | null = null;
  if (isTarget) {
    const overIndex = drag.overId === null ? -1 : ids.indexOf(drag.overId);
    const measured = overIndex < 0 ? undefined : virtualizer.measurementsCache[overIndex];
    if (measured) lineTop = drag.placeAfter ? measured.end - 4 : measured.start - 4;
    else if (drag.overId === null) lineTop = virtualizer.getTotalSize() - 4;
  }

  return (
    <div
      ref={(node) => {
        scrollRef.current = node;
        droppable.setNodeRef(node);
      }}
      data-kanban-cell=""
      onKeyDown={onKeyDown}
      className={cx(
        'overflow-y-auto overscroll-contain rounded-md px-2 transition-colors duration-100',
        isFromElsewhere && 'bg-accent-subtle',
        className,
      )}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualItems.map((virtual) => {
          const id = ids[virtual.index];
          if (id === undefined) return null;
          return (
            <div
              key={virtual.key}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full"
              style={{ transform: `translateY(${String(virtual.start)}px)` }}
            >
              <KanbanCard id={id} group={cell.group} subGroup={cell.subGroup} />
            </div>
          );
        })}
        {lineTop !== null && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 z-20 h-0.5 rounded-full bg-accent"
            style={{ top: Math.max(0, lineTop) }}
          />
        )}
      </div>
      {isLoadingMore && (
        <div className="flex justify-center py-3 text-tertiary">
          <Spinner label={t('loadingMoreShort')} />
        </div>
      )}
      {footer}
    </div>
  );
});

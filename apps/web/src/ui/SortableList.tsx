import { DndContext, type DragEndEvent, closestCenter } from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  horizontalListSortingStrategy,
  rectSortingStrategy,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { cx } from './cx';
import type { SortableHandle } from './DragHandle';
import { useSortableSensors } from './use-sortable-sensors';

/** Where an item was dropped: its new neighbours in the order shown (none at an end). */
export interface SortableMove<T> {
  item: T;
  /** The item now shown just before it. */
  before: T | undefined;
  /** The item now shown just after it. */
  after: T | undefined;
  /** The whole list in its new order. */
  reordered: T[];
}

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** Called once per drop that changed the order. */
  onMove: (move: SortableMove<T>) => void;
  /** How the items lie: a column, a row or a wrapping grid. */
  layout?: 'vertical' | 'horizontal' | 'grid';
  /** Items that cannot be picked up (while one is being edited, say). */
  isDisabled?: (item: T) => boolean;
  className?: string;
  itemClassName?: string;
  /** Names the list for assistive technology. */
  label?: string;
  /** One item; the handle goes to the item's DragHandle. */
  children: (item: T, handle: SortableHandle, isDragging: boolean) => ReactNode;
}

const STRATEGIES = {
  vertical: verticalListSortingStrategy,
  horizontal: horizontalListSortingStrategy,
  grid: rectSortingStrategy,
};

function SortableItem({
  id,
  isDisabled,
  className,
  children,
}: {
  id: string;
  isDisabled: boolean;
  className: string | undefined;
  children: (handle: SortableHandle, isDragging: boolean) => ReactNode;
}) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled: isDisabled });
  return (
    <li
      ref={setNodeRef}
      className={cx(className, isDragging && 'relative z-10')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children({ setActivatorNodeRef, attributes, listeners }, isDragging)}
    </li>
  );
}

/**
 * A list whose items are reordered by dragging their handle, or from the keyboard (Space on the
 * handle, the arrows, Space). The caller keeps the order: it hears of each drop through onMove.
 */
export function SortableList<T>({
  items,
  getId,
  onMove,
  layout = 'vertical',
  isDisabled,
  className,
  itemClassName,
  label,
  children,
}: SortableListProps<T>) {
  const sensors = useSortableSensors();
  const ids = items.map(getId);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    const reordered = arrayMove([...items], from, to);
    const item = reordered[to];
    if (item === undefined) return;
    onMove({ item, before: reordered[to - 1], after: reordered[to + 1], reordered });
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={STRATEGIES[layout]}>
        <ul aria-label={label} className={className}>
          {items.map((item) => (
            <SortableItem
              key={getId(item)}
              id={getId(item)}
              isDisabled={isDisabled?.(item) ?? false}
              className={itemClassName}
            >
              {(handle, isDragging) => children(item, handle, isDragging)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

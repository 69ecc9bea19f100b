import type { useSortable } from '@dnd-kit/sortable';
import { cx } from './cx';
import { Icon } from './Icon';

/** What a handle needs from its row's useSortable(): the ref and the listeners that start a drag. */
export type SortableHandle = Pick<
  ReturnType<typeof useSortable>,
  'setActivatorNodeRef' | 'attributes' | 'listeners'
>;

export interface DragHandleProps {
  sortable: SortableHandle;
  /** Names the handle for assistive technology, such as "Reorder Todo". */
  label: string;
  /** Shown as the tooltip: how to drag, or why the row cannot be moved. */
  title: string;
  disabled?: boolean;
  /** A narrow grip without a hover background, for rows that start flush with their edge. */
  isCompact?: boolean;
}

/**
 * The grip a sortable row is dragged by. It is a button, so the keyboard reaches it: Space picks
 * the row up and the arrow keys move it.
 */
export function DragHandle({
  sortable: { setActivatorNodeRef, attributes, listeners },
  label,
  title,
  disabled,
  isCompact = false,
}: DragHandleProps) {
  return (
    <button
      ref={setActivatorNodeRef}
      type="button"
      aria-label={label}
      title={title}
      disabled={disabled}
      className={cx(
        'flex shrink-0 cursor-grab items-center justify-center text-tertiary hover:text-primary',
        isCompact
          ? '-ml-1 h-7 w-4 rounded-sm disabled:cursor-default disabled:opacity-30'
          : 'size-6 rounded-md hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus active:cursor-grabbing',
      )}
      {...attributes}
      {...listeners}
    >
      <Icon name="grip" size={14} />
    </button>
  );
}

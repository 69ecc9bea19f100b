import { type DraggableAttributes, useDraggable, useDroppable } from '@dnd-kit/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { KeyboardEvent, MouseEvent } from 'react';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { WorkItemProperties } from '#web/domains/work-items/properties/WorkItemProperties';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { useKanbanBoard } from './kanban-board-context';
import { cellKey, type KanbanCardDragData } from './kanban-drag-state';
import type { KanbanCell } from './kanban-drop';
import { KanbanMoveMenu } from './KanbanMoveMenu';

export interface KanbanCardProps {
  id: string;
  /** The column the card is drawn in (an item with two labels is drawn in two). */
  group: string;
  /** Its swimlane; null on a board without swimlanes. */
  subGroup: string | null;
}

/** The dnd-kit id of a card: an item with two labels sits in two columns, once in each. */
function cardDragId(cell: KanbanCell, id: string): string {
  return `card:${cellKey(cell)}:${id}`;
}

/**
 * One work item on the board. Dragged with the pointer anywhere on it, or from the keyboard with
 * Space on its title (arrows move, Space drops, Escape cancels); Enter or a click opens the peek.
 */
export const KanbanCard = observer(function KanbanCard({ id, group, subGroup }: KanbanCardProps) {
  const board = useKanbanBoard();
  const cell = { group, subGroup };
  const dragId = cardDragId(cell, id);
  const data: KanbanCardDragData = { type: 'card', id, cell };
  const draggable = useDraggable({ id: dragId, data, disabled: !board.canMove });
  const droppable = useDroppable({ id: dragId, data, disabled: !board.canMove });
  const isDragging = board.drag.activeId === id && draggable.isDragging;

  return (
    <div
      ref={(node) => {
        draggable.setNodeRef(node);
        droppable.setNodeRef(node);
      }}
      className={cx('pb-2', isDragging && 'opacity-40')}
      {...draggable.listeners}
    >
      <KanbanCardBody
        id={id}
        group={group}
        subGroup={subGroup}
        titleRef={draggable.setActivatorNodeRef}
        titleAttributes={draggable.attributes}
      />
    </div>
  );
});

interface KanbanCardBodyProps extends KanbanCardProps {
  titleRef?: (node: HTMLElement | null) => void;
  titleAttributes?: DraggableAttributes;
  /** Drawn under the pointer while dragging: no controls, lifted look. */
  isOverlay?: boolean;
}

/** What a card shows; also drawn in the drag overlay. */
export const KanbanCardBody = observer(function KanbanCardBody({
  id,
  group,
  subGroup,
  titleRef,
  titleAttributes,
  isOverlay = false,
}: KanbanCardBodyProps) {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const board = useKanbanBoard();
  const item = model.store.get(id);
  if (!item) return null;
  const identifier = model.lookups.projectIdentifier(item.project_id);
  const key = `${identifier}-${String(item.sequence_id)}`;
  const isSelected = model.selection.has(id);
  const showKey = model.settings.displayProperties.key;

  const onSelect = (event: MouseEvent) => {
    if (event.shiftKey) model.selection.extendTo(id, model.list.ids(group, subGroup));
    else model.selection.toggle(id);
  };
  const onTitleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      model.openPeek(id);
    }
  };

  return (
    <div
      data-testid="work-item-card"
      data-id={id}
      className={cx(
        'group relative flex flex-col gap-1.5 rounded-lg border bg-surface px-3 py-2.5 transition-colors duration-100',
        isOverlay
          ? 'w-[304px] cursor-grabbing border-strong shadow-lg'
          : 'border-subtle shadow-card hover:border-strong',
        isSelected && !isOverlay && 'border-accent ring-1 ring-accent',
        model.peekId === id && !isOverlay && 'border-accent',
      )}
    >
      <div className="flex h-5 items-center gap-1.5">
        {!isOverlay && model.canEdit && (
          <input
            type="checkbox"
            aria-label={t('select', { name: key })}
            checked={isSelected}
            onChange={() => undefined}
            onClick={onSelect}
            onPointerDown={(event) => {
              event.stopPropagation();
            }}
            className={cx(
              'relative z-10 size-3.5 cursor-pointer accent-[var(--color-accent)] transition-opacity focus-visible:opacity-100 group-hover:opacity-100',
              isSelected ? 'opacity-100' : 'opacity-0',
              !isSelected && 'w-0 group-hover:w-3.5 focus-visible:w-3.5',
            )}
          />
        )}
        {showKey && <span className="text-xs font-medium text-tertiary">{key}</span>}
        <span className="flex-1" />
        {!isOverlay && board.canMove && board.moveTargets.length > 0 && (
          <KanbanMoveMenu
            itemLabel={key}
            groupBy={model.settings.display.group_by}
            targets={board.moveTargets.filter((target) => target !== group)}
            onMove={(target) => {
              board.moveToColumn(id, { group, subGroup }, target);
            }}
          />
        )}
      </div>
      <button
        ref={titleRef}
        type="button"
        {...titleAttributes}
        aria-roledescription={board.canMove ? t('draggable') : undefined}
        data-card-title=""
        onClick={() => {
          model.openPeek(id);
        }}
        onKeyDown={onTitleKeyDown}
        className="line-clamp-2 text-left text-base leading-snug text-primary outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-accent"
      >
        {item.name}
      </button>
      <div className="relative z-10 flex flex-wrap items-center gap-1 empty:hidden">
        <WorkItemProperties id={id} variant="card" hide={board.hiddenProperties} />
      </div>
      {isOverlay && (
        <Icon name="grip" size={14} className="absolute right-2 top-2.5 text-tertiary" />
      )}
    </div>
  );
});

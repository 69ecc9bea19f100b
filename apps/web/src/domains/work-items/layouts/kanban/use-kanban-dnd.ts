import {
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { showErrorToast } from '#web/ui/Toaster';
import type { WorkItemsScreenModel } from '#web/domains/work-items/work-items-screen-model';
import { cellKey, isKanbanDropData, type KanbanDragState } from './kanban-drag-state';
import { notManualMessage, notMovableMessage, planKanbanDrop } from './kanban-drop';
import { layoutsText } from '#web/domains/work-items/work-items-text';

/** Where a drop lands: the card under the pointer first, else the cell (column end). */
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const candidates = hits.length > 0 ? hits : rectIntersection(args);
  const typeOf = (id: string | number) => {
    const data: unknown = args.droppableContainers.find((entry) => entry.id === id)?.data.current;
    return isKanbanDropData(data) ? data.type : null;
  };
  const card = candidates.find((hit) => typeOf(hit.id) === 'card');
  if (card) return [card];
  return candidates.filter((hit) => typeOf(hit.id) === 'cell').slice(0, 1);
};

function dropTarget(event: DragMoveEvent, drag: KanbanDragState, model: WorkItemsScreenModel) {
  const data: unknown = event.over?.data.current;
  if (!event.over || !isKanbanDropData(data)) return null;
  if (data.type === 'cell') return { cell: data.cell, overId: null, placeAfter: false };
  const dragged = event.active.rect.current.translated;
  const over = event.over.rect;
  const draggedCenter = dragged ? dragged.top + dragged.height / 2 : over.top;
  const overCenter = over.top + over.height / 2;
  let placeAfter = draggedCenter > overCenter;
  if (Math.abs(draggedCenter - overCenter) < 2 && drag.activeId !== null && drag.from !== null) {
    // From the keyboard the card lands squarely on its target: moving down its own column means
    // after the target, anything else before it.
    const ids = model.list.ids(data.cell.group, data.cell.subGroup);
    placeAfter =
      cellKey(drag.from) === cellKey(data.cell) &&
      ids.indexOf(drag.activeId) < ids.indexOf(data.id);
  }
  return { cell: data.cell, overId: data.id, placeAfter };
}

/** Drag and drop of a board's cards: sensors, collision rule, and what a drop changes. */
export function useKanbanDnd(model: WorkItemsScreenModel, drag: KanbanDragState) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  return useMemo(() => {
    const nameOf = (dragData: unknown) => {
      if (!isKanbanDropData(dragData)) return layoutsText('kanban.dnd.theItem');
      if (dragData.type === 'cell') return layoutsText('kanban.dnd.theColumn');
      const item = model.store.get(dragData.id);
      return item ? `"${item.name}"` : layoutsText('kanban.dnd.theItem');
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) =>
        layoutsText('kanban.dnd.start', { name: nameOf(active.data.current) }),
      onDragOver: ({ active, over }) =>
        over
          ? layoutsText('kanban.dnd.over', {
              name: nameOf(active.data.current),
              target: nameOf(over.data.current),
            })
          : layoutsText('kanban.dnd.notOver', { name: nameOf(active.data.current) }),
      onDragEnd: ({ active, over }) =>
        over
          ? layoutsText('kanban.dnd.end', { name: nameOf(active.data.current) })
          : layoutsText('kanban.dnd.returned', { name: nameOf(active.data.current) }),
      onDragCancel: ({ active }) =>
        layoutsText('dnd.cancel', { name: nameOf(active.data.current) }),
    };

    const onDragStart = (event: DragStartEvent) => {
      const data: unknown = event.active.data.current;
      if (isKanbanDropData(data) && data.type === 'card') drag.start(data.id, data.cell);
    };

    const onDragMove = (event: DragMoveEvent) => {
      const target = dropTarget(event, drag, model);
      if (target === null) drag.setOver(null, null, false);
      else drag.setOver(cellKey(target.cell), target.overId, target.placeAfter);
    };

    const onDragEnd = (event: DragEndEvent) => {
      const target = dropTarget(event, drag, model);
      const active: unknown = event.active.data.current;
      drag.end();
      if (target === null || !isKanbanDropData(active) || active.type !== 'card') return;
      const item = model.store.get(active.id);
      const {
        group_by: groupBy,
        sub_group_by: subGroupBy,
        order_by: orderBy,
      } = model.settings.display;
      if (!item || groupBy === null) return;
      const plan = planKanbanDrop({
        item,
        from: active.cell,
        to: target.cell,
        targetIds: model.list.ids(target.cell.group, target.cell.subGroup),
        overId: target.overId,
        placeAfter: target.placeAfter,
        groupBy,
        subGroupBy,
        orderBy,
        sortOrderOf: (id) => model.store.get(id)?.sort_order,
      });
      switch (plan.kind) {
        case 'update':
          void model.store.update(model.slug, item.id, plan.patch);
          return;
        case 'not-movable':
          showErrorToast(notMovableMessage(plan.groupBy));
          return;
        case 'not-manual':
          showErrorToast(notManualMessage(orderBy));
          return;
        case 'none':
          return;
      }
    };

    return {
      sensors,
      collisionDetection,
      accessibility: {
        announcements,
        screenReaderInstructions: {
          draggable: layoutsText('kanban.dnd.instructions'),
        },
      },
      onDragStart,
      onDragMove,
      onDragEnd,
      onDragCancel: () => {
        drag.end();
      },
    };
  }, [model, drag, sensors]);
}

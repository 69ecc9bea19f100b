import {
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { parseISO } from 'date-fns';
import { formatDate } from '#web/lib/format';
import { layoutsText } from '#web/domains/work-items/work-items-text';
import { useState } from 'react';
import type { WorkItemsScreenModel } from '#web/domains/work-items/work-items-screen-model';
import { directionOfKey, neighbourBox } from './calendar-keyboard';

/** What a dragged chip carries: the item and where it was picked up. */
interface ChipData {
  id: string;
  source: 'day' | 'panel';
}

function chipData(data: unknown): ChipData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { id, source } = data as Partial<ChipData>;
  return typeof id === 'string' && (source === 'day' || source === 'panel') ? { id, source } : null;
}

/** Pixels inside a day where the keyboard drops a chip: past the day number, off the border. */
const KEYBOARD_INSET = { x: 6, y: 32 };

/** Arrow keys move a dragged chip to the neighbouring day rather than by a few pixels. */
const dayByDayCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = directionOfKey(event.code);
  const from = context.collisionRect;
  if (!direction || !from) return undefined;
  event.preventDefault();
  const boxes = [...context.droppableRects.values()];
  const target = neighbourBox(from, boxes, direction);
  if (!target) return currentCoordinates;
  return { x: target.left + KEYBOARD_INSET.x, y: target.top + KEYBOARD_INSET.y };
};

/** The pointer decides where it is; the keyboard (no pointer) falls back to overlapping boxes. */
const pointerThenRect: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

function dayLabel(id: string | number): string {
  return typeof id === 'string'
    ? formatDate(parseISO(id), { weekday: 'long', month: 'long', day: 'numeric' })
    : String(id);
}

/**
 * Dragging items between days and from the "No due date" panel onto a day: sensors (a 4 px
 * pointer threshold keeps clicks as clicks; Space picks a chip up and the arrows move it day by
 * day), the move itself (an optimistic target-date edit) and spoken announcements.
 */
export function useCalendarDnd(model: WorkItemsScreenModel) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: dayByDayCoordinates,
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
    }),
  );

  const nameOf = (data: unknown): string => {
    const chip = chipData(data);
    return (chip && model.store.get(chip.id)?.name) ?? layoutsText('workItem');
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      layoutsText('calendar.dnd.start', { name: nameOf(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? layoutsText('calendar.dnd.over', {
            name: nameOf(active.data.current),
            day: dayLabel(over.id),
          })
        : layoutsText('calendar.dnd.notOver', { name: nameOf(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over
        ? layoutsText('calendar.dnd.end', {
            name: nameOf(active.data.current),
            day: dayLabel(over.id),
          })
        : layoutsText('calendar.dnd.notMoved', { name: nameOf(active.data.current) }),
    onDragCancel: ({ active }) => layoutsText('dnd.cancel', { name: nameOf(active.data.current) }),
  };

  const onDragStart = (event: DragStartEvent) => {
    setActiveId(chipData(event.active.data.current)?.id ?? null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const chip = chipData(active.data.current);
    if (!chip || !over || typeof over.id !== 'string' || !model.canEdit) return;
    const item = model.store.get(chip.id);
    if (!item || item.target_date === over.id) return;
    void model.store.update(model.slug, chip.id, { target_date: over.id });
    // The calendar's list holds only dated items of the range it asked for: a newly scheduled
    // item joins it here, as a created one would, so that it shows on its day at once.
    if (chip.source === 'panel') model.list.itemCreated(item);
  };

  return {
    activeId,
    dndProps: {
      sensors,
      collisionDetection: pointerThenRect,
      accessibility: { announcements },
      onDragStart,
      onDragEnd,
      onDragCancel: () => {
        setActiveId(null);
      },
    },
  };
}

import { makeAutoObservable } from 'mobx';
import type { KanbanCell } from './kanban-drop';

const SEPARATOR = '\u0000';

/** A cell's identity on the board, for dnd-kit ids and comparisons. */
export function cellKey(cell: KanbanCell): string {
  return `${cell.group}${SEPARATOR}${cell.subGroup ?? ''}`;
}

/** What a draggable card carries: the item and the cell it is dragged from. */
export interface KanbanCardDragData {
  type: 'card';
  id: string;
  cell: KanbanCell;
}

/** What a droppable carries: a card (drop beside it) or a cell (drop at its end). */
export type KanbanDropData = KanbanCardDragData | { type: 'cell'; cell: KanbanCell };

export function isKanbanDropData(value: unknown): value is KanbanDropData {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  return value.type === 'card' || value.type === 'cell';
}

/**
 * Where a drag would drop now, observed by the cells so that only the cell under the pointer
 * draws the drop line (the board itself does not re-render while dragging).
 */
export class KanbanDragState {
  activeId: string | null = null;
  from: KanbanCell | null = null;
  /** The cell under the dragged card, its key; null over nothing. */
  overCell: string | null = null;
  /** The card the drop would go beside; null at the cell's end. */
  overId: string | null = null;
  placeAfter = false;

  constructor() {
    makeAutoObservable(this);
  }

  start(id: string, from: KanbanCell): void {
    this.activeId = id;
    this.from = from;
  }

  setOver(overCell: string | null, overId: string | null, placeAfter: boolean): void {
    if (this.overCell !== overCell) this.overCell = overCell;
    if (this.overId !== overId) this.overId = overId;
    if (this.placeAfter !== placeAfter) this.placeAfter = placeAfter;
  }

  end(): void {
    this.activeId = null;
    this.from = null;
    this.overCell = null;
    this.overId = null;
    this.placeAfter = false;
  }
}

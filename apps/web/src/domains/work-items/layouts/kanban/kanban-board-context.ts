import type { DisplayPropertyKey } from '@keel/core';
import { createContext, use } from 'react';
import type { KanbanDragState } from './kanban-drag-state';
import type { KanbanCell } from './kanban-drop';

/** What every column and card of one board shares. */
export interface KanbanBoard {
  drag: KanbanDragState;
  /** Whether cards can be dragged and moved (the viewer may edit here). */
  canMove: boolean;
  /**
   * Properties the cards leave out: the key (their top line shows it) and what the columns or
   * swimlanes already say.
   */
  hiddenProperties: readonly DisplayPropertyKey[];
  /** The columns a card can be moved to from its menu. */
  moveTargets: readonly string[];
  /** Moves an item from its cell into another column, at its top (the "Move to…" path). */
  moveToColumn: (id: string, from: KanbanCell, group: string) => void;
}

export const KanbanBoardContext = createContext<KanbanBoard | null>(null);

export function useKanbanBoard(): KanbanBoard {
  const board = use(KanbanBoardContext);
  if (board === null) throw new Error('useKanbanBoard() needs a <KanbanBoardContext> above it.');
  return board;
}

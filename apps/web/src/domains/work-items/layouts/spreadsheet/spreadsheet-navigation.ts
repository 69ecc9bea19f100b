/** A cell of the spreadsheet: row index in the list's order, column 0 being the name. */
export interface CellPosition {
  row: number;
  column: number;
}

/** Rows a Page Up / Page Down moves. */
const PAGE_ROWS = 10;

/**
 * Where a key moves the focused cell (arrows by one, Home/End along the row, Page Up/Down by ten
 * rows, Ctrl+Home/End to the corners), clamped to the grid; null for a key that does not move.
 */
export function moveCell(
  from: CellPosition,
  key: string,
  size: { rows: number; columns: number },
  isCtrl = false,
): CellPosition | null {
  if (size.rows === 0 || size.columns === 0) return null;
  const clamp = (row: number, column: number): CellPosition => ({
    row: Math.min(Math.max(row, 0), size.rows - 1),
    column: Math.min(Math.max(column, 0), size.columns - 1),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(from.row - 1, from.column);
    case 'ArrowDown':
      return clamp(from.row + 1, from.column);
    case 'ArrowLeft':
      return clamp(from.row, from.column - 1);
    case 'ArrowRight':
      return clamp(from.row, from.column + 1);
    case 'Home':
      return isCtrl ? clamp(0, 0) : clamp(from.row, 0);
    case 'End':
      return isCtrl ? clamp(size.rows - 1, size.columns - 1) : clamp(from.row, size.columns - 1);
    case 'PageUp':
      return clamp(from.row - PAGE_ROWS, from.column);
    case 'PageDown':
      return clamp(from.row + PAGE_ROWS, from.column);
    default:
      return null;
  }
}

/** A blocking relation: `fromId` blocks `toId`, so the arrow runs from its end to the other's start. */
export interface GanttRelation {
  fromId: string;
  toId: string;
}

/** Where an item's bar sits: its row index and horizontal extent in chart pixels. */
export interface BarPlacement {
  row: number;
  left: number;
  right: number;
}

/** One arrow to draw: an SVG path in chart coordinates (y 0 is the top of the first row). */
export interface ArrowPath {
  key: string;
  d: string;
  /** The blocked item starts before the blocker ends: Plane draws these in a warning colour. */
  isConflict: boolean;
}

/** How far an arrow leaves a bar's edge before it turns. */
const ARROW_STUB = 12;

/**
 * The arrows between the bars of blocking relations. A relation whose either end has no bar (no
 * dates, or not loaded) draws nothing. The path leaves the blocker's right edge, drops to the
 * middle between rows when it must turn back, and enters the blocked bar's left edge, so lines
 * never cross the bars they join.
 */
export function relationArrows(
  relations: readonly GanttRelation[],
  placements: ReadonlyMap<string, BarPlacement>,
  rowHeight: number,
): ArrowPath[] {
  const arrows: ArrowPath[] = [];
  for (const { fromId, toId } of relations) {
    const from = placements.get(fromId);
    const to = placements.get(toId);
    if (!from || !to || fromId === toId) continue;
    const startX = from.right;
    const startY = from.row * rowHeight + rowHeight / 2;
    const endX = to.left;
    const endY = to.row * rowHeight + rowHeight / 2;
    const isConflict = endX < startX;
    let d: string;
    if (endX - startX >= ARROW_STUB * 2) {
      const turnX = startX + ARROW_STUB;
      d = `M ${String(startX)} ${String(startY)} H ${String(turnX)} V ${String(endY)} H ${String(endX)}`;
    } else {
      const outX = startX + ARROW_STUB;
      const inX = endX - ARROW_STUB;
      const midY = (from.row + (to.row >= from.row ? 1 : 0)) * rowHeight;
      d = `M ${String(startX)} ${String(startY)} H ${String(outX)} V ${String(midY)} H ${String(inX)} V ${String(endY)} H ${String(endX)}`;
    }
    arrows.push({ key: `${fromId}->${toId}`, d, isConflict });
  }
  return arrows;
}

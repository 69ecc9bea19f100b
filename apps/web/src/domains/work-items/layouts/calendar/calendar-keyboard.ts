/** A box on screen, as dnd-kit measures droppables. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

const DIRECTIONS: Partial<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** The direction an arrow key moves a dragged chip; undefined for other keys. */
export function directionOfKey(code: string): Direction | undefined {
  return DIRECTIONS[code];
}

/**
 * The day next to `from` in a direction, so that the keyboard moves a dragged chip day by day:
 * among the boxes lying that way and overlapping `from` across the movement, the nearest.
 */
export function neighbourBox<T extends Box>(
  from: Box,
  boxes: readonly T[],
  direction: Direction,
): T | undefined {
  const centre = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const origin = centre(from);
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const box of boxes) {
    const point = centre(box);
    const dx = point.x - origin.x;
    const dy = point.y - origin.y;
    const isHorizontal = direction === 'left' || direction === 'right';
    const along =
      direction === 'left' ? -dx : direction === 'right' ? dx : direction === 'up' ? -dy : dy;
    const across = isHorizontal ? Math.abs(dy) : Math.abs(dx);
    const tolerance = isHorizontal ? (from.height + box.height) / 2 : (from.width + box.width) / 2;
    if (along <= 1 || across >= tolerance) continue;
    if (along < bestDistance) {
      best = box;
      bestDistance = along;
    }
  }
  return best;
}

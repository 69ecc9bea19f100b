import { DEFAULT_SORT_ORDER, REORDER_GAP, type View } from '@keel/core';

/** The sort_order of a view added after `views` (spec §9: step 10000). */
export function sortOrderAfter(views: readonly Pick<View, 'sort_order'>[]): number {
  if (views.length === 0) return DEFAULT_SORT_ORDER;
  return Math.max(...views.map((view) => view.sort_order)) + REORDER_GAP;
}

/**
 * The sort_order that moves the view at `index` one place left or right among `views` (in tab
 * order): between its new neighbours, or one step past the end. Null at an edge.
 */
export function movedSortOrder(
  views: readonly Pick<View, 'sort_order'>[],
  index: number,
  direction: 'left' | 'right',
): number | null {
  const target = direction === 'left' ? index - 1 : index + 1;
  const neighbour = views[target];
  if (index < 0 || !neighbour) return null;
  const beyond = views[direction === 'left' ? target - 1 : target + 1];
  if (!beyond)
    return direction === 'left'
      ? neighbour.sort_order - REORDER_GAP
      : neighbour.sort_order + REORDER_GAP;
  return (neighbour.sort_order + beyond.sort_order) / 2;
}

import { DEFAULT_SORT_ORDER, REORDER_GAP } from './constants';

/**
 * Where an item dropped between two neighbours goes (spec §9: reorder gap 10000).
 * Dropped above `before` with `after` beyond it: the midpoint of the two. Dropped at an end: one gap
 * past the neighbour on that side. With no neighbours at all: the default sort order.
 */
export function sortOrderBetween(previous: number | null, next: number | null): number {
  if (previous != null && next != null) return (previous + next) / 2;
  if (previous != null) return previous + REORDER_GAP;
  if (next != null) return next - REORDER_GAP;
  return DEFAULT_SORT_ORDER;
}

/**
 * sort_order of a label placed among its siblings (spec §9): the default with no siblings, the
 * previous one plus the gap after the last, half of the next before the first, else the midpoint.
 */
export function labelSortOrderBetween(previous: number | null, next: number | null): number {
  if (previous != null && next != null) return (previous + next) / 2;
  if (previous != null) return previous + REORDER_GAP;
  if (next != null) return next / 2;
  return DEFAULT_SORT_ORDER;
}

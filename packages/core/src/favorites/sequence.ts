import { DEFAULT_SORT_ORDER, REORDER_GAP } from '../constants';

/** Where a dragged favorite lands relative to the favorite it is dropped on. */
export type FavoriteDropEdge = 'above' | 'below';

/**
 * The sequence of a favorite added after the ones that exist (spec §9: step 10000): one step past
 * the largest, or the default sequence when there are none.
 */
export function appendedFavoriteSequence(sequences: readonly number[]): number {
  if (sequences.length === 0) return DEFAULT_SORT_ORDER;
  return Math.max(...sequences) + REORDER_GAP;
}

/**
 * The sequence of a favorite dropped on `targetIndex` of `siblings` (spec §4): the sequences of the
 * list it lands in, in display order and without the dragged favorite itself. Placed above the
 * target it takes the average of the target and the favorite before it (one step before a first
 * target); placed below, the average of the target and the one after it (one step past a last
 * target). An empty list gives the default sequence.
 */
export function reorderedFavoriteSequence(
  siblings: readonly number[],
  targetIndex: number,
  edge: FavoriteDropEdge,
): number {
  const target = siblings[targetIndex];
  if (target === undefined) return appendedFavoriteSequence(siblings);
  if (edge === 'above') {
    const previous = siblings[targetIndex - 1];
    return previous === undefined ? target - REORDER_GAP : (previous + target) / 2;
  }
  const next = siblings[targetIndex + 1];
  return next === undefined ? target + REORDER_GAP : (target + next) / 2;
}

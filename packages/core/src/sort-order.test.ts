import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_ORDER, REORDER_GAP } from './constants';
import { labelSortOrderBetween, sortOrderBetween } from './sort-order';

describe('sortOrderBetween', () => {
  it('takes the midpoint between two neighbours', () => {
    expect(sortOrderBetween(10_000, 20_000)).toBe(15_000);
  });

  it('steps one gap past the last item', () => {
    expect(sortOrderBetween(70_000, null)).toBe(70_000 + REORDER_GAP);
  });

  it('steps one gap before the first item', () => {
    expect(sortOrderBetween(null, 70_000)).toBe(70_000 - REORDER_GAP);
  });

  it('uses the default in an empty list', () => {
    expect(sortOrderBetween(null, null)).toBe(DEFAULT_SORT_ORDER);
  });
});

describe('labelSortOrderBetween', () => {
  it('halves the first label when placed before it', () => {
    expect(labelSortOrderBetween(null, 65_535)).toBe(32_767.5);
  });

  it('adds the gap after the last label', () => {
    expect(labelSortOrderBetween(65_535, null)).toBe(75_535);
  });

  it('takes the midpoint between two labels and the default alone', () => {
    expect(labelSortOrderBetween(100, 200)).toBe(150);
    expect(labelSortOrderBetween(null, null)).toBe(DEFAULT_SORT_ORDER);
  });
});

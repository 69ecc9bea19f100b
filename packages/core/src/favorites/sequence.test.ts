import { describe, expect, it } from 'vitest';
import { appendedFavoriteSequence, reorderedFavoriteSequence } from './sequence';

describe('favorite sequences (spec §4, §9)', () => {
  it('starts at the default and appends one step of 10000 past the largest', () => {
    expect(appendedFavoriteSequence([])).toBe(65_535);
    expect(appendedFavoriteSequence([65_535])).toBe(75_535);
    expect(appendedFavoriteSequence([80_000, 65_535, 70_000])).toBe(90_000);
  });

  it('takes the neighbours average when placed above a target', () => {
    expect(reorderedFavoriteSequence([10_000, 20_000, 30_000], 1, 'above')).toBe(15_000);
    expect(reorderedFavoriteSequence([10_000, 20_000, 30_000], 2, 'above')).toBe(25_000);
    expect(reorderedFavoriteSequence([1, 2], 1, 'above')).toBe(1.5);
  });

  it('goes one step before the first favorite when placed above it', () => {
    expect(reorderedFavoriteSequence([65_535, 75_535], 0, 'above')).toBe(55_535);
  });

  it('takes the average with the next one when placed below, or one step past the last', () => {
    expect(reorderedFavoriteSequence([10_000, 20_000, 30_000], 0, 'below')).toBe(15_000);
    expect(reorderedFavoriteSequence([10_000, 20_000, 30_000], 2, 'below')).toBe(40_000);
  });

  it('appends when the target is missing and starts over in an empty list', () => {
    expect(reorderedFavoriteSequence([], 0, 'above')).toBe(65_535);
    expect(reorderedFavoriteSequence([10_000], 5, 'below')).toBe(20_000);
  });

  it('keeps the dropped favorite strictly between its new neighbours', () => {
    const siblings = [100, 200, 300, 400];
    siblings.forEach((target, index) => {
      const above = reorderedFavoriteSequence(siblings, index, 'above');
      expect(above).toBeLessThan(target);
      expect(above).toBeGreaterThan(siblings[index - 1] ?? -Infinity);
      const below = reorderedFavoriteSequence(siblings, index, 'below');
      expect(below).toBeGreaterThan(target);
      expect(below).toBeLessThan(siblings[index + 1] ?? Infinity);
    });
  });
});

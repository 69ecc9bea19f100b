import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_PRESETS,
  hasDraftErrors,
  initialValues,
  nextPointKey,
  pointValueError,
  pointsFromValues,
  presetsFor,
  validateEstimateDraft,
} from './estimate-presets';

describe('estimate presets', () => {
  it('offers Plane’s templates for each type, each within 2 to 6 points', () => {
    expect(presetsFor('points').map((preset) => preset.label)).toEqual([
      'Fibonacci',
      'Linear',
      'Squares',
    ]);
    expect(presetsFor('categories').map((preset) => preset.label)).toEqual([
      'T-shirt',
      'Easy-to-hard',
    ]);
    expect(presetsFor('time')[0]?.values).toEqual(['15m', '30m', '1h', '2h', '4h', '8h']);
    for (const preset of ESTIMATE_PRESETS) {
      expect(preset.values.length).toBeGreaterThanOrEqual(2);
      expect(preset.values.length).toBeLessThanOrEqual(6);
    }
  });

  it('starts a new estimate from the first preset of its type', () => {
    expect(initialValues('points')).toEqual(['1', '2', '3', '5', '8', '13']);
    expect(initialValues('categories')).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });

  it('numbers points 1..n in the order they are listed, trimmed', () => {
    expect(pointsFromValues([' S ', 'M', 'L'])).toEqual([
      { key: 1, value: 'S' },
      { key: 2, value: 'M' },
      { key: 3, value: 'L' },
    ]);
  });

  it('adds a point one past the largest key', () => {
    expect(nextPointKey([{ key: 1 }, { key: 4 }, { key: 2 }])).toBe(5);
    expect(nextPointKey([])).toBe(1);
  });
});

describe('pointValueError', () => {
  it('refuses empty, repeated and, for points, non-numeric values', () => {
    expect(pointValueError('categories', '  ', [])).toBe('Enter a value');
    expect(pointValueError('categories', 'm', ['S', 'M'])).toBe('Values must differ');
    expect(pointValueError('points', 'five', [])).toBe('Points must be numbers');
    expect(pointValueError('points', '0.5', ['1'])).toBeNull();
    expect(pointValueError('time', '2h', ['1h'])).toBeNull();
    expect(pointValueError('categories', 'x'.repeat(256), [])).toBe('At most 255 characters');
  });
});

describe('validateEstimateDraft', () => {
  it('accepts a named estimate with 2 to 6 good values', () => {
    const errors = validateEstimateDraft({ name: 'Sizes', type: 'points', values: ['1', '2'] });
    expect(hasDraftErrors(errors)).toBe(false);
  });

  it('names each problem where it is', () => {
    const errors = validateEstimateDraft({ name: ' ', type: 'categories', values: ['S'] });
    expect(errors.name).toBe('Estimate name is required');
    expect(errors.list).toBe('An estimate needs 2 to 6 points');
    expect(hasDraftErrors(errors)).toBe(true);
  });

  it('flags a repeated value where it repeats, not where it first appears', () => {
    const errors = validateEstimateDraft({
      name: 'Sizes',
      type: 'categories',
      values: ['S', 'M', 's'],
    });
    expect(errors.values).toEqual([null, null, 'Values must differ']);
  });

  it('refuses more than six values', () => {
    const values = ['1', '2', '3', '4', '5', '6', '7'];
    expect(validateEstimateDraft({ name: 'A', type: 'points', values }).list).toBe(
      'An estimate needs 2 to 6 points',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { distributionOf, progressSegments, progressSummary } from './sub-item-progress';

describe('distributionOf', () => {
  it('collects ids by state group and skips items without a state', () => {
    expect(
      distributionOf([
        { id: 'a', state__group: 'started' },
        { id: 'b', state__group: 'completed' },
        { id: 'c', state__group: 'started' },
        { id: 'd', state__group: null },
      ]),
    ).toEqual({ started: ['a', 'c'], completed: ['b'] });
  });
});

describe('progressSegments', () => {
  it('orders completed first and shares out 100 percent', () => {
    const segments = progressSegments({ backlog: ['a'], completed: ['b', 'c', 'd'] });
    expect(segments).toEqual([
      { group: 'completed', count: 3, percent: 75 },
      { group: 'backlog', count: 1, percent: 25 },
    ]);
  });

  it('is empty without sub-items, and ignores triage', () => {
    expect(progressSegments({})).toEqual([]);
    expect(progressSegments({ triage: ['x'] })).toEqual([]);
  });
});

describe('progressSummary', () => {
  it('counts completed out of all but triage', () => {
    expect(
      progressSummary({ completed: ['a'], cancelled: ['b'], started: ['c'], triage: ['d'] }),
    ).toEqual({
      done: 1,
      total: 3,
    });
  });
});

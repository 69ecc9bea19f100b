import { describe, expect, it } from 'vitest';
import { type BarPlacement, relationArrows } from './gantt-arrows';

const placements = new Map<string, BarPlacement>([
  ['a', { row: 0, left: 0, right: 100 }],
  ['b', { row: 2, left: 200, right: 260 }],
  ['c', { row: 1, left: 50, right: 90 }],
]);

describe('relationArrows', () => {
  it('draws nothing without relations', () => {
    expect(relationArrows([], placements, 48)).toEqual([]);
  });

  it('goes right, down and right into a bar that starts later', () => {
    expect(relationArrows([{ fromId: 'a', toId: 'b' }], placements, 48)).toEqual([
      { key: 'a->b', d: 'M 100 24 H 112 V 120 H 200', isConflict: false },
    ]);
  });

  it('turns back between the rows when the blocked bar starts before the blocker ends', () => {
    expect(relationArrows([{ fromId: 'a', toId: 'c' }], placements, 48)).toEqual([
      { key: 'a->c', d: 'M 100 24 H 112 V 48 H 38 V 72 H 50', isConflict: true },
    ]);
  });

  it('turns above the blocker when the blocked row is higher up', () => {
    expect(relationArrows([{ fromId: 'b', toId: 'c' }], placements, 48)[0]?.d).toBe(
      'M 260 120 H 272 V 96 H 38 V 72 H 50',
    );
  });

  it('skips relations whose bars are not drawn, and self-relations', () => {
    expect(
      relationArrows(
        [
          { fromId: 'a', toId: 'missing' },
          { fromId: 'a', toId: 'a' },
        ],
        placements,
        48,
      ),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { moveCell } from './spreadsheet-navigation';

const size = { rows: 30, columns: 5 };

describe('moveCell', () => {
  it('moves by one with the arrows and stops at the edges', () => {
    expect(moveCell({ row: 3, column: 2 }, 'ArrowDown', size)).toEqual({ row: 4, column: 2 });
    expect(moveCell({ row: 3, column: 2 }, 'ArrowLeft', size)).toEqual({ row: 3, column: 1 });
    expect(moveCell({ row: 0, column: 0 }, 'ArrowUp', size)).toEqual({ row: 0, column: 0 });
    expect(moveCell({ row: 29, column: 4 }, 'ArrowRight', size)).toEqual({ row: 29, column: 4 });
  });

  it('jumps along the row, by pages and to the corners', () => {
    expect(moveCell({ row: 3, column: 2 }, 'End', size)).toEqual({ row: 3, column: 4 });
    expect(moveCell({ row: 3, column: 2 }, 'Home', size)).toEqual({ row: 3, column: 0 });
    expect(moveCell({ row: 3, column: 2 }, 'PageDown', size)).toEqual({ row: 13, column: 2 });
    expect(moveCell({ row: 3, column: 2 }, 'PageUp', size)).toEqual({ row: 0, column: 2 });
    expect(moveCell({ row: 3, column: 2 }, 'End', size, true)).toEqual({ row: 29, column: 4 });
    expect(moveCell({ row: 3, column: 2 }, 'Home', size, true)).toEqual({ row: 0, column: 0 });
  });

  it('ignores other keys and empty grids', () => {
    expect(moveCell({ row: 0, column: 0 }, 'a', size)).toBeNull();
    expect(moveCell({ row: 0, column: 0 }, 'ArrowDown', { rows: 0, columns: 5 })).toBeNull();
  });
});

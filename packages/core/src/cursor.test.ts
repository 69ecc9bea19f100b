import { describe, expect, it } from 'vitest';
import {
  adjacentCursors,
  CursorError,
  cursorOffset,
  firstCursor,
  formatCursor,
  parseCursor,
} from './cursor';

describe('parseCursor', () => {
  it('reads the three integers of a list cursor', () => {
    expect(parseCursor('100:2:0')).toEqual({ perPage: 100, page: 2, third: 0 });
    expect(parseCursor(' 10:0:1 ')).toEqual({ perPage: 10, page: 0, third: 1 });
  });

  it.each(['', '10:0', '10:0:0:0', 'a:0:0', '10:-1:0', '0:0:0', '10.5:0:0', '1e3:0:0'])(
    'refuses %j',
    (cursor) => {
      expect(() => parseCursor(cursor)).toThrow(CursorError);
    },
  );

  it('round-trips through formatCursor', () => {
    expect(formatCursor(parseCursor('500:3:0'))).toBe('500:3:0');
  });
});

describe('cursor arithmetic', () => {
  it('starts at page zero', () => {
    expect(firstCursor(10)).toBe('10:0:0');
  });

  it('points forwards and backwards the Plane way', () => {
    expect(adjacentCursors(parseCursor('50:2:0'))).toEqual({ next: '50:3:0', prev: '50:1:1' });
    expect(adjacentCursors(parseCursor('50:0:0')).prev).toBe('50:0:1');
  });

  it('turns a page into a row offset', () => {
    expect(cursorOffset(parseCursor('25:4:0'))).toBe(100);
  });
});

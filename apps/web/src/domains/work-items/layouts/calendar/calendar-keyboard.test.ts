import { describe, expect, it } from 'vitest';
import { directionOfKey, neighbourBox } from './calendar-keyboard';

const day = (id: string, column: number, row: number) => ({
  id,
  left: column * 100,
  top: row * 80,
  width: 100,
  height: 80,
});
const grid = [day('a', 0, 0), day('b', 1, 0), day('c', 2, 0), day('d', 0, 1), day('e', 1, 1)];

describe('neighbourBox', () => {
  it('finds the next day in each direction', () => {
    const from = day('b', 1, 0);
    expect(neighbourBox(from, grid, 'right')?.id).toBe('c');
    expect(neighbourBox(from, grid, 'left')?.id).toBe('a');
    expect(neighbourBox(from, grid, 'down')?.id).toBe('e');
    expect(neighbourBox(from, grid, 'up')).toBeUndefined();
  });

  it('starts from a small chip inside a day', () => {
    const chip = { left: 110, top: 90, width: 60, height: 20 };
    expect(neighbourBox(chip, grid, 'left')?.id).toBe('d');
    expect(neighbourBox(chip, grid, 'up')?.id).toBe('b');
  });

  it('maps arrow keys only', () => {
    expect(directionOfKey('ArrowUp')).toBe('up');
    expect(directionOfKey('KeyA')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createTypeahead, isTypeaheadKey, nextListIndex } from './list-navigation';

describe('nextListIndex', () => {
  it('steps with the arrows and wraps round when looping', () => {
    expect(nextListIndex('ArrowDown', 0, 3, true)).toBe(1);
    expect(nextListIndex('ArrowDown', 2, 3, true)).toBe(0);
    expect(nextListIndex('ArrowUp', 0, 3, true)).toBe(2);
    expect(nextListIndex('ArrowUp', 2, 3, true)).toBe(1);
  });

  it('stops at the ends without looping', () => {
    expect(nextListIndex('ArrowDown', 2, 3, false)).toBe(2);
    expect(nextListIndex('ArrowUp', 0, 3, false)).toBe(0);
  });

  it('starts from the first or the last when nothing is active', () => {
    expect(nextListIndex('ArrowDown', -1, 3, false)).toBe(0);
    expect(nextListIndex('ArrowUp', -1, 3, false)).toBe(2);
  });

  it('goes to the ends with Home and End, and ignores other keys and empty lists', () => {
    expect(nextListIndex('Home', 2, 3, true)).toBe(0);
    expect(nextListIndex('End', 0, 3, true)).toBe(2);
    expect(nextListIndex('a', 0, 3, true)).toBeNull();
    expect(nextListIndex('ArrowDown', -1, 0, true)).toBeNull();
  });
});

describe('typeahead', () => {
  const labels = ['Backlog', 'Todo', 'Triage', 'Done'];

  it('jumps to the first label starting with the letters typed together', () => {
    const typeahead = createTypeahead(700);
    expect(typeahead.find('t', labels, 1000)).toBe(1);
    expect(typeahead.find('r', labels, 1200)).toBe(2);
  });

  it('starts a new search after a pause, case-insensitively', () => {
    const typeahead = createTypeahead(700);
    expect(typeahead.find('T', labels, 1000)).toBe(1);
    expect(typeahead.find('d', labels, 2000)).toBe(3);
    expect(typeahead.find('x', labels, 3000)).toBe(-1);
  });

  it('takes printable keys only', () => {
    const plain = { metaKey: false, ctrlKey: false, altKey: false };
    expect(isTypeaheadKey({ ...plain, key: 'a' })).toBe(true);
    expect(isTypeaheadKey({ ...plain, key: ' ' })).toBe(false);
    expect(isTypeaheadKey({ ...plain, key: 'Enter' })).toBe(false);
    expect(isTypeaheadKey({ ...plain, key: 'a', ctrlKey: true })).toBe(false);
  });
});

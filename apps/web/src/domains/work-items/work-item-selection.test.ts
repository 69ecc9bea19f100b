import { describe, expect, it } from 'vitest';
import { WorkItemSelection } from './work-item-selection';

describe('WorkItemSelection', () => {
  const order = ['a', 'b', 'c', 'd', 'e'];

  it('selects the range from the last click with shift, in either direction', () => {
    const selection = new WorkItemSelection();
    selection.toggle('b');
    selection.extendTo('d', order);
    expect([...selection.ids].sort()).toEqual(['b', 'c', 'd']);
    selection.extendTo('a', order);
    expect([...selection.ids].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('selects a group whole and clears it when all were selected', () => {
    const selection = new WorkItemSelection();
    selection.toggleAll(['a', 'b']);
    expect(selection.size).toBe(2);
    selection.toggleAll(['a', 'b']);
    expect(selection.size).toBe(0);
  });

  it('forgets removed items', () => {
    const selection = new WorkItemSelection();
    selection.toggleAll(order);
    selection.retain((id) => id !== 'c');
    expect(selection.has('c')).toBe(false);
    expect(selection.size).toBe(4);
  });
});

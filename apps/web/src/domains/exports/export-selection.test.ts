import { describe, expect, it } from 'vitest';
import { hasSelection, isSelected, selectedProjectIds, toggleProject } from './export-selection';

const ids = ['a', 'b', 'c'];

describe('export project selection', () => {
  it('starts with every project, sent as an empty list', () => {
    expect(isSelected('all', 'b')).toBe(true);
    expect(selectedProjectIds('all', ids)).toEqual([]);
    expect(hasSelection('all', ids)).toBe(true);
    expect(hasSelection('all', [])).toBe(false);
  });

  it('unticks and ticks projects, back to all when every one is ticked', () => {
    const withoutB = toggleProject('all', 'b', ids);
    expect(withoutB).not.toBe('all');
    expect(selectedProjectIds(withoutB, ids)).toEqual(['a', 'c']);
    const none = toggleProject(toggleProject(withoutB, 'a', ids), 'c', ids);
    expect(hasSelection(none, ids)).toBe(false);
    expect(toggleProject(withoutB, 'b', ids)).toBe('all');
  });
});

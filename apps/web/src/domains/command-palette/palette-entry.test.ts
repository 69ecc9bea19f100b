import { describe, expect, it } from 'vitest';
import { type PaletteSection, initialValue, nonEmpty } from './palette-entry';

const entry = (value: string, isChecked = false) => ({
  value,
  label: value,
  isChecked,
  onSelect: () => undefined,
});

describe('palette sections', () => {
  it('drops sections without rows', () => {
    const sections: PaletteSection[] = [
      { heading: 'Empty', entries: [] },
      { heading: 'Full', entries: [entry('a')] },
    ];
    expect(nonEmpty(sections).map((section) => section.heading)).toEqual(['Full']);
  });

  it('selects the current value first, else the first row', () => {
    const states = [
      { heading: 'Backlog', entries: [entry('backlog')] },
      { heading: 'Started', entries: [entry('doing', true)] },
    ];
    expect(initialValue(states)).toBe('doing');
    expect(initialValue([{ heading: 'Actions', entries: [entry('create'), entry('theme')] }])).toBe(
      'create',
    );
    expect(initialValue([])).toBe('');
  });
});

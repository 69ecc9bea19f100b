import { describe, expect, it } from 'vitest';
import { listEntries, stepRow, stickyHeaderIndex } from './list-entries';

const groups = [
  { key: 'a', ids: ['1', '2'], total: 3, hasMore: true },
  { key: 'b', ids: [], total: 0, hasMore: false },
  { key: 'c', ids: ['3'], total: 1, hasMore: false },
];

const kinds = (entries: ReturnType<typeof listEntries>) =>
  entries.map((entry) => (entry.kind === 'row' ? entry.id : `${entry.kind}:${entry.group}`));

describe('listEntries', () => {
  it('flattens groups into headers, rows, load-more and quick add', () => {
    const entries = listEntries({
      groups,
      isGrouped: true,
      collapsed: new Set(),
      showEmptyGroups: false,
      canQuickAdd: true,
    });
    expect(kinds(entries)).toEqual([
      'header:a',
      '1',
      '2',
      'load-more:a',
      'quick-add:a',
      'header:c',
      '3',
      'quick-add:c',
    ]);
  });

  it('keeps empty groups when asked and collapses groups to their header', () => {
    const entries = listEntries({
      groups,
      isGrouped: true,
      collapsed: new Set(['a']),
      showEmptyGroups: true,
      canQuickAdd: false,
    });
    expect(kinds(entries)).toEqual(['header:a', 'header:b', 'header:c', '3']);
    expect(entries[0]).toMatchObject({ isCollapsed: true, count: 3 });
  });

  it('draws no header when ungrouped', () => {
    const entries = listEntries({
      groups: [{ key: 'All Issues', ids: ['1'], total: 1, hasMore: false }],
      isGrouped: false,
      collapsed: new Set(['All Issues']),
      showEmptyGroups: false,
      canQuickAdd: true,
    });
    expect(kinds(entries)).toEqual(['1', 'quick-add:All Issues']);
  });

  it('gives each line a distinct key, also for an item in two groups', () => {
    const entries = listEntries({
      groups: [
        { key: 'x', ids: ['1'], total: 1, hasMore: false },
        { key: 'y', ids: ['1'], total: 1, hasMore: false },
      ],
      isGrouped: true,
      collapsed: new Set(),
      showEmptyGroups: false,
      canQuickAdd: false,
    });
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
  });
});

describe('stepRow', () => {
  const entries = listEntries({
    groups,
    isGrouped: true,
    collapsed: new Set(),
    showEmptyGroups: false,
    canQuickAdd: true,
  });
  it('moves between rows across groups, skipping other lines', () => {
    expect(stepRow(entries, 2, 1)).toBe(6);
    expect(stepRow(entries, 6, -1)).toBe(2);
  });
  it('starts at the first or last row and stops at the ends', () => {
    expect(stepRow(entries, null, 1)).toBe(1);
    expect(stepRow(entries, null, -1)).toBe(6);
    expect(stepRow(entries, 6, 1)).toBeNull();
    expect(stepRow(entries, 1, -1)).toBeNull();
  });
});

describe('stickyHeaderIndex', () => {
  const entries = listEntries({
    groups,
    isGrouped: true,
    collapsed: new Set(),
    showEmptyGroups: false,
    canQuickAdd: true,
  });
  it('pins the header of the group at the top', () => {
    expect(stickyHeaderIndex(entries, 0)).toBe(0);
    expect(stickyHeaderIndex(entries, 3)).toBe(0);
    expect(stickyHeaderIndex(entries, 6)).toBe(5);
  });
  it('pins nothing in an ungrouped list', () => {
    const flat = listEntries({
      groups: [{ key: 'All Issues', ids: ['1', '2'], total: 2, hasMore: false }],
      isGrouped: false,
      collapsed: new Set(),
      showEmptyGroups: false,
      canQuickAdd: false,
    });
    expect(stickyHeaderIndex(flat, 1)).toBeNull();
  });
});

import type { Label } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  buildLabelTree,
  descendantIds,
  flattenLabelTree,
  moveAmongSiblings,
  siblingsOf,
  validParents,
} from './label-tree';

function label(id: string, parent: string | null, sortOrder: number): Label {
  return {
    id,
    workspace_id: 'w',
    project_id: 'p',
    parent,
    name: id,
    description: '',
    color: '#3A8BFD',
    sort_order: sortOrder,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}

const labels = [
  label('platform', null, 75_535),
  label('bug', null, 65_535),
  label('web', 'platform', 75_535),
  label('api', 'platform', 65_535),
  label('auth', 'api', 65_535),
  label('stray', 'gone', 1),
];

const ids = (entries: readonly { label: Label }[]) => entries.map((entry) => entry.label.id);

describe('buildLabelTree', () => {
  it('nests labels under their parent, siblings by sort order', () => {
    const tree = buildLabelTree(labels);
    expect(ids(tree)).toEqual(['stray', 'bug', 'platform']);
    const platform = tree.find((node) => node.label.id === 'platform');
    expect(platform && ids(platform.children)).toEqual(['api', 'web']);
    expect(platform?.children[0] && ids(platform.children[0].children)).toEqual(['auth']);
  });

  it('keeps a label whose parent is missing at the top level', () => {
    expect(siblingsOf(labels, null).map((entry) => entry.id)).toEqual(['stray', 'bug', 'platform']);
  });
});

describe('flattenLabelTree', () => {
  it('lists the tree depth first with each label’s depth', () => {
    const flat = flattenLabelTree(buildLabelTree(labels));
    expect(flat.map((entry) => [entry.label.id, entry.depth, entry.hasChildren])).toEqual([
      ['stray', 0, false],
      ['bug', 0, false],
      ['platform', 0, true],
      ['api', 1, true],
      ['auth', 2, false],
      ['web', 1, false],
    ]);
  });

  it('leaves out the children of collapsed labels', () => {
    const flat = flattenLabelTree(buildLabelTree(labels), new Set(['api']));
    expect(ids(flat)).toEqual(['stray', 'bug', 'platform', 'api', 'web']);
  });
});

describe('validParents', () => {
  it('finds every descendant of a label', () => {
    expect([...descendantIds(labels, 'platform')].sort()).toEqual(['api', 'auth', 'web']);
  });

  it('offers neither the label itself nor its descendants', () => {
    expect(ids(validParents(labels, 'platform'))).toEqual(['stray', 'bug']);
    expect(ids(validParents(labels, 'api'))).toEqual(['stray', 'bug', 'platform', 'web']);
  });
});

describe('moveAmongSiblings', () => {
  const siblings = [label('a', null, 10), label('b', null, 20), label('c', null, 30)];

  it('places a label dragged up before its target', () => {
    expect(moveAmongSiblings(siblings, 'c', 'b')).toEqual({
      placement: { before_id: 'b' },
      sortOrder: 15,
    });
    expect(moveAmongSiblings(siblings, 'c', 'a')).toEqual({
      placement: { before_id: 'a' },
      sortOrder: 5,
    });
  });

  it('places a label dragged down after its target', () => {
    expect(moveAmongSiblings(siblings, 'a', 'b')).toEqual({
      placement: { after_id: 'b' },
      sortOrder: 25,
    });
    expect(moveAmongSiblings(siblings, 'a', 'c')).toEqual({
      placement: { after_id: 'c' },
      sortOrder: 10_030,
    });
  });

  it('moves nothing when dropped on itself or on a non-sibling', () => {
    expect(moveAmongSiblings(siblings, 'a', 'a')).toBeNull();
    expect(moveAmongSiblings(siblings, 'a', 'x')).toBeNull();
  });
});

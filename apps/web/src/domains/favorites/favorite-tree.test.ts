import type { Favorite } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  dropFavorite,
  favoriteHref,
  favoriteTree,
  intoFolder,
  outOfFolder,
  stepFavorite,
  visibleFavorites,
} from './favorite-tree';

function favorite(id: string, sequence: number, fields: Partial<Favorite> = {}): Favorite {
  return {
    id,
    entity_type: 'project',
    entity_identifier: `entity-${id}`,
    entity_data: { id: `entity-${id}`, name: id, logo_props: {}, project_id: null },
    name: id,
    is_folder: false,
    sequence,
    parent: null,
    project_id: null,
    workspace_id: 'w1',
    created_at: '2026-11-28T00:00:00Z',
    updated_at: '2026-11-28T00:00:00Z',
    ...fields,
  };
}

function folder(id: string, sequence: number): Favorite {
  return favorite(id, sequence, {
    entity_type: 'folder',
    entity_identifier: null,
    entity_data: null,
    is_folder: true,
  });
}

// Top level: a (10000), F (20000: holds c 10000, d 20000), b (30000).
const list: Favorite[] = [
  favorite('b', 30_000),
  favorite('d', 20_000, { parent: 'F' }),
  folder('F', 20_000),
  favorite('a', 10_000),
  favorite('c', 10_000, { parent: 'F' }),
];
const order = ['a', 'F', 'c', 'd', 'b'];

describe('favoriteTree', () => {
  it('orders each level by sequence and puts a folder’s favorites under it', () => {
    const tree = favoriteTree(list);
    expect(tree.map((node) => node.favorite.id)).toEqual(['a', 'F', 'b']);
    expect(tree[1]?.children.map((child) => child.id)).toEqual(['c', 'd']);
  });

  it('shows a favorite whose folder is gone at the top level', () => {
    const tree = favoriteTree([favorite('x', 5, { parent: 'gone' }), favorite('y', 1)]);
    expect(tree.map((node) => node.favorite.id)).toEqual(['y', 'x']);
  });

  it('hides the favorites of a closed folder', () => {
    const tree = favoriteTree(list);
    expect(visibleFavorites(tree, () => true).map((entry) => entry.id)).toEqual(order);
    expect(visibleFavorites(tree, (id) => id !== 'F').map((entry) => entry.id)).toEqual([
      'a',
      'F',
      'b',
    ]);
  });
});

describe('moving favorites', () => {
  it('puts a favorite at the end of a folder, or at the end of the top level', () => {
    expect(intoFolder(list, 'a', 'F')).toEqual({ parent: 'F', sequence: 30_000 });
    expect(outOfFolder(list, 'c')).toEqual({ parent: null, sequence: 40_000 });
  });

  it('steps a favorite within its level, and not past its edges', () => {
    expect(stepFavorite(list, 'b', 'up')).toEqual({ parent: null, sequence: 15_000 });
    expect(stepFavorite(list, 'a', 'down')).toEqual({ parent: null, sequence: 25_000 });
    expect(stepFavorite(list, 'd', 'up')).toEqual({ parent: 'F', sequence: 0 });
    expect(stepFavorite(list, 'a', 'up')).toBeNull();
    expect(stepFavorite(list, 'b', 'down')).toBeNull();
    expect(stepFavorite(list, 'd', 'down')).toBeNull();
  });

  it('drops a favorite on a folder into it', () => {
    expect(dropFavorite(list, order, 'b', 'F')).toEqual({ parent: 'F', sequence: 30_000 });
    // Already in it: to the folder's top.
    expect(dropFavorite(list, order, 'd', 'F')).toEqual({ parent: 'F', sequence: 0 });
  });

  it('drops above a favorite when dragged up, below it when dragged down (spec §4)', () => {
    // b dragged up onto a: above a, one step before it.
    expect(dropFavorite(list, order, 'b', 'a')).toEqual({ parent: null, sequence: 0 });
    // a dragged down onto b: below b, one step past it.
    expect(dropFavorite(list, order, 'a', 'b')).toEqual({ parent: null, sequence: 40_000 });
    // b dragged up onto c (in F): into F, between nothing and c.
    expect(dropFavorite(list, order, 'b', 'c')).toEqual({ parent: 'F', sequence: 0 });
    // a dragged down onto c: into F, between c and d.
    expect(dropFavorite(list, order, 'a', 'c')).toEqual({ parent: 'F', sequence: 15_000 });
  });

  it('moves a folder only within the top level', () => {
    // F dropped on d (inside F itself): nothing changes.
    expect(dropFavorite(list, order, 'F', 'd')).toBeNull();
    expect(dropFavorite(list, order, 'F', 'b')).toEqual({ parent: null, sequence: 40_000 });
    expect(dropFavorite(list, order, 'F', 'a')).toEqual({ parent: null, sequence: 0 });
  });

  it('does nothing when dropped on itself', () => {
    expect(dropFavorite(list, order, 'a', 'a')).toBeNull();
  });
});

describe('favoriteHref', () => {
  it('links each kind as spec §2 says', () => {
    const inProject = (type: Favorite['entity_type']) =>
      favoriteHref(
        'acme',
        favorite('x', 1, { entity_type: type, entity_identifier: 'e1', project_id: 'p1' }),
      );
    expect(favoriteHref('acme', favorite('x', 1, { entity_identifier: 'p9' }))).toBe(
      '/acme/projects/p9/issues',
    );
    expect(inProject('cycle')).toBe('/acme/projects/p1/cycles/e1');
    expect(inProject('module')).toBe('/acme/projects/p1/modules/e1');
    expect(inProject('view')).toBe('/acme/projects/p1/views/e1');
    expect(inProject('page')).toBe('/acme/projects/p1/pages/e1');
    expect(
      favoriteHref(
        'acme',
        favorite('x', 1, { entity_type: 'view', entity_identifier: 'v1', project_id: null }),
      ),
    ).toBe('/acme/workspace-views/v1');
    expect(favoriteHref('acme', folder('F', 1))).toBeNull();
  });
});

import { PAGE_ACCESS, ROLE } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SORT,
  NO_PAGE_FILTERS,
  buildPageTree,
  countByTab,
  isFiltering,
  matchesFilters,
  pageWithDescendants,
  tabOf,
  toggledAccess,
  visibleRows,
  type PageNode,
} from './page-list';
import { pagePermissions } from './page-permissions';
import { makePage } from './pages-test-data';

function shape(nodes: readonly PageNode[]): unknown[] {
  return nodes.map((node) =>
    node.children.length === 0 ? node.page.id : { [node.page.id]: shape(node.children) },
  );
}

describe('tabs', () => {
  it('puts archived pages in Archived whatever their access, live ones by access', () => {
    expect(tabOf(makePage('a'))).toBe('public');
    expect(tabOf(makePage('b', { access: PAGE_ACCESS.private }))).toBe('private');
    expect(
      tabOf(makePage('c', { access: PAGE_ACCESS.private, archived_at: '2025-02-01T00:00:00Z' })),
    ).toBe('archived');
  });

  it('counts each tab', () => {
    const pages = [
      makePage('a'),
      makePage('b'),
      makePage('c', { access: PAGE_ACCESS.private }),
      makePage('d', { archived_at: '2025-02-01T00:00:00Z' }),
    ];
    expect(countByTab(pages)).toEqual({ public: 2, private: 1, archived: 1 });
  });

  it('toggles access between public and private', () => {
    expect(toggledAccess(makePage('a'))).toBe(PAGE_ACCESS.private);
    expect(toggledAccess(makePage('a', { access: PAGE_ACCESS.private }))).toBe(PAGE_ACCESS.public);
  });
});

describe('filters', () => {
  const page = makePage('a', {
    name: 'Release Notes',
    owned_by: 'u2',
    label_ids: ['l1', 'l2'],
    is_favorite: true,
  });

  it('matches the title ignoring case and surrounding spaces', () => {
    expect(matchesFilters(page, { ...NO_PAGE_FILTERS, search: '  notes ' })).toBe(true);
    expect(matchesFilters(page, { ...NO_PAGE_FILTERS, search: 'roadmap' })).toBe(false);
  });

  it('matches any chosen owner and any chosen label', () => {
    expect(matchesFilters(page, { ...NO_PAGE_FILTERS, ownerIds: ['u1', 'u2'] })).toBe(true);
    expect(matchesFilters(page, { ...NO_PAGE_FILTERS, ownerIds: ['u1'] })).toBe(false);
    expect(matchesFilters(page, { ...NO_PAGE_FILTERS, labelIds: ['l2', 'l9'] })).toBe(true);
    expect(matchesFilters(page, { ...NO_PAGE_FILTERS, labelIds: ['l9'] })).toBe(false);
  });

  it('keeps only favorites when asked', () => {
    const filters = { ...NO_PAGE_FILTERS, isFavoritesOnly: true };
    expect(matchesFilters(page, filters)).toBe(true);
    expect(matchesFilters(makePage('b'), filters)).toBe(false);
  });

  it('knows when anything narrows the list', () => {
    expect(isFiltering(NO_PAGE_FILTERS)).toBe(false);
    expect(isFiltering({ ...NO_PAGE_FILTERS, search: '   ' })).toBe(false);
    expect(isFiltering({ ...NO_PAGE_FILTERS, labelIds: ['l1'] })).toBe(true);
  });
});

describe('buildPageTree', () => {
  const root = makePage('root', { name: 'B root', updated_at: '2025-03-01T00:00:00Z' });
  const older = makePage('older', { name: 'a older', updated_at: '2025-01-05T00:00:00Z' });
  const child = makePage('child', { parent: 'root', updated_at: '2025-02-01T00:00:00Z' });
  const newerChild = makePage('newer', { parent: 'root', updated_at: '2025-02-02T00:00:00Z' });
  const grandchild = makePage('grand', { parent: 'child' });

  it('nests pages under their parents, newest change first by default (spec §9)', () => {
    const tree = buildPageTree([grandchild, child, older, newerChild, root], DEFAULT_PAGE_SORT);
    expect(shape(tree)).toEqual([{ root: ['newer', { child: ['grand'] }] }, 'older']);
  });

  it('sorts every level by name, ignoring case, in either direction', () => {
    const pages = [root, older, child, newerChild];
    expect(shape(buildPageTree(pages, { key: 'name', direction: 'asc' }))).toEqual([
      'older',
      { root: ['child', 'newer'] },
    ]);
    expect(shape(buildPageTree(pages, { key: 'name', direction: 'desc' }))).toEqual([
      { root: ['newer', 'child'] },
      'older',
    ]);
  });

  it('shows a page whose parent is not listed at the top level', () => {
    expect(shape(buildPageTree([child, grandchild], DEFAULT_PAGE_SORT))).toEqual([
      { child: ['grand'] },
    ]);
  });

  it('still shows pages whose parents form a loop', () => {
    const a = makePage('a', { parent: 'b' });
    const b = makePage('b', { parent: 'a' });
    const rows = visibleRows(buildPageTree([a, b], DEFAULT_PAGE_SORT), new Set());
    expect(rows.map((row) => row.page.id).sort()).toEqual(['a', 'b']);
  });
});

describe('visibleRows', () => {
  const tree = buildPageTree(
    [
      makePage('root'),
      makePage('child', { parent: 'root' }),
      makePage('grand', { parent: 'child' }),
    ],
    DEFAULT_PAGE_SORT,
  );

  it('lists every page with its depth while all are expanded', () => {
    expect(
      visibleRows(tree, new Set()).map(({ page, depth, childCount }) => [
        page.id,
        depth,
        childCount,
      ]),
    ).toEqual([
      ['root', 0, 1],
      ['child', 1, 1],
      ['grand', 2, 0],
    ]);
  });

  it('hides what sits under a collapsed page', () => {
    const rows = visibleRows(tree, new Set(['child']));
    expect(rows.map((row) => row.page.id)).toEqual(['root', 'child']);
    expect(rows[1]?.isExpanded).toBe(false);
  });
});

describe('pageWithDescendants', () => {
  it('takes the page and every page under it, at any depth', () => {
    const pages = [
      makePage('root'),
      makePage('child', { parent: 'root' }),
      makePage('grand', { parent: 'child' }),
      makePage('other'),
    ];
    expect(pageWithDescendants(pages, 'root')).toEqual(['root', 'child', 'grand']);
    expect(pageWithDescendants(pages, 'grand')).toEqual(['grand']);
  });
});

describe('pagePermissions', () => {
  const mine = makePage('a', { owned_by: 'me' });
  const theirs = makePage('b', { owned_by: 'someone' });

  it('lets a member favorite and duplicate, and manage only their own pages', () => {
    const member = { userId: 'me', role: ROLE.member };
    expect(pagePermissions(member, mine, true)).toEqual({
      canFavorite: true,
      canManage: true,
      canDuplicate: true,
    });
    expect(pagePermissions(member, theirs, true).canManage).toBe(false);
  });

  it('lets an admin manage anyone’s page and a guest only look', () => {
    expect(pagePermissions({ userId: 'me', role: ROLE.admin }, theirs, true).canManage).toBe(true);
    expect(pagePermissions({ userId: 'me', role: ROLE.guest }, theirs, true)).toEqual({
      canFavorite: false,
      canManage: false,
      canDuplicate: false,
    });
  });

  it('keeps only restore and delete for an archived page, nothing in an archived project', () => {
    const archived = makePage('c', { owned_by: 'me', archived_at: '2025-02-01T00:00:00Z' });
    const member = { userId: 'me', role: ROLE.member };
    expect(pagePermissions(member, archived, true)).toEqual({
      canFavorite: false,
      canManage: true,
      canDuplicate: false,
    });
    expect(pagePermissions(member, mine, false).canManage).toBe(false);
  });
});

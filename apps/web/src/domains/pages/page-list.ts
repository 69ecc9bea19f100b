import { PAGE_ACCESS, type Page, type PageAccess } from '@keel/core';

/** The pages screen's tabs: live public pages, live private pages, archived pages. */
export type PagesTab = 'public' | 'private' | 'archived';

export const PAGES_TABS: readonly PagesTab[] = ['public', 'private', 'archived'];

/** What the list can be ordered by. */
export type PageSortKey = 'updated_at' | 'created_at' | 'name';

export type SortDirection = 'asc' | 'desc';

export interface PageSort {
  key: PageSortKey;
  direction: SortDirection;
}

/** Spec §9: pages are sorted by updated_at, descending, by default. */
export const DEFAULT_PAGE_SORT: PageSort = { key: 'updated_at', direction: 'desc' };

/** The direction a key starts with when chosen: names from A, dates from the newest. */
export function defaultDirection(key: PageSortKey): SortDirection {
  return key === 'name' ? 'asc' : 'desc';
}

/** What narrows the list beyond its tab; empty lists mean no narrowing. */
export interface PageFilters {
  /** Matched against the title, ignoring case. */
  search: string;
  /** Pages owned by one of these users. */
  ownerIds: readonly string[];
  /** Pages carrying at least one of these labels. */
  labelIds: readonly string[];
  isFavoritesOnly: boolean;
}

export const NO_PAGE_FILTERS: PageFilters = {
  search: '',
  ownerIds: [],
  labelIds: [],
  isFavoritesOnly: false,
};

/** Whether any filter (search included) narrows the list. */
export function isFiltering(filters: PageFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.ownerIds.length > 0 ||
    filters.labelIds.length > 0 ||
    filters.isFavoritesOnly
  );
}

/** The tab a page is listed in. */
export function tabOf(page: Pick<Page, 'access' | 'archived_at'>): PagesTab {
  if (page.archived_at !== null) return 'archived';
  return page.access === PAGE_ACCESS.private ? 'private' : 'public';
}

/** How many of the pages each tab holds. */
export function countByTab(pages: readonly Page[]): Record<PagesTab, number> {
  const counts: Record<PagesTab, number> = { public: 0, private: 0, archived: 0 };
  for (const page of pages) counts[tabOf(page)] += 1;
  return counts;
}

export function matchesFilters(page: Page, filters: PageFilters): boolean {
  const needle = filters.search.trim().toLocaleLowerCase();
  if (needle !== '' && !page.name.toLocaleLowerCase().includes(needle)) return false;
  if (filters.ownerIds.length > 0 && !filters.ownerIds.includes(page.owned_by)) return false;
  if (filters.labelIds.length > 0 && !page.label_ids.some((id) => filters.labelIds.includes(id)))
    return false;
  return !filters.isFavoritesOnly || page.is_favorite;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Orders pages by the sort; ties keep a stable order by creation, then id. */
export function comparePages(sort: PageSort): (a: Page, b: Page) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const primary =
      sort.key === 'name'
        ? collator.compare(a.name.trim(), b.name.trim())
        : a[sort.key].localeCompare(b[sort.key]);
    return sign * primary || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
  };
}

/** A page with the pages under it that are shown with it. */
export interface PageNode {
  page: Page;
  children: PageNode[];
}

/**
 * The pages as trees, each level in the sort's order. A page whose parent is not among them (in
 * another tab, filtered out, or not visible to the viewer) is shown at the top level.
 */
export function buildPageTree(pages: readonly Page[], sort: PageSort): PageNode[] {
  const ids = new Set(pages.map((page) => page.id));
  const childrenOf = new Map<string | null, Page[]>();
  for (const page of pages) {
    const parent = page.parent !== null && ids.has(page.parent) ? page.parent : null;
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(page);
    childrenOf.set(parent, siblings);
  }
  const compare = comparePages(sort);
  const placed = new Set<string>();
  const grow = (parent: string | null): PageNode[] =>
    (childrenOf.get(parent) ?? [])
      .filter((page) => !placed.has(page.id))
      .sort(compare)
      .map((page) => {
        placed.add(page.id);
        return { page, children: grow(page.id) };
      });
  const roots = grow(null);
  // Pages whose parents form a loop are reached from no root; they are shown at the top, last.
  for (const page of pages.filter((entry) => !placed.has(entry.id)).sort(compare)) {
    if (placed.has(page.id)) continue;
    placed.add(page.id);
    roots.push({ page, children: grow(page.id) });
  }
  return roots;
}

/** One row of the list as drawn: a page, how deep it sits, and whether its children show. */
export interface PageRowEntry {
  page: Page;
  depth: number;
  childCount: number;
  isExpanded: boolean;
}

/** The rows to draw: every page of the trees except those under a collapsed page. */
export function visibleRows(
  trees: readonly PageNode[],
  collapsedIds: ReadonlySet<string>,
): PageRowEntry[] {
  const rows: PageRowEntry[] = [];
  const walk = (nodes: readonly PageNode[], depth: number) => {
    for (const node of nodes) {
      const isExpanded = !collapsedIds.has(node.page.id);
      rows.push({ page: node.page, depth, childCount: node.children.length, isExpanded });
      if (isExpanded) walk(node.children, depth + 1);
    }
  };
  walk(trees, 0);
  return rows;
}

/** The page and every page under it, at any depth (archive and move take the whole tree). */
export function pageWithDescendants(pages: readonly Page[], pageId: string): string[] {
  const found = [pageId];
  const seen = new Set(found);
  // The loop reaches the ids it appends: an array's iterator reads its length at each step.
  for (const parent of found) {
    for (const page of pages)
      if (page.parent === parent && !seen.has(page.id)) {
        seen.add(page.id);
        found.push(page.id);
      }
  }
  return found;
}

/** The access a page takes when "make public" or "make private" is chosen. */
export function toggledAccess(page: Pick<Page, 'access'>): PageAccess {
  return page.access === PAGE_ACCESS.private ? PAGE_ACCESS.public : PAGE_ACCESS.private;
}

/** The address of a page (spec §2). */
export function pageHref(slug: string, projectId: string, pageId: string): string {
  return `/${slug}/projects/${projectId}/pages/${pageId}`;
}

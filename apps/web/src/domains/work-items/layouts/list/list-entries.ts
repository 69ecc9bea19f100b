/** One group as the list draws it. */
export interface ListGroupInput {
  key: string;
  /** Loaded ids, in the list's order. */
  ids: readonly string[];
  /** Items the group holds on the server. */
  total: number;
  hasMore: boolean;
}

/**
 * One line of the list's single virtualized sequence: a group's header, an item's row, the line
 * that loads the group's next page, or the group's quick add.
 */
export type ListEntry =
  | { kind: 'header'; key: string; group: string; count: number; isCollapsed: boolean }
  | { kind: 'row'; key: string; group: string; id: string }
  | { kind: 'load-more'; key: string; group: string }
  | { kind: 'quick-add'; key: string; group: string };

/**
 * Heights in pixels: exact for headers, rows and "load more" lines (their classes fix them), the
 * first estimate for the quick add, which is measured.
 */
export const ENTRY_HEIGHTS: Readonly<Record<ListEntry['kind'], number>> = {
  header: 40,
  row: 40,
  'load-more': 36,
  'quick-add': 36,
};

/**
 * A row's first estimate on phones, where its properties wrap below the name (a 40px name line and
 * one line of 32px chips); those rows are measured.
 */
export const PHONE_ROW_HEIGHT = 84;

/**
 * Flattens the groups into the one sequence the list virtualizes: for each group its header (when
 * grouped), then, unless collapsed, its rows, a "load more" line while the server holds more, and
 * its quick add. Empty groups are left out unless `showEmptyGroups`.
 */
export function listEntries(options: {
  groups: readonly ListGroupInput[];
  isGrouped: boolean;
  collapsed: ReadonlySet<string>;
  showEmptyGroups: boolean;
  canQuickAdd: boolean;
}): ListEntry[] {
  const entries: ListEntry[] = [];
  for (const group of options.groups) {
    const isEmpty = group.total === 0 && group.ids.length === 0;
    if (options.isGrouped && isEmpty && !options.showEmptyGroups) continue;
    const isCollapsed = options.isGrouped && options.collapsed.has(group.key);
    if (options.isGrouped)
      entries.push({
        kind: 'header',
        key: `header:${group.key}`,
        group: group.key,
        count: Math.max(group.total, group.ids.length),
        isCollapsed,
      });
    if (isCollapsed) continue;
    for (const id of group.ids)
      entries.push({ kind: 'row', key: `row:${group.key}:${id}`, group: group.key, id });
    if (group.hasMore)
      entries.push({ kind: 'load-more', key: `more:${group.key}`, group: group.key });
    if (options.canQuickAdd)
      entries.push({ kind: 'quick-add', key: `add:${group.key}`, group: group.key });
  }
  return entries;
}

/**
 * The index of the row `step` rows away from `from` (skipping headers and other lines), or null
 * when there is none that way. From null, ArrowDown lands on the first row and ArrowUp on the last.
 */
export function stepRow(entries: readonly ListEntry[], from: number | null, step: 1 | -1) {
  let index = from ?? (step === 1 ? -1 : entries.length);
  for (index += step; index >= 0 && index < entries.length; index += step)
    if (entries[index]?.kind === 'row') return index;
  return null;
}

/**
 * The header that stays pinned at the top while its group scrolls by: the last header at or
 * before the first visible line; null when ungrouped.
 */
export function stickyHeaderIndex(entries: readonly ListEntry[], firstVisible: number) {
  for (let index = Math.min(firstVisible, entries.length - 1); index >= 0; index--)
    if (entries[index]?.kind === 'header') return index;
  return null;
}

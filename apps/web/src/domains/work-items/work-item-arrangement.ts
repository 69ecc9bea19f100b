import {
  compareWorkItemSortKeys,
  type DisplayGroupBy,
  type EffectiveDisplayFilters,
  groupKeysOf,
  UNGROUPED_KEY,
  type UserFilters,
  type WorkItem,
  type WorkItemOrderLookups,
  workItemSortKey,
  type WorkItemSortKey,
} from '@keel/core';

/** What one list shows: the filters applied and the display settings in effect. */
export interface WorkItemListQuery {
  filters: UserFilters;
  display: EffectiveDisplayFilters;
  /** Items per group and page (spec §8.2: list 50, kanban 30 or 10, spreadsheet 100). */
  perPage: number;
  /** Parameters a layout adds (the calendar's date range, for example). */
  extraParams?: Record<string, string>;
}

export const SEPARATOR = '\u0000';

/**
 * The grouping the list applies: the display's, or the one a layout asks the server for through
 * its parameters (the calendar groups by target date without a display grouping).
 */
export function groupByOf(query: WorkItemListQuery): DisplayGroupBy | null {
  if (query.display.group_by) return query.display.group_by;
  return query.extraParams?.group_by === 'target_date' ? 'target_date' : null;
}

export function pagingKey(group: string, subGroup: string | null): string {
  return subGroup === null ? group : `${group}${SEPARATOR}${subGroup}`;
}

/** An item id with its sort value, read once per arrangement. */
interface KeyedId {
  id: string;
  key: WorkItemSortKey;
}

export interface Arrangement {
  /** group → sub-group (UNGROUPED_KEY when not sub-grouped) → ordered ids. */
  ids: Map<string, Map<string, string[]>>;
  /** Changes of membership since the server counted, per paging key. */
  delta: Map<string, number>;
}

/** The paging keys (group, or group and sub-group) an item is in under the query. */
export function groupsOf(item: WorkItem, query: WorkItemListQuery): string[] {
  const { display } = query;
  const groupBy = groupByOf(query);
  const groups = groupBy ? groupKeysOf(item, groupBy) : [UNGROUPED_KEY];
  if (!display.sub_group_by) return groups;
  const subGroups = groupKeysOf(item, display.sub_group_by);
  return groups.flatMap((group) => subGroups.map((sub) => pagingKey(group, sub)));
}

/**
 * How the loaded items fall into groups and sub-groups, each sorted, and how group membership
 * changed since the server counted (an optimistic edit moves an item at once).
 */
export function arrange(
  query: WorkItemListQuery | null,
  loaded: Iterable<string>,
  counted: ReadonlyMap<string, readonly string[]>,
  get: (id: string) => WorkItem | undefined,
  lookups: WorkItemOrderLookups,
): Arrangement {
  const delta = new Map<string, number>();
  if (!query) return { ids: new Map(), delta };
  const { display } = query;
  const isSubGrouped = Boolean(display.sub_group_by);
  // Items are sorted within each group rather than all together, and each one's sort value is
  // read once (not once per comparison): with thousands of items held, this runs on every page.
  const sorted = new Map<string, Map<string, KeyedId[]>>();
  for (const id of loaded) {
    const item = get(id);
    if (!item) continue;
    const key = workItemSortKey(item, display.order_by, lookups);
    const now = groupsOf(item, query);
    const then = counted.get(id) ?? [];
    for (const pagingKey of now) {
      if (!then.includes(pagingKey)) delta.set(pagingKey, (delta.get(pagingKey) ?? 0) + 1);
      const [group = UNGROUPED_KEY, sub = UNGROUPED_KEY] = isSubGrouped
        ? pagingKey.split(SEPARATOR)
        : [pagingKey];
      let subGroups = sorted.get(group);
      if (!subGroups) sorted.set(group, (subGroups = new Map<string, KeyedId[]>()));
      let list = subGroups.get(sub);
      if (!list) subGroups.set(sub, (list = []));
      list.push({ id, key });
    }
    for (const pagingKey of then)
      if (!now.includes(pagingKey)) delta.set(pagingKey, (delta.get(pagingKey) ?? 0) - 1);
  }
  const descending = display.order_by.startsWith('-');
  const compare = (left: KeyedId, right: KeyedId) =>
    compareWorkItemSortKeys(left.key, right.key, descending);
  // Groups (and sub-groups) keep the order in which a sort of every item meets them first:
  // groupKeys lists those the server did not name in that order.
  const byFirst = <T>(entries: [string, T, KeyedId][]) =>
    entries.sort((left, right) => compare(left[2], right[2]));
  const ids = new Map<string, Map<string, string[]>>();
  const groups: [string, [string, KeyedId[], KeyedId][], KeyedId][] = [];
  for (const [group, subGroups] of sorted) {
    const subs: [string, KeyedId[], KeyedId][] = [];
    for (const [sub, list] of subGroups) {
      list.sort(compare);
      const first = list[0];
      if (first) subs.push([sub, list, first]);
    }
    byFirst(subs);
    const first = subs[0]?.[2];
    if (first) groups.push([group, subs, first]);
  }
  for (const [group, subs] of byFirst(groups))
    ids.set(group, new Map(subs.map(([sub, list]) => [sub, list.map((entry) => entry.id)])));
  return { ids, delta };
}

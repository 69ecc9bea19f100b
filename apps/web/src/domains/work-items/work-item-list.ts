import {
  type DisplayGroupBy,
  type EffectiveDisplayFilters,
  groupKeysOf,
  NONE_GROUP_KEY,
  UNGROUPED_KEY,
  type UserFilters,
  type WorkItem,
  type WorkItemListResponse,
  compareWorkItemSortKeys,
  workItemSortKey,
  type WorkItemSortKey,
  workItemListParams,
  type WorkItemOrderLookups,
} from '@keel/core';
import { computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { type WorkItemListener, type WorkItemsStore } from './work-items-store';

/**
 * Where a list is in its life (spec §4 loader states): the first load shows skeletons, a change of
 * filters keeps the old rows while refetching, loading more shows a spinner at the group's end.
 */
export type WorkItemListLoader = 'init-loader' | 'mutation' | 'pagination' | 'loaded';

/** What one list shows: the filters applied and the display settings in effect. */
export interface WorkItemListQuery {
  filters: UserFilters;
  display: EffectiveDisplayFilters;
  /** Items per group and page (spec §8.2: list 50, kanban 30 or 10, spreadsheet 100). */
  perPage: number;
  /** Parameters a layout adds (the calendar's date range, for example). */
  extraParams?: Record<string, string>;
}

/** Reads one page of the list with the given query parameters. */
export type FetchWorkItemPage = (
  params: Record<string, string>,
  signal: AbortSignal,
) => Promise<WorkItemListResponse>;

/** The flat filter that restricts a "load more" to one group (Plane's per-group paging). */
const GROUP_FILTER_PARAM: Partial<Record<string, string>> = {
  state: 'state',
  priority: 'priority',
  labels: 'labels',
  'state_detail.group': 'state_group',
  assignees: 'assignees',
  created_by: 'created_by',
  project: 'project',
};

const SEPARATOR = '\u0000';

/**
 * The grouping the list applies: the display's, or the one a layout asks the server for through
 * its parameters (the calendar groups by target date without a display grouping).
 */
function groupByOf(query: WorkItemListQuery): DisplayGroupBy | null {
  if (query.display.group_by) return query.display.group_by;
  return query.extraParams?.group_by === 'target_date' ? 'target_date' : null;
}

function pagingKey(group: string, subGroup: string | null): string {
  return subGroup === null ? group : `${group}${SEPARATOR}${subGroup}`;
}

interface GroupPaging {
  /** Pages of this group loaded so far (the first load is page 0 of every group). */
  pages: number;
  isLoading: boolean;
}

/** One group as a layout draws it: its ids in order and how many the server holds. */
export interface WorkItemGroup {
  key: string;
  ids: string[];
  total: number;
}

/** An item id with its sort value, read once per arrangement. */
interface KeyedId {
  id: string;
  key: WorkItemSortKey;
}

interface Arrangement {
  /** group → sub-group (UNGROUPED_KEY when not sub-grouped) → ordered ids. */
  ids: Map<string, Map<string, string[]>>;
  /** Changes of membership since the server counted, per paging key. */
  delta: Map<string, number>;
}

/**
 * One list context's view of the work items (a project's list, a profile tab, a global view): which
 * items are loaded, how they group and sort, each group's total and paging. The items themselves
 * live in the WorkItemsStore; a group is recomputed from the held items, so an optimistic edit
 * (or any change of an item) moves it between groups and re-sorts it at once, and the totals
 * follow.
 */
export class WorkItemList implements WorkItemListener {
  loader: WorkItemListLoader = 'init-loader';
  /** Why the last load failed; null when it did not. */
  error: string | null = null;
  query: WorkItemListQuery | null = null;
  readonly #loaded = observable.set<string>();
  /** The groups (paging keys) each loaded item was in when the server sent it. */
  readonly #counted = new Map<string, string[]>();
  readonly #serverTotals = observable.map<string, number>();
  readonly #paging = observable.map<string, GroupPaging>();
  readonly #serverGroupKeys = observable.box<string[]>([], { deep: false });
  readonly #serverSubGroupKeys = observable.box<string[]>([], { deep: false });
  readonly #serverTotalCount = observable.box(0);
  #request = 0;
  #abort: AbortController | null = null;
  readonly #store: WorkItemsStore;
  readonly #fetchPage: FetchWorkItemPage;
  readonly #lookups: WorkItemOrderLookups;
  /** Whether an item created elsewhere belongs in this list (its project, say). */
  readonly #accepts: (item: WorkItem) => boolean;

  constructor(options: {
    store: WorkItemsStore;
    fetchPage: FetchWorkItemPage;
    lookups: WorkItemOrderLookups;
    accepts: (item: WorkItem) => boolean;
  }) {
    this.#store = options.store;
    this.#fetchPage = options.fetchPage;
    this.#lookups = options.lookups;
    this.#accepts = options.accepts;
    makeObservable(this, {
      loader: observable,
      error: observable,
      query: observableRef,
      arrangement: computed,
      groupKeys: computed,
      subGroupKeys: computed,
      totalCount: computed,
      projectIds: computed,
    });
  }

  /** Starts hearing of created and removed items; returns the function that stops. */
  attach(): () => void {
    return this.#store.listen(this);
  }

  #groupsOf(item: WorkItem, query: WorkItemListQuery): string[] {
    const { display } = query;
    const groupBy = groupByOf(query);
    const groups = groupBy ? groupKeysOf(item, groupBy) : [UNGROUPED_KEY];
    if (!display.sub_group_by) return groups;
    const subGroups = groupKeysOf(item, display.sub_group_by);
    return groups.flatMap((group) => subGroups.map((sub) => pagingKey(group, sub)));
  }

  get arrangement(): Arrangement {
    const delta = new Map<string, number>();
    const query = this.query;
    if (!query) return { ids: new Map(), delta };
    const { display } = query;
    const isSubGrouped = Boolean(display.sub_group_by);
    // Items are sorted within each group rather than all together, and each one's sort value is
    // read once (not once per comparison): with thousands of items held, this runs on every page.
    const sorted = new Map<string, Map<string, KeyedId[]>>();
    for (const id of this.#loaded) {
      const item = this.#store.get(id);
      if (!item) continue;
      const key = workItemSortKey(item, display.order_by, this.#lookups);
      const now = this.#groupsOf(item, query);
      const then = this.#counted.get(id) ?? [];
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

  /** Group keys: those the server listed (every state, every priority…) then any new ones. */
  get groupKeys(): string[] {
    const keys = [...this.#serverGroupKeys.get()];
    for (const key of this.arrangement.ids.keys()) if (!keys.includes(key)) keys.push(key);
    return keys;
  }

  get subGroupKeys(): string[] {
    const keys = [...this.#serverSubGroupKeys.get()];
    for (const subGroups of this.arrangement.ids.values())
      for (const key of subGroups.keys()) if (!keys.includes(key)) keys.push(key);
    return keys;
  }

  get totalCount(): number {
    let delta = 0;
    if (this.query && !groupByOf(this.query))
      delta = this.arrangement.delta.get(UNGROUPED_KEY) ?? 0;
    return Math.max(0, this.#serverTotalCount.get() + delta);
  }

  /** The projects of the loaded items (a workspace-wide list loads each one's states, labels…). */
  get projectIds(): string[] {
    const ids = new Set<string>();
    for (const id of this.#loaded) {
      const item = this.#store.get(id);
      if (item) ids.add(item.project_id);
    }
    return [...ids];
  }

  /** The ids of a group (and sub-group), in the list's order. */
  ids(group: string = UNGROUPED_KEY, subGroup: string | null = null): string[] {
    const subGroups = this.arrangement.ids.get(group);
    if (!subGroups) return [];
    if (subGroup !== null) return subGroups.get(subGroup) ?? [];
    if (subGroups.size === 1) return subGroups.values().next().value ?? [];
    const seen = new Set<string>();
    for (const list of subGroups.values()) for (const id of list) seen.add(id);
    return [...seen];
  }

  /** How many items a group (and sub-group) holds on the server, adjusted by local moves. */
  total(group: string = UNGROUPED_KEY, subGroup: string | null = null): number {
    const key = pagingKey(group, subGroup);
    const server = this.#serverTotals.get(key) ?? 0;
    if (subGroup === null && this.query?.display.sub_group_by) {
      const delta = [...this.arrangement.delta]
        .filter(([entry]) => entry.startsWith(`${group}${SEPARATOR}`))
        .reduce((sum, [, change]) => sum + change, 0);
      return Math.max(0, server + delta);
    }
    return Math.max(0, server + (this.arrangement.delta.get(key) ?? 0));
  }

  /** Whether a group has more on the server than is loaded (spec §5 pagination rule). */
  hasMore(group: string = UNGROUPED_KEY, subGroup: string | null = null): boolean {
    return this.ids(group, subGroup).length < this.total(group, subGroup);
  }

  isLoadingMore(group: string = UNGROUPED_KEY, subGroup: string | null = null): boolean {
    return this.#paging.get(pagingKey(group, subGroup))?.isLoading ?? false;
  }

  /**
   * Loads the first page of every group for a query. The first load (or a layout change) shows
   * the init loader; a change of filters keeps the rows on screen while it loads (`mutation`).
   */
  async load(query: WorkItemListQuery, mode: 'init-loader' | 'mutation'): Promise<void> {
    this.#abort?.abort();
    const abort = new AbortController();
    this.#abort = abort;
    const request = ++this.#request;
    runInAction(() => {
      this.loader = mode;
      this.error = null;
    });
    const params = {
      ...workItemListParams({
        filters: query.filters,
        display: query.display,
        perPage: query.perPage,
      }),
      ...query.extraParams,
    };
    try {
      const page = await this.#fetchPage(params, abort.signal);
      if (request !== this.#request) return;
      runInAction(() => {
        this.query = query;
        this.#loaded.clear();
        this.#counted.clear();
        this.#serverTotals.clear();
        this.#paging.clear();
        this.#serverTotalCount.set(page.total_count);
        this.#take(page, null, null);
        this.loader = 'loaded';
      });
    } catch (error) {
      if (request !== this.#request || abort.signal.aborted) return;
      runInAction(() => {
        this.error =
          error instanceof ApiError && error.message
            ? error.message
            : i18n.t('work-items:errors.loadItems');
        this.loader = 'loaded';
      });
    }
  }

  /**
   * Reads the current query again behind the rows on screen (after a realtime resync, when events
   * were missed). Nothing happens before the first load.
   */
  reload(): Promise<void> {
    return this.query ? this.load(this.query, 'mutation') : Promise.resolve();
  }

  /** Loads the next page of one group (and sub-group), or of the whole list when ungrouped. */
  async loadMore(group: string = UNGROUPED_KEY, subGroup: string | null = null): Promise<void> {
    const query = this.query;
    if (!query || !this.hasMore(group, subGroup) || this.isLoadingMore(group, subGroup)) return;
    const key = pagingKey(group, subGroup);
    const paging = this.#paging.get(key) ?? { pages: 1, isLoading: false };
    const request = this.#request;
    runInAction(() => {
      this.#paging.set(key, { ...paging, isLoading: true });
      this.loader = 'pagination';
      this.error = null;
    });
    const { display } = query;
    const params: Record<string, string> = {
      ...workItemListParams({
        filters: query.filters,
        display,
        perPage: query.perPage,
        cursor: `${String(query.perPage)}:${String(paging.pages)}:0`,
      }),
      ...query.extraParams,
    };
    const restrict = (groupBy: string | null, value: string | null) => {
      const param = groupBy ? GROUP_FILTER_PARAM[groupBy] : undefined;
      if (param && value !== null && value !== NONE_GROUP_KEY) params[param] = value;
    };
    if (display.group_by) restrict(display.group_by, group);
    if (display.sub_group_by) restrict(display.sub_group_by, subGroup);
    try {
      const page = await this.#fetchPage(params, new AbortController().signal);
      if (request !== this.#request) return;
      runInAction(() => {
        this.#take(page, group, subGroup);
        this.#paging.set(key, { pages: paging.pages + 1, isLoading: false });
        this.loader = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.#paging.set(key, { ...paging, isLoading: false });
        this.loader = 'loaded';
        this.error =
          error instanceof ApiError && error.message
            ? error.message
            : i18n.t('work-items:errors.loadMore');
      });
    }
  }

  /**
   * Takes a page's items and totals. A "load more" of one group takes only that group's part:
   * the rest of the page repeats groups already loaded.
   */
  #take(page: WorkItemListResponse, onlyGroup: string | null, onlySubGroup: string | null): void {
    const add = (items: WorkItem[], key: string) => {
      this.#store.upsertMany(items);
      for (const item of items) {
        this.#loaded.add(item.id);
        const counted = this.#counted.get(item.id) ?? [];
        if (!counted.includes(key)) this.#counted.set(item.id, [...counted, key]);
      }
    };
    const results = page.results;
    if (Array.isArray(results)) {
      add(results, UNGROUPED_KEY);
      this.#serverTotals.set(UNGROUPED_KEY, page.total_count);
      return;
    }
    const groupKeys = Object.keys(results);
    if (onlyGroup === null) this.#serverGroupKeys.set(groupKeys);
    const subGroupKeys = new Set<string>();
    for (const group of groupKeys) {
      if (onlyGroup !== null && group !== onlyGroup) continue;
      const entry = results[group];
      if (!entry) continue;
      // A load-more of one swimlane cell counts only that cell: the column's total stays.
      if (onlySubGroup === null) this.#serverTotals.set(group, entry.total_results);
      const inner = entry.results;
      if (Array.isArray(inner)) {
        add(inner, group);
        continue;
      }
      for (const [subGroup, subEntry] of Object.entries(inner)) {
        subGroupKeys.add(subGroup);
        if (onlySubGroup !== null && subGroup !== onlySubGroup) continue;
        const key = pagingKey(group, subGroup);
        this.#serverTotals.set(key, subEntry.total_results);
        add(subEntry.results, key);
      }
    }
    if (onlyGroup === null) this.#serverSubGroupKeys.set([...subGroupKeys]);
  }

  itemCreated(item: WorkItem): void {
    if (!this.query || !this.#accepts(item)) return;
    runInAction(() => {
      this.#loaded.add(item.id);
    });
  }

  itemsRemoved(ids: readonly string[]): void {
    runInAction(() => {
      for (const id of ids) {
        if (!this.#loaded.has(id)) continue;
        for (const key of this.#counted.get(id) ?? [])
          this.#serverTotals.set(key, Math.max(0, (this.#serverTotals.get(key) ?? 0) - 1));
        if (this.#counted.has(id))
          this.#serverTotalCount.set(Math.max(0, this.#serverTotalCount.get() - 1));
        this.#counted.delete(id);
        this.#loaded.delete(id);
      }
    });
  }
}

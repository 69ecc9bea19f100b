import {
  NONE_GROUP_KEY,
  UNGROUPED_KEY,
  type WorkItem,
  type WorkItemListResponse,
  workItemListParams,
  type WorkItemOrderLookups,
} from '@keel/core';
import { computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { type ListSource, listSourceOf } from '#web/domains/local-cache/local-answers';
import { ApiError } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import type { WorkItemListener, WorkItemsStore } from './work-items-store';
import {
  arrange,
  type Arrangement,
  groupByOf,
  pagingKey,
  SEPARATOR,
  type WorkItemListQuery,
} from './work-item-arrangement';

export { type WorkItemListQuery } from './work-item-arrangement';

/**
 * Where a list is in its life (spec §4 loader states): the first load shows skeletons, a change of
 * filters keeps the old rows while refetching, loading more shows a spinner at the group's end.
 */
export type WorkItemListLoader = 'init-loader' | 'mutation' | 'pagination' | 'loaded';

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
  /** Which side answered the last load (the browser's cache or the server); null before one. */
  answeredBy: ListSource | null = null;
  readonly #loaded = observable.set<string>();
  /** The groups (paging keys) each loaded item was in when the server sent it. */
  readonly #counted = new Map<string, string[]>();
  readonly #serverTotals = observable.map<string, number>();
  readonly #paging = observable.map<string, GroupPaging>();
  readonly #serverGroupKeys = observable.box<string[]>([], { deep: false });
  readonly #serverSubGroupKeys = observable.box<string[]>([], { deep: false });
  readonly #serverTotalCount = observable.box(0);
  #request = 0;
  /** The load in flight: a reload meanwhile asks for its query, not the one it replaces. */
  #loading: { query: WorkItemListQuery; mode: 'init-loader' | 'mutation' } | null = null;
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
      answeredBy: observable,
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

  get arrangement(): Arrangement {
    // An item that no longer belongs (moved out of the cycle or module the list is of) leaves
    // the list at once rather than at the next read.
    return arrange(
      this.query,
      this.#loaded,
      this.#counted,
      (id) => {
        const item = this.#store.get(id);
        return item && this.#accepts(item) ? item : undefined;
      },
      this.#lookups,
    );
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
    this.#loading = { query, mode };
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
      this.#loading = null;
      runInAction(() => {
        this.query = query;
        this.answeredBy = listSourceOf(page);
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
      this.#loading = null;
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
    if (this.#loading) return this.load(this.#loading.query, this.#loading.mode);
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
    const isCached = listSourceOf(page) === 'cache';
    const add = (items: WorkItem[], key: string) => {
      if (isCached) this.#store.takeFromLocalCache(items);
      else this.#store.upsertMany(items);
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

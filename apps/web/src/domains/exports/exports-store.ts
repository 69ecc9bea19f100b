import {
  type CreateExportBody,
  type ExporterHistory,
  type ExporterHistoryPage,
  isExportRunning,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/api-error';
import { i18n } from '#web/lib/i18n';
import { Resource } from '#web/lib/resource-store';
import { createExport, listExports } from './exports-api';

/** How often the history is read again while an export is being written. */
export const EXPORT_POLL_MS = 2000;

/** `items` followed by those of `more` it does not hold yet, in their order. */
function appendNew(items: ExporterHistory[], more: ExporterHistory[]): ExporterHistory[] {
  const known = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !known.has(item.id))];
}

/**
 * One workspace's export history (Plane's ExporterHistory): newest first, a page at a time
 * (`loadMore` appends the next, older one), the first page read again every EXPORT_POLL_MS while
 * any export is queued or processing, so progress moves on screen.
 */
export class ExportsStore {
  readonly #history = new Resource<ExporterHistory>();
  readonly #api: ApiClient;
  readonly slug: string;
  /** Where the next, older page starts (Plane's `next_cursor`); null before the first read. */
  #nextCursor: string | null = null;
  /** Whether pages after the first have been appended (a reload then keeps them). */
  #hasMorePages = false;
  /** Whether the server has older exports than those listed. */
  hasMore = false;
  isLoadingMore = false;
  /** Why the last `loadMore` failed; null otherwise. */
  loadMoreError: string | null = null;

  constructor(api: ApiClient, slug: string) {
    this.#api = api;
    this.slug = slug;
    makeAutoObservable(this);
  }

  get exports(): ExporterHistory[] {
    return this.#history.items;
  }

  /** Whether there is nothing to show yet: never read, or the first read is under way. */
  get isWaiting(): boolean {
    return this.#history.isWaiting && !this.#history.hasLoaded;
  }

  get error(): string | null {
    return this.#history.error;
  }

  /** Whether an export is still being written (the screen polls while one is). */
  get hasRunning(): boolean {
    return this.exports.some((item) => isExportRunning(item.status));
  }

  /**
   * The first page. Once older pages are listed they stay: the fresh page comes first, then
   * what was listed beyond it (exports are never deleted, so a page can only have moved down).
   */
  #readFirst = async (): Promise<ExporterHistory[]> => {
    const page = await listExports(this.#api, this.slug);
    if (this.#hasMorePages) return appendNew(page.results, this.exports);
    this.#setNext(page);
    return page.results;
  };

  #setNext(page: ExporterHistoryPage): void {
    runInAction(() => {
      this.#nextCursor = page.next_cursor;
      this.hasMore = page.next_page_results;
    });
  }

  load(): Promise<void> {
    return this.#history.load(this.#readFirst, i18n.t('exports:errors.load'));
  }

  reload(): Promise<void> {
    return this.#history.reload(this.#readFirst, i18n.t('exports:errors.load'));
  }

  /**
   * Appends the next, older page. Exports started since the last page pushed the pages down, so
   * rows already listed are skipped rather than shown twice. A failure keeps what is shown and
   * says so in `loadMoreError`.
   */
  async loadMore(): Promise<void> {
    const cursor = this.#nextCursor;
    if (!this.hasMore || this.isLoadingMore || cursor === null) return;
    this.isLoadingMore = true;
    this.loadMoreError = null;
    try {
      const page = await listExports(this.#api, this.slug, cursor);
      runInAction(() => {
        this.#history.set(appendNew(this.exports, page.results));
        this.#hasMorePages = true;
      });
      this.#setNext(page);
    } catch (error) {
      runInAction(() => {
        this.loadMoreError = errorMessage(error, i18n.t('exports:errors.loadMore'));
      });
    } finally {
      runInAction(() => {
        this.isLoadingMore = false;
      });
    }
  }

  /** Starts an export and lists it first at once. */
  async start(body: CreateExportBody): Promise<ExporterHistory> {
    const created = (await createExport(this.#api, this.slug, body)).export;
    this.#history.set([created, ...this.exports.filter((item) => item.id !== created.id)]);
    return created;
  }
}

const stores = new WeakMap<ApiClient, Map<string, ExportsStore>>();

/** The history store of a workspace, one per API client and slug. */
export function exportsStoreOf(api: ApiClient, slug: string): ExportsStore {
  let bySlug = stores.get(api);
  if (!bySlug) {
    bySlug = new Map();
    stores.set(api, bySlug);
  }
  let store = bySlug.get(slug);
  if (!store) {
    store = new ExportsStore(api, slug);
    bySlug.set(slug, store);
  }
  return store;
}

import type { WorkItem, WorkItemListResponse } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { Loadable } from '#web/lib/resource-store';

/** How many of the cycle's priority work items a page holds. */
export const PRIORITY_PAGE_SIZE = 10;

/**
 * The active cycle's urgent and high-priority work items (spec §3's active-cycle issue list):
 * their ids in order, how many there are, and the cursor of the next page. The first page asks
 * with the cursor `perPage:0:0`, as Plane's web app does.
 */
export class PriorityItems {
  readonly page = new Loadable<WorkItem[]>([]);
  issueCount = 0;
  nextCursor: string | null = null;
  nextPageResults = false;
  readonly perPageCount = PRIORITY_PAGE_SIZE;
  readonly #api: ApiClient;
  readonly #url: string;

  constructor(api: ApiClient, slug: string, projectId: string, cycleId: string) {
    this.#api = api;
    this.#url = `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/cycles/${encodeURIComponent(cycleId)}/cycle-issues/`;
    makeAutoObservable(this);
  }

  get issueIds(): string[] {
    return this.page.value.map((item) => item.id);
  }

  /** Reads the first page again (what is shown stays meanwhile). */
  load(): Promise<void> {
    return this.page.reload(
      () => this.#read(`${String(PRIORITY_PAGE_SIZE)}:0:0`),
      i18n.t('cycles:priority.loadFailed'),
    );
  }

  /** Adds the next page after what is shown. */
  async loadMore(): Promise<void> {
    const cursor = this.nextCursor;
    if (!this.nextPageResults || cursor === null) return;
    const shown = this.page.value;
    await this.page.reload(
      async () => [...shown, ...(await this.#read(cursor))],
      i18n.t('cycles:priority.loadFailed'),
    );
  }

  async #read(cursor: string): Promise<WorkItem[]> {
    const answer = await this.#api.get<WorkItemListResponse>(this.#url, {
      query: { priority: 'urgent,high', order_by: '-priority', cursor },
    });
    runInAction(() => {
      this.issueCount = answer.total_count;
      this.nextCursor = answer.next_page_results ? answer.next_cursor : null;
      this.nextPageResults = answer.next_page_results;
    });
    return Array.isArray(answer.results) ? answer.results : [];
  }
}

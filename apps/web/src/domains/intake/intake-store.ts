import {
  type CreateIntakeItemBody,
  INTAKE_CLOSED_STATUSES,
  INTAKE_INITIAL_CURSOR,
  INTAKE_OPEN_STATUSES,
  INTAKE_STATUS,
  type IntakeItem,
  type IntakeItemDetail,
  type IntakeStatus,
  type UpdateIntakeItemBody,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import {
  createIntakeItem,
  deleteIntakeItem,
  fetchIntakeItem,
  listIntake,
  updateIntakeItem,
} from './intake-api';

/** The fields of a request's work item its editors change in the intake. */
export type IntakeRequestFields = Partial<
  Pick<IntakeItemDetail['issue'], 'name' | 'description_html' | 'priority'>
>;

/** The intake screen's tabs (spec §2). */
export type IntakeTab = 'open' | 'closed';

/** Where a tab's list is (spec §8: init-error and pagination-error have their own texts). */
export type IntakeLoadStatus =
  'init-loading' | 'loaded' | 'init-error' | 'pagination-loading' | 'pagination-error';

/** One tab of one project's intake: the requests read so far, newest first. */
export interface IntakeList {
  items: IntakeItem[];
  total: number;
  nextCursor: string | null;
  status: IntakeLoadStatus;
}

const TAB_STATUSES: Record<IntakeTab, readonly IntakeStatus[]> = {
  open: INTAKE_OPEN_STATUSES,
  closed: INTAKE_CLOSED_STATUSES,
};

export function tabOf(status: number): IntakeTab {
  return (INTAKE_OPEN_STATUSES as readonly number[]).includes(status) ? 'open' : 'closed';
}

function keyOf(projectId: string, tab: IntakeTab): string {
  return `${projectId}:${tab}`;
}

/**
 * Each project's intake, by tab (spec §2, §4, §5): pages read until total_results, each request's
 * detail, and triage that shows at once and is put back when the server refuses (the error is
 * rethrown). A request whose status leaves the tab leaves its list.
 */
export class IntakeStore {
  readonly #api: ApiClient;
  /** By `${projectId}:${tab}` (public, so that MobX observes them). */
  readonly lists = new Map<string, IntakeList>();
  readonly details = new Map<string, IntakeItemDetail>();
  /** Pending requests by project, for the sidebar's count. */
  readonly pendingCounts = new Map<string, number>();

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  list(projectId: string, tab: IntakeTab): IntakeList | undefined {
    return this.lists.get(keyOf(projectId, tab));
  }

  /** Reads a tab's first page (again). */
  async load(slug: string, projectId: string, tab: IntakeTab): Promise<void> {
    const key = keyOf(projectId, tab);
    const current = this.lists.get(key);
    this.lists.set(key, {
      items: current?.items ?? [],
      total: current?.total ?? 0,
      nextCursor: null,
      status: current ? current.status : 'init-loading',
    });
    try {
      const page = await listIntake(this.#api, slug, projectId, {
        status: TAB_STATUSES[tab].join(','),
        cursor: INTAKE_INITIAL_CURSOR,
      });
      runInAction(() => {
        this.lists.set(key, {
          items: page.results,
          total: page.total_results,
          nextCursor: page.next_page_results ? page.next_cursor : null,
          status: 'loaded',
        });
      });
    } catch {
      runInAction(() => {
        const list = this.lists.get(key);
        if (list) list.status = 'init-error';
      });
    }
  }

  /** The next page, while fewer than total_results are loaded (spec §5). */
  async loadMore(slug: string, projectId: string, tab: IntakeTab): Promise<void> {
    const list = this.lists.get(keyOf(projectId, tab));
    if (list === undefined) return;
    if (list.nextCursor === null || list.items.length >= list.total) return;
    if (list.status === 'pagination-loading') return;
    list.status = 'pagination-loading';
    try {
      const page = await listIntake(this.#api, slug, projectId, {
        status: TAB_STATUSES[tab].join(','),
        cursor: list.nextCursor,
      });
      runInAction(() => {
        const known = new Set(list.items.map((item) => item.id));
        list.items.push(...page.results.filter((item) => !known.has(item.id)));
        list.total = page.total_results;
        list.nextCursor = page.next_page_results ? page.next_cursor : null;
        list.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        list.status = 'pagination-error';
      });
    }
  }

  /** The pending count the sidebar shows. */
  async loadPendingCount(slug: string, projectId: string): Promise<void> {
    try {
      const page = await listIntake(this.#api, slug, projectId, {
        status: String(INTAKE_STATUS.pending),
        cursor: '1:0:0',
      });
      runInAction(() => {
        this.pendingCounts.set(projectId, page.total_results);
      });
    } catch {
      // The count is a hint; the intake screen says what went wrong.
    }
  }

  async loadDetail(slug: string, projectId: string, id: string): Promise<IntakeItemDetail> {
    const detail = await fetchIntakeItem(this.#api, slug, projectId, id);
    runInAction(() => {
      this.details.set(id, detail);
    });
    return detail;
  }

  async create(slug: string, projectId: string, body: CreateIntakeItemBody): Promise<IntakeItem> {
    const item = await createIntakeItem(this.#api, slug, projectId, body);
    runInAction(() => {
      const open = this.lists.get(keyOf(projectId, 'open'));
      if (open) {
        open.items.unshift(item);
        open.total += 1;
      }
      this.pendingCounts.set(projectId, (this.pendingCounts.get(projectId) ?? 0) + 1);
    });
    return item;
  }

  /**
   * Triage (accept, decline, snooze, mark as duplicate, reopen) or a change of the request's own
   * fields: shown at once, put back when refused.
   */
  async update(
    slug: string,
    projectId: string,
    item: IntakeItem,
    body: UpdateIntakeItemBody,
  ): Promise<IntakeItem> {
    const before = { ...item };
    const from = tabOf(item.status);
    const fromList = this.lists.get(keyOf(projectId, from));
    const index = fromList?.items.findIndex((entry) => entry.id === item.id) ?? -1;
    const expected = { ...item, ...statusFields(body) };
    const to = tabOf(expected.status);
    const counts = new Map(this.pendingCounts);
    runInAction(() => {
      this.#place(projectId, item.id, expected, from, to);
      this.#adjustPending(projectId, before.status, expected.status);
    });
    try {
      const saved = await updateIntakeItem(this.#api, slug, projectId, item.id, body);
      runInAction(() => {
        this.#place(projectId, item.id, saved, to, tabOf(saved.status));
        const detail = this.details.get(item.id);
        if (detail) this.details.set(item.id, { ...detail, ...saved, issue: detail.issue });
      });
      return saved;
    } catch (error) {
      runInAction(() => {
        const toList = this.lists.get(keyOf(projectId, to));
        if (toList && to !== from) {
          toList.items = toList.items.filter((entry) => entry.id !== item.id);
          toList.total = Math.max(0, toList.total - 1);
        }
        const list = this.lists.get(keyOf(projectId, from));
        if (list) {
          const at = list.items.findIndex((entry) => entry.id === item.id);
          if (at >= 0) list.items[at] = before;
          else {
            list.items.splice(Math.max(index, 0), 0, before);
            list.total += 1;
          }
        }
        for (const [key, value] of counts) this.pendingCounts.set(key, value);
      });
      throw error;
    }
  }

  /**
   * A change of the request's own fields (title, description, priority): shown at once in the
   * list and the detail, put back when refused (the error is rethrown).
   */
  async edit(
    slug: string,
    projectId: string,
    item: IntakeItem,
    fields: IntakeRequestFields,
  ): Promise<IntakeItem> {
    const tab = tabOf(item.status);
    const before = this.details.get(item.id);
    runInAction(() => {
      this.#place(projectId, item.id, { ...item, issue: { ...item.issue, ...fields } }, tab, tab);
      if (before) this.details.set(item.id, { ...before, issue: { ...before.issue, ...fields } });
    });
    try {
      const saved = await updateIntakeItem(this.#api, slug, projectId, item.id, { issue: fields });
      runInAction(() => {
        this.#place(projectId, item.id, saved, tab, tab);
      });
      return saved;
    } catch (error) {
      runInAction(() => {
        this.#place(projectId, item.id, item, tab, tab);
        if (before) this.details.set(item.id, before);
      });
      throw error;
    }
  }

  async remove(slug: string, projectId: string, item: IntakeItem): Promise<void> {
    await deleteIntakeItem(this.#api, slug, projectId, item.id);
    runInAction(() => {
      const list = this.lists.get(keyOf(projectId, tabOf(item.status)));
      if (list) {
        list.items = list.items.filter((entry) => entry.id !== item.id);
        list.total = Math.max(0, list.total - 1);
      }
      this.#adjustPending(projectId, item.status, INTAKE_STATUS.declined);
      this.details.delete(item.id);
    });
  }

  /** Puts the request's new version where its status says: same tab in place, else moved over. */
  #place(projectId: string, id: string, next: IntakeItem, from: IntakeTab, to: IntakeTab) {
    const fromList = this.lists.get(keyOf(projectId, from));
    if (from === to) {
      if (!fromList) return;
      const at = fromList.items.findIndex((entry) => entry.id === id);
      if (at >= 0) fromList.items[at] = next;
      return;
    }
    if (fromList) {
      const had = fromList.items.some((entry) => entry.id === id);
      fromList.items = fromList.items.filter((entry) => entry.id !== id);
      if (had) fromList.total = Math.max(0, fromList.total - 1);
    }
    const toList = this.lists.get(keyOf(projectId, to));
    if (toList && !toList.items.some((entry) => entry.id === id)) {
      toList.items.unshift(next);
      toList.total += 1;
    }
  }

  #adjustPending(projectId: string, before: number, after: number) {
    const count = this.pendingCounts.get(projectId);
    if (count === undefined) return;
    const wasPending = before === INTAKE_STATUS.pending;
    const isPending = after === INTAKE_STATUS.pending;
    if (wasPending && !isPending) this.pendingCounts.set(projectId, Math.max(0, count - 1));
    if (!wasPending && isPending) this.pendingCounts.set(projectId, count + 1);
  }
}

/** What a change does to the status fields, as the server will answer it (spec §4). */
function statusFields(body: UpdateIntakeItemBody): Partial<IntakeItem> {
  const fields: Partial<IntakeItem> = {};
  if (body.snoozed_till !== undefined) {
    fields.snoozed_till = body.snoozed_till;
    fields.status = body.snoozed_till === null ? INTAKE_STATUS.pending : INTAKE_STATUS.snoozed;
  }
  if (body.status !== undefined) fields.status = body.status;
  if (body.duplicate_to !== undefined) fields.duplicate_to = body.duplicate_to;
  return fields;
}

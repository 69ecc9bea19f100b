import {
  type BulkOperationProperties,
  type CreateWorkItemBody,
  type IssueDatesBody,
  type UpdateWorkItemBody,
  type WorkItem,
} from '@keel/core';
import { observable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '../../lib/api-client';
import {
  archiveWorkItem,
  bulkArchiveWorkItems,
  bulkDeleteWorkItems,
  bulkUpdateWorkItems,
  createWorkItem,
  deleteWorkItem,
  restoreWorkItem,
  updateWorkItem,
  updateWorkItemDates,
  convertDraft,
  createDraft,
} from './work-items-api';
import { fetchWorkItemByKey, fetchWorkItemDetail } from './detail/work-item-detail-api';
import { splitDetail, WorkItemDetailStore } from './detail/work-item-detail-store';

/** What the store needs to know of other domains to keep an item's derived fields right. */
export interface WorkItemsStoreOptions {
  api: ApiClient;
  /** The group of a state, so that a state change moves `state__group` along at once. */
  stateGroupOf: (stateId: string) => string | undefined;
  /** Shows a failed write to the person who made it (spec §4: an error toast after rollback). */
  notifyError: (message: string) => void;
  /** Hears that the person's drafts in a workspace grew or shrank (the Drafts badge). */
  draftCountChanged?: (slug: string, delta: number) => void;
}

/** A list that holds ids of work items and wants to hear of items created or removed. */
export interface WorkItemListener {
  itemCreated(item: WorkItem): void;
  itemsRemoved(ids: readonly string[]): void;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * Every work item the client holds, once, keyed by id (normalized: lists hold ids, rows look their
 * item up and observe only it). Writes are optimistic: the item changes at once, the request
 * follows, and a refusal restores what was there and shows the server's message (spec §4).
 */
export class WorkItemsStore {
  readonly #items = observable.map<string, WorkItem>({}, { deep: true });
  readonly #listeners = new Set<WorkItemListener>();
  readonly #options: WorkItemsStoreOptions;
  /** The detail-only fields (description, parent, expansions) of items opened in a detail. */
  readonly details = new WorkItemDetailStore();

  constructor(options: WorkItemsStoreOptions) {
    this.#options = options;
  }

  get(id: string): WorkItem | undefined {
    return this.#items.get(id);
  }

  /** Takes items from a server answer, updating those already held in place. */
  upsertMany(items: readonly WorkItem[]): void {
    runInAction(() => {
      for (const item of items) {
        const held = this.#items.get(item.id);
        if (held) Object.assign(held, item);
        else this.#items.set(item.id, item);
      }
    });
  }

  /**
   * Loads one item's detail: its list fields join the shared item (so every list shows what the
   * detail shows) and the rest goes to `details`. Answers the shared item; rejects with the
   * server's error (404 for an item that does not exist or that the viewer may not see).
   */
  async fetchDetail(
    slug: string,
    projectId: string,
    id: string,
    signal?: AbortSignal,
  ): Promise<WorkItem> {
    return this.#takeDetail(
      await fetchWorkItemDetail(this.#options.api, slug, projectId, id, signal),
    );
  }

  /** As fetchDetail, by the item's human key (WEB-42). */
  async fetchDetailByKey(slug: string, key: string, signal?: AbortSignal): Promise<WorkItem> {
    return this.#takeDetail(await fetchWorkItemByKey(this.#options.api, slug, key, signal));
  }

  #takeDetail(detail: Parameters<typeof splitDetail>[0]): WorkItem {
    const { item, extras } = splitDetail(detail);
    this.upsertMany([item]);
    this.details.set(item.id, extras);
    return this.#items.get(item.id) ?? item;
  }

  /**
   * Saves a new description (the editor's autosave). The detail shows it at once; a refusal puts
   * the previous one back and shows why. Resolves true when the server took it.
   */
  async saveDescription(slug: string, id: string, html: string): Promise<boolean> {
    return this.#writeDescription(slug, id, html, false);
  }

  /** Saves a whole description from outside the editor (a restored version); open editors restart. */
  async replaceDescription(slug: string, id: string, html: string): Promise<boolean> {
    return this.#writeDescription(slug, id, html, true);
  }

  async #writeDescription(
    slug: string,
    id: string,
    html: string,
    isReplacement: boolean,
  ): Promise<boolean> {
    const item = this.#items.get(id);
    if (!item) return false;
    const previous = isReplacement
      ? this.details.replaceDescription(id, html)
      : this.details.change(id, 'description_html', html);
    try {
      await updateWorkItem(this.#options.api, slug, item.project_id, id, {
        description_html: html,
      });
      return true;
    } catch (error) {
      if (previous !== undefined) {
        if (isReplacement) this.details.replaceDescription(id, previous);
        else this.details.change(id, 'description_html', previous);
      }
      this.#options.notifyError(messageOf(error, 'Could not save the description.'));
      return false;
    }
  }

  listen(listener: WorkItemListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The fields an edit changes on the held copy, with state__group following state_id. */
  #localChanges(patch: UpdateWorkItemBody): Partial<WorkItem> {
    const changes: Record<string, unknown> = {};
    const entries: [string, unknown][] = Object.entries(patch);
    for (const [field, value] of entries) if (value !== undefined) changes[field] = value;
    if (typeof patch.state_id === 'string')
      changes.state__group = this.#options.stateGroupOf(patch.state_id) ?? null;
    return changes;
  }

  #apply(ids: readonly string[], changes: Partial<WorkItem>): Map<string, Partial<WorkItem>> {
    const previous = new Map<string, Partial<WorkItem>>();
    runInAction(() => {
      for (const id of ids) {
        const item = this.#items.get(id);
        if (!item) continue;
        const before: Record<string, unknown> = {};
        for (const field of Object.keys(changes)) before[field] = item[field as keyof WorkItem];
        previous.set(id, before);
        Object.assign(item, changes);
      }
    });
    return previous;
  }

  #restore(previous: Map<string, Partial<WorkItem>>): void {
    runInAction(() => {
      for (const [id, before] of previous) {
        const item = this.#items.get(id);
        if (item) Object.assign(item, before);
      }
    });
  }

  /**
   * Changes one item at once and sends the change. Resolves true when the server took it; on a
   * refusal the item gets its previous values back, the error is shown, and it resolves false.
   */
  async update(slug: string, id: string, patch: UpdateWorkItemBody): Promise<boolean> {
    const item = this.#items.get(id);
    if (!item) return false;
    const previous = this.#apply([id], this.#localChanges(patch));
    try {
      await updateWorkItem(this.#options.api, slug, item.project_id, id, patch);
      return true;
    } catch (error) {
      this.#restore(previous);
      this.#options.notifyError(messageOf(error, 'Could not update the work item.'));
      return false;
    }
  }

  /** Creates an item; lists that hold its project hear of it. Rejects with the server's error. */
  async create(slug: string, projectId: string, body: CreateWorkItemBody): Promise<WorkItem> {
    const created = await createWorkItem(this.#options.api, slug, projectId, body);
    this.upsertMany([created]);
    const held = this.#items.get(created.id) ?? created;
    for (const listener of this.#listeners) listener.itemCreated(held);
    return held;
  }

  /** Saves a draft (kept aside, seen only by its author); the drafts list hears of it. */
  async createDraft(
    slug: string,
    body: CreateWorkItemBody & { project_id: string },
  ): Promise<WorkItem> {
    const created = await createDraft(this.#options.api, slug, body);
    this.upsertMany([created]);
    const held = this.#items.get(created.id) ?? created;
    for (const listener of this.#listeners) listener.itemCreated(held);
    this.#options.draftCountChanged?.(slug, 1);
    return held;
  }

  /**
   * Moves a draft into its project as a live work item (it keeps its number): it leaves the
   * drafts list and joins the project's lists. A refusal goes to `onRefused`.
   */
  async convertDraft(
    slug: string,
    id: string,
    onRefused: (message: string) => void = this.#options.notifyError,
  ): Promise<boolean> {
    try {
      const converted = await convertDraft(this.#options.api, slug, id);
      for (const listener of this.#listeners) listener.itemsRemoved([id]);
      this.upsertMany([converted]);
      const held = this.#items.get(id) ?? converted;
      for (const listener of this.#listeners) listener.itemCreated(held);
      this.#options.draftCountChanged?.(slug, -1);
      return true;
    } catch (error) {
      onRefused(messageOf(error, 'Could not move the draft into its project.'));
      return false;
    }
  }

  #removeLocally(ids: readonly string[]): void {
    for (const listener of this.#listeners) listener.itemsRemoved(ids);
    runInAction(() => {
      for (const id of ids) this.#items.delete(id);
    });
  }

  /**
   * Deletes an item once the server agrees; resolves false when it refuses, with the reason shown
   * as a toast or given to `onRefused` (a confirm dialog shows it in place).
   */
  async remove(
    slug: string,
    id: string,
    onRefused: (message: string) => void = this.#options.notifyError,
  ): Promise<boolean> {
    const item = this.#items.get(id);
    if (!item) return false;
    try {
      await deleteWorkItem(this.#options.api, slug, item.project_id, id);
      if (item.is_draft) this.#options.draftCountChanged?.(slug, -1);
      this.#removeLocally([id]);
      return true;
    } catch (error) {
      onRefused(messageOf(error, 'Could not delete the work item.'));
      return false;
    }
  }

  /**
   * Archives an item (completed or cancelled ones only); it leaves every normal list. A refusal
   * goes to `onRefused` as remove's does.
   */
  async archive(
    slug: string,
    id: string,
    onRefused: (message: string) => void = this.#options.notifyError,
  ): Promise<boolean> {
    const item = this.#items.get(id);
    if (!item) return false;
    try {
      await archiveWorkItem(this.#options.api, slug, item.project_id, id);
      this.#removeLocally([id]);
      return true;
    } catch (error) {
      onRefused(messageOf(error, 'Could not archive the work item.'));
      return false;
    }
  }

  /** Restores an archived item; it leaves the archive list. */
  async restore(slug: string, id: string): Promise<boolean> {
    const item = this.#items.get(id);
    if (!item) return false;
    try {
      await restoreWorkItem(this.#options.api, slug, item.project_id, id);
      this.#removeLocally([id]);
      return true;
    } catch (error) {
      this.#options.notifyError(messageOf(error, 'Could not restore the work item.'));
      return false;
    }
  }

  /**
   * Changes the same properties on many items of one project at once (all or nothing on the
   * server). Labels and assignees given are added to each item's own, as the server does.
   */
  async bulkUpdate(
    slug: string,
    projectId: string,
    ids: readonly string[],
    properties: BulkOperationProperties,
  ): Promise<boolean> {
    const previous = new Map<string, Partial<WorkItem>>();
    const { label_ids: labelIds, assignee_ids: assigneeIds, ...scalars } = properties;
    const scalarChanges = this.#localChanges(scalars);
    for (const id of ids) {
      const item = this.#items.get(id);
      if (!item) continue;
      const changes: Partial<WorkItem> = { ...scalarChanges };
      if (labelIds) changes.label_ids = [...new Set([...item.label_ids, ...labelIds])];
      if (assigneeIds) changes.assignee_ids = [...new Set([...item.assignee_ids, ...assigneeIds])];
      for (const [key, value] of this.#apply([id], changes)) previous.set(key, value);
    }
    try {
      await bulkUpdateWorkItems(this.#options.api, slug, projectId, [...ids], properties);
      return true;
    } catch (error) {
      this.#restore(previous);
      this.#options.notifyError(messageOf(error, 'Could not update the work items.'));
      return false;
    }
  }

  async bulkDelete(slug: string, projectId: string, ids: readonly string[]): Promise<boolean> {
    try {
      await bulkDeleteWorkItems(this.#options.api, slug, projectId, [...ids]);
      this.#removeLocally(ids);
      return true;
    } catch (error) {
      this.#options.notifyError(messageOf(error, 'Could not delete the work items.'));
      return false;
    }
  }

  async bulkArchive(slug: string, projectId: string, ids: readonly string[]): Promise<boolean> {
    try {
      await bulkArchiveWorkItems(this.#options.api, slug, projectId, [...ids]);
      this.#removeLocally(ids);
      return true;
    } catch (error) {
      this.#options.notifyError(messageOf(error, 'Could not archive the work items.'));
      return false;
    }
  }

  /**
   * The timeline's date changes, sent in one request; on failure every item gets its dates back
   * and the failure is logged as the timeline logs it (spec §2).
   */
  async updateDates(
    slug: string,
    projectId: string,
    updates: IssueDatesBody['updates'],
  ): Promise<boolean> {
    const previous = new Map<string, Partial<WorkItem>>();
    for (const update of updates) {
      const changes: Partial<WorkItem> = {};
      if (update.start_date !== undefined) changes.start_date = update.start_date;
      if (update.target_date !== undefined) changes.target_date = update.target_date;
      for (const [key, value] of this.#apply([update.id], changes)) previous.set(key, value);
    }
    try {
      await updateWorkItemDates(this.#options.api, slug, projectId, updates);
      return true;
    } catch (error) {
      this.#restore(previous);
      console.error('error while updating Timeline dependencies', error);
      this.#options.notifyError(messageOf(error, 'Could not change the dates.'));
      return false;
    }
  }
}

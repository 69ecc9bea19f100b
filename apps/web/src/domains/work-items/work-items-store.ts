import {
  type BulkOperationProperties,
  type CreateWorkItemBody,
  type IssueDatesBody,
  type UpdateWorkItemBody,
  type WorkItem,
} from '@keel/core';
import { observable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import {
  archiveWorkItem,
  bulkArchiveWorkItems,
  bulkDeleteWorkItems,
  bulkUpdateWorkItems,
  createWorkItem,
  deleteWorkItem,
  fetchWorkItemsByIds,
  restoreWorkItem,
  updateWorkItem,
  updateWorkItemDates,
  convertDraft,
  createDraft,
} from './work-items-api';
import { fetchWorkItemByKey, fetchWorkItemDetail } from './detail/work-item-detail-api';
import { splitDetail, WorkItemDetailStore } from './detail/work-item-detail-store';
import { PendingWrites } from './pending-writes';

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
  /** Fields with an optimistic write out: realtime changes skip them until it is answered. */
  readonly #pending = new PendingWrites();
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
   * Reads an open detail again after someone else changed it (realtime): as fetchDetail, but the
   * fields this client is writing keep their local values.
   */
  async refreshDetail(slug: string, projectId: string, id: string): Promise<void> {
    const detail = await fetchWorkItemDetail(this.#options.api, slug, projectId, id);
    const { item, extras } = splitDetail(detail);
    this.#receive([item]);
    this.details.refresh(item.id, extras);
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
    const end = this.details.pending.begin(id, ['description_html']);
    try {
      await updateWorkItem(this.#options.api, slug, item.project_id, id, {
        description_html: html,
      });
      end();
      return true;
    } catch (error) {
      end();
      if (previous !== undefined) {
        if (isReplacement) this.details.replaceDescription(id, previous);
        else this.details.change(id, 'description_html', previous);
      }
      this.#options.notifyError(messageOf(error, i18n.t('work-items:errors.saveDescription')));
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
    const changes = this.#localChanges(patch);
    const previous = this.#apply([id], changes);
    const end = this.#pending.begin(id, Object.keys(changes));
    try {
      await updateWorkItem(this.#options.api, slug, item.project_id, id, patch);
      return true;
    } catch (error) {
      this.#restore(previous);
      this.#options.notifyError(messageOf(error, i18n.t('work-items:errors.updateItem')));
      return false;
    } finally {
      if (end()) this.#readAgain(slug, item.project_id, [id]);
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
      onRefused(messageOf(error, i18n.t('work-items:errors.moveDraft')));
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
      onRefused(messageOf(error, i18n.t('work-items:errors.deleteItem')));
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
      onRefused(messageOf(error, i18n.t('work-items:errors.archiveItem')));
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
      this.#options.notifyError(messageOf(error, i18n.t('work-items:errors.restoreItem')));
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
    const ends: [string, () => boolean][] = [];
    for (const id of ids) {
      const item = this.#items.get(id);
      if (!item) continue;
      const changes: Partial<WorkItem> = { ...scalarChanges };
      if (labelIds) changes.label_ids = [...new Set([...item.label_ids, ...labelIds])];
      if (assigneeIds) changes.assignee_ids = [...new Set([...item.assignee_ids, ...assigneeIds])];
      for (const [key, value] of this.#apply([id], changes)) previous.set(key, value);
      ends.push([id, this.#pending.begin(id, Object.keys(changes))]);
    }
    try {
      await bulkUpdateWorkItems(this.#options.api, slug, projectId, [...ids], properties);
      return true;
    } catch (error) {
      this.#restore(previous);
      this.#options.notifyError(messageOf(error, i18n.t('work-items:errors.updateItems')));
      return false;
    } finally {
      const stale = ends.flatMap(([id, end]) => (end() ? [id] : []));
      if (stale.length > 0) this.#readAgain(slug, projectId, stale);
    }
  }

  async bulkDelete(slug: string, projectId: string, ids: readonly string[]): Promise<boolean> {
    try {
      await bulkDeleteWorkItems(this.#options.api, slug, projectId, [...ids]);
      this.#removeLocally(ids);
      return true;
    } catch (error) {
      this.#options.notifyError(messageOf(error, i18n.t('work-items:errors.deleteItems')));
      return false;
    }
  }

  async bulkArchive(slug: string, projectId: string, ids: readonly string[]): Promise<boolean> {
    try {
      await bulkArchiveWorkItems(this.#options.api, slug, projectId, [...ids]);
      this.#removeLocally(ids);
      return true;
    } catch (error) {
      this.#options.notifyError(messageOf(error, i18n.t('work-items:errors.archiveItems')));
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
    const ends: [string, () => boolean][] = [];
    for (const update of updates) {
      const changes: Partial<WorkItem> = {};
      if (update.start_date !== undefined) changes.start_date = update.start_date;
      if (update.target_date !== undefined) changes.target_date = update.target_date;
      for (const [key, value] of this.#apply([update.id], changes)) previous.set(key, value);
      ends.push([update.id, this.#pending.begin(update.id, Object.keys(changes))]);
    }
    try {
      await updateWorkItemDates(this.#options.api, slug, projectId, updates);
      return true;
    } catch (error) {
      this.#restore(previous);
      console.error('error while updating Timeline dependencies', error);
      this.#options.notifyError(messageOf(error, i18n.t('work-items:errors.changeDates')));
      return false;
    } finally {
      const stale = ends.flatMap(([id, end]) => (end() ? [id] : []));
      if (stale.length > 0) this.#readAgain(slug, projectId, stale);
    }
  }
  /**
   * Applies another change's new field values to a held item in one action (a realtime event).
   * Fields this client is writing are skipped: its own write must not flicker back to an older
   * value or apply twice; when someone else's change is skipped, the item is read again once the
   * write is answered. Detail-only fields (the description) go to `details`. Answers false when
   * the item is not held.
   */
  applyRemote(id: string, data: Record<string, unknown>, isOwnChange: boolean): boolean {
    const item = this.#items.get(id);
    if (!item) return false;
    const changes: Record<string, unknown> = {};
    const detailChanges: Record<string, unknown> = {};
    const extras = this.details.get(id);
    let skipped = false;
    for (const [field, value] of Object.entries(data)) {
      if (field in item) {
        if (this.#pending.isPending(id, field)) skipped = true;
        else changes[field] = value;
      } else if (extras && field in extras) {
        if (this.details.pending.isPending(id, field)) skipped = true;
        else detailChanges[field] = value;
      }
    }
    if (typeof changes.state_id === 'string' && !('state__group' in data))
      changes.state__group = this.#options.stateGroupOf(changes.state_id) ?? null;
    if (skipped && !isOwnChange) {
      this.#pending.markSkipped(id);
      this.details.pending.markSkipped(id);
    }
    runInAction(() => {
      Object.assign(item, changes);
      if (extras && Object.keys(detailChanges).length > 0)
        this.details.set(id, { ...extras, ...detailChanges });
    });
    return true;
  }

  /** Whether the item has an optimistic write out. */
  isWriting(id: string): boolean {
    return this.#pending.hasAny(id);
  }

  /**
   * Reads items again after realtime events said they changed (or were created): what the
   * server answers is taken, an item new to this client joins the lists it belongs in (as one
   * created here does), and an item the server leaves out (deleted, archived, hidden) leaves them.
   */
  async refetch(
    slug: string,
    projectId: string,
    ids: readonly string[],
    /** Items to keep held when the server leaves them out (an open detail shows them). */
    isShown: (id: string) => boolean = () => false,
  ): Promise<void> {
    const items = await fetchWorkItemsByIds(this.#options.api, slug, projectId, ids);
    const wasHeld = new Set(ids.filter((id) => this.#items.has(id)));
    this.#receive(items);
    for (const item of items) {
      if (wasHeld.has(item.id)) continue;
      const held = this.#items.get(item.id) ?? item;
      for (const listener of this.#listeners) listener.itemCreated(held);
    }
    const answered = new Set(items.map((item) => item.id));
    const gone = ids.filter((id) => !answered.has(id) && this.#items.has(id));
    const shown = gone.filter(isShown);
    if (shown.length > 0) this.removeFromLists(shown);
    const dropped = gone.filter((id) => !isShown(id));
    if (dropped.length > 0) this.#removeLocally(dropped);
  }

  /** Takes items from the server, keeping the fields this client is writing. */
  #receive(items: readonly WorkItem[]): void {
    runInAction(() => {
      for (const item of items) {
        const held = this.#items.get(item.id);
        if (!held) {
          this.#items.set(item.id, item);
          continue;
        }
        const next = Object.fromEntries(
          Object.entries(item).filter(([field]) => !this.#pending.isPending(item.id, field)),
        );
        Object.assign(held, next);
      }
    });
  }

  /** Removes items someone else deleted or archived from the store and every list. */
  removeRemote(ids: readonly string[]): void {
    const held = ids.filter((id) => this.#items.has(id));
    if (held.length > 0) this.#removeLocally(held);
  }

  /**
   * Takes items out of every list but keeps them held: an item archived elsewhere while its
   * detail is open stays on screen there.
   */
  removeFromLists(ids: readonly string[]): void {
    for (const listener of this.#listeners) listener.itemsRemoved(ids);
  }

  #readAgain(slug: string, projectId: string, ids: readonly string[]): void {
    this.refetch(slug, projectId, ids).catch(() => undefined);
  }
}

import type {
  BulkOperationProperties,
  CreateWorkItemBody,
  IssueDatesBody,
  UpdateWorkItemBody,
  WorkItem,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { MutationPipeline, type Notify, type OfflineForm } from '#web/lib/mutation';
import { newId } from '#web/lib/new-id';
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
import { WorkItemDetailStore } from './detail/work-item-detail-store';
import { WorkItemDetailSync } from './detail/work-item-detail-sync';
import { createOffline, editsOffline, type NewItemContext, standInItem } from './offline-forms';
import {
  addedIds,
  WorkItemCache,
  type WorkItemListener,
  type WorkItemMirror,
} from './work-item-cache';

export { type WorkItemListener } from './work-item-cache';

/** What the store needs to know of other domains to keep an item's derived fields right. */
export interface WorkItemsStoreOptions {
  api: ApiClient;
  /** The group of a state, so that a state change moves `state__group` along at once. */
  stateGroupOf: (stateId: string) => string | undefined;
  /** Shows a failed write to the person who made it (spec §4: an error toast after rollback). */
  notifyError: (message: string) => void;
  /** Hears that the person's drafts in a workspace grew or shrank (the Drafts badge). */
  draftCountChanged?: (slug: string, delta: number) => void;
  /** Keeps a copy of the held items (the browser's cache): hears of every change to them. */
  mirror?: WorkItemMirror;
  /**
   * What an item created while offline is made of (the project's defaults); null when the page
   * does not know the project well enough, and such a create is then only ever sent.
   */
  newItemContext?: (slug: string, projectId: string) => NewItemContext | null;
}

/**
 * Every work item the client holds, once, keyed by id (normalized: lists hold ids, rows look their
 * item up and observe only it). Writes are optimistic, through the mutation pipeline: the item
 * changes at once, the request follows, and a refusal restores what was there and shows the
 * server's message (spec §4); a write whose outcome is unsure reads the items again.
 */
export class WorkItemsStore {
  readonly #options: WorkItemsStoreOptions;
  /** The detail-only fields (description, parent, expansions) of items opened in a detail. */
  readonly details = new WorkItemDetailStore();
  /** Reads of an opened detail and writes of its description. */
  readonly detailSync: WorkItemDetailSync;
  readonly #cache: WorkItemCache;
  readonly #mutations: MutationPipeline;

  constructor(options: WorkItemsStoreOptions) {
    this.#options = options;
    this.#cache = new WorkItemCache(this.details, options.stateGroupOf, options.mirror);
    this.#mutations = new MutationPipeline({ notify: options.notifyError });
    this.detailSync = new WorkItemDetailSync({
      api: options.api,
      cache: this.#cache,
      details: this.details,
      mutations: this.#mutations,
    });
  }

  /** The pipeline every write of work items goes through (detail widgets share it). */
  get mutations(): MutationPipeline {
    return this.#mutations;
  }

  get(id: string): WorkItem | undefined {
    return this.#cache.get(id);
  }

  /** Takes items from a server answer, updating those already held in place. */
  upsertMany(items: readonly WorkItem[]): void {
    this.#cache.upsertMany(items);
  }

  /** Takes items the browser's cache answered, keeping held copies that are as new (WorkItemCache). */
  takeFromLocalCache(items: readonly WorkItem[]): void {
    this.#cache.takeNewer(items);
  }

  listen(listener: WorkItemListener): () => void {
    return this.#cache.listen(listener);
  }

  /**
   * Changes items at once and sends the change with `send`; answers whether the server took it.
   * On a refusal the items get their previous values back and the error is shown; items for which
   * someone else's change was skipped meanwhile, or all of them when the outcome is unsure, are
   * read again.
   */
  async #edit(
    slug: string,
    projectId: string,
    changesById: ReadonlyMap<string, Partial<WorkItem>>,
    send: () => Promise<unknown>,
    failure: () => string,
    name: string,
    offline: OfflineForm<unknown>,
  ): Promise<boolean> {
    let end: () => string[] = () => [];
    const outcome = await this.#mutations.run({
      name,
      offline,
      apply: () => {
        const applied = this.#cache.applyOptimistic(changesById);
        end = applied.end;
        return applied.undo;
      },
      send,
      failure,
      settle: () => {
        const stale = end();
        if (stale.length > 0) this.#readAgain(slug, projectId, stale);
      },
      reread: () => this.refetch(slug, projectId, [...changesById.keys()]),
    });
    return outcome.ok;
  }

  /**
   * Changes one item at once and sends the change. Resolves true when the server took it; on a
   * refusal the item gets its previous values back, the error is shown, and it resolves false.
   */
  async update(slug: string, id: string, patch: UpdateWorkItemBody): Promise<boolean> {
    const item = this.#cache.get(id);
    if (!item) return false;
    const projectId = item.project_id;
    // Taken before the change is applied: the values it replaces.
    const offline = editsOffline(slug, [{ item: { ...item }, patch }]);
    return this.#edit(
      slug,
      projectId,
      new Map([[id, this.#cache.localChanges(patch)]]),
      () => updateWorkItem(this.#options.api, slug, projectId, id, patch),
      () => i18n.t('work-items:errors.updateItem'),
      'work-item.update',
      offline,
    );
  }

  /**
   * Creates an item; lists that hold its project hear of it. Rejects with the server's error.
   * The id is chosen here, so that a create queued offline and sent twice makes one item.
   */
  async create(slug: string, projectId: string, body: CreateWorkItemBody): Promise<WorkItem> {
    const named = { ...body, id: body.id ?? newId() };
    const context = this.#options.newItemContext?.(slug, projectId) ?? null;
    const offline =
      context === null
        ? undefined
        : createOffline(
            slug,
            projectId,
            named,
            standInItem(projectId, named, context, this.#nextSequenceId(projectId), new Date()),
          );
    return this.#mutations
      .runOrThrow({
        name: 'work-item.create',
        send: () => createWorkItem(this.#options.api, slug, projectId, named),
        ...(offline ? { offline } : {}),
        failure: '',
        notify: false,
        commit: (created) => {
          this.upsertMany([created]);
          this.#cache.announceCreated(created);
        },
      })
      .then((created) => this.#cache.get(created.id) ?? created);
  }

  /** Saves a draft (kept aside, seen only by its author); the drafts list hears of it. */
  async createDraft(
    slug: string,
    body: CreateWorkItemBody & { project_id: string },
  ): Promise<WorkItem> {
    const created = await this.#mutations.runOrThrow({
      name: 'work-item.draft',
      send: () => createDraft(this.#options.api, slug, body),
      failure: '',
      notify: false,
      commit: (draft) => {
        this.upsertMany([draft]);
        this.#cache.announceCreated(draft);
        this.#options.draftCountChanged?.(slug, 1);
      },
    });
    return this.#cache.get(created.id) ?? created;
  }

  /**
   * Moves a draft into its project as a live work item (it keeps its number): it leaves the
   * drafts list and joins the project's lists. A refusal goes to `onRefused`.
   */
  async convertDraft(
    slug: string,
    id: string,
    onRefused: Notify = this.#options.notifyError,
  ): Promise<boolean> {
    const outcome = await this.#mutations.run({
      name: 'work-item.convert-draft',
      send: () => convertDraft(this.#options.api, slug, id),
      commit: (converted) => {
        this.#cache.removeFromLists([id]);
        this.upsertMany([converted]);
        this.#cache.announceCreated(this.#cache.get(id) ?? converted);
        this.#options.draftCountChanged?.(slug, -1);
      },
      failure: () => i18n.t('work-items:errors.moveDraft'),
      notify: onRefused,
    });
    return outcome.ok;
  }

  /**
   * Takes items out once the server agrees (delete, archive, restore: they leave the lists they
   * are in); a refusal is told to `notify`.
   */
  async #removeWhenTaken(
    ids: readonly string[],
    send: () => Promise<unknown>,
    failure: () => string,
    notify: Notify,
    name: string,
    taken?: () => void,
  ): Promise<boolean> {
    const outcome = await this.#mutations.run({
      name,
      send,
      commit: () => {
        taken?.();
        this.#cache.removeLocally(ids);
      },
      failure,
      notify,
    });
    return outcome.ok;
  }

  /**
   * Deletes an item once the server agrees; resolves false when it refuses, with the reason shown
   * as a toast or given to `onRefused` (a confirm dialog shows it in place).
   */
  async remove(
    slug: string,
    id: string,
    onRefused: Notify = this.#options.notifyError,
  ): Promise<boolean> {
    const item = this.#cache.get(id);
    if (!item) return false;
    return this.#removeWhenTaken(
      [id],
      () => deleteWorkItem(this.#options.api, slug, item.project_id, id),
      () => i18n.t('work-items:errors.deleteItem'),
      onRefused,
      'work-item.delete',
      () => {
        if (item.is_draft) this.#options.draftCountChanged?.(slug, -1);
      },
    );
  }

  /**
   * Archives an item (completed or cancelled ones only); it leaves every normal list. A refusal
   * goes to `onRefused` as remove's does.
   */
  async archive(
    slug: string,
    id: string,
    onRefused: Notify = this.#options.notifyError,
  ): Promise<boolean> {
    const item = this.#cache.get(id);
    if (!item) return false;
    return this.#removeWhenTaken(
      [id],
      () => archiveWorkItem(this.#options.api, slug, item.project_id, id),
      () => i18n.t('work-items:errors.archiveItem'),
      onRefused,
      'work-item.archive',
    );
  }

  /** Restores an archived item; it leaves the archive list. */
  async restore(slug: string, id: string): Promise<boolean> {
    const item = this.#cache.get(id);
    if (!item) return false;
    return this.#removeWhenTaken(
      [id],
      () => restoreWorkItem(this.#options.api, slug, item.project_id, id),
      () => i18n.t('work-items:errors.restoreItem'),
      this.#options.notifyError,
      'work-item.restore',
    );
  }

  /**
   * Changes the same properties on many items of one project at once (all or nothing on the
   * server). Labels, assignees and modules given are added to each item's own, as the server does.
   */
  async bulkUpdate(
    slug: string,
    projectId: string,
    ids: readonly string[],
    properties: BulkOperationProperties,
  ): Promise<boolean> {
    const {
      label_ids: _labels,
      assignee_ids: _assignees,
      module_ids: _modules,
      ...scalars
    } = properties;
    const scalarChanges = this.#cache.localChanges(scalars);
    const changesById = new Map<string, Partial<WorkItem>>();
    const edits: { item: WorkItem; patch: UpdateWorkItemBody }[] = [];
    for (const id of ids) {
      const item = this.#cache.get(id);
      if (!item) continue;
      const added = addedIds(item, properties);
      const changes: Partial<WorkItem> = { ...scalarChanges, ...added };
      changesById.set(id, changes);
      // Offline, each item's edit is queued on its own, its lists made whole.
      edits.push({ item: { ...item }, patch: { ...scalars, ...added } });
    }
    return this.#edit(
      slug,
      projectId,
      changesById,
      () => bulkUpdateWorkItems(this.#options.api, slug, projectId, [...ids], properties),
      () => i18n.t('work-items:errors.updateItems'),
      'work-item.bulk-update',
      editsOffline(slug, edits),
    );
  }

  bulkDelete(slug: string, projectId: string, ids: readonly string[]): Promise<boolean> {
    return this.#removeWhenTaken(
      ids,
      () => bulkDeleteWorkItems(this.#options.api, slug, projectId, [...ids]),
      () => i18n.t('work-items:errors.deleteItems'),
      this.#options.notifyError,
      'work-item.bulk-delete',
    );
  }

  bulkArchive(slug: string, projectId: string, ids: readonly string[]): Promise<boolean> {
    return this.#removeWhenTaken(
      ids,
      () => bulkArchiveWorkItems(this.#options.api, slug, projectId, [...ids]),
      () => i18n.t('work-items:errors.archiveItems'),
      this.#options.notifyError,
      'work-item.bulk-archive',
    );
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
    const changesById = new Map<string, Partial<WorkItem>>();
    const edits: { item: WorkItem; patch: UpdateWorkItemBody }[] = [];
    for (const update of updates) {
      const changes: Partial<WorkItem> = {};
      if (update.start_date !== undefined) changes.start_date = update.start_date;
      if (update.target_date !== undefined) changes.target_date = update.target_date;
      changesById.set(update.id, changes);
      const item = this.#cache.get(update.id);
      if (item) edits.push({ item: { ...item }, patch: changes });
    }
    return this.#edit(
      slug,
      projectId,
      changesById,
      () =>
        updateWorkItemDates(this.#options.api, slug, projectId, updates).catch((error: unknown) => {
          console.error('error while updating Timeline dependencies', error);
          throw error;
        }),
      () => i18n.t('work-items:errors.changeDates'),
      'work-item.dates',
      editsOffline(slug, edits),
    );
  }

  /** Puts a realtime event's new values on a held item; see WorkItemCache. */
  applyRemote(id: string, data: Record<string, unknown>, isOwnChange: boolean): boolean {
    return this.#cache.applyRemote(id, data, isOwnChange);
  }

  /**
   * Marks fields of an item as being written until the returned function is called: a write
   * waiting in the offline queue keeps what it shows over the server's older copies.
   */
  holdFields(id: string, fields: readonly string[]): () => void {
    const end = this.#cache.pending.begin(id, fields);
    return () => {
      end();
    };
  }

  /** The number after the highest of the project's items held here. */
  #nextSequenceId(projectId: string): number {
    return this.#cache.highestSequenceId(projectId) + 1;
  }

  /** Whether the item has an optimistic write out. */
  isWriting(id: string): boolean {
    return this.#cache.pending.hasAny(id);
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
    this.#cache.reconcile(ids, items, isShown);
  }

  /** Removes items someone else deleted or archived from the store and every list. */
  removeRemote(ids: readonly string[]): void {
    const held = ids.filter((id) => this.#cache.has(id));
    if (held.length > 0) this.#cache.removeLocally(held);
  }

  /** Takes items out of every list but keeps them held (an open detail still shows them). */
  removeFromLists(ids: readonly string[]): void {
    this.#cache.removeFromLists(ids);
  }

  #readAgain(slug: string, projectId: string, ids: readonly string[]): void {
    this.refetch(slug, projectId, ids).catch(() => undefined);
  }
}

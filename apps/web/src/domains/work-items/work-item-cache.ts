import type { BulkOperationProperties, UpdateWorkItemBody, WorkItem } from '@keel/core';
import { observable, runInAction } from 'mobx';
import type { Undo } from '#web/lib/mutation';
import type { WorkItemDetailStore } from './detail/work-item-detail-store';
import { PendingWrites } from './pending-writes';

/** A list that holds ids of work items and wants to hear of items created or removed. */
export interface WorkItemListener {
  itemCreated(item: WorkItem): void;
  itemsRemoved(ids: readonly string[]): void;
}

/**
 * Hears of every change to the held items, to keep a copy of them elsewhere (the browser's cache,
 * domains/local-cache). Called after the change, with the items as given or as now held.
 */
export interface WorkItemMirror {
  /** Items as the server sent them (a list page, a read by id, a created item). */
  itemsReceived(items: readonly WorkItem[]): void;
  /** Held items changed here: an own optimistic edit (or its undo), or a realtime change. */
  itemsChanged(items: readonly WorkItem[], isOwnEdit: boolean): void;
  /** Items forgotten because they left every list for good (deleted, archived, hidden). */
  itemsRemoved(ids: readonly string[]): void;
}

/**
 * The work items the client holds, once, keyed by id, with the fields this client is writing and
 * the lists that listen. The WorkItemsStore writes through it; realtime changes land in it.
 */
export class WorkItemCache {
  readonly #items = observable.map<string, WorkItem>({}, { deep: true });
  readonly #listeners = new Set<WorkItemListener>();
  /** Fields with an optimistic write out: realtime changes skip them until it is answered. */
  readonly pending = new PendingWrites();
  readonly #details: WorkItemDetailStore;
  readonly #stateGroupOf: (stateId: string) => string | undefined;
  readonly #mirror: WorkItemMirror | undefined;

  constructor(
    details: WorkItemDetailStore,
    stateGroupOf: (stateId: string) => string | undefined,
    mirror?: WorkItemMirror,
  ) {
    this.#details = details;
    this.#stateGroupOf = stateGroupOf;
    this.#mirror = mirror;
  }

  get(id: string): WorkItem | undefined {
    return this.#items.get(id);
  }

  has(id: string): boolean {
    return this.#items.has(id);
  }

  /** The highest number of the project's items held (0 when none are). */
  highestSequenceId(projectId: string): number {
    let highest = 0;
    for (const item of this.#items.values())
      if (item.project_id === projectId && item.sequence_id > highest) highest = item.sequence_id;
    return highest;
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
    this.#mirror?.itemsReceived(items);
  }

  /** Takes items from the server, keeping the fields this client is writing. */
  receive(items: readonly WorkItem[]): void {
    runInAction(() => {
      for (const item of items) {
        const held = this.#items.get(item.id);
        if (!held) {
          this.#items.set(item.id, item);
          continue;
        }
        const next = Object.fromEntries(
          Object.entries(item).filter(([field]) => !this.pending.isPending(item.id, field)),
        );
        Object.assign(held, next);
      }
    });
    this.#mirror?.itemsReceived(items);
  }

  /**
   * Takes items the browser's cache answered. A held item keeps its copy unless the cached one is
   * newer (a later updated_at): the cache may still hold an own edit that has since been undone,
   * and the held copy is never older than the cache's otherwise. Fields being written are kept.
   */
  takeNewer(items: readonly WorkItem[]): void {
    runInAction(() => {
      for (const item of items) {
        const held = this.#items.get(item.id);
        if (!held) {
          this.#items.set(item.id, item);
          continue;
        }
        if (item.updated_at <= held.updated_at) continue;
        const next = Object.fromEntries(
          Object.entries(item).filter(([field]) => !this.pending.isPending(item.id, field)),
        );
        Object.assign(held, next);
      }
    });
  }

  /**
   * Takes what the server answered for `ids`: items new to this client join the lists, and items
   * it left out leave them (those `isShown` keeps stay held: an open detail shows them).
   */
  reconcile(
    ids: readonly string[],
    items: readonly WorkItem[],
    isShown: (id: string) => boolean,
  ): void {
    const wasHeld = new Set(ids.filter((id) => this.has(id)));
    this.receive(items);
    for (const item of items) if (!wasHeld.has(item.id)) this.announceCreated(item);
    const answered = new Set(items.map((item) => item.id));
    const gone = ids.filter((id) => !answered.has(id) && this.has(id));
    const shown = gone.filter(isShown);
    if (shown.length > 0) this.removeFromLists(shown);
    const dropped = gone.filter((id) => !isShown(id));
    if (dropped.length > 0) this.removeLocally(dropped);
  }

  listen(listener: WorkItemListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Lists hear of an item new to them; answers the held copy. */
  announceCreated(item: WorkItem): WorkItem {
    const held = this.#items.get(item.id) ?? item;
    for (const listener of this.#listeners) listener.itemCreated(held);
    return held;
  }

  /** Takes items out of every list but keeps them held. */
  removeFromLists(ids: readonly string[]): void {
    for (const listener of this.#listeners) listener.itemsRemoved(ids);
  }

  /** Takes items out of every list and forgets them. */
  removeLocally(ids: readonly string[]): void {
    this.removeFromLists(ids);
    runInAction(() => {
      for (const id of ids) this.#items.delete(id);
    });
    this.#mirror?.itemsRemoved(ids);
  }

  /** The fields an edit changes on the held copy, with state__group following state_id. */
  localChanges(patch: UpdateWorkItemBody): Partial<WorkItem> {
    const changes: Record<string, unknown> = {};
    const entries: [string, unknown][] = Object.entries(patch);
    for (const [field, value] of entries) if (value !== undefined) changes[field] = value;
    if (typeof patch.state_id === 'string')
      changes.state__group = this.#stateGroupOf(patch.state_id) ?? null;
    return changes;
  }

  /**
   * Changes held items at once, each with its own changes, and marks the fields as being written.
   * Answers how to undo the changes and the function that ends the writes (it answers the ids to
   * read again: someone else's change was skipped meanwhile).
   */
  applyOptimistic(changesById: ReadonlyMap<string, Partial<WorkItem>>): {
    undo: Undo;
    end: () => string[];
  } {
    const previous = new Map<string, Partial<WorkItem>>();
    const ends: [string, () => boolean][] = [];
    runInAction(() => {
      for (const [id, changes] of changesById) {
        const item = this.#items.get(id);
        if (!item) continue;
        const before: Record<string, unknown> = {};
        for (const field of Object.keys(changes)) before[field] = item[field as keyof WorkItem];
        previous.set(id, before);
        Object.assign(item, changes);
        ends.push([id, this.pending.begin(id, Object.keys(changes))]);
      }
    });
    this.#mirrorChanged([...previous.keys()], true);
    return {
      undo: () => {
        runInAction(() => {
          for (const [id, before] of previous) {
            const item = this.#items.get(id);
            if (item) Object.assign(item, before);
          }
        });
        this.#mirrorChanged([...previous.keys()], true);
      },
      end: () => ends.flatMap(([id, end]) => (end() ? [id] : [])),
    };
  }

  /**
   * Applies another change's new field values to a held item in one action (a realtime event).
   * Fields this client is writing are skipped: its own write must not flicker back to an older
   * value or apply twice; when someone else's change is skipped, the item is read again once the
   * write is answered. Detail-only fields (the description) go to the details. Answers false when
   * the item is not held.
   */
  applyRemote(id: string, data: Record<string, unknown>, isOwnChange: boolean): boolean {
    const item = this.#items.get(id);
    if (!item) return false;
    const changes: Record<string, unknown> = {};
    const detailChanges: Record<string, unknown> = {};
    const extras = this.#details.get(id);
    let skipped = false;
    for (const [field, value] of Object.entries(data)) {
      if (field in item) {
        if (this.pending.isPending(id, field)) skipped = true;
        else changes[field] = value;
      } else if (extras && field in extras) {
        if (this.#details.pending.isPending(id, field)) skipped = true;
        else detailChanges[field] = value;
      }
    }
    if (typeof changes.state_id === 'string' && !('state__group' in data))
      changes.state__group = this.#stateGroupOf(changes.state_id) ?? null;
    if (skipped && !isOwnChange) {
      this.pending.markSkipped(id);
      this.#details.pending.markSkipped(id);
    }
    runInAction(() => {
      Object.assign(item, changes);
      if (extras && Object.keys(detailChanges).length > 0)
        this.#details.set(id, { ...extras, ...detailChanges });
    });
    if (Object.keys(changes).length > 0) this.#mirrorChanged([id], false);
    return true;
  }

  #mirrorChanged(ids: readonly string[], isOwnEdit: boolean): void {
    if (!this.#mirror) return;
    const items = ids.flatMap((id) => this.#items.get(id) ?? []);
    if (items.length > 0) this.#mirror.itemsChanged(items, isOwnEdit);
  }
}

/** What a bulk edit makes of an item's lists: labels, assignees and modules given are added. */
export function addedIds(
  item: WorkItem,
  properties: BulkOperationProperties,
): Pick<Partial<WorkItem>, 'label_ids' | 'assignee_ids' | 'module_ids'> {
  const union = (own: readonly string[], added: readonly string[]) => [
    ...new Set([...own, ...added]),
  ];
  return {
    ...(properties.label_ids ? { label_ids: union(item.label_ids, properties.label_ids) } : {}),
    ...(properties.assignee_ids
      ? { assignee_ids: union(item.assignee_ids, properties.assignee_ids) }
      : {}),
    ...(properties.module_ids ? { module_ids: union(item.module_ids, properties.module_ids) } : {}),
  };
}

import type { RealtimeEntity, RealtimeEvent } from '@keel/core';

/**
 * What a detail widget listens for about its item: an entity of the protocol (its comments, its
 * links…) or `sub_items`, a change among the items whose parent it is.
 */
export type WorkItemTopic = RealtimeEntity | 'sub_items';

/**
 * Called with the event that concerns the item, or with null after a resync (anything may have
 * changed: read again).
 */
export type WorkItemChangeCallback = (event: RealtimeEvent | null) => void | Promise<void>;

/** Reads again what a screen shows; called after a resync. */
export type RefreshCallback = () => void | Promise<void>;

interface Watcher {
  topics: ReadonlySet<WorkItemTopic>;
  callback: WorkItemChangeCallback;
}

/**
 * Who shows what, so that events reach the screens without the realtime code knowing them: an
 * open detail's widgets register for their item and topics, lists register a refresh for a resync.
 */
export class RealtimeRegistry {
  readonly #watchers = new Map<string, Set<Watcher>>();
  readonly #refreshers = new Set<RefreshCallback>();

  /** Listens for changes of one item's topics; answers the function that stops. */
  onWorkItemChange(
    workItemId: string,
    topics: readonly WorkItemTopic[],
    callback: WorkItemChangeCallback,
  ): () => void {
    const watcher: Watcher = { topics: new Set(topics), callback };
    let watchers = this.#watchers.get(workItemId);
    if (!watchers) this.#watchers.set(workItemId, (watchers = new Set()));
    watchers.add(watcher);
    return () => {
      watchers.delete(watcher);
      if (watchers.size === 0 && this.#watchers.get(workItemId) === watchers)
        this.#watchers.delete(workItemId);
    };
  }

  /** Registers what a screen reads again after a resync; answers the function that stops. */
  onRefresh(callback: RefreshCallback): () => void {
    this.#refreshers.add(callback);
    return () => {
      this.#refreshers.delete(callback);
    };
  }

  /** Whether a detail of the item is open. */
  isWatched(workItemId: string): boolean {
    return this.#watchers.has(workItemId);
  }

  /** Tells the item's watchers of the topic. */
  notify(workItemId: string, topic: WorkItemTopic, event: RealtimeEvent): void {
    for (const watcher of [...(this.#watchers.get(workItemId) ?? [])])
      if (watcher.topics.has(topic)) void settle(watcher.callback, event);
  }

  /** Everything shown reads again; settles when every read has. */
  async refreshAll(): Promise<void> {
    const reads: Promise<void>[] = [];
    for (const refresh of [...this.#refreshers]) reads.push(settle(refresh, null));
    for (const watchers of this.#watchers.values())
      for (const watcher of [...watchers]) reads.push(settle(watcher.callback, null));
    await Promise.all(reads);
  }
}

/** Runs a callback; its failure is its own (it shows what it can), never the caller's. */
async function settle(
  callback: (event: RealtimeEvent | null) => void | Promise<void>,
  event: RealtimeEvent | null,
): Promise<void> {
  try {
    await callback(event);
  } catch {
    // A screen that could not read again keeps what it shows.
  }
}

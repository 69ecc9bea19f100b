import type { RealtimeEvent } from '@keel/core';
import { Coalescer } from '../realtime/coalescer';
import type { RealtimeDispatcher } from '../realtime/realtime-dispatcher';
import type { RealtimeRegistry } from '../realtime/realtime-registry';
import type { WorkItemsStore } from './work-items-store';

const KEY_SEPARATOR = '\u0000';

/** Whether a change takes an item out of the normal lists (archived, or back to a draft). */
function leavesLists(data: Record<string, unknown>): boolean {
  return (
    (typeof data.archived_at === 'string' && data.archived_at !== '') || data.is_draft === true
  );
}

/** Whether a change may bring back an item the client does not hold (restored, published). */
function mayJoinLists(data: Record<string, unknown>): boolean {
  return ('archived_at' in data && data.archived_at === null) || data.is_draft === false;
}

export interface WorkItemsRealtimeOptions {
  workItems: WorkItemsStore;
  /** Open details and lists: sub-resource events reach the detail widgets through it. */
  registry: RealtimeRegistry;
  /** The signed-in person, to tell their own changes from others'. */
  currentUserId: () => string | undefined;
  coalesceMs?: number;
}

/**
 * The work items' realtime handlers (issue 8). A work item's new field values go onto the held
 * item at once; an event without values (assignees, labels) or a new item is read with
 * `issues/list/?issues=`, gathered over ~30 ms into one request per project; a deleted or archived
 * item leaves the lists. Sub-resources reach the open detail's widgets through the registry.
 */
export function registerWorkItemsRealtime(
  dispatcher: RealtimeDispatcher,
  options: WorkItemsRealtimeOptions,
): void {
  const handlers = new WorkItemsRealtime(options);
  dispatcher.on(['work_item'], (event, slug) => {
    if (event.project_id !== null) handlers.workItem(slug, event.project_id, event);
  });
  dispatcher.on(['work_item_link', 'work_item_attachment'], (event, slug) => {
    // Lists show how many links and attachments an item has.
    if (event.work_item_id !== null && event.project_id !== null)
      handlers.readIfHeld(slug, event.project_id, event.work_item_id);
    handlers.notifyDetail(event);
  });
  dispatcher.on(
    ['work_item_comment', 'comment_reaction', 'work_item_reaction', 'work_item_relation'],
    (event) => {
      handlers.notifyDetail(event);
    },
  );
  dispatcher.onWorkspaceResync(() => options.registry.refreshAll());
  dispatcher.onDispose(() => {
    handlers.dispose();
  });
}

class WorkItemsRealtime {
  readonly #workItems: WorkItemsStore;
  readonly #registry: RealtimeRegistry;
  readonly #currentUserId: () => string | undefined;
  readonly #fetches: Coalescer;
  /** Items read because they were created (or came back), by the event that said so. */
  readonly #created = new Map<string, RealtimeEvent>();

  constructor(options: WorkItemsRealtimeOptions) {
    this.#workItems = options.workItems;
    this.#registry = options.registry;
    this.#currentUserId = options.currentUserId;
    this.#fetches = new Coalescer({
      flush: (key, ids) => {
        const [slug = '', projectId = ''] = key.split(KEY_SEPARATOR);
        void this.#read(slug, projectId, ids);
      },
      ...(options.coalesceMs === undefined ? {} : { delayMs: options.coalesceMs }),
    });
  }

  /** Stops pending reads (the page is going away). */
  dispose(): void {
    this.#fetches.cancel();
  }

  notifyDetail(event: RealtimeEvent): void {
    if (event.work_item_id !== null) this.#registry.notify(event.work_item_id, event.entity, event);
  }

  workItem(slug: string, projectId: string, event: RealtimeEvent): void {
    const id = event.entity_id;
    const held = this.#workItems.get(id);
    const isWatched = this.#registry.isWatched(id);
    if (event.operation === 'delete') {
      const parentId = held?.parent_id ?? null;
      this.#workItems.removeRemote([id]);
      if (parentId !== null) this.#registry.notify(parentId, 'sub_items', event);
      this.#registry.notify(id, 'work_item', event);
      return;
    }
    if (event.operation === 'create') {
      // Held already: this client created it, and its lists took it then.
      if (held) {
        if (held.parent_id !== null) this.#registry.notify(held.parent_id, 'sub_items', event);
      } else {
        this.#created.set(id, event);
        this.#queue(slug, projectId, id);
      }
      return;
    }
    const data = event.data;
    if (data === null) {
      if (held || isWatched) this.#queue(slug, projectId, id);
      this.#registry.notify(id, 'work_item', event);
      return;
    }
    if (!held) {
      if (mayJoinLists(data)) {
        this.#created.set(id, event);
        this.#queue(slug, projectId, id);
      }
      return;
    }
    const previousParent = held.parent_id;
    this.#workItems.applyRemote(id, data, event.actor_id === this.#currentUserId());
    if (leavesLists(data)) {
      // An open detail keeps showing the item (archived); lists let it go.
      if (isWatched) this.#workItems.removeFromLists([id]);
      else this.#workItems.removeRemote([id]);
    }
    if ('parent_id' in data) {
      if (previousParent !== null) this.#registry.notify(previousParent, 'sub_items', event);
      const parentId = data.parent_id;
      if (typeof parentId === 'string' && parentId !== previousParent)
        this.#registry.notify(parentId, 'sub_items', event);
    }
    this.#registry.notify(id, 'work_item', event);
  }

  readIfHeld(slug: string, projectId: string, id: string): void {
    if (this.#workItems.get(id)) this.#queue(slug, projectId, id);
  }

  #queue(slug: string, projectId: string, id: string): void {
    this.#fetches.add(`${slug}${KEY_SEPARATOR}${projectId}`, id);
  }

  async #read(slug: string, projectId: string, ids: string[]): Promise<void> {
    try {
      await this.#workItems.refetch(slug, projectId, ids, (id) => this.#registry.isWatched(id));
    } catch {
      // The next event or a resync brings it; a failed read must not break the others.
      for (const id of ids) this.#created.delete(id);
      return;
    }
    for (const id of ids) {
      const event = this.#created.get(id);
      if (!event) continue;
      this.#created.delete(id);
      // A new sub-item changes its parent's widget and count.
      const parentId = this.#workItems.get(id)?.parent_id ?? null;
      if (parentId === null) continue;
      this.readIfHeld(slug, projectId, parentId);
      this.#registry.notify(parentId, 'sub_items', event);
    }
  }
}

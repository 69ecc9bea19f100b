import { type RealtimeEvent } from '@keel/core';
import { type WorkItemsStore } from '../work-items/work-items-store';
import { Coalescer } from './coalescer';
import { type RealtimeHandlers } from './realtime-connection';
import { type RealtimeRegistry } from './realtime-registry';

/** What the applier asks of the other domains' stores (the root store wires them). */
export interface RealtimeSurroundings {
  /** The slug of a workspace this client holds, by id. */
  slugOf(workspaceId: string): string | undefined;
  /** The signed-in person, to tell their own changes from others'. */
  currentUserId(): string | undefined;
  /** Each reads again only what is loaded already. */
  refetchStates(slug: string, projectId: string): void;
  refetchLabels(slug: string, projectId: string): void;
  refetchProjects(slug: string): void;
  refetchProject(slug: string, projectId: string): void;
  refetchProjectMembers(slug: string, projectId: string): void;
  refetchWorkspaceMembers(slug: string): void;
  /** After a resync: the workspace's projects, states, labels and members, as loaded. */
  refreshWorkspace(slug: string): Promise<void>;
  /** The person lost access to the workspace. */
  revoked(slug: string): void;
}

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

/**
 * Applies realtime events to the stores (issue 8). A work item's new field values go onto the held
 * item at once; an event without values (assignees, labels) or a new item is read with
 * `issues/list/?issues=`, gathered over ~30 ms into one request per project; a deleted or archived
 * item leaves the lists. Sub-resources reach the open detail's widgets through the registry;
 * states, labels, projects and members make their stores read again.
 */
export class RealtimeApplier implements RealtimeHandlers {
  readonly #workItems: WorkItemsStore;
  readonly #registry: RealtimeRegistry;
  readonly #surroundings: RealtimeSurroundings;
  readonly #fetches: Coalescer;
  /** Items read because they were created (or came back), by the event that said so. */
  readonly #created = new Map<string, RealtimeEvent>();

  constructor(options: {
    workItems: WorkItemsStore;
    registry: RealtimeRegistry;
    surroundings: RealtimeSurroundings;
    coalesceMs?: number;
  }) {
    this.#workItems = options.workItems;
    this.#registry = options.registry;
    this.#surroundings = options.surroundings;
    this.#fetches = new Coalescer({
      flush: (key, ids) => {
        const [slug = '', projectId = ''] = key.split(KEY_SEPARATOR);
        void this.#read(slug, projectId, ids);
      },
      ...(options.coalesceMs === undefined ? {} : { delayMs: options.coalesceMs }),
    });
  }

  onEvent(event: RealtimeEvent): void {
    const slug = this.#surroundings.slugOf(event.workspace_id);
    if (slug === undefined) return;
    const projectId = event.project_id;
    switch (event.entity) {
      case 'work_item':
        if (projectId !== null) this.#workItem(slug, projectId, event);
        return;
      case 'work_item_link':
      case 'work_item_attachment':
        // Lists show how many links and attachments an item has.
        if (event.work_item_id !== null && projectId !== null)
          this.#readIfHeld(slug, projectId, event.work_item_id);
        this.#notifyDetail(event);
        return;
      case 'work_item_comment':
      case 'comment_reaction':
      case 'work_item_reaction':
      case 'work_item_relation':
        this.#notifyDetail(event);
        return;
      case 'state':
        if (projectId !== null) this.#surroundings.refetchStates(slug, projectId);
        return;
      case 'label':
        if (projectId !== null) this.#surroundings.refetchLabels(slug, projectId);
        return;
      case 'project':
        if (event.operation === 'update') this.#surroundings.refetchProject(slug, event.entity_id);
        else this.#surroundings.refetchProjects(slug);
        return;
      case 'project_member':
        if (projectId === null) return;
        this.#surroundings.refetchProjectMembers(slug, projectId);
        // A membership changes who may see the project, and the viewer's role in it.
        this.#surroundings.refetchProjects(slug);
        return;
      case 'workspace_member':
        this.#surroundings.refetchWorkspaceMembers(slug);
        return;
    }
  }

  async onResync(slug: string): Promise<void> {
    await Promise.all([this.#registry.refreshAll(), this.#surroundings.refreshWorkspace(slug)]);
  }

  onRevoked(slug: string): void {
    this.#surroundings.revoked(slug);
  }

  /** Stops pending reads (the page is going away). */
  dispose(): void {
    this.#fetches.cancel();
  }

  #notifyDetail(event: RealtimeEvent): void {
    if (event.work_item_id !== null) this.#registry.notify(event.work_item_id, event.entity, event);
  }

  #workItem(slug: string, projectId: string, event: RealtimeEvent): void {
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
    this.#workItems.applyRemote(id, data, event.actor_id === this.#surroundings.currentUserId());
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

  #readIfHeld(slug: string, projectId: string, id: string): void {
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
      this.#readIfHeld(slug, projectId, parentId);
      this.#registry.notify(parentId, 'sub_items', event);
    }
  }
}

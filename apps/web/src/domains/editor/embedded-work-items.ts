import type { WorkItem } from '@keel/core';
import { observable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { Coalescer } from '#web/domains/realtime/coalescer';
import { fetchWorkItemsByIds } from '#web/domains/work-items/work-items-api';

const KEY_SEPARATOR = '\u0000';

/** Where an embedded item stands: being read, held by the work-item store, or not to be had. */
export type EmbedReadState = 'loading' | 'held' | 'missing' | 'failed';

/**
 * Reads the work items embedded in documents into the work-item store (where realtime keeps them
 * current), gathering the cards that ask at once into one request per project.
 */
export class EmbeddedWorkItems {
  readonly #states = observable.map<string, EmbedReadState>();
  readonly #fetches: Coalescer;

  constructor(
    private readonly api: ApiClient,
    private readonly store: {
      get: (id: string) => unknown;
      upsertMany: (items: WorkItem[]) => void;
    },
  ) {
    this.#fetches = new Coalescer({
      flush: (key, ids) => {
        const [slug = '', projectId = ''] = key.split(KEY_SEPARATOR);
        void this.#read(slug, projectId, ids);
      },
    });
  }

  /** How the item stands (observable); asks for it when it is not held and not asked yet. */
  state(id: string): EmbedReadState {
    if (this.store.get(id) !== undefined) return 'held';
    const known = this.#states.get(id);
    // Read once and since let go of (deleted, archived, no longer visible).
    if (known === 'held') return 'missing';
    return known ?? 'loading';
  }

  /** Asks for the item unless it is held or already asked for. */
  request(slug: string, projectId: string, id: string): void {
    if (this.store.get(id) !== undefined || this.#states.has(id)) return;
    runInAction(() => {
      this.#states.set(id, 'loading');
    });
    this.#fetches.add(`${slug}${KEY_SEPARATOR}${projectId}`, id);
  }

  /** Asks again for an item that could not be read. */
  retry(slug: string, projectId: string, id: string): void {
    runInAction(() => {
      this.#states.delete(id);
    });
    this.request(slug, projectId, id);
  }

  async #read(slug: string, projectId: string, ids: string[]): Promise<void> {
    try {
      const items = await fetchWorkItemsByIds(this.api, slug, projectId, ids);
      this.store.upsertMany(items);
      const found = new Set(items.map((item) => item.id));
      runInAction(() => {
        for (const id of ids) this.#states.set(id, found.has(id) ? 'held' : 'missing');
      });
    } catch {
      runInAction(() => {
        for (const id of ids) this.#states.set(id, 'failed');
      });
    }
  }
}

const readers = new WeakMap<ApiClient, EmbeddedWorkItems>();

/** The reader of embedded items for this client and store (one per page load). */
export function embeddedWorkItemsOf(
  api: ApiClient,
  store: ConstructorParameters<typeof EmbeddedWorkItems>[1],
): EmbeddedWorkItems {
  let reader = readers.get(api);
  if (!reader) readers.set(api, (reader = new EmbeddedWorkItems(api, store)));
  return reader;
}

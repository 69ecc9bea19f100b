import {
  MAX_OUTBOX_ATTEMPTS,
  type OutboxEntry,
  type OutboxRecord,
  reconcileUpdate,
  type UpdateWorkItemBody,
  type WorkItem,
} from '@keel/core';
import { makeObservable, observable, runInAction } from 'mobx';
import { ApiError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/api-error';
import { i18n } from '#web/lib/i18n';
import type { Mutation, MutationTransport } from '#web/lib/mutation';
import type { OutboxPort } from './local-cache-store';

/** While writes wait and the server cannot be reached, sending is tried again this often. */
export const REPLAY_RETRY_MS = 15_000;

/** The requests a queued write is sent with (work-items-api, bound to the page's client). */
export interface OfflineRequests {
  create(slug: string, record: Extract<OutboxRecord, { kind: 'create' }>): Promise<WorkItem>;
  /** The item as the server has it now (its detail). */
  read(slug: string, projectId: string, id: string): Promise<Record<string, unknown>>;
  update(slug: string, projectId: string, id: string, patch: UpdateWorkItemBody): Promise<void>;
}

/** What the queue does to the page's work items. */
export interface OfflineItems {
  /** The server's copy of an item created offline, in place of its stand-in. */
  created(item: WorkItem): void;
  /** Items that will not be on the server (their create was refused, or they were deleted). */
  gone(ids: readonly string[]): void;
  /** Reads items again once their queued edits were sent. */
  refetch(slug: string, projectId: string, ids: readonly string[]): Promise<void>;
  /** Keeps fields showing a queued edit until it is sent (see WorkItemsStore.holdFields). */
  holdFields(id: string, fields: readonly string[]): () => void;
}

export interface OfflineQueueOptions {
  /** The queue of the workspace's open database; null when there is none (the cache is off). */
  outboxOf: (slug: string) => Promise<OutboxPort | null>;
  requests: OfflineRequests;
  items: OfflineItems;
  /** Tells the person what became of a write (a conflict, a refusal). */
  notify: (message: string) => void;
  /** Whether the browser says it is online (navigator.onLine). */
  isOnline: () => boolean;
}

type SendResult = 'sent' | 'dropped' | 'retry' | 'unreachable';

/**
 * The offline queue (issue 21), the page's side: a mutation transport that sends writes as usual
 * and, when the server cannot be reached (offline, or no answer at all), keeps those that have an
 * offline form in the cache's outbox instead; the write stays applied on the page and in the
 * cache, and answers at once. Once the server is back (`replay`), the queue is sent in order: an
 * edit goes out after the item is read, so that a field someone else changed meanwhile keeps the
 * server's value (the person is told); a refusal drops the write and says why. While any write
 * waits, later writes queue behind it, so that the server takes them in the order they were made.
 */
export class OfflineQueue implements MutationTransport {
  /** Writes waiting to be sent, in the open workspace's database. */
  waiting = 0;
  /** Whether queued writes are being sent now. */
  isSending = false;

  readonly #options: OfflineQueueOptions;
  /** The workspace whose database holds the queue. */
  #slug: string | null = null;
  /** Fields held on screen for each queued write, released when it is sent or dropped. */
  readonly #holds = new Map<number, () => void>();
  #retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: OfflineQueueOptions) {
    this.#options = options;
    makeObservable(this, { waiting: observable, isSending: observable });
  }

  /** A workspace's database opened with these writes queued (null: it closed). */
  opened(slug: string | null, entries: readonly OutboxEntry[]): void {
    this.#releaseAll();
    this.#slug = slug;
    this.#hold(entries);
    this.#setWaiting(entries.length);
    if (entries.length > 0) this.replay();
  }

  async deliver<R>(mutation: Mutation<R>): Promise<R> {
    const offline = mutation.offline;
    if (offline === undefined) return mutation.send();
    let failure: ApiError | null = null;
    if (!this.#mustQueue(offline.slug)) {
      try {
        return await mutation.send();
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        failure = error;
      }
    }
    const outbox = await this.#options.outboxOf(offline.slug);
    if (outbox === null) {
      // Nowhere to keep it: the write fails (or is tried) as it would without the queue.
      if (failure !== null) throw failure;
      return mutation.send();
    }
    const entries = await outbox.enqueue([...offline.records]);
    this.#slug = offline.slug;
    this.#hold(entries);
    this.#setWaiting(this.waiting + entries.length);
    this.#scheduleRetry();
    return offline.answer();
  }

  /**
   * Sends the queued writes in order, until the queue is empty or the server cannot be reached
   * (then it is tried again later). Calling it while it runs does nothing.
   */
  replay(): void {
    if (this.isSending || this.#slug === null) return;
    if (!this.#options.isOnline()) {
      // The browser's online event sends them; the timer is for a network it does not notice.
      if (this.waiting > 0) this.#scheduleRetry();
      return;
    }
    const slug = this.#slug;
    runInAction(() => {
      this.isSending = true;
    });
    void this.#sendAll(slug).finally(() => {
      runInAction(() => {
        this.isSending = false;
      });
      if (this.waiting > 0) this.#scheduleRetry();
    });
  }

  /** Stops the retry timer (the page is going away, or a test ends). */
  dispose(): void {
    if (this.#retryTimer !== null) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    this.#releaseAll();
  }

  /** Writes queue behind waiting ones, and go straight to the queue while the browser is offline. */
  #mustQueue(slug: string): boolean {
    return (this.waiting > 0 && this.#slug === slug) || !this.#options.isOnline();
  }

  async #sendAll(slug: string): Promise<void> {
    const touched = new Map<string, Set<string>>();
    try {
      for (;;) {
        const outbox = await this.#options.outboxOf(slug);
        if (outbox === null || this.#slug !== slug) return;
        const [entry] = await outbox.outbox();
        if (entry === undefined) {
          this.#setWaiting(0);
          return;
        }
        const result = await this.#send(slug, entry);
        if (result === 'unreachable') return;
        if (result === 'retry') {
          const attempts = await outbox.noteAttempt(entry.seq);
          if (attempts < MAX_OUTBOX_ATTEMPTS) return;
          this.#tell('offline.refused', entry, i18n.t('local-cache:offline.serverFailed'));
        }
        await outbox.dequeue(entry.seq);
        this.#release(entry.seq);
        this.#setWaiting(Math.max(this.waiting - 1, 0));
        if (entry.kind === 'update') {
          const ids = touched.get(entry.projectId) ?? new Set<string>();
          touched.set(entry.projectId, ids.add(entry.itemId));
        }
      }
    } finally {
      // The items' values now come from the server (what was sent, what won a conflict).
      for (const [projectId, ids] of touched)
        await this.#options.items.refetch(slug, projectId, [...ids]).catch(() => undefined);
    }
  }

  async #send(slug: string, entry: OutboxEntry): Promise<SendResult> {
    const { requests, items } = this.#options;
    try {
      if (entry.kind === 'create') {
        items.created(await requests.create(slug, entry));
        return 'sent';
      }
      const server = await requests.read(slug, entry.projectId, entry.itemId);
      const { patch, conflicts } = reconcileUpdate(entry, server);
      if (Object.keys(patch).length > 0)
        await requests.update(slug, entry.projectId, entry.itemId, patch);
      if (conflicts.length > 0) this.#tellConflict(entry, conflicts);
      return 'sent';
    } catch (error) {
      if (isUnreachable(error)) return 'unreachable';
      if (isServerFailure(error)) return 'retry';
      const isGone = error instanceof ApiError && error.status === 404;
      if (isGone && entry.kind === 'update') this.#tell('offline.gone', entry);
      else this.#tell('offline.refused', entry, errorMessage(error, ''));
      // The item as the page shows it is not on the server: it goes, or is read again.
      if (entry.kind === 'create' || isGone) items.gone([entry.itemId]);
      return 'dropped';
    }
  }

  #tellConflict(entry: OutboxEntry, fields: readonly string[]): void {
    const names = fields.map((field) => i18n.t(`local-cache:offline.field.${fieldKey(field)}`));
    this.#options.notify(
      i18n.t('local-cache:offline.conflict', {
        name: entry.label,
        fields: [...new Set(names)].join(', '),
      }),
    );
  }

  #tell(key: 'offline.refused' | 'offline.gone', entry: OutboxEntry, reason = ''): void {
    const message =
      key === 'offline.refused' && entry.kind === 'create'
        ? i18n.t('local-cache:offline.createRefused', { name: entry.label, reason })
        : i18n.t(`local-cache:${key}`, { name: entry.label, reason });
    this.#options.notify(message.trim());
  }

  #hold(entries: readonly OutboxEntry[]): void {
    for (const entry of entries)
      if (entry.kind === 'update')
        this.#holds.set(
          entry.seq,
          this.#options.items.holdFields(entry.itemId, Object.keys(entry.patch)),
        );
  }

  #release(seq: number): void {
    this.#holds.get(seq)?.();
    this.#holds.delete(seq);
  }

  #releaseAll(): void {
    for (const release of this.#holds.values()) release();
    this.#holds.clear();
  }

  #setWaiting(count: number): void {
    runInAction(() => {
      this.waiting = count;
    });
  }

  #scheduleRetry(): void {
    if (this.#retryTimer !== null) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      if (this.waiting > 0) this.replay();
    }, REPLAY_RETRY_MS);
  }
}

/** The translation key of a field's name in what a conflict says. */
type FieldKey =
  | 'name'
  | 'state'
  | 'priority'
  | 'assignees'
  | 'labels'
  | 'startDate'
  | 'dueDate'
  | 'estimate'
  | 'cycle'
  | 'modules'
  | 'parent'
  | 'description'
  | 'other';

const FIELD_KEYS: Readonly<Record<string, FieldKey>> = {
  name: 'name',
  state_id: 'state',
  priority: 'priority',
  assignee_ids: 'assignees',
  label_ids: 'labels',
  start_date: 'startDate',
  target_date: 'dueDate',
  estimate_point: 'estimate',
  cycle_id: 'cycle',
  module_ids: 'modules',
  parent_id: 'parent',
  description_html: 'description',
};

function fieldKey(field: string): FieldKey {
  return FIELD_KEYS[field] ?? 'other';
}

/** No answer at all: the browser is offline or the server is down. */
function isUnreachable(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 0;
}

/** The server failed (or timed out): the write is tried again later. */
function isServerFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status >= 500 || error.status === 408);
}

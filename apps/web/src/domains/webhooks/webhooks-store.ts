import {
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type Webhook,
  WebhookSchema,
  type WebhookLog,
  type WebhookWithSecret,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/api-error';
import { i18n } from '#web/lib/i18n';
import { Resource } from '#web/lib/resource-store';
import {
  createWebhook,
  deleteWebhook,
  listWebhookLogs,
  listWebhooks,
  redeliverWebhookLog,
  regenerateWebhookSecret,
  updateWebhook,
} from './webhooks-api';

/**
 * A workspace's webhooks (spec §3, reference §4.2). Secrets are handed to the caller of create and
 * regenerate once and never kept here: the list holds what the server lists.
 */
export class WebhooksStore {
  readonly #hooks = new Resource<Webhook>();
  readonly #api: ApiClient;
  /** The workspace the list is of. */
  slug: string | null = null;
  readonly #logs = new Map<string, WebhookLogList>();

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  /** Newest first, as the server lists them. */
  get webhooks(): Webhook[] {
    return this.#hooks.items;
  }

  find(webhookId: string): Webhook | undefined {
    return this.#hooks.find(webhookId);
  }

  /** Whether there is nothing to show yet: never read, or the first read is under way. */
  get isWaiting(): boolean {
    return this.#hooks.isWaiting && !this.#hooks.hasLoaded;
  }

  get error(): string | null {
    return this.#hooks.error;
  }

  /** Reads the workspace's webhooks (once; a different workspace starts afresh). */
  load(slug: string): Promise<void> {
    if (this.slug !== slug) {
      this.slug = slug;
      this.#hooks.reset([]);
      this.#logs.clear();
    }
    return this.#hooks.load(() => listWebhooks(this.#api, slug), i18n.t('webhooks:errors.load'));
  }

  reload(slug: string): Promise<void> {
    return this.#hooks.reload(() => listWebhooks(this.#api, slug), i18n.t('webhooks:errors.load'));
  }

  /** Adds a webhook and lists it first; answers it with its secret, which is kept nowhere. */
  async create(slug: string, body: CreateWebhookBody): Promise<WebhookWithSecret> {
    const created = await createWebhook(this.#api, slug, body);
    const listed = WebhookSchema.parse(created);
    this.#hooks.set([listed, ...this.#hooks.items.filter((hook) => hook.id !== listed.id)]);
    return created;
  }

  /** Saves an edit; the list shows the server's answer. */
  async update(slug: string, webhookId: string, body: UpdateWebhookBody): Promise<Webhook> {
    const saved = await updateWebhook(this.#api, slug, webhookId, body);
    this.#hooks.upsert(saved);
    return saved;
  }

  /** Switches a webhook on or off at once; a refusal puts it back and rejects. */
  async setActive(slug: string, webhookId: string, isActive: boolean): Promise<void> {
    const before = this.#hooks.find(webhookId);
    if (!before) return;
    this.#hooks.replace(webhookId, { ...before, is_active: isActive });
    try {
      const saved = await updateWebhook(this.#api, slug, webhookId, { is_active: isActive });
      this.#hooks.replace(webhookId, saved);
    } catch (error) {
      this.#hooks.replace(webhookId, before);
      throw new Error(errorMessage(error, i18n.t('webhooks:errors.toggle')));
    }
  }

  /** A new secret for the webhook, answered once. */
  async regenerate(slug: string, webhookId: string): Promise<string> {
    const answered = await regenerateWebhookSecret(this.#api, slug, webhookId);
    this.#hooks.upsert(WebhookSchema.parse(answered));
    return answered.secret_key;
  }

  /** Deletes a webhook: it leaves the list at once and comes back if the server refuses. */
  remove(slug: string, webhookId: string): Promise<void> {
    return this.#hooks.remove(webhookId, () => deleteWebhook(this.#api, slug, webhookId), {
      name: 'deleteWebhook',
      failure: () => i18n.t('webhooks:delete.failed'),
      notify: false,
    });
  }

  /** The delivery log of one webhook (kept while the workspace is shown). */
  logs(slug: string, webhookId: string): WebhookLogList {
    let list = this.#logs.get(webhookId);
    if (!list) {
      list = new WebhookLogList(this.#api, slug, webhookId);
      this.#logs.set(webhookId, list);
    }
    return list;
  }
}

/** One webhook's delivery attempts, newest first, read a page at a time. */
export class WebhookLogList {
  readonly #api: ApiClient;
  readonly #slug: string;
  readonly #webhookId: string;
  entries: WebhookLog[] = [];
  total = 0;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  #nextCursor: string | null = null;
  hasMore = false;
  isLoadingMore = false;
  /** Logs being redelivered, by id. */
  redelivering = new Set<string>();

  constructor(api: ApiClient, slug: string, webhookId: string) {
    this.#api = api;
    this.#slug = slug;
    this.#webhookId = webhookId;
    makeAutoObservable(this);
  }

  get isWaiting(): boolean {
    return this.status === 'idle' || (this.status === 'loading' && this.entries.length === 0);
  }

  /** Reads the first page (again): the newest attempts. */
  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const page = await listWebhookLogs(this.#api, this.#slug, this.#webhookId, null);
      runInAction(() => {
        this.entries = page.results;
        this.total = page.total_results;
        this.hasMore = page.next_page_results;
        this.#nextCursor = page.next_cursor;
        this.status = 'ready';
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessage(error, i18n.t('webhooks:errors.loadLog'));
      });
    }
  }

  /** Reads the next page and adds it below. */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.isLoadingMore || this.#nextCursor === null) return;
    this.isLoadingMore = true;
    try {
      const page = await listWebhookLogs(this.#api, this.#slug, this.#webhookId, this.#nextCursor);
      runInAction(() => {
        const known = new Set(this.entries.map((entry) => entry.id));
        this.entries = [...this.entries, ...page.results.filter((entry) => !known.has(entry.id))];
        this.total = page.total_results;
        this.hasMore = page.next_page_results;
        this.#nextCursor = page.next_cursor;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, i18n.t('webhooks:errors.loadLog'));
      });
    } finally {
      runInAction(() => {
        this.isLoadingMore = false;
      });
    }
  }

  /** Sends a logged delivery again; its new attempt is listed first. Rejects with a message. */
  async redeliver(logId: string): Promise<WebhookLog> {
    this.redelivering.add(logId);
    try {
      const log = await redeliverWebhookLog(this.#api, this.#slug, this.#webhookId, logId);
      runInAction(() => {
        this.entries = [log, ...this.entries];
        this.total += 1;
      });
      return log;
    } catch (error) {
      throw new Error(errorMessage(error, i18n.t('webhooks:log.redeliverFailed')));
    } finally {
      runInAction(() => {
        this.redelivering.delete(logId);
      });
    }
  }
}

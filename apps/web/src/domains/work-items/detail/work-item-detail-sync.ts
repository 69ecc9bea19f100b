import type { WorkItem } from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import type { MutationPipeline } from '#web/lib/mutation';
import type { WorkItemCache } from '../work-item-cache';
import { updateWorkItem } from '../work-items-api';
import { fetchWorkItemByKey, fetchWorkItemDetail } from './work-item-detail-api';
import { splitDetail, type WorkItemDetailStore } from './work-item-detail-store';
import { fetchSubscription, subscribeTo, unsubscribeFrom } from './subscription-api';
import { runInAction } from 'mobx';

export interface WorkItemDetailSyncOptions {
  api: ApiClient;
  cache: WorkItemCache;
  details: WorkItemDetailStore;
  mutations: MutationPipeline;
}

/**
 * How an opened detail (page or peek) is read and its description written: the list fields join
 * the shared item in the cache, the rest goes to the detail store.
 */
export class WorkItemDetailSync {
  readonly #api: ApiClient;
  readonly #cache: WorkItemCache;
  readonly #details: WorkItemDetailStore;
  readonly #mutations: MutationPipeline;

  constructor({ api, cache, details, mutations }: WorkItemDetailSyncOptions) {
    this.#api = api;
    this.#cache = cache;
    this.#details = details;
    this.#mutations = mutations;
  }

  /**
   * Loads one item's detail: its list fields join the shared item (so every list shows what the
   * detail shows) and the rest goes to `details`. Answers the shared item; rejects with the
   * server's error (404 for an item that does not exist or that the viewer may not see).
   */
  async fetch(
    slug: string,
    projectId: string,
    id: string,
    signal?: AbortSignal,
  ): Promise<WorkItem> {
    return this.#takeDetail(await fetchWorkItemDetail(this.#api, slug, projectId, id, signal));
  }

  /** As fetch, by the item's human key (WEB-42). */
  async fetchByKey(slug: string, key: string, signal?: AbortSignal): Promise<WorkItem> {
    return this.#takeDetail(await fetchWorkItemByKey(this.#api, slug, key, signal));
  }

  #takeDetail(detail: Parameters<typeof splitDetail>[0]): WorkItem {
    const { item, extras } = splitDetail(detail);
    this.#cache.upsertMany([item]);
    this.#details.set(item.id, extras);
    return this.#cache.get(item.id) ?? item;
  }

  /**
   * Reads an open detail again after someone else changed it (realtime): as fetchDetail, but the
   * fields this client is writing keep their local values.
   */
  async refresh(slug: string, projectId: string, id: string): Promise<void> {
    const detail = await fetchWorkItemDetail(this.#api, slug, projectId, id);
    const { item, extras } = splitDetail(detail);
    this.#cache.receive([item]);
    this.#details.refresh(item.id, extras);
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
    const item = this.#cache.get(id);
    if (!item) return false;
    let end: () => boolean = () => false;
    const outcome = await this.#mutations.run({
      name: 'work-item.description',
      apply: () => {
        const previous = isReplacement
          ? this.#details.replaceDescription(id, html)
          : this.#details.change(id, 'description_html', html);
        end = this.#details.pending.begin(id, ['description_html']);
        return () => {
          if (previous === undefined) return;
          if (isReplacement) this.#details.replaceDescription(id, previous);
          else this.#details.change(id, 'description_html', previous);
        };
      },
      send: () => updateWorkItem(this.#api, slug, item.project_id, id, { description_html: html }),
      failure: () => i18n.t('work-items:errors.saveDescription'),
      settle: () => {
        end();
      },
      reread: () => this.refresh(slug, item.project_id, id),
    });
    return outcome.ok;
  }

  /**
   * Follows or stops following an item's changes: it flips at once; when the server refuses, the
   * real state is read back (or the flip undone) and the reason shown (spec §4).
   */
  async setSubscribed(slug: string, projectId: string, id: string, next: boolean): Promise<void> {
    const item = this.#cache.get(id);
    if (!item) return;
    const scope = { slug, projectId, workItemId: id };
    const show = (value: boolean) => {
      runInAction(() => {
        item.is_subscribed = value;
      });
    };
    await this.#mutations.run({
      name: 'work-item.subscribe',
      apply: () => {
        show(next);
        return () => {
          show(!next);
        };
      },
      send: () => (next ? subscribeTo(this.#api, scope) : unsubscribeFrom(this.#api, scope)),
      failure: () => i18n.t('work-item-detail:subscribe.failed'),
      reread: async () => {
        show(await fetchSubscription(this.#api, scope));
      },
      rereadAfter: 'any-failure',
    });
  }
}

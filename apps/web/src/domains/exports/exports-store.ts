import { type CreateExportBody, type ExporterHistory, isExportRunning } from '@keel/core';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { Resource } from '#web/lib/resource-store';
import { createExport, listExports } from './exports-api';

/** How often the history is read again while an export is being written. */
export const EXPORT_POLL_MS = 2000;

/**
 * One workspace's export history (Plane's ExporterHistory): newest first, read again every
 * EXPORT_POLL_MS while any export is queued or processing, so progress moves on screen.
 */
export class ExportsStore {
  readonly #history = new Resource<ExporterHistory>();
  readonly #api: ApiClient;
  readonly slug: string;

  constructor(api: ApiClient, slug: string) {
    this.#api = api;
    this.slug = slug;
    makeAutoObservable(this);
  }

  get exports(): ExporterHistory[] {
    return this.#history.items;
  }

  /** Whether there is nothing to show yet: never read, or the first read is under way. */
  get isWaiting(): boolean {
    return this.#history.isWaiting && !this.#history.hasLoaded;
  }

  get error(): string | null {
    return this.#history.error;
  }

  /** Whether an export is still being written (the screen polls while one is). */
  get hasRunning(): boolean {
    return this.exports.some((item) => isExportRunning(item.status));
  }

  #read = async () => (await listExports(this.#api, this.slug)).results;

  load(): Promise<void> {
    return this.#history.load(this.#read, i18n.t('exports:errors.load'));
  }

  reload(): Promise<void> {
    return this.#history.reload(this.#read, i18n.t('exports:errors.load'));
  }

  /** Starts an export and lists it first at once. */
  async start(body: CreateExportBody): Promise<ExporterHistory> {
    const created = (await createExport(this.#api, this.slug, body)).export;
    this.#history.set([created, ...this.exports.filter((item) => item.id !== created.id)]);
    return created;
  }
}

const stores = new WeakMap<ApiClient, Map<string, ExportsStore>>();

/** The history store of a workspace, one per API client and slug. */
export function exportsStoreOf(api: ApiClient, slug: string): ExportsStore {
  let bySlug = stores.get(api);
  if (!bySlug) {
    bySlug = new Map();
    stores.set(api, bySlug);
  }
  let store = bySlug.get(slug);
  if (!store) {
    store = new ExportsStore(api, slug);
    bySlug.set(slug, store);
  }
  return store;
}

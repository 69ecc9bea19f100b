import type {
  CatalogueEntry,
  CreateCatalogueEntryBody,
  UpdateCatalogueEntryBody,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { KeyedCollection } from '#web/lib/keyed-collection';
import {
  type CatalogueKind,
  createCatalogueEntry,
  deleteCatalogueEntry,
  getBudgetSourceOptions,
  listCatalogueEntries,
  setBudgetSourceOptions,
  updateCatalogueEntry,
} from './catalogues-api';

export { type CatalogueKind } from './catalogues-api';
import { i18n } from '#web/lib/i18n';
import { errorMessage } from '#web/lib/api-error';

function keyOf(catalogue: CatalogueKind, projectId: string): string {
  return `${catalogue}:${projectId}`;
}

/** Each project's shops and customers (keyed by catalogue and project id) and budget sources. */
export class CataloguesStore {
  readonly #entries = new KeyedCollection<CatalogueEntry>();
  /** Budget source options per project id, in the order the project keeps them. */
  budgetOptionsByProject = new Map<string, string[]>();
  budgetErrorByProject = new Map<string, string>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  entries(catalogue: CatalogueKind, projectId: string): CatalogueEntry[] | undefined {
    return this.#entries.list(keyOf(catalogue, projectId));
  }

  error(catalogue: CatalogueKind, projectId: string): string | undefined {
    return this.#entries.error(keyOf(catalogue, projectId));
  }

  isLoading(catalogue: CatalogueKind, projectId: string): boolean {
    return this.#entries.isLoading(keyOf(catalogue, projectId));
  }

  fetch(slug: string, projectId: string, catalogue: CatalogueKind): Promise<void> {
    return this.#entries.fetch(
      keyOf(catalogue, projectId),
      () => listCatalogueEntries(this.#api, slug, projectId, catalogue),
      `Could not load the ${catalogue}.`,
    );
  }

  /** Adds an entry; the server puts it after the others. */
  async create(
    slug: string,
    projectId: string,
    catalogue: CatalogueKind,
    body: CreateCatalogueEntryBody,
  ): Promise<CatalogueEntry> {
    const entry = await createCatalogueEntry(this.#api, slug, projectId, catalogue, body);
    this.#entries.append(keyOf(catalogue, projectId), entry);
    return entry;
  }

  /** Saves an edit once the server accepts it, so that a refused name stays in the form. */
  async update(
    slug: string,
    projectId: string,
    catalogue: CatalogueKind,
    id: string,
    patch: UpdateCatalogueEntryBody,
  ): Promise<CatalogueEntry> {
    const saved = await updateCatalogueEntry(this.#api, slug, projectId, catalogue, id, patch);
    this.#entries.replace(keyOf(catalogue, projectId), saved);
    return saved;
  }

  async remove(
    slug: string,
    projectId: string,
    catalogue: CatalogueKind,
    id: string,
  ): Promise<void> {
    await deleteCatalogueEntry(this.#api, slug, projectId, catalogue, id);
    this.#entries.remove(keyOf(catalogue, projectId), id);
  }

  budgetOptions(projectId: string): string[] | undefined {
    return this.budgetOptionsByProject.get(projectId);
  }

  async fetchBudgetOptions(slug: string, projectId: string): Promise<void> {
    this.budgetErrorByProject.delete(projectId);
    try {
      const options = await getBudgetSourceOptions(this.#api, slug, projectId);
      runInAction(() => {
        this.budgetOptionsByProject.set(projectId, options);
      });
    } catch (error) {
      runInAction(() => {
        this.budgetErrorByProject.set(
          projectId,
          errorMessage(error, i18n.t('catalogues:budget.loadError')),
        );
      });
    }
  }

  /**
   * Replaces the whole list once the server accepts it: a refused list (a repeat, say) never shows,
   * and the previous one stays.
   */
  async setBudgetOptions(slug: string, projectId: string, options: string[]): Promise<void> {
    const saved = await setBudgetSourceOptions(this.#api, slug, projectId, options);
    runInAction(() => {
      this.budgetOptionsByProject.set(projectId, saved);
    });
  }
}

import type { StateDistribution, WorkItem } from '@keel/core';
import { computed, makeObservable, observable, runInAction } from 'mobx';
import { i18n } from '#web/lib/i18n';
import type { ApiClient } from '#web/lib/api-client';
import type { WorkItemsStore } from '#web/domains/work-items/work-items-store';
import { distributionOf } from './sub-item-progress';
import { addSubItems, fetchSubItems } from './sub-items-api';
import { MutationPipeline } from '#web/lib/mutation';
import { Loadable, type ResourceStatus } from '#web/lib/resource-store';

export interface SubItemsStoreOptions {
  api: ApiClient;
  workItems: WorkItemsStore;
  slug: string;
  projectId: string;
  /** The parent whose sub-items these are. */
  workItemId: string;
  notifyError: (message: string) => void;
}

/**
 * One detail's sub-items. The items themselves live in the WorkItemsStore, so a sub-item edited
 * here (its state, assignees) or anywhere else shows everywhere, and one whose parent changes
 * leaves this list at once; the state distribution is computed from them, not kept apart.
 */
export class SubItemsStore {
  /** Adding existing items: the server is asked before they show. */
  isAdding = false;
  /** Ids loaded or added here, newest first; `items` narrows them to the current sub-items. */
  readonly #ids = new Loadable<string[]>([]);
  readonly #options: SubItemsStoreOptions;
  readonly #mutations: MutationPipeline;

  constructor(options: SubItemsStoreOptions) {
    this.#options = options;
    this.#mutations = new MutationPipeline({ notify: options.notifyError });
    makeObservable(this, {
      isAdding: observable,
      items: computed,
      distribution: computed,
    });
  }

  get ids(): string[] {
    return this.#ids.value;
  }

  get status(): ResourceStatus {
    return this.#ids.status;
  }

  /** No list to show yet (the widget's skeleton). */
  get isWaiting(): boolean {
    return this.#ids.isWaiting;
  }

  /** The sub-items held now, newest first; those moved to another parent drop out. */
  get items(): WorkItem[] {
    const { workItems, workItemId } = this.#options;
    return this.ids
      .flatMap((id) => workItems.get(id) ?? [])
      .filter((item) => item.parent_id === workItemId);
  }

  get distribution(): StateDistribution {
    return distributionOf(this.items);
  }

  /** Reads the sub-items (again, behind what is shown after the first time). */
  load(): Promise<void> {
    const { api, slug, projectId, workItemId, workItems } = this.#options;
    return this.#ids.reload(
      async () => {
        const response = await fetchSubItems(api, slug, projectId, workItemId);
        workItems.upsertMany(response.sub_issues);
        return response.sub_issues.map((item) => item.id);
      },
      () => i18n.t('work-item-detail:subItems.loadFailed'),
    );
  }

  /** Shows new sub-items first. */
  #place(placed: readonly string[]): void {
    this.#ids.set([...placed, ...this.ids.filter((id) => !placed.includes(id))]);
    this.#readParentAgain();
  }

  /** Places existing items under the parent; they show once the server agrees. */
  async addExisting(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const { api, slug, projectId, workItemId, workItems } = this.#options;
    await this.#mutations.run({
      name: 'sub-items.add',
      apply: () => {
        runInAction(() => {
          this.isAdding = true;
        });
      },
      send: () => addSubItems(api, slug, projectId, workItemId, ids),
      commit: (response) => {
        workItems.upsertMany(response.sub_issues);
        this.#place(response.sub_issues.map((item) => item.id));
      },
      failure: () => i18n.t('work-item-detail:errors.subItemsAdd'),
      settle: () => {
        runInAction(() => {
          this.isAdding = false;
        });
      },
      reread: () => this.load(),
    });
  }

  /** Creates a new item under the parent; resolves false (error shown) when refused. */
  async createInline(name: string): Promise<boolean> {
    const { slug, projectId, workItemId, workItems } = this.#options;
    const outcome = await this.#mutations.run({
      name: 'sub-items.create',
      send: () => workItems.create(slug, projectId, { name, parent_id: workItemId }),
      commit: (created) => {
        this.#place([created.id]);
      },
      failure: () => i18n.t('work-item-detail:errors.subItemCreate'),
      reread: () => this.load(),
    });
    return outcome.ok;
  }

  /**
   * Takes a sub-item out (its parent becomes none). Optimistic: the store's edit changes
   * parent_id at once, so the row leaves, and puts it back with a toast if the server refuses.
   */
  async remove(id: string): Promise<boolean> {
    const { slug, workItems } = this.#options;
    const isRemoved = await workItems.update(slug, id, { parent_id: null });
    if (isRemoved) this.#readParentAgain();
    return isRemoved;
  }

  /**
   * Reads the parent again once its sub-items changed: its count of them, and through that its
   * history, which records each one added or taken out. A failure leaves what is shown.
   */
  #readParentAgain(): void {
    const { slug, projectId, workItemId, workItems } = this.#options;
    workItems.detailSync.refresh(slug, projectId, workItemId).catch(() => undefined);
  }
}

import type { RelationListResponse, RelationType, SearchIssueResult } from '@keel/core';
import { computed, makeObservable } from 'mobx';
import { i18n } from '#web/lib/i18n';
import type { ApiClient } from '#web/lib/api-client';
import {
  type RelationGroup,
  emptyRelations,
  relatedFromSearch,
  relatedIds,
  relationCount,
  relationGroups,
  withRelationRemoved,
  withRelationsAdded,
} from './relation-groups';
import { createRelations, fetchRelations, removeRelation } from './relations-api';
import { MutationPipeline } from '#web/lib/mutation';
import { Loadable, type ResourceStatus } from '#web/lib/resource-store';

export interface RelationsStoreOptions {
  api: ApiClient;
  slug: string;
  projectId: string;
  workItemId: string;
  notifyError: (message: string) => void;
}

/**
 * One detail's relations, grouped by how this item reads them. Adding and removing show at once
 * and are put back (with a toast) when the server refuses; after an add the server's list is read
 * again, since the picked items' states and priorities are only known there.
 */
export class RelationsStore {
  readonly #relations = new Loadable<RelationListResponse>(emptyRelations());
  readonly #options: RelationsStoreOptions;
  readonly #mutations: MutationPipeline;

  constructor(options: RelationsStoreOptions) {
    this.#options = options;
    this.#mutations = new MutationPipeline({ notify: options.notifyError });
    makeObservable(this, {
      groups: computed,
      count: computed,
      relatedIds: computed,
    });
  }

  get list(): RelationListResponse {
    return this.#relations.value;
  }

  get status(): ResourceStatus {
    return this.#relations.status;
  }

  /** No list to show yet (the widget's skeleton). */
  get isWaiting(): boolean {
    return this.#relations.isWaiting;
  }

  get groups(): RelationGroup[] {
    return relationGroups(this.list);
  }

  get count(): number {
    return relationCount(this.list);
  }

  get relatedIds(): string[] {
    return relatedIds(this.list);
  }

  /** Reads the list (again, behind what is shown after the first time). */
  load(): Promise<void> {
    const { api, slug, projectId, workItemId } = this.#options;
    return this.#relations.reload(
      () => fetchRelations(api, slug, projectId, workItemId),
      () => i18n.t('work-item-detail:relations.loadFailed'),
    );
  }

  /** Shows `list` at once; answers how to put the previous one back. */
  #show(list: RelationListResponse): () => void {
    return this.#relations.show(list);
  }

  async add(type: RelationType, picked: readonly SearchIssueResult[]): Promise<boolean> {
    if (picked.length === 0) return true;
    const { api, slug, projectId, workItemId } = this.#options;
    const ids = picked.map((hit) => hit.id);
    const outcome = await this.#mutations.run({
      name: 'relation.add',
      apply: () =>
        this.#show(
          withRelationsAdded(
            this.list,
            type,
            picked.map((hit) => relatedFromSearch(hit, type)),
          ),
        ),
      send: async () => {
        await createRelations(api, slug, projectId, workItemId, type, ids);
        await this.#refresh();
      },
      failure: () => i18n.t('work-item-detail:errors.relationAdd'),
      reread: () => this.#refresh(),
    });
    return outcome.ok;
  }

  async remove(type: RelationType, id: string): Promise<boolean> {
    const { api, slug, projectId, workItemId } = this.#options;
    const outcome = await this.#mutations.run({
      name: 'relation.remove',
      apply: () => this.#show(withRelationRemoved(this.list, type, id)),
      send: () => removeRelation(api, slug, projectId, workItemId, type, id),
      failure: () => i18n.t('work-item-detail:errors.relationRemove'),
      reread: () => this.#refresh(),
    });
    return outcome.ok;
  }

  /** Reads the list again quietly; a failure keeps what is shown. */
  async #refresh(): Promise<void> {
    const { api, slug, projectId, workItemId } = this.#options;
    try {
      this.#relations.set(await fetchRelations(api, slug, projectId, workItemId));
    } catch {
      // What is shown came from the write that succeeded; the next load corrects the details.
    }
  }
}

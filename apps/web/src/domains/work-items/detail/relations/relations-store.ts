import { type RelationListResponse, type RelationType, type SearchIssueResult } from '@keel/core';
import { computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { i18n } from '../../../../lib/i18n';
import { ApiError, type ApiClient } from '../../../../lib/api-client';
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

export interface RelationsStoreOptions {
  api: ApiClient;
  slug: string;
  projectId: string;
  workItemId: string;
  notifyError: (message: string) => void;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * One detail's relations, grouped by how this item reads them. Adding and removing show at once
 * and are put back (with a toast) when the server refuses; after an add the server's list is read
 * again, since the picked items' states and priorities are only known there.
 */
export class RelationsStore {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  list: RelationListResponse = emptyRelations();
  readonly #options: RelationsStoreOptions;

  constructor(options: RelationsStoreOptions) {
    this.#options = options;
    makeObservable(this, {
      status: observable,
      list: observableRef,
      groups: computed,
      count: computed,
      relatedIds: computed,
    });
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

  async load(): Promise<void> {
    const { api, slug, projectId, workItemId } = this.#options;
    runInAction(() => {
      if (this.status === 'failed') this.status = 'loading';
    });
    try {
      const list = await fetchRelations(api, slug, projectId, workItemId);
      runInAction(() => {
        this.list = list;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  async add(type: RelationType, picked: readonly SearchIssueResult[]): Promise<boolean> {
    if (picked.length === 0) return true;
    const { api, slug, projectId, workItemId, notifyError } = this.#options;
    const before = this.list;
    runInAction(() => {
      this.list = withRelationsAdded(
        this.list,
        type,
        picked.map((hit) => relatedFromSearch(hit, type)),
      );
    });
    try {
      const ids = picked.map((hit) => hit.id);
      await createRelations(api, slug, projectId, workItemId, type, ids);
      await this.#refresh();
      return true;
    } catch (error) {
      runInAction(() => {
        this.list = before;
      });
      notifyError(messageOf(error, i18n.t('work-item-detail:errors.relationAdd')));
      return false;
    }
  }

  async remove(type: RelationType, id: string): Promise<boolean> {
    const { api, slug, projectId, workItemId, notifyError } = this.#options;
    const before = this.list;
    runInAction(() => {
      this.list = withRelationRemoved(this.list, type, id);
    });
    try {
      await removeRelation(api, slug, projectId, workItemId, type, id);
      return true;
    } catch (error) {
      runInAction(() => {
        this.list = before;
      });
      notifyError(messageOf(error, i18n.t('work-item-detail:errors.relationRemove')));
      return false;
    }
  }

  /** Reads the list again quietly; a failure keeps what is shown. */
  async #refresh(): Promise<void> {
    const { api, slug, projectId, workItemId } = this.#options;
    try {
      const list = await fetchRelations(api, slug, projectId, workItemId);
      runInAction(() => {
        this.list = list;
      });
    } catch {
      // What is shown came from the write that succeeded; the next load corrects the details.
    }
  }
}

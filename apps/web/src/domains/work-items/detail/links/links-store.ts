import { type WorkItemLink } from '@keel/core';
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { i18n } from '../../../../lib/i18n';
import { ApiError, type ApiClient } from '../../../../lib/api-client';
import { type WorkItemsStore } from '../../work-items-store';
import { type LinksScope, createLink, deleteLink, fetchLinks, updateLink } from './links-api';

export interface LinksStoreOptions extends LinksScope {
  api: ApiClient;
  workItems: WorkItemsStore;
  notifyError: (message: string) => void;
}

export interface LinkDraft {
  url: string;
  /** Empty means none: the address is shown. */
  title: string;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

let localSequence = 0;

/**
 * One detail's links, newest first. Adding, editing and deleting show at once and are put back
 * (with a toast) when the server refuses; the item's `link_count` follows so lists agree.
 */
export class LinksStore {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  links: WorkItemLink[] = [];
  readonly #options: LinksStoreOptions;

  constructor(options: LinksStoreOptions) {
    this.#options = options;
    makeObservable(this, { status: observable, links: observableRef });
  }

  #setLinks(links: WorkItemLink[]): void {
    this.links = links;
    const item = this.#options.workItems.get(this.#options.workItemId);
    if (item && this.status === 'loaded') item.link_count = links.length;
  }

  async load(): Promise<void> {
    runInAction(() => {
      if (this.status === 'failed') this.status = 'loading';
    });
    try {
      const links = await fetchLinks(this.#options.api, this.#options);
      runInAction(() => {
        this.status = 'loaded';
        this.#setLinks(links);
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  /** Adds a link; resolves false (error shown, list as before) when the server refuses. */
  async add(draft: LinkDraft): Promise<boolean> {
    const { api, workItemId, projectId, notifyError } = this.#options;
    const now = new Date().toISOString();
    localSequence += 1;
    const pending: WorkItemLink = {
      id: `local-${String(localSequence)}`,
      url: draft.url.trim(),
      title: draft.title.trim() === '' ? null : draft.title.trim(),
      metadata: {},
      issue: workItemId,
      issue_id: workItemId,
      project: projectId,
      workspace: '',
      created_at: now,
      updated_at: now,
      created_by: null,
      updated_by: null,
    };
    runInAction(() => {
      this.#setLinks([pending, ...this.links]);
    });
    try {
      const created = await createLink(api, this.#options, {
        url: pending.url,
        title: pending.title,
      });
      runInAction(() => {
        this.#setLinks(this.links.map((link) => (link.id === pending.id ? created : link)));
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.#setLinks(this.links.filter((link) => link.id !== pending.id));
      });
      notifyError(messageOf(error, i18n.t('work-item-detail:errors.linkAdd')));
      return false;
    }
  }

  async update(linkId: string, draft: LinkDraft): Promise<boolean> {
    const { api, notifyError } = this.#options;
    const before = this.links.find((link) => link.id === linkId);
    if (!before) return false;
    const body = {
      url: draft.url.trim(),
      title: draft.title.trim() === '' ? null : draft.title.trim(),
    };
    runInAction(() => {
      this.#setLinks(this.links.map((link) => (link.id === linkId ? { ...link, ...body } : link)));
    });
    try {
      const saved = await updateLink(api, this.#options, linkId, body);
      runInAction(() => {
        this.#setLinks(this.links.map((link) => (link.id === linkId ? saved : link)));
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.#setLinks(this.links.map((link) => (link.id === linkId ? before : link)));
      });
      notifyError(messageOf(error, i18n.t('work-item-detail:errors.linkSave')));
      return false;
    }
  }

  async remove(linkId: string): Promise<boolean> {
    const { api, notifyError } = this.#options;
    const before = this.links;
    runInAction(() => {
      this.#setLinks(this.links.filter((link) => link.id !== linkId));
    });
    try {
      await deleteLink(api, this.#options, linkId);
      return true;
    } catch (error) {
      runInAction(() => {
        this.#setLinks(before);
      });
      notifyError(messageOf(error, i18n.t('work-item-detail:errors.linkDelete')));
      return false;
    }
  }
}

import { type WorkItemLink } from '@keel/core';
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { i18n } from '#web/lib/i18n';
import { type ApiClient } from '#web/lib/api-client';
import { type WorkItemsStore } from '#web/domains/work-items/work-items-store';
import { type LinksScope, createLink, deleteLink, fetchLinks, updateLink } from './links-api';
import { MutationPipeline } from '#web/lib/mutation';

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

let localSequence = 0;

/**
 * One detail's links, newest first. Adding, editing and deleting show at once and are put back
 * (with a toast) when the server refuses; the item's `link_count` follows so lists agree.
 */
export class LinksStore {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  links: WorkItemLink[] = [];
  readonly #options: LinksStoreOptions;
  readonly #mutations: MutationPipeline;

  constructor(options: LinksStoreOptions) {
    this.#options = options;
    this.#mutations = new MutationPipeline({ notify: options.notifyError });
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

  /** Shows `links` at once; answers how to put the list back as it was. */
  #show(links: WorkItemLink[]): () => void {
    const before = this.links;
    runInAction(() => {
      this.#setLinks(links);
    });
    return () => {
      runInAction(() => {
        this.#setLinks(before);
      });
    };
  }

  #replace(id: string, saved: WorkItemLink): void {
    runInAction(() => {
      this.#setLinks(this.links.map((link) => (link.id === id ? saved : link)));
    });
  }

  /** Adds a link; resolves false (error shown, list as before) when the server refuses. */
  async add(draft: LinkDraft): Promise<boolean> {
    const { api, workItemId, projectId } = this.#options;
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
    const outcome = await this.#mutations.run({
      name: 'link.add',
      apply: () => this.#show([pending, ...this.links]),
      send: () => createLink(api, this.#options, { url: pending.url, title: pending.title }),
      commit: (created) => {
        this.#replace(pending.id, created);
      },
      failure: () => i18n.t('work-item-detail:errors.linkAdd'),
      reread: () => this.load(),
    });
    return outcome.ok;
  }

  async update(linkId: string, draft: LinkDraft): Promise<boolean> {
    const before = this.links.find((link) => link.id === linkId);
    if (!before) return false;
    const body = {
      url: draft.url.trim(),
      title: draft.title.trim() === '' ? null : draft.title.trim(),
    };
    const outcome = await this.#mutations.run({
      name: 'link.update',
      apply: () =>
        this.#show(this.links.map((link) => (link.id === linkId ? { ...link, ...body } : link))),
      send: () => updateLink(this.#options.api, this.#options, linkId, body),
      commit: (saved) => {
        this.#replace(linkId, saved);
      },
      failure: () => i18n.t('work-item-detail:errors.linkSave'),
      reread: () => this.load(),
    });
    return outcome.ok;
  }

  async remove(linkId: string): Promise<boolean> {
    const outcome = await this.#mutations.run({
      name: 'link.delete',
      apply: () => this.#show(this.links.filter((link) => link.id !== linkId)),
      send: () => deleteLink(this.#options.api, this.#options, linkId),
      failure: () => i18n.t('work-item-detail:errors.linkDelete'),
      reread: () => this.load(),
    });
    return outcome.ok;
  }
}

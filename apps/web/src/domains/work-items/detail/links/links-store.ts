import type { WorkItemLink } from '@keel/core';
import { runInAction } from 'mobx';
import { i18n } from '#web/lib/i18n';
import type { ApiClient } from '#web/lib/api-client';
import type { WorkItemsStore } from '#web/domains/work-items/work-items-store';
import { type LinksScope, createLink, deleteLink, fetchLinks, updateLink } from './links-api';
import { MutationPipeline } from '#web/lib/mutation';
import { Resource, type ResourceStatus } from '#web/lib/resource-store';

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
  readonly #links: Resource<WorkItemLink>;
  readonly #options: LinksStoreOptions;
  readonly #mutations: MutationPipeline;

  constructor(options: LinksStoreOptions) {
    this.#options = options;
    this.#mutations = new MutationPipeline({ notify: options.notifyError });
    this.#links = new Resource(this.#mutations);
  }

  get links(): WorkItemLink[] {
    return this.#links.items;
  }

  get status(): ResourceStatus {
    return this.#links.status;
  }

  /** No list to show yet (the widget's skeleton). */
  get isWaiting(): boolean {
    return this.#links.isWaiting;
  }

  /** Reads the list (again, behind what is shown after the first time). */
  async load(): Promise<void> {
    await this.#links.reload(
      () => fetchLinks(this.#options.api, this.#options),
      () => i18n.t('work-item-detail:links.loadFailed'),
    );
    this.#syncCount();
  }

  /** Keeps the item's `link_count` in step with the list shown, once it has been read. */
  #syncCount(): void {
    const item = this.#options.workItems.get(this.#options.workItemId);
    if (item && this.#links.status === 'ready')
      runInAction(() => {
        item.link_count = this.#links.items.length;
      });
  }

  /** Shows `links` at once; answers how to put the list back as it was. */
  #show(links: WorkItemLink[]): () => void {
    const undo = this.#links.show(links);
    this.#syncCount();
    return () => {
      undo();
      this.#syncCount();
    };
  }

  #replace(id: string, saved: WorkItemLink): void {
    this.#links.replace(id, saved);
    this.#syncCount();
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

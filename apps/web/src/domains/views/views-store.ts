import { noteStarWritten } from '#web/lib/star-writes';
import { type CreateViewBody, type UpdateViewBody, VIEW_ACCESS, type View } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { KeyedCollection, patchOptimistically } from '#web/lib/keyed-collection';
import {
  createView,
  createWorkspaceView,
  deleteView,
  deleteWorkspaceView,
  favoriteView,
  fetchView,
  listViews,
  listWorkspaceViews,
  unfavoriteView,
  updateView,
  updateWorkspaceView,
} from './views-api';
import { sortOrderAfter } from './workspace-view-order';

/** Newest change first (spec §9: views are sorted by updated_at, descending, by default). */
function byUpdatedDescending(a: View, b: View): number {
  return b.updated_at.localeCompare(a.updated_at);
}

/**
 * Each project's saved views, keyed by project id: the views screen and a view's work-item list
 * read them. Lock, access and favorite changes show at once and are put back when refused (spec
 * §4); a refusal is rethrown for the caller to show.
 */
export class ViewsStore {
  readonly #views = new KeyedCollection<View>();
  /** Each workspace's saved (global) views, keyed by slug. */
  readonly #workspaceViews = new KeyedCollection<View>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  /** The project's views, newest change first; undefined until they arrive. */
  views(projectId: string): View[] | undefined {
    return this.#views.list(projectId)?.slice().sort(byUpdatedDescending);
  }

  find(projectId: string, viewId: string): View | undefined {
    return this.#views.find(projectId, viewId);
  }

  isLoading(projectId: string): boolean {
    return this.#views.isLoading(projectId);
  }

  error(projectId: string): string | undefined {
    return this.#views.error(projectId);
  }

  fetch(slug: string, projectId: string): Promise<void> {
    return this.#views.fetch(
      projectId,
      () => listViews(this.#api, slug, projectId),
      () => i18n.t('views:errors.load'),
    );
  }

  /** Reads one view (a link to it opened directly) and keeps it with the project's others. */
  async fetchOne(slug: string, projectId: string, viewId: string): Promise<View> {
    const view = await fetchView(this.#api, slug, projectId, viewId);
    runInAction(() => {
      this.#put(view);
    });
    return view;
  }

  /**
   * Creates a view. A private one is created public and then set private (spec §4), so that it
   * is never without an owner's choice on record.
   */
  async create(slug: string, projectId: string, body: CreateViewBody): Promise<View> {
    const isPrivate = body.access === VIEW_ACCESS.private;
    let view = await createView(this.#api, slug, projectId, {
      ...body,
      access: VIEW_ACCESS.public,
    });
    if (isPrivate)
      view = await updateView(this.#api, slug, projectId, view.id, {
        access: VIEW_ACCESS.private,
      });
    runInAction(() => {
      this.#put(view);
    });
    return view;
  }

  /** Changes a view; shown at once, put back and rethrown when refused. */
  async update(slug: string, projectId: string, viewId: string, patch: UpdateViewBody) {
    const send = () => updateView(this.#api, slug, projectId, viewId, patch);
    const view = this.find(projectId, viewId);
    const saved = view ? await patchOptimistically(view, patch, send) : await send();
    runInAction(() => {
      this.#put(saved);
    });
    return saved;
  }

  /** Locks or unlocks a view's filters (spec §4: optimistic). */
  setLocked(slug: string, projectId: string, viewId: string, isLocked: boolean) {
    return this.update(slug, projectId, viewId, { is_locked: isLocked });
  }

  /** Makes a view public or private (spec §4: optimistic). */
  setPrivate(slug: string, projectId: string, viewId: string, isPrivate: boolean) {
    return this.update(slug, projectId, viewId, {
      access: isPrivate ? VIEW_ACCESS.private : VIEW_ACCESS.public,
    });
  }

  async remove(slug: string, projectId: string, viewId: string): Promise<void> {
    await deleteView(this.#api, slug, projectId, viewId);
    noteStarWritten();
    runInAction(() => {
      this.#views.remove(projectId, viewId);
    });
  }

  /** Stars or unstars at once; a refusal puts the star back and is rethrown. */
  async setFavorite(
    slug: string,
    projectId: string,
    viewId: string,
    isFavorite: boolean,
  ): Promise<void> {
    const send = () =>
      isFavorite
        ? favoriteView(this.#api, slug, projectId, viewId)
        : unfavoriteView(this.#api, slug, projectId, viewId);
    const view = this.find(projectId, viewId);
    if (view) await patchOptimistically(view, { is_favorite: isFavorite }, send);
    else await send();
    noteStarWritten();
  }

  /** The workspace's saved views as tabs show them: by sort_order, then oldest first. */
  workspaceViews(slug: string): View[] | undefined {
    return this.#workspaceViews
      .list(slug)
      ?.slice()
      .sort((a, b) => a.sort_order - b.sort_order || a.created_at.localeCompare(b.created_at));
  }

  fetchWorkspace(slug: string): Promise<void> {
    return this.#workspaceViews.fetch(
      slug,
      () => listWorkspaceViews(this.#api, slug),
      () => i18n.t('views:errors.load'),
    );
  }

  /** A new saved workspace view after the others (a private one is made private after, §4). */
  async createWorkspace(slug: string, body: CreateViewBody): Promise<View> {
    const isPrivate = body.access === VIEW_ACCESS.private;
    let view = await createWorkspaceView(this.#api, slug, {
      ...body,
      access: VIEW_ACCESS.public,
      sort_order: sortOrderAfter(this.workspaceViews(slug) ?? []),
    });
    if (isPrivate)
      view = await updateWorkspaceView(this.#api, slug, view.id, { access: VIEW_ACCESS.private });
    runInAction(() => {
      this.#workspaceViews.append(slug, view);
    });
    return view;
  }

  /** Changes a saved workspace view; shown at once, put back and rethrown when refused. */
  async updateWorkspace(slug: string, viewId: string, patch: UpdateViewBody): Promise<View> {
    const send = () => updateWorkspaceView(this.#api, slug, viewId, patch);
    const view = this.#workspaceViews.find(slug, viewId);
    const saved = view ? await patchOptimistically(view, patch, send) : await send();
    runInAction(() => {
      this.#workspaceViews.replace(slug, saved);
    });
    return saved;
  }

  async removeWorkspace(slug: string, viewId: string): Promise<void> {
    await deleteWorkspaceView(this.#api, slug, viewId);
    noteStarWritten();
    runInAction(() => {
      this.#workspaceViews.remove(slug, viewId);
    });
  }

  /** Every view this store holds that the person starred (the sidebar's favorites follow them). */
  get favorites(): View[] {
    return [...this.#views.byKey.values()].flat().filter((view) => view.is_favorite);
  }

  #put(view: View): void {
    const projectId = view.project_id;
    if (projectId === null) return;
    if (this.#views.find(projectId, view.id)) this.#views.replace(projectId, view);
    else this.#views.append(projectId, view);
  }
}

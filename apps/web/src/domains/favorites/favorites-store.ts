import type { Favorite, FavoriteEntityType } from '@keel/core';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { KeyedCollection } from '#web/lib/keyed-collection';
import { type MutationPipeline, type Undo, silentMutations } from '#web/lib/mutation';
import { createFavorite, deleteFavorite, listFavorites, updateFavorite } from './favorites-api';
import { type FavoriteNode, type FavoritePlacement, favoriteTree } from './favorite-tree';

/** What the favorites store needs of the stores that keep their own stars (projects, cycles…). */
export interface StarredEntities {
  /**
   * How many writes touching favorites (a star set elsewhere, an archive) the server has taken:
   * when it moves, the favorites are read again.
   */
  writes: () => number;
  /** A favorite of an entity was removed from the sidebar: its own store clears its star. */
  unstarred: (slug: string, favorite: Favorite) => void;
}

/** An entity to favorite from anywhere (a project, cycle, module, view or page). */
export interface FavoriteEntityRef {
  entityType: Exclude<FavoriteEntityType, 'folder'>;
  id: string;
  projectId: string | null;
  name: string;
}

let temporaryIds = 0;

/** An id for a favorite shown before the server has answered (spec §4: a temporary id). */
function temporaryId(): string {
  temporaryIds += 1;
  return `temporary-favorite-${String(temporaryIds)}`;
}

/** Whether a favorite is still only shown, not yet saved. */
export function isTemporaryFavorite(favorite: Favorite): boolean {
  return favorite.id.startsWith('temporary-favorite-');
}

/**
 * The signed-in person's favorites per workspace, with folders (spec §3, §4): every write shows at
 * once and is put back when the server refuses it. Stars toggled elsewhere (a project, a cycle…)
 * share the same rows on the server; the store reads again when they change.
 */
export class FavoritesStore {
  readonly #lists = new KeyedCollection<Favorite>();
  readonly #api: ApiClient;
  readonly #mutations: MutationPipeline;
  readonly #starred: StarredEntities | null;
  readonly #following = new Map<string, () => void>();

  constructor(
    api: ApiClient,
    mutations: MutationPipeline = silentMutations,
    starred: StarredEntities | null = null,
  ) {
    this.#api = api;
    this.#mutations = mutations;
    this.#starred = starred;
    makeAutoObservable(this);
  }

  /** The workspace's favorites, undefined until they arrive. */
  list(slug: string): Favorite[] | undefined {
    return this.#lists.list(slug);
  }

  tree(slug: string): FavoriteNode[] {
    return favoriteTree(this.list(slug) ?? []);
  }

  folders(slug: string): Favorite[] {
    return this.tree(slug)
      .map((node) => node.favorite)
      .filter((favorite) => favorite.is_folder);
  }

  isLoading(slug: string): boolean {
    return this.#lists.isLoading(slug);
  }

  error(slug: string): string | undefined {
    return this.#lists.error(slug);
  }

  /** Reads the workspace's favorites once, then follows stars toggled elsewhere. */
  ensureLoaded(slug: string): Promise<void> {
    this.#follow(slug);
    if (this.list(slug) !== undefined) return Promise.resolve();
    return this.reload(slug);
  }

  /**
   * Takes favorites read elsewhere (the sidebar's slot, which reads them to know whether to draw
   * the section) as the workspace's list, unless the store has one already.
   */
  adopt(slug: string, favorites: Favorite[]): void {
    if (this.list(slug) === undefined) this.#lists.set(slug, favorites);
  }

  /** Reads the workspace's favorites again; what is shown stays shown meanwhile. */
  reload(slug: string): Promise<void> {
    return this.#lists.fetch(
      slug,
      () => listFavorites(this.#api, slug),
      () => i18n.t('favorites:errors.load'),
    );
  }

  /** A new folder at the end of the top level, shown at once with a temporary id. */
  async addFolder(slug: string, name: string): Promise<Favorite | null> {
    const shown = this.#standIn(slug, {
      entity_type: 'folder',
      entity_identifier: null,
      entity_data: null,
      name,
      is_folder: true,
      project_id: null,
    });
    return this.#add(slug, shown, () =>
      createFavorite(this.#api, slug, { entity_type: 'folder', name, is_folder: true }),
    );
  }

  /** Favorites an entity, shown at once; an existing favorite of it is answered as it is. */
  async addEntity(slug: string, entity: FavoriteEntityRef): Promise<Favorite | null> {
    const existing = this.list(slug)?.find(
      (favorite) =>
        favorite.entity_type === entity.entityType && favorite.entity_identifier === entity.id,
    );
    if (existing) return existing;
    const shown = this.#standIn(slug, {
      entity_type: entity.entityType,
      entity_identifier: entity.id,
      entity_data: {
        id: entity.id,
        name: entity.name,
        logo_props: {},
        project_id: entity.projectId,
      },
      name: entity.name,
      is_folder: false,
      project_id: entity.projectId,
    });
    return this.#add(slug, shown, () =>
      createFavorite(this.#api, slug, {
        entity_type: entity.entityType,
        entity_identifier: entity.id,
        project_id: entity.projectId,
        entity_data: { name: entity.name },
      }),
    );
  }

  /** Moves a favorite into or out of a folder, or to another place in its level (spec §4). */
  async move(slug: string, favoriteId: string, placement: FavoritePlacement): Promise<boolean> {
    const outcome = await this.#mutations.run({
      name: 'favorites.move',
      apply: () => this.#patchShown(slug, favoriteId, placement),
      send: () =>
        updateFavorite(this.#api, slug, favoriteId, {
          parent: placement.parent,
          sequence: placement.sequence,
        }),
      commit: (saved) => {
        this.#lists.replace(slug, saved);
      },
      failure: () => i18n.t('favorites:errors.move'),
      reread: () => this.reload(slug),
    });
    return outcome.ok;
  }

  /** Renames a folder. */
  async rename(slug: string, favoriteId: string, name: string): Promise<boolean> {
    const outcome = await this.#mutations.run({
      name: 'favorites.rename',
      apply: () => this.#patchShown(slug, favoriteId, { name }),
      send: () => updateFavorite(this.#api, slug, favoriteId, { name }),
      commit: (saved) => {
        this.#lists.replace(slug, saved);
      },
      failure: () => i18n.t('favorites:errors.rename'),
      reread: () => this.reload(slug),
    });
    return outcome.ok;
  }

  /** Removes a favorite (a folder with what it holds); put back when the server refuses. */
  async remove(slug: string, favoriteId: string): Promise<boolean> {
    const list = this.list(slug) ?? [];
    const removed = list.filter(
      (favorite) => favorite.id === favoriteId || favorite.parent === favoriteId,
    );
    if (removed.length === 0) return false;
    const outcome = await this.#mutations.run({
      name: 'favorites.remove',
      apply: () =>
        this.#show(slug, (current) => current.filter((entry) => !removed.includes(entry))),
      send: () => deleteFavorite(this.#api, slug, favoriteId),
      failure: () => i18n.t('favorites:errors.remove'),
      reread: () => this.reload(slug),
    });
    if (outcome.ok)
      for (const favorite of removed)
        if (!favorite.is_folder) this.#starred?.unstarred(slug, favorite);
    return outcome.ok;
  }

  /** Stops following the other stores' stars (tests; a page keeps one store for its life). */
  dispose(): void {
    for (const stop of this.#following.values()) stop();
    this.#following.clear();
  }

  #follow(slug: string): void {
    const starred = this.#starred;
    if (!starred || this.#following.has(slug)) return;
    const stop = reaction(
      () => starred.writes(),
      () => {
        if (this.list(slug) !== undefined) void this.reload(slug);
      },
    );
    this.#following.set(slug, stop);
  }

  #standIn(
    slug: string,
    fields: Pick<
      Favorite,
      'entity_type' | 'entity_identifier' | 'entity_data' | 'name' | 'is_folder' | 'project_id'
    >,
  ): Favorite {
    const now = new Date().toISOString();
    const largest = Math.max(0, ...(this.list(slug) ?? []).map((favorite) => favorite.sequence));
    return {
      ...fields,
      id: temporaryId(),
      parent: null,
      sequence: largest + 10_000,
      workspace_id: '',
      created_at: now,
      updated_at: now,
    };
  }

  async #add(
    slug: string,
    shown: Favorite,
    send: () => Promise<Favorite>,
  ): Promise<Favorite | null> {
    const outcome = await this.#mutations.run({
      name: 'favorites.add',
      apply: () => this.#show(slug, (current) => [...current, shown]),
      send,
      commit: (saved) => {
        runInAction(() => {
          const current = this.list(slug) ?? [];
          const others = current.filter((entry) => entry.id !== shown.id && entry.id !== saved.id);
          this.#lists.set(slug, [...others, saved]);
        });
      },
      failure: () => i18n.t('favorites:errors.add'),
      reread: () => this.reload(slug),
    });
    return outcome.ok ? outcome.value : null;
  }

  #patchShown(slug: string, favoriteId: string, patch: Partial<Favorite>): Undo {
    return this.#show(slug, (current) =>
      current.map((entry) => (entry.id === favoriteId ? { ...entry, ...patch } : entry)),
    );
  }

  /** Shows the list `change` makes of the current one; answers how to put the old one back. */
  #show(slug: string, change: (current: Favorite[]) => Favorite[]): Undo {
    const before = this.list(slug) ?? [];
    runInAction(() => {
      this.#lists.set(slug, change(before));
    });
    return () => {
      runInAction(() => {
        this.#lists.set(slug, before);
      });
    };
  }
}

import {
  type SidebarPreference,
  type SidebarPreferenceKey,
  isSidebarPreferenceKey,
  sidebarPreferencesOf,
  sortOrderBetween,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { patchOptimistically } from '#web/lib/keyed-collection';
import { fetchSidebarPreferences, updateSidebarPreferences } from './sidebar-preferences-api';

/** One sidebar entry a person may pin and place. */
export interface SidebarEntry extends SidebarPreference {
  key: SidebarPreferenceKey;
}

function entriesOf(preferences: Record<string, SidebarPreference>): SidebarEntry[] {
  return Object.entries(sidebarPreferencesOf(preferences))
    .filter((entry): entry is [SidebarPreferenceKey, SidebarPreference] =>
      isSidebarPreferenceKey(entry[0]),
    )
    .map(([key, preference]) => ({ key, ...preference }));
}

/**
 * Each person's sidebar in each workspace (spec §3: navigation preferences kept per workspace):
 * which entries are pinned to the sidebar, in which order. Until the server answers, Plane's
 * defaults show, so the sidebar never jumps. Changes show at once and are put back when refused.
 */
export class SidebarPreferencesStore {
  readonly #api: ApiClient;
  /** The person's entries by workspace (public, so that MobX observes them). */
  readonly entriesBySlug = new Map<string, SidebarEntry[]>();
  readonly #loading = new Set<string>();

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  /** Every entry, lowest sort_order first. */
  entries(slug: string): SidebarEntry[] {
    const entries = this.entriesBySlug.get(slug) ?? entriesOf({});
    return entries.slice().sort((a, b) => a.sort_order - b.sort_order);
  }

  /** Reads the person's choices once per workspace; a failed read keeps the defaults. */
  async load(slug: string): Promise<void> {
    if (this.entriesBySlug.has(slug) || this.#loading.has(slug)) return;
    this.#loading.add(slug);
    try {
      const preferences = await fetchSidebarPreferences(this.#api, slug);
      runInAction(() => {
        this.entriesBySlug.set(slug, entriesOf(preferences));
      });
    } finally {
      runInAction(() => {
        this.#loading.delete(slug);
      });
    }
  }

  setPinned(slug: string, key: SidebarPreferenceKey, isPinned: boolean): Promise<unknown> {
    const entry = this.#entry(slug, key);
    return patchOptimistically(entry, { is_pinned: isPinned }, () =>
      updateSidebarPreferences(this.#api, slug, [{ key, is_pinned: isPinned }]),
    );
  }

  /** Puts an entry between its new neighbours (lowest sort_order first). */
  move(
    slug: string,
    key: SidebarPreferenceKey,
    neighbours: {
      before: SidebarPreferenceKey | undefined;
      after: SidebarPreferenceKey | undefined;
    },
  ): Promise<unknown> {
    const entry = this.#entry(slug, key);
    const orderOf = (other: SidebarPreferenceKey | undefined) =>
      other === undefined ? null : this.#entry(slug, other).sort_order;
    const sortOrder = sortOrderBetween(orderOf(neighbours.before), orderOf(neighbours.after));
    return patchOptimistically(entry, { sort_order: sortOrder }, () =>
      updateSidebarPreferences(this.#api, slug, [{ key, sort_order: sortOrder }]),
    );
  }

  /** The stored entry, made from the defaults when the person has no choices yet. */
  #entry(slug: string, key: SidebarPreferenceKey): SidebarEntry {
    let entries = this.entriesBySlug.get(slug);
    if (!entries) {
      entries = entriesOf({});
      this.entriesBySlug.set(slug, entries);
    }
    const entry = entries.find((candidate) => candidate.key === key);
    if (!entry) throw new Error(`No sidebar entry ${key}`);
    return entry;
  }
}

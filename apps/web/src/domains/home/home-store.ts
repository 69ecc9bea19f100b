import {
  type CreateQuickLinkBody,
  HOME_DRAWN_KEYS,
  type HomePreference,
  type HomePreferenceKey,
  type QuickLink,
  type RecentVisit,
  type Sticky,
  type UpdateStickyBody,
  homePreferenceDefault,
  sortOrderBetween,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/api-error';
import { i18n } from '#web/lib/i18n';
import { KeyedCollection, patchOptimistically } from '#web/lib/keyed-collection';
import {
  createQuickLink,
  createSticky,
  deleteQuickLink,
  deleteSticky as removeSticky,
  fetchHomeDashboard,
  fetchWidgetData,
  listHomePreferences,
  listQuickLinks,
  listRecentVisits,
  listStickies,
  updateHomePreference,
  updateQuickLink,
  updateSticky,
} from './home-api';
import { STICKIES_PAGE_SIZE } from './stickies';

/** The widgets the home page draws and the Manage widgets dialog lists, as Plane keys them. */
export type HomeWidgetKey = Extract<
  HomePreferenceKey,
  'quick_links' | 'recents' | 'my_stickies' | 'your_work'
>;

function isHomeWidget(key: string): key is HomeWidgetKey {
  return (HOME_DRAWN_KEYS as readonly string[]).includes(key);
}

/** The person's widgets, with a default for each drawn widget the server has not answered. */
function withDrawnWidgets(preferences: HomePreference[]): HomePreference[] {
  const missing = HOME_DRAWN_KEYS.filter(
    (key) => !preferences.some((preference) => preference.key === key),
  ).map((key) => ({ key, ...homePreferenceDefault(key) }));
  return [...preferences, ...missing];
}

/** Counts of the person's work items by state group (the "your work" widget). */
export interface YourWork {
  assigned: { state: string; count: number }[];
  created: { state: string; count: number }[];
}

/** A part of the home page: its data, or why it could not be read. */
interface Part<T> {
  value: T | undefined;
  error: string | null;
}

function emptyPart<T>(): Part<T> {
  return { value: undefined, error: null };
}

/**
 * The workspace home of the signed-in person (spec §2, §3): their quick links, widget
 * preferences (which show, in which order), recent visits, latest sticky and work counts, per
 * workspace. Writes show at once and are put back when refused (the error is rethrown).
 */
export class HomeStore {
  readonly #api: ApiClient;
  readonly #links = new KeyedCollection<QuickLink>();
  readonly preferences = new Map<string, Part<HomePreference[]>>();
  readonly recents = new Map<string, Part<RecentVisit[]>>();
  readonly latestSticky = new Map<string, Part<Sticky | null>>();
  readonly yourWork = new Map<string, Part<YourWork>>();

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  quickLinks(slug: string): QuickLink[] | undefined {
    return this.#links.list(slug);
  }

  quickLinksError(slug: string): string | undefined {
    return this.#links.error(slug);
  }

  /** The home widgets in the person's order (highest sort_order first), shown or not. */
  widgets(slug: string): HomePreference[] | undefined {
    return this.preferences
      .get(slug)
      ?.value?.filter((preference) => isHomeWidget(preference.key))
      .slice()
      .sort((a, b) => b.sort_order - a.sort_order);
  }

  /** Reads everything the home page shows, each part on its own. */
  load(slug: string): void {
    void this.#links.fetch(
      slug,
      () => listQuickLinks(this.#api, slug),
      () => i18n.t('home:errors.loadLinks'),
    );
    void this.#read(this.preferences, slug, async () =>
      withDrawnWidgets(await listHomePreferences(this.#api, slug)),
    );
    void this.#read(this.recents, slug, () => listRecentVisits(this.#api, slug));
    void this.reloadLatestSticky(slug);
    void this.#read(this.yourWork, slug, async () => {
      const { dashboard } = await fetchHomeDashboard(this.#api, slug);
      const [assigned, created] = await Promise.all([
        fetchWidgetData(this.#api, slug, dashboard.id, 'assigned_issues'),
        fetchWidgetData(this.#api, slug, dashboard.id, 'created_issues'),
      ]);
      const groups = (data: typeof assigned) =>
        !Array.isArray(data) && 'state_groups' in data ? data.state_groups : [];
      return { assigned: groups(assigned), created: groups(created) };
    });
  }

  /** The person's most recent sticky (spec §9: fetched one at a time). */
  reloadLatestSticky(slug: string): Promise<void> {
    return this.#read(this.latestSticky, slug, async () => {
      const page = await listStickies(this.#api, slug, { perPage: 1 });
      return page.results[0] ?? null;
    });
  }

  async addQuickLink(slug: string, body: CreateQuickLinkBody): Promise<QuickLink> {
    const link = await createQuickLink(this.#api, slug, body);
    runInAction(() => {
      this.#links.append(slug, link);
    });
    return link;
  }

  async editQuickLink(slug: string, linkId: string, body: CreateQuickLinkBody): Promise<void> {
    const saved = await updateQuickLink(this.#api, slug, linkId, body);
    runInAction(() => {
      this.#links.replace(slug, saved);
    });
  }

  /** Removes a quick link at once; a refusal puts it back and is rethrown. */
  async removeQuickLink(slug: string, linkId: string): Promise<void> {
    const before = this.quickLinks(slug) ?? [];
    this.#links.remove(slug, linkId);
    try {
      await deleteQuickLink(this.#api, slug, linkId);
    } catch (error) {
      runInAction(() => {
        this.#links.set(slug, before);
      });
      throw error;
    }
  }

  /** A new sticky with the person's text (spec §4: one new sticky at a time). */
  async addSticky(slug: string, html: string, backgroundColor?: string): Promise<Sticky> {
    const sticky = await createSticky(this.#api, slug, {
      description_html: html,
      ...(backgroundColor === undefined ? {} : { background_color: backgroundColor }),
    });
    runInAction(() => {
      this.latestSticky.set(slug, { value: sticky, error: null });
    });
    return sticky;
  }

  /**
   * Saves a change to a sticky (its text, colour or place). The home widget's sticky shows the
   * change at once and is put back if the server refuses.
   */
  async saveSticky(slug: string, stickyId: string, body: UpdateStickyBody): Promise<Sticky> {
    const latest = this.latestSticky.get(slug)?.value;
    const isLatest = latest?.id === stickyId && body.sort_order === undefined;
    if (isLatest) this.latestSticky.set(slug, { value: { ...latest, ...body }, error: null });
    let saved: Sticky;
    try {
      saved = await updateSticky(this.#api, slug, stickyId, body);
    } catch (error) {
      if (isLatest) {
        runInAction(() => {
          this.latestSticky.set(slug, { value: latest, error: null });
        });
      }
      throw error;
    }
    if (body.sort_order !== undefined) void this.reloadLatestSticky(slug);
    else if (isLatest) {
      runInAction(() => {
        this.latestSticky.set(slug, { value: saved, error: null });
      });
    }
    return saved;
  }

  /** A page of the person's stickies, newest first; `query` searches their text. */
  findStickies(slug: string, options: { query: string; cursor?: string | null }) {
    return listStickies(this.#api, slug, {
      perPage: STICKIES_PAGE_SIZE,
      ...(options.cursor ? { cursor: options.cursor } : {}),
      ...(options.query === '' ? {} : { query: options.query }),
    });
  }

  async deleteSticky(slug: string, stickyId: string): Promise<void> {
    await removeSticky(this.#api, slug, stickyId);
    if (this.latestSticky.get(slug)?.value?.id === stickyId) await this.reloadLatestSticky(slug);
  }

  /** Shows or hides a widget at once (spec §2: Manage widgets). */
  async setWidgetShown(slug: string, key: HomeWidgetKey, isShown: boolean): Promise<void> {
    const preference = this.#preference(slug, key);
    if (!preference) return;
    await patchOptimistically(preference, { is_enabled: isShown }, () =>
      updateHomePreference(this.#api, slug, key, { is_enabled: isShown }),
    );
  }

  /**
   * Puts a widget between its new neighbours (highest sort_order first): the widget above keeps
   * the higher number.
   */
  async moveWidget(
    slug: string,
    key: HomeWidgetKey,
    neighbours: { above: string | undefined; below: string | undefined },
  ): Promise<void> {
    const preference = this.#preference(slug, key);
    if (!preference) return;
    const orderOf = (other: string | undefined) =>
      other === undefined ? null : (this.#preference(slug, other)?.sort_order ?? null);
    const sortOrder = sortOrderBetween(orderOf(neighbours.below), orderOf(neighbours.above));
    await patchOptimistically(preference, { sort_order: sortOrder }, () =>
      updateHomePreference(this.#api, slug, key, { sort_order: sortOrder }),
    );
  }

  #preference(slug: string, key: string): HomePreference | undefined {
    return this.preferences.get(slug)?.value?.find((preference) => preference.key === key);
  }

  async #read<T>(parts: Map<string, Part<T>>, slug: string, read: () => Promise<T>) {
    if (!parts.has(slug)) parts.set(slug, emptyPart());
    try {
      const value = await read();
      runInAction(() => {
        parts.set(slug, { value, error: null });
      });
    } catch (error) {
      runInAction(() => {
        parts.set(slug, {
          value: parts.get(slug)?.value,
          error: errorMessage(error, i18n.t('home:errors.load')),
        });
      });
    }
  }
}

import {
  changeDisplayFilters,
  type DisplayPropertyKey,
  type EffectiveDisplayFilters,
  effectiveDisplayFilters,
  effectiveDisplayProperties,
  type FilterKey,
  type ListUrlSettings,
  type StoredListSettings,
  type UpdateUserPropertiesBody,
  type UserDisplayFilters,
  type UserDisplayProperties,
  type UserFilters,
  storedSettingsOf,
  USER_FILTER_KEYS,
  type WorkItemListContext,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';

// The settings' shape and how they are read from an answer are shared with the server, which
// answers a list's first page ahead of the app (issue 21's cold path).
export { type StoredListSettings, storedSettingsOf };

/** Where a context's settings are kept (the user-properties endpoints, spec §7). */
export interface ListSettingsPersistence {
  load(): Promise<StoredListSettings>;
  save(patch: UpdateUserPropertiesBody): Promise<StoredListSettings>;
}

/**
 * One person's filters, display filters and display properties for one list context, with the
 * context's rules applied (spec §4). Changes show at once and are saved; a refused save puts the
 * previous settings back and reports the error through `notifyError`. An address that carries
 * filters and display settings (a shared link) shows those instead of the stored ones until the
 * person changes something, which then saves what they see as their own.
 */
export class WorkItemListSettings {
  stored: StoredListSettings | null = null;
  /** The filters and display settings of the list's address; null when it carries none. */
  fromUrl: ListUrlSettings | null = null;
  error: string | null = null;
  readonly context: WorkItemListContext;
  readonly #persistence: ListSettingsPersistence;
  readonly #notifyError: (message: string) => void;
  /**
   * For each load in flight, the changes made since it began: a load that answers after the person
   * changed something (a slow first load, and a click on the layout meanwhile) must not put the
   * older settings back, so the changes are laid over what it read.
   */
  readonly #changesDuringLoads = new Set<UpdateUserPropertiesBody[]>();

  constructor(options: {
    context: WorkItemListContext;
    persistence: ListSettingsPersistence;
    notifyError: (message: string) => void;
    /** What the address the list was opened with carries (`decodeListUrl`). */
    fromUrl?: ListUrlSettings | null;
  }) {
    this.context = options.context;
    this.fromUrl = options.fromUrl ?? null;
    this.#persistence = options.persistence;
    this.#notifyError = options.notifyError;
    makeAutoObservable(this);
  }

  get isLoaded(): boolean {
    return this.stored !== null;
  }

  get display(): EffectiveDisplayFilters {
    return effectiveDisplayFilters(this.context, this.shown.display_filters);
  }

  get filters(): UserFilters {
    return this.shown.filters;
  }

  /** What the list shows, for its address (`encodeListUrl`). */
  get urlSettings(): ListUrlSettings {
    const { filters, display_filters } = this.shown;
    return { filters, display_filters };
  }

  /**
   * The settings on screen: the stored ones, or those of the address while it carries some (each
   * filter it does not name is off; the calendar's own choices stay the stored ones).
   */
  get shown(): StoredListSettings {
    const stored = this.stored ?? emptySettings();
    if (this.fromUrl === null) return stored;
    const filters = Object.fromEntries(
      USER_FILTER_KEYS.map((key) => [key, this.fromUrl?.filters[key] ?? null]),
    ) as UserFilters;
    const { calendar, calendar_date_range } = stored.display_filters;
    return {
      ...stored,
      filters,
      display_filters: {
        ...(calendar === undefined ? {} : { calendar }),
        ...(calendar_date_range === undefined ? {} : { calendar_date_range }),
        ...this.fromUrl.display_filters,
      },
    };
  }

  /** Shows what an address carries (null: the stored settings again). */
  showFromUrl(settings: ListUrlSettings | null): void {
    this.fromUrl = settings;
  }

  get displayProperties(): Required<UserDisplayProperties> {
    return effectiveDisplayProperties(this.stored?.display_properties ?? {});
  }

  async load(): Promise<void> {
    const changes: UpdateUserPropertiesBody[] = [];
    this.#changesDuringLoads.add(changes);
    try {
      const loaded = await this.#persistence.load();
      runInAction(() => {
        this.stored = changes.reduce(withChange, loaded);
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.error =
          error instanceof ApiError && error.message
            ? error.message
            : i18n.t('work-items:errors.loadSettings');
      });
    } finally {
      this.#changesDuringLoads.delete(changes);
    }
  }

  async #save(next: StoredListSettings, patch: UpdateUserPropertiesBody): Promise<void> {
    const previous = this.stored;
    const previousFromUrl = this.fromUrl;
    // A change made while an address's settings show makes all of them the person's own.
    const sent =
      previousFromUrl === null
        ? patch
        : { ...patch, filters: next.filters, display_filters: next.display_filters };
    this.stored = next;
    this.fromUrl = null;
    for (const changes of this.#changesDuringLoads) changes.push(sent);
    try {
      await this.#persistence.save(sent);
    } catch (error) {
      runInAction(() => {
        this.stored = previous;
        this.fromUrl = previousFromUrl;
      });
      for (const changes of this.#changesDuringLoads) {
        const at = changes.indexOf(sent);
        if (at >= 0) changes.splice(at, 1);
      }
      this.#notifyError(
        error instanceof ApiError && error.message
          ? error.message
          : i18n.t('work-items:errors.saveSettings'),
      );
    }
  }

  /** Sets one filter's values; an empty list removes the filter. */
  setFilter(key: FilterKey, values: string[]): Promise<void> {
    const stored = this.shown;
    const filters = { ...stored.filters, [key]: values.length > 0 ? values : null };
    return this.#save({ ...stored, filters }, { filters: { [key]: filters[key] ?? null } });
  }

  /** Adds a value to a filter, or removes it when it is there. */
  toggleFilterValue(key: FilterKey, value: string): Promise<void> {
    const current = this.filters[key] ?? [];
    const next = current.includes(value)
      ? current.filter((entry) => entry !== value)
      : [...current, value];
    return this.setFilter(key, next);
  }

  clearFilters(): Promise<void> {
    const stored = this.shown;
    const cleared = Object.fromEntries(
      Object.keys(stored.filters).map((key) => [key, null]),
    ) as UserFilters;
    return this.#save({ ...stored, filters: cleared }, { filters: cleared });
  }

  /** Changes display settings, keeping grouping and sub-grouping consistent (spec §4). */
  changeDisplay(patch: UserDisplayFilters): Promise<void> {
    const stored = this.shown;
    const displayFilters = changeDisplayFilters(stored.display_filters, patch);
    const sent: UserDisplayFilters = { ...patch };
    if (displayFilters.sub_group_by !== stored.display_filters.sub_group_by)
      sent.sub_group_by = displayFilters.sub_group_by ?? null;
    return this.#save({ ...stored, display_filters: displayFilters }, { display_filters: sent });
  }

  toggleDisplayProperty(key: DisplayPropertyKey): Promise<void> {
    const stored = this.shown;
    const value = !this.displayProperties[key];
    return this.#save(
      { ...stored, display_properties: { ...stored.display_properties, [key]: value } },
      { display_properties: { [key]: value } },
    );
  }
}

/** Settings with a saved change laid over them, key by key, as the server merges it. */
function withChange(
  settings: StoredListSettings,
  change: UpdateUserPropertiesBody,
): StoredListSettings {
  return {
    filters: { ...settings.filters, ...change.filters },
    display_filters: { ...settings.display_filters, ...change.display_filters },
    display_properties: { ...settings.display_properties, ...change.display_properties },
  };
}

function emptySettings(): StoredListSettings {
  return { filters: {}, display_filters: {}, display_properties: {} };
}

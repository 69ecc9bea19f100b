import {
  activeFilters,
  effectiveDisplayFilters,
  effectiveDisplayProperties,
  type UserFilters,
  type View,
} from '@keel/core';
import { localListSettings } from '#web/domains/user-properties/local-list-settings';
import {
  type ListSettingsPersistence,
  type StoredListSettings,
  storedSettingsOf,
} from '#web/domains/user-properties/work-item-list-settings';

/** Where the person's unsaved changes to a view are kept in this browser. */
function draftKey(viewId: string): string {
  return `keel:view-draft:${viewId}`;
}

/** A view's saved filters, display filters and display properties as a list reads them. */
export function viewSettings(view: View): StoredListSettings {
  return storedSettingsOf(view);
}

/** The view's settings with the person's unsaved changes on top (a cleared filter stays cleared). */
export function withDraft(
  saved: StoredListSettings,
  draft: StoredListSettings,
): StoredListSettings {
  return {
    filters: { ...saved.filters, ...draft.filters },
    display_filters: { ...saved.display_filters, ...draft.display_filters },
    display_properties: { ...saved.display_properties, ...draft.display_properties },
  };
}

/**
 * Where a view's list keeps its settings: the view's own, with what the person changed kept in
 * this browser until they save it into the view, save it as a new view, or reset it.
 */
export function viewListPersistence(view: View, storage: Storage): ListSettingsPersistence {
  const draft = localListSettings(storage, draftKey(view.id));
  const saved = viewSettings(view);
  return {
    load: async () => withDraft(saved, await draft.load()),
    save: async (patch) => withDraft(saved, await draft.save(patch)),
  };
}

/** Forgets the person's unsaved changes to a view. */
export function clearViewDraft(storage: Storage, viewId: string): void {
  try {
    storage.removeItem(draftKey(viewId));
  } catch {
    // Blocked site data: there was nothing kept either.
  }
}

/** The filters that hold values, keys in order, for comparing and saving. */
export function savedFilters(filters: UserFilters): UserFilters {
  const active = activeFilters(filters);
  const ordered: UserFilters = {};
  for (const key of (Object.keys(active) as (keyof typeof active)[]).sort())
    ordered[key] = [...(active[key] ?? [])].sort();
  return ordered;
}

/** Whether what a view's list shows differs from what the view has saved. */
export function isViewChanged(view: View, shown: StoredListSettings): boolean {
  const saved = viewSettings(view);
  const comparable = (settings: StoredListSettings) =>
    JSON.stringify([
      savedFilters(settings.filters),
      Object.entries(effectiveDisplayFilters('project', settings.display_filters)).sort(),
      Object.entries(effectiveDisplayProperties(settings.display_properties)).sort(),
    ]);
  return comparable(saved) !== comparable(shown);
}

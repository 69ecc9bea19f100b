import type { UpdateUserPropertiesBody } from '@keel/core';
import {
  type ListSettingsPersistence,
  type StoredListSettings,
  storedSettingsOf,
} from './work-item-list-settings';

/**
 * Settings kept in this browser (Plane keeps the profile and drafts lists' filters locally): the
 * same shape as user-properties, under one key per workspace and context.
 */
export function localListSettings(storage: Storage, key: string): ListSettingsPersistence {
  const read = (): StoredListSettings => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      const value = (parsed ?? {}) as Record<string, Record<string, unknown> | undefined>;
      return storedSettingsOf({
        filters: value.filters ?? {},
        display_filters: value.display_filters ?? {},
        display_properties: value.display_properties ?? {},
      });
    } catch {
      return storedSettingsOf({ filters: {}, display_filters: {}, display_properties: {} });
    }
  };
  return {
    load: () => Promise.resolve(read()),
    save: (patch: UpdateUserPropertiesBody) => {
      const stored = read();
      const next: StoredListSettings = {
        filters: { ...stored.filters, ...patch.filters },
        display_filters: { ...stored.display_filters, ...patch.display_filters },
        display_properties: { ...stored.display_properties, ...patch.display_properties },
      };
      storage.setItem(key, JSON.stringify(next));
      return Promise.resolve(next);
    },
  };
}

import { describe, expect, it } from 'vitest';
import { localListSettings } from './local-list-settings';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => {
      values.clear();
    },
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

describe('localListSettings', () => {
  it('merges saved changes and reads them back', async () => {
    const storage = memoryStorage();
    const settings = localListSettings(storage, 'k');
    await settings.save({ display_filters: { layout: 'kanban' } });
    await settings.save({
      filters: { priority: ['urgent'] },
      display_filters: { group_by: 'state' },
    });
    expect(await settings.load()).toEqual({
      filters: { priority: ['urgent'] },
      display_filters: { layout: 'kanban', group_by: 'state' },
      display_properties: {},
    });
  });

  it('starts empty when nothing or garbage is stored', async () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(await localListSettings(storage, 'k').load()).toEqual({
      filters: {},
      display_filters: {},
      display_properties: {},
    });
  });
});

import type { View } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { clearViewDraft, isViewChanged, savedFilters, viewListPersistence } from './view-settings';

function view(fields: Partial<View> = {}): View {
  return {
    id: 'v1',
    workspace_id: 'w1',
    project_id: 'p1',
    name: 'Urgent',
    description: '',
    filters: { priority: ['urgent'] },
    rich_filters: {},
    display_filters: { layout: 'list' },
    display_properties: {},
    access: 1,
    is_locked: false,
    owned_by_id: 'u1',
    sort_order: 65_535,
    logo_props: {},
    is_favorite: false,
    anchor: null,
    created_at: '2026-11-28T00:00:00Z',
    updated_at: '2026-11-28T00:00:00Z',
    created_by: 'u1',
    updated_by: 'u1',
    ...fields,
  };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('a view’s list settings', () => {
  it('start as the view saved them, with the person’s unsaved changes on top until reset', async () => {
    const storage = memoryStorage();
    const saved = view();
    const persistence = viewListPersistence(saved, storage);
    const first = await persistence.load();
    expect(first.filters.priority).toEqual(['urgent']);
    expect(isViewChanged(saved, first)).toBe(false);

    const changed = await persistence.save({
      filters: { priority: null, state_group: ['started'] },
    });
    expect(changed.filters.priority).toBeNull();
    expect(changed.filters.state_group).toEqual(['started']);
    expect(isViewChanged(saved, changed)).toBe(true);
    // Kept in this browser: a new visit shows the same unsaved changes.
    expect(await viewListPersistence(saved, storage).load()).toEqual(changed);

    clearViewDraft(storage, saved.id);
    expect(isViewChanged(saved, await viewListPersistence(saved, storage).load())).toBe(false);
  });

  it('count a default display choice as no change', () => {
    const saved = view({ display_filters: {} });
    expect(
      isViewChanged(saved, {
        filters: { priority: ['urgent'], labels: [] },
        display_filters: { layout: 'list' },
        display_properties: {},
      }),
    ).toBe(false);
  });

  it('save only the filters that hold values, in a stable order', () => {
    expect(savedFilters({ state: null, priority: ['urgent', 'high'], labels: [] })).toEqual({
      priority: ['high', 'urgent'],
    });
  });
});

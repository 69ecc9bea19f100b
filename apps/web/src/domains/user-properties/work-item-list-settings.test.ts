import type { UpdateUserPropertiesBody } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { type StoredListSettings, WorkItemListSettings } from './work-item-list-settings';

function setUp(fromUrl: ConstructorParameters<typeof WorkItemListSettings>[0]['fromUrl']) {
  const saved: UpdateUserPropertiesBody[] = [];
  const stored: StoredListSettings = {
    filters: { labels: ['bug'] },
    display_filters: { layout: 'list', group_by: 'state', calendar: { layout: 'week' } },
    display_properties: {},
  };
  const settings = new WorkItemListSettings({
    context: 'project',
    notifyError: () => undefined,
    fromUrl,
    persistence: {
      load: () => Promise.resolve(stored),
      save: (patch) => {
        saved.push(patch);
        return Promise.resolve(stored);
      },
    },
  });
  return { settings, saved };
}

describe('WorkItemListSettings with an address that carries settings', () => {
  it('shows the address over the stored settings, keeping the calendar choices', async () => {
    const { settings } = setUp({
      filters: { priority: ['urgent'] },
      display_filters: { layout: 'kanban' },
    });
    await settings.load();
    expect(settings.filters.priority).toEqual(['urgent']);
    expect(settings.filters.labels).toBeNull();
    expect(settings.display).toMatchObject({ layout: 'kanban', calendar_layout: 'week' });
  });

  it('makes what is shown the person’s own at their first change', async () => {
    const { settings, saved } = setUp({
      filters: { priority: ['urgent'] },
      display_filters: { layout: 'kanban' },
    });
    await settings.load();
    await settings.toggleFilterValue('priority', 'high');
    expect(settings.fromUrl).toBeNull();
    expect(settings.filters.priority).toEqual(['urgent', 'high']);
    expect(saved[0]?.filters).toMatchObject({ priority: ['urgent', 'high'], labels: null });
    expect(saved[0]?.display_filters).toMatchObject({ layout: 'kanban' });
  });

  it('shows the stored settings when the address carries none', async () => {
    const { settings } = setUp(null);
    await settings.load();
    expect(settings.filters.labels).toEqual(['bug']);
    expect(settings.display.group_by).toBe('state');
  });
});

describe('WorkItemListSettings while its first load is slow', () => {
  function slowLoad(saveFails = false) {
    let answer: (settings: StoredListSettings) => void = () => undefined;
    const settings = new WorkItemListSettings({
      context: 'project',
      notifyError: () => undefined,
      persistence: {
        load: () =>
          new Promise<StoredListSettings>((resolve) => {
            answer = resolve;
          }),
        save: () =>
          saveFails ? Promise.reject(new Error('refused')) : Promise.resolve(emptyStored()),
      },
    });
    return { settings, answer: (stored: StoredListSettings) => answer(stored) };
  }
  const emptyStored = (): StoredListSettings => ({
    filters: {},
    display_filters: {},
    display_properties: {},
  });
  const older: StoredListSettings = {
    filters: { labels: ['bug'] },
    display_filters: { layout: 'list', group_by: 'state' },
    display_properties: {},
  };

  it('keeps a layout chosen before the load answered, over the settings it read', async () => {
    const { settings, answer } = slowLoad();
    const loading = settings.load();
    await settings.changeDisplay({ layout: 'kanban' });
    answer(older);
    await loading;
    expect(settings.display).toMatchObject({ layout: 'kanban', group_by: 'state' });
    expect(settings.filters.labels).toEqual(['bug']);
  });

  it('does not keep a change the server refused', async () => {
    const { settings, answer } = slowLoad(true);
    const loading = settings.load();
    await settings.changeDisplay({ layout: 'gantt_chart' });
    answer(older);
    await loading;
    expect(settings.display.layout).toBe('list');
  });
});

import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { jsonResponse, pathOf } from '#web/test/fake-fetch';
import { HomeStore } from './home-store';

function preference(key: string, sortOrder: number, isEnabled = true) {
  return { key, is_enabled: isEnabled, config: {}, sort_order: sortOrder };
}

function setUp(handler: Parameters<typeof fakeApi>[0]) {
  const { api, requests } = fakeApi(handler);
  return { store: new HomeStore(api), requests };
}

/** Lets the reads the store started in the background be answered. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('HomeStore', () => {
  it('orders the widgets highest sort_order first and hides one at once', async () => {
    let refuse = false;
    const { store, requests } = setUp((request) => {
      const path = pathOf(request);
      if (request.method === 'PATCH')
        return refuse
          ? jsonResponse(
              { error: 'is_enabled must be true or false', code: 'VALIDATION_ERROR' },
              400,
            )
          : jsonResponse(preference('recents', 998, false));
      if (path.endsWith('/home-preferences/'))
        return jsonResponse([
          preference('quick_links', 999),
          preference('recents', 998),
          preference('my_stickies', 997),
          preference('new_at_plane', 996),
        ]);
      return jsonResponse({ error: 'not here', code: 'NOT_FOUND' }, 404);
    });
    store.load('acme');
    await settle();
    // Keel's "your work" widget is drawn last until the person places it.
    expect(store.widgets('acme')?.map((widget) => widget.key)).toEqual([
      'quick_links',
      'recents',
      'my_stickies',
      'your_work',
    ]);

    await store.setWidgetShown('acme', 'recents', false);
    expect(requests.map(pathOf)).toContain('/api/workspaces/acme/home-preferences/recents/');
    expect(store.widgets('acme')?.find((widget) => widget.key === 'recents')?.is_enabled).toBe(
      false,
    );

    refuse = true;
    await expect(store.setWidgetShown('acme', 'recents', true)).rejects.toThrow();
    expect(store.widgets('acme')?.find((widget) => widget.key === 'recents')?.is_enabled).toBe(
      false,
    );
  });

  it('puts a moved widget between its new neighbours, with one write', async () => {
    const { store, requests } = setUp((request) => {
      const path = pathOf(request);
      if (request.method === 'PATCH') return jsonResponse(preference('your_work', 998.5));
      if (path.endsWith('/home-preferences/'))
        return jsonResponse([
          preference('quick_links', 999),
          preference('recents', 998),
          preference('my_stickies', 997),
        ]);
      return jsonResponse({ error: 'not here', code: 'NOT_FOUND' }, 404);
    });
    store.load('acme');
    await settle();
    await store.moveWidget('acme', 'your_work', { above: 'quick_links', below: 'recents' });
    expect(store.widgets('acme')?.map((widget) => widget.key)).toEqual([
      'quick_links',
      'your_work',
      'recents',
      'my_stickies',
    ]);
    const writes = requests.filter((request) => request.method === 'PATCH');
    expect(writes.map(pathOf)).toEqual(['/api/workspaces/acme/home-preferences/your_work/']);
    expect(await writes[0]?.json()).toEqual({ sort_order: 998.5 });
  });

  it('removes a quick link at once and puts it back when refused', async () => {
    const link = {
      id: 'l1',
      url: 'https://handbook.example.com',
      title: null,
      metadata: {},
      workspace: 'w1',
      owner: 'u1',
      created_at: '2026-11-28T00:00:00Z',
      updated_at: '2026-11-28T00:00:00Z',
      created_by: 'u1',
      updated_by: 'u1',
    };
    const { store } = setUp((request) => {
      if (request.method === 'DELETE')
        return jsonResponse({ error: 'Not found', code: 'NOT_FOUND' }, 404);
      if (pathOf(request).endsWith('/quick-links/')) return jsonResponse([link]);
      return jsonResponse({ error: 'not here', code: 'NOT_FOUND' }, 404);
    });
    store.load('acme');
    await settle();
    expect(store.quickLinks('acme')).toHaveLength(1);
    await expect(store.removeQuickLink('acme', 'l1')).rejects.toThrow();
    expect(store.quickLinks('acme')?.map((entry) => entry.id)).toEqual(['l1']);
  });
});

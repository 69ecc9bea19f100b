import {
  HomePreferenceListSchema,
  SIDEBAR_PREFERENCE_KEYS,
  SidebarPreferencesSchema,
} from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused } from '#server/domains/work-items/kernel/test-helpers';

describe('sidebar and home preferences', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: ProjectWorld;
  let sidebarUrl: string;
  let homeUrl: string;

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    sidebarUrl = `${world.base}/sidebar-preferences/`;
    homeUrl = `${world.base}/home-preferences/`;
  });

  it('guards both: anonymous, another workspace, other origins', async () => {
    for (const [method, url, body] of [
      ['GET', sidebarUrl, undefined],
      ['PATCH', sidebarUrl, [{ key: 'views', is_pinned: true }]],
      ['GET', homeUrl, undefined],
      ['PATCH', `${homeUrl}recents/`, { is_enabled: false }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, world.stranger.cookie, body)).statusCode).toBe(403);
    }
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url: sidebarUrl,
      headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
      payload: [{ key: 'views', is_pinned: true }],
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("answers Plane's sidebar defaults, and keeps each person's changes to themselves", async () => {
    const first = await call('GET', sidebarUrl, world.guest.cookie);
    expect(first.statusCode).toBe(200);
    const defaults = SidebarPreferencesSchema.parse(first.json());
    expect(Object.keys(defaults)).toEqual([...SIDEBAR_PREFERENCE_KEYS]);
    expect(defaults.views).toEqual({ is_pinned: false, sort_order: 65_535 });
    expect(defaults.drafts?.is_pinned).toBe(true);

    const patched = await call('PATCH', sidebarUrl, world.guest.cookie, [
      { key: 'views', is_pinned: true, sort_order: 1 },
      { key: 'drafts', is_pinned: false },
    ]);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({ message: 'Successfully updated' });
    const after = SidebarPreferencesSchema.parse(
      (await call('GET', sidebarUrl, world.guest.cookie)).json(),
    );
    expect(Object.keys(after)[0]).toBe('views');
    expect(after.views).toEqual({ is_pinned: true, sort_order: 1 });
    expect(after.drafts?.is_pinned).toBe(false);
    // A single change as an object is taken too.
    await call('PATCH', sidebarUrl, world.guest.cookie, { key: 'analytics', is_pinned: true });
    const single = SidebarPreferencesSchema.parse(
      (await call('GET', sidebarUrl, world.guest.cookie)).json(),
    );
    expect(single.analytics?.is_pinned).toBe(true);

    const others = SidebarPreferencesSchema.parse(
      (await call('GET', sidebarUrl, world.member.cookie)).json(),
    );
    expect(others.views).toEqual({ is_pinned: false, sort_order: 65_535 });
  });

  it('refuses unknown sidebar keys and values of the wrong type, naming the field', async () => {
    expectRefused(
      await call('PATCH', sidebarUrl, world.member.cookie, [{ key: 'nope', is_pinned: true }]),
      `0.key: key must be one of ${SIDEBAR_PREFERENCE_KEYS.join(', ')}`,
      '0.key',
    );
    expectRefused(
      await call('PATCH', sidebarUrl, world.member.cookie, [{ key: 'views', is_pinned: 'yes' }]),
      '0.is_pinned: is_pinned must be true or false',
      '0.is_pinned',
    );
  });

  it("answers Plane's home widgets and changes one", async () => {
    const first = await call('GET', homeUrl, world.member.cookie);
    expect(first.statusCode).toBe(200);
    const widgets = HomePreferenceListSchema.parse(first.json());
    expect(widgets).toEqual([
      { key: 'quick_links', is_enabled: true, config: {}, sort_order: 999 },
      { key: 'recents', is_enabled: true, config: {}, sort_order: 998 },
      { key: 'my_stickies', is_enabled: true, config: {}, sort_order: 997 },
    ]);
    const changed = await call('PATCH', `${homeUrl}recents/`, world.member.cookie, {
      is_enabled: false,
      config: { show: 'issues' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      key: 'recents',
      is_enabled: false,
      config: { show: 'issues' },
      sort_order: 998,
    });
    const after = HomePreferenceListSchema.parse(
      (await call('GET', homeUrl, world.member.cookie)).json(),
    );
    expect(after.find((widget) => widget.key === 'recents')?.is_enabled).toBe(false);
    const admins = HomePreferenceListSchema.parse(
      (await call('GET', homeUrl, world.admin.cookie)).json(),
    );
    expect(admins.every((widget) => widget.is_enabled)).toBe(true);

    // Keel's own widget is answered only once set, below the three of Plane.
    expect(after.some((widget) => widget.key === 'your_work')).toBe(false);
    const yourWork = await call('PATCH', `${homeUrl}your_work/`, world.member.cookie, {
      is_enabled: false,
    });
    expect(yourWork.statusCode, yourWork.body).toBe(200);
    expect(yourWork.json()).toMatchObject({ key: 'your_work', is_enabled: false, sort_order: 996 });
    const withYourWork = HomePreferenceListSchema.parse(
      (await call('GET', homeUrl, world.member.cookie)).json(),
    );
    expect(withYourWork.map((widget) => widget.key)).toEqual([
      'quick_links',
      'recents',
      'my_stickies',
      'your_work',
    ]);

    expectRefused(
      await call('PATCH', `${homeUrl}nope/`, world.member.cookie, { is_enabled: false }),
      'key: key must be one of quick_links, recents, my_stickies, new_at_plane, quick_tutorial, your_work',
      'key',
    );
    expectRefused(
      await call('PATCH', `${homeUrl}recents/`, world.member.cookie, { sort_order: 'top' }),
      'sort_order: sort_order must be a number',
      'sort_order',
    );
  });
});

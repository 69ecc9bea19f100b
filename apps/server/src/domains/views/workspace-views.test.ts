import { VIEW_ACCESS, type View, type WorkItem, type WorkItemListResponse } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { type ViewWorld, expectFieldRefused, viewKit } from './view-test-helpers';

/** Workspace (global) views `W/views/`, and the item lists of project and workspace views. */
describe('workspace views and view item lists', () => {
  const ctx = useTestApp();
  const { call, world, createView, expectForeignOriginRefused } = viewKit(ctx);

  it('refuses the anonymous, other workspaces and other origins', async () => {
    const w = await world();
    const view = await createView(w.workspaceViews, w.member.cookie);
    const one = `${w.workspaceViews}${view.id}/`;
    for (const [method, url] of [
      ['GET', w.workspaceViews],
      ['POST', w.workspaceViews],
      ['GET', one],
      ['PATCH', one],
      ['DELETE', one],
      ['GET', `${one}issues/`],
    ] as const) {
      expect((await call(method, url, undefined, { name: 'x' })).statusCode).toBe(401);
      expect((await call(method, url, w.stranger.cookie, { name: 'x' })).statusCode).toBe(403);
    }
    await expectForeignOriginRefused('POST', w.workspaceViews, w.member.cookie);
    await expectForeignOriginRefused('PATCH', one, w.member.cookie);
    await expectForeignOriginRefused('DELETE', one, w.member.cookie);
  });

  it('keeps workspace views apart from project views, with the same rules', async () => {
    const w = await world();
    const global = await createView(w.workspaceViews, w.outsider.cookie, { name: 'Global' });
    expect(global).toMatchObject({ project_id: null, workspace_id: w.workspace.id });
    await createView(w.projectViews, w.member.cookie, { name: 'Project' });
    const names = async (url: string, cookie: string) =>
      (await call('GET', url, cookie)).json<View[]>().map((view) => view.name);
    expect(await names(w.workspaceViews, w.guest.cookie)).toEqual(['Global']);
    expect(await names(w.projectViews, w.guest.cookie)).toEqual(['Project']);
    expect((await call('GET', `${w.projectViews}${global.id}/`, w.admin.cookie)).statusCode).toBe(
      404,
    );

    const one = `${w.workspaceViews}${global.id}/`;
    expect((await call('POST', w.workspaceViews, w.guest.cookie, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', one, w.guest.cookie, { name: 'x' })).statusCode).toBe(403);
    expect((await call('PATCH', one, w.member.cookie, { name: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', one, w.member.cookie)).statusCode).toBe(403);
    expectFieldRefused(
      await call('PATCH', one, w.outsider.cookie, { rich_filters: { bogus: 1 } }),
      'rich_filters',
    );
    const locked = await call('PATCH', one, w.admin.cookie, { is_locked: true });
    expect(locked.json()).toMatchObject({ is_locked: true });
    expectFieldRefused(
      await call('PATCH', one, w.outsider.cookie, { filters: { priority: ['low'] } }),
      'filters',
    );

    const hidden = await call('PATCH', one, w.outsider.cookie, { access: VIEW_ACCESS.private });
    expect(hidden.json()).toMatchObject({ access: 0 });
    expect((await call('GET', one, w.admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', `${one}issues/`, w.member.cookie)).statusCode).toBe(404);
    expect(await names(w.workspaceViews, w.member.cookie)).toEqual([]);
    expect(await names(w.workspaceViews, w.outsider.cookie)).toEqual(['Global']);
    expect((await call('DELETE', one, w.outsider.cookie)).statusCode).toBe(204);
    expect(await names(w.workspaceViews, w.outsider.cookie)).toEqual([]);
  });

  async function seedItems(w: ViewWorld) {
    for (const priority of ['urgent', 'high', 'low'])
      expect(
        (
          await call('POST', `${w.projectUrl}/issues/`, w.member.cookie, {
            name: `${priority} item`,
            priority,
          })
        ).statusCode,
      ).toBe(201);
  }

  async function listedNames(url: string, cookie: string) {
    const response = await call('GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<WorkItemListResponse>().results as WorkItem[];
    return rows.map((row) => row.name).sort();
  }

  it('lists a project view’s items with its filters and the request’s together', async () => {
    const w = await world();
    await seedItems(w);
    const legacy = await createView(w.projectViews, w.member.cookie, {
      filters: { priority: ['urgent', 'high'] },
    });
    const rich = await createView(w.projectViews, w.member.cookie, {
      rich_filters: { or: [{ priority: 'low' }, { priority: 'urgent' }] },
    });
    const items = (view: View) => `${w.projectViews}${view.id}/issues/`;
    expect(await listedNames(items(legacy), w.guest.cookie)).toEqual([]);
    expect(await listedNames(items(legacy), w.member.cookie)).toEqual(['high item', 'urgent item']);
    expect(await listedNames(`${items(legacy)}?priority=urgent,low`, w.member.cookie)).toEqual([
      'urgent item',
    ]);
    expect(await listedNames(items(rich), w.member.cookie)).toEqual(['low item', 'urgent item']);
    const filters = encodeURIComponent(JSON.stringify({ priority__in: 'urgent,high' }));
    expect(await listedNames(`${items(rich)}?filters=${filters}`, w.member.cookie)).toEqual([
      'urgent item',
    ]);
    const grouped = await call('GET', `${items(legacy)}?group_by=priority`, w.admin.cookie);
    expect(grouped.json()).toMatchObject({
      grouped_by: 'priority',
      total_results: 2,
      results: { urgent: { total_results: 1 }, high: { total_results: 1 } },
    });
    const bad = await call('GET', `${items(legacy)}?group_by=colour`, w.member.cookie);
    expectFieldRefused(bad, 'group_by');
    expect((await call('GET', items(legacy), w.outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', items(legacy))).statusCode).toBe(401);
  });

  it('lists a workspace view’s items over the caller’s projects', async () => {
    const w = await world();
    await seedItems(w);
    const view = await createView(w.workspaceViews, w.member.cookie, {
      filters: { priority: ['urgent', 'low'] },
    });
    const items = `${w.workspaceViews}${view.id}/issues/`;
    expect(await listedNames(items, w.member.cookie)).toEqual(['low item', 'urgent item']);
    expect(await listedNames(`${items}?priority=low`, w.admin.cookie)).toEqual(['low item']);
    expect(await listedNames(items, w.outsider.cookie)).toEqual([]);
  });
});

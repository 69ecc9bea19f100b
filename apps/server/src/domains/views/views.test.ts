import { VIEW_ACCESS, VIEW_LOCKED_MESSAGE, type View } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueViews, userFavorites } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { expectFieldRefused, viewKit } from './view-test-helpers';

/** Project views: `projects/{p}/views/` and `views/{id}/` (Plane's IssueViewViewSet). */
describe('project views', () => {
  const ctx = useTestApp();
  const { call, world, createView, expectForeignOriginRefused } = viewKit(ctx);

  it('refuses the anonymous, other workspaces, non-members and other origins', async () => {
    const w = await world();
    const view = await createView(w.projectViews, w.member.cookie);
    const one = `${w.projectViews}${view.id}/`;
    for (const [method, url] of [
      ['GET', w.projectViews],
      ['POST', w.projectViews],
      ['GET', one],
      ['PATCH', one],
      ['DELETE', one],
    ] as const) {
      expect((await call(method, url, undefined, { name: 'x' })).statusCode).toBe(401);
      expect((await call(method, url, w.stranger.cookie, { name: 'x' })).statusCode).toBe(403);
      expect((await call(method, url, w.outsider.cookie, { name: 'x' })).statusCode).toBe(403);
    }
    await expectForeignOriginRefused('POST', w.projectViews, w.member.cookie);
    await expectForeignOriginRefused('PATCH', one, w.member.cookie);
    await expectForeignOriginRefused('DELETE', one, w.member.cookie);
    expect((await call('GET', one, w.member.cookie)).statusCode).toBe(200);
  });

  it('creates, reads (newest change first), edits and deletes a view', async () => {
    const w = await world();
    const first = await createView(w.projectViews, w.member.cookie, {
      name: '  Urgent work ',
      description: 'What burns',
      filters: { priority: ['urgent'], state: null },
      rich_filters: { and: [{ priority__in: 'urgent,high' }] },
      display_filters: { layout: 'kanban', group_by: 'state', order_by: '-priority' },
      display_properties: { key: true, labels: false },
      logo_props: { emoji: '1f525' },
    });
    expect(first).toMatchObject({
      name: 'Urgent work',
      description: 'What burns',
      workspace_id: w.workspace.id,
      project_id: w.project.id,
      filters: { priority: ['urgent'], state: null },
      rich_filters: { and: [{ priority__in: 'urgent,high' }] },
      display_filters: { layout: 'kanban', group_by: 'state', order_by: '-priority' },
      display_properties: { key: true, labels: false },
      access: VIEW_ACCESS.public,
      is_locked: false,
      owned_by_id: w.member.user.id,
      sort_order: 65535,
      logo_props: { emoji: '1f525' },
      is_favorite: false,
      anchor: null,
      created_by: w.member.user.id,
      updated_by: w.member.user.id,
    });
    const second = await createView(w.projectViews, w.admin.cookie, { name: 'Second' });
    const names = async () =>
      (await call('GET', w.projectViews, w.guest.cookie)).json<View[]>().map((view) => view.name);
    expect(await names()).toEqual(['Second', 'Urgent work']);

    const patched = await call('PATCH', `${w.projectViews}${first.id}/`, w.member.cookie, {
      name: 'Renamed',
      filters: { labels: [] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Renamed', filters: { labels: [] } });
    expect(await names()).toEqual(['Renamed', 'Second']);

    const detail = await call('GET', `${w.projectViews}${second.id}/`, w.guest.cookie);
    expect(detail.json()).toMatchObject({ id: second.id, name: 'Second' });

    const deleted = await call('DELETE', `${w.projectViews}${first.id}/`, w.member.cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `${w.projectViews}${first.id}/`, w.member.cookie)).statusCode).toBe(
      404,
    );
    expect(await names()).toEqual(['Second']);
    const [row] = await ctx.db.select().from(issueViews).where(eq(issueViews.id, first.id));
    expect(row?.deleted_at).not.toBeNull();
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const w = await world();
    const view = await createView(w.projectViews, w.member.cookie);
    const cases: [object, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(256) }, 'name'],
      [{ access: 2 }, 'access'],
      [{ is_locked: 'yes' }, 'is_locked'],
      [{ filters: { nonsense: ['a'] } }, 'filters'],
      [{ filters: { priority: 'urgent' } }, 'filters'],
      [{ rich_filters: { and: [{ nonsense__in: 'a' }] } }, 'rich_filters'],
      [{ rich_filters: { and: [{ priority: 'urgent' }], or: [] } }, 'rich_filters'],
      [{ display_filters: { group_by: 'colour' } }, 'display_filters'],
      [{ display_filters: { layout: 'table' } }, 'display_filters'],
      [{ display_properties: { key: 'yes' } }, 'display_properties'],
    ];
    for (const [body, field] of cases) {
      const created = await call('POST', w.projectViews, w.member.cookie, { name: 'ok', ...body });
      expectFieldRefused(created, field);
      expectFieldRefused(
        await call('PATCH', `${w.projectViews}${view.id}/`, w.member.cookie, body),
        field,
      );
    }
    expect((await call('GET', `${w.projectViews}not-a-uuid/`, w.member.cookie)).statusCode).toBe(
      404,
    );
  });

  it('lets guests read only, and only the owner or an admin edit or delete', async () => {
    const w = await world();
    const view = await createView(w.projectViews, w.member.cookie);
    const one = `${w.projectViews}${view.id}/`;
    expect((await call('POST', w.projectViews, w.guest.cookie, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', one, w.guest.cookie)).statusCode).toBe(200);
    expect((await call('PATCH', one, w.guest.cookie, { name: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', one, w.guest.cookie)).statusCode).toBe(403);

    const adminView = await createView(w.projectViews, w.admin.cookie);
    const adminOne = `${w.projectViews}${adminView.id}/`;
    expect((await call('PATCH', adminOne, w.member.cookie, { name: 'x' })).statusCode).toBe(403);
    expect((await call('PATCH', adminOne, w.member.cookie, { is_locked: true })).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', adminOne, w.member.cookie, { access: 0 })).statusCode).toBe(403);
    expect((await call('DELETE', adminOne, w.member.cookie)).statusCode).toBe(403);

    const byAdmin = await call('PATCH', one, w.admin.cookie, { name: 'Edited by admin' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      name: 'Edited by admin',
      owned_by_id: w.member.user.id,
      updated_by: w.admin.user.id,
    });
    expect((await call('DELETE', one, w.admin.cookie)).statusCode).toBe(204);
  });

  it('hides a private view from everyone but its owner (404), admins included', async () => {
    const w = await world();
    const view = await createView(w.projectViews, w.member.cookie, { name: 'Mine' });
    const one = `${w.projectViews}${view.id}/`;
    const made = await call('PATCH', one, w.member.cookie, { access: VIEW_ACCESS.private });
    expect(made.json()).toMatchObject({ access: 0 });
    for (const cookie of [w.admin.cookie, w.guest.cookie]) {
      expect((await call('GET', one, cookie)).statusCode).toBe(404);
      expect((await call('PATCH', one, cookie, { name: 'x' })).statusCode).toBe(404);
      expect((await call('DELETE', one, cookie)).statusCode).toBe(404);
      expect((await call('GET', `${one}issues/`, cookie)).statusCode).toBe(404);
      const listed = await call('GET', w.projectViews, cookie);
      expect(listed.json<View[]>().map((row) => row.id)).not.toContain(view.id);
      const favorite = await call('POST', `${w.projectUrl}/user-favorite-views/`, cookie, {
        view: view.id,
      });
      expect(favorite.statusCode).toBe(404);
    }
    expect((await call('GET', one, w.member.cookie)).json()).toMatchObject({ name: 'Mine' });
    const own = await call('GET', w.projectViews, w.member.cookie);
    expect(own.json<View[]>().map((row) => row.id)).toContain(view.id);
    const back = await call('PATCH', one, w.member.cookie, { access: VIEW_ACCESS.public });
    expect(back.json()).toMatchObject({ access: 1 });
    expect((await call('GET', one, w.guest.cookie)).statusCode).toBe(200);
  });

  it('keeps a locked view’s filters until it is unlocked', async () => {
    const w = await world();
    const view = await createView(w.projectViews, w.member.cookie, {
      filters: { priority: ['high'] },
    });
    const one = `${w.projectViews}${view.id}/`;
    const locked = await call('PATCH', one, w.member.cookie, { is_locked: true });
    expect(locked.json()).toMatchObject({ is_locked: true });
    for (const [body, field] of [
      [{ filters: { priority: ['low'] } }, 'filters'],
      [{ rich_filters: { priority: 'low' } }, 'rich_filters'],
      [{ display_filters: { layout: 'list' } }, 'display_filters'],
      [{ display_properties: { key: false } }, 'display_properties'],
      [{ is_locked: false, filters: { priority: ['low'] } }, 'filters'],
    ] as const) {
      const refused = await call('PATCH', one, w.admin.cookie, body);
      expect(refused.json()).toEqual({
        error: `${field}: ${VIEW_LOCKED_MESSAGE}`,
        code: 'VALIDATION_ERROR',
        field,
      });
    }
    expect((await call('PATCH', one, w.member.cookie, { name: 'Still named' })).statusCode).toBe(
      200,
    );
    const unlocked = await call('PATCH', one, w.member.cookie, { is_locked: false });
    expect(unlocked.json()).toMatchObject({ is_locked: false, filters: { priority: ['high'] } });
    const changed = await call('PATCH', one, w.member.cookie, { filters: { priority: ['low'] } });
    expect(changed.json()).toMatchObject({ filters: { priority: ['low'] } });
  });

  it('favorites a view once, shows is_favorite, and drops favorites with the view', async () => {
    const w = await world();
    const view = await createView(w.projectViews, w.member.cookie, { name: 'Starred' });
    const url = `${w.projectUrl}/user-favorite-views/`;
    expect((await call('POST', url, undefined, { view: view.id })).statusCode).toBe(401);
    expect((await call('POST', url, w.outsider.cookie, { view: view.id })).statusCode).toBe(403);
    await expectForeignOriginRefused('DELETE', `${url}${view.id}/`, w.member.cookie);
    expectFieldRefused(await call('POST', url, w.member.cookie, { view: 'nope' }), 'view');

    const first = await call('POST', url, w.guest.cookie, { view: view.id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      entity_type: 'view',
      entity_identifier: view.id,
      view: view.id,
      project_id: w.project.id,
      name: 'Starred',
    });
    const again = await call('POST', url, w.guest.cookie, { view: view.id });
    expect(again.json()).toEqual(first.json());
    await call('POST', url, w.member.cookie, { view: view.id });
    const one = `${w.projectViews}${view.id}/`;
    expect((await call('GET', one, w.guest.cookie)).json()).toMatchObject({ is_favorite: true });
    expect((await call('GET', one, w.admin.cookie)).json()).toMatchObject({ is_favorite: false });
    const listed = await call('GET', w.projectViews, w.guest.cookie);
    expect(listed.json<View[]>()[0]).toMatchObject({ id: view.id, is_favorite: true });

    expect((await call('DELETE', `${url}${view.id}/`, w.guest.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `${url}${view.id}/`, w.guest.cookie)).statusCode).toBe(404);
    expect((await call('GET', one, w.guest.cookie)).json()).toMatchObject({ is_favorite: false });

    expect((await call('DELETE', one, w.member.cookie)).statusCode).toBe(204);
    const left = await ctx.db
      .select()
      .from(userFavorites)
      .where(
        and(eq(userFavorites.entity_type, 'view'), eq(userFavorites.entity_identifier, view.id)),
      );
    expect(left).toEqual([]);
  });
});

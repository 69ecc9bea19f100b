import { type Module, MODULE_ARCHIVED_MESSAGE, MODULE_NOT_ARCHIVABLE_MESSAGE } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { modules, userFavorites } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { expectRefused, moduleKit } from './module-test-helpers';

describe('module archive, favorites and the workspace list', () => {
  const ctx = useTestApp();
  const kit = moduleKit(ctx);
  const { call } = kit;

  async function favoritesOf(moduleId: string) {
    return ctx.db
      .select()
      .from(userFavorites)
      .where(
        and(eq(userFavorites.entity_type, 'module'), eq(userFavorites.entity_identifier, moduleId)),
      );
  }

  it('archives only completed or cancelled modules, drops favorites, and restores', async () => {
    const w = await kit.world();
    const running = await kit.createModule(w, { name: 'Running', status: 'in-progress' });
    const done = await kit.createModule(w, { name: 'Done', status: 'completed' });
    const archive = (id: string) => call('POST', `${w.modulesUrl}${id}/archive/`, w.member.cookie);
    expectRefused(await archive(running.id), MODULE_NOT_ARCHIVABLE_MESSAGE, 'status');
    const [stored] = await ctx.db.select().from(modules).where(eq(modules.id, running.id));
    expect(stored?.archived_at).toBeNull();

    for (const person of [w.member, w.guest]) {
      const favorite = await call('POST', `${w.projectUrl}/user-favorite-modules/`, person.cookie, {
        module: done.id,
      });
      expect(favorite.statusCode).toBe(201);
    }
    expect(await favoritesOf(done.id)).toHaveLength(2);
    const archived = await archive(done.id);
    expect(archived.statusCode).toBe(200);
    const { archived_at: archivedAt } = archived.json<{ archived_at: string }>();
    expect(new Date(archivedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await favoritesOf(done.id)).toEqual([]);
    // Already archived: not archived again.
    expect((await archive(done.id)).json()).toEqual({ archived_at: archivedAt });

    const active = await call('GET', w.modulesUrl, w.guest.cookie);
    expect(active.json<Module[]>().map((module) => module.id)).toEqual([running.id]);
    const archivedList = await call('GET', `${w.projectUrl}/archived-modules/`, w.guest.cookie);
    expect(archivedList.json<Module[]>()).toEqual([
      expect.objectContaining({ id: done.id, archived_at: archivedAt, is_favorite: false }),
    ]);
    const archivedOne = `${w.projectUrl}/archived-modules/${done.id}/`;
    expect((await call('GET', archivedOne, w.guest.cookie)).json()).toMatchObject({
      id: done.id,
      distribution: { completion_chart: {} },
    });
    const runningAsArchived = `${w.projectUrl}/archived-modules/${running.id}/`;
    expect((await call('GET', runningAsArchived, w.guest.cookie)).statusCode).toBe(404);
    const edit = await call('PATCH', `${w.modulesUrl}${done.id}/`, w.member.cookie, { name: 'X' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ error: MODULE_ARCHIVED_MESSAGE });
    const favoriteArchived = await call(
      'POST',
      `${w.projectUrl}/user-favorite-modules/`,
      w.member.cookie,
      { module: done.id },
    );
    expectRefused(favoriteArchived, 'Must be a module of this project', 'module');

    const restore = await call('DELETE', `${w.modulesUrl}${done.id}/archive/`, w.member.cookie);
    expect(restore.statusCode).toBe(204);
    const back = await call('GET', `${w.modulesUrl}${done.id}/`, w.member.cookie);
    expect(back.json()).toMatchObject({ archived_at: null });
    expect(
      (await call('GET', `${w.projectUrl}/archived-modules/`, w.member.cookie)).json(),
    ).toEqual([]);
  });

  it('guards archive and restore like every write', async () => {
    const w = await kit.world();
    const done = await kit.createModule(w, { name: 'Done', status: 'cancelled' });
    const url = `${w.modulesUrl}${done.id}/archive/`;
    await kit.expectMembersOnly(w, 'POST', url);
    await kit.expectMembersOnly(w, 'DELETE', url);
    await kit.expectProjectReadersOnly(w, `${w.projectUrl}/archived-modules/`);
    const [stored] = await ctx.db.select().from(modules).where(eq(modules.id, done.id));
    expect(stored?.archived_at).toBeNull();
    const other = await kit.world();
    const elsewhere = `${other.projectUrl}/modules/${done.id}/archive/`;
    expect((await call('POST', elsewhere, other.admin.cookie)).statusCode).toBe(404);
  });

  it('keeps favorites per person, shown as is_favorite', async () => {
    const w = await kit.world();
    const module = await kit.createModule(w, { name: 'Alpha' });
    const favorites = `${w.projectUrl}/user-favorite-modules/`;
    expect((await call('POST', favorites, undefined, { module: module.id })).statusCode).toBe(401);
    expect(
      (await call('POST', favorites, w.outsider.cookie, { module: module.id })).statusCode,
    ).toBe(403);
    const added = await call('POST', favorites, w.guest.cookie, { module: module.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      entity_type: 'module',
      entity_identifier: module.id,
      module: module.id,
      project_id: w.project.id,
      name: 'Alpha',
    });
    expect((await call('POST', favorites, w.guest.cookie, { module: module.id })).statusCode).toBe(
      201,
    );
    expect(await favoritesOf(module.id)).toHaveLength(1);
    const asGuest = await call('GET', `${w.modulesUrl}${module.id}/`, w.guest.cookie);
    expect(asGuest.json()).toMatchObject({ is_favorite: true });
    const asMember = await call('GET', w.modulesUrl, w.member.cookie);
    expect(asMember.json()).toEqual([expect.objectContaining({ is_favorite: false })]);
    expect(
      (await call('POST', favorites, w.guest.cookie, { module: 'nope' })).json(),
    ).toMatchObject({ field: 'module' });
    const other = await kit.world();
    const foreign = await kit.createModule(other, { name: 'Theirs' });
    expectRefused(
      await call('POST', favorites, w.guest.cookie, { module: foreign.id }),
      'Must be a module of this project',
      'module',
    );
    const removed = await call('DELETE', `${favorites}${module.id}/`, w.guest.cookie);
    expect(removed.statusCode).toBe(204);
    expect(await favoritesOf(module.id)).toEqual([]);
  });

  it('lists the workspace’s modules of the caller’s projects', async () => {
    const w = await kit.world();
    const module = await kit.createModule(w, { name: 'Alpha' });
    const done = await kit.createModule(w, { name: 'Done', status: 'completed' });
    await call('POST', `${w.modulesUrl}${done.id}/archive/`, w.member.cookie);
    const url = `${w.base}/modules/`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, w.stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, w.outsider.cookie)).json()).toEqual([]);
    expect((await call('GET', url, w.guest.cookie)).json()).toEqual([
      expect.objectContaining({ id: module.id, project_id: w.project.id }),
    ]);
  });
});

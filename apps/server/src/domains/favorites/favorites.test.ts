import {
  FAVORITE_ENTITY_REQUIRED_MESSAGE,
  FAVORITE_FOLDER_FLAG_MESSAGE,
  FAVORITE_FOLDER_NAME_MESSAGE,
  type Favorite,
  type Project,
} from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { modules, projectMembers } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import {
  expectRefused,
  favoriteKit,
  type FavoriteWorld,
  type Method,
} from './favorite-test-helpers';

describe('user-favorites', () => {
  const ctx = useTestApp();
  const kit = favoriteKit(ctx);
  const { call } = kit;

  /** 401 anonymous, 403 for another workspace's user, a guest and a foreign origin. */
  async function expectMembersOnly(w: FavoriteWorld, method: Method, url: string, body?: object) {
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    expect((await call(method, url, w.stranger.cookie, body)).statusCode).toBe(403);
    expect((await call(method, url, w.guest.cookie, body)).statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      method,
      url,
      headers: { cookie: w.member.cookie, origin: 'https://evil.example' },
      ...(body ? { payload: body } : {}),
    });
    if (method === 'GET') expect(foreign.statusCode).toBe(200);
    else {
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });
    }
  }

  it('refuses the anonymous, other workspaces, guests and foreign origins on every route', async () => {
    const w = await kit.world();
    const folder = await kit.folder(w, 'Mine');
    const one = `${w.favoritesUrl}${folder.id}/`;
    const project = { entity_type: 'project', entity_identifier: w.project.id };
    await expectMembersOnly(w, 'GET', w.favoritesUrl);
    await expectMembersOnly(w, 'GET', `${w.favoritesUrl}?all=true`);
    await expectMembersOnly(w, 'POST', w.favoritesUrl, project);
    await expectMembersOnly(w, 'PATCH', one, { name: 'Renamed' });
    await expectMembersOnly(w, 'DELETE', one);
    await expectMembersOnly(w, 'GET', `${one}group/`);
    const [stored] = await kit.list(w);
    expect(stored).toMatchObject({ id: folder.id, name: 'Mine' });
    expect(await kit.list(w)).toHaveLength(1);
  });

  it('favorites a project, a cycle and a module, and answers an existing favorite as it is', async () => {
    const w = await kit.world();
    const cycle = await kit.createCycle(w, 'Sprint 1');
    const module = await kit.createModule(w, 'Billing');
    const project = await kit.favorite(w, {
      entity_type: 'project',
      entity_identifier: w.project.id,
      project_id: w.project.id,
      entity_data: { name: 'ignored' },
      parent: null,
      is_folder: false,
    });
    expect(project).toEqual({
      id: expect.any(String) as string,
      entity_type: 'project',
      entity_identifier: w.project.id,
      entity_data: {
        id: w.project.id,
        name: w.project.name,
        logo_props: {},
        project_id: w.project.id,
      },
      name: w.project.name,
      is_folder: false,
      sequence: 65_535,
      parent: null,
      project_id: w.project.id,
      workspace_id: w.workspace.id,
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
    });
    const again = await kit.favorite(w, {
      entity_type: 'project',
      entity_identifier: w.project.id,
    });
    expect(again).toEqual(project);
    const ofCycle = await kit.favorite(w, { entity_type: 'cycle', entity_identifier: cycle.id });
    expect(ofCycle).toMatchObject({
      entity_data: { id: cycle.id, name: 'Sprint 1', project_id: w.project.id },
      project_id: w.project.id,
      sequence: 75_535,
    });
    const ofModule = await kit.favorite(w, { entity_type: 'module', entity_identifier: module.id });
    expect(ofModule).toMatchObject({ entity_data: { name: 'Billing' }, sequence: 85_535 });
    expect((await kit.list(w)).map((favorite) => favorite.id)).toEqual([
      project.id,
      ofCycle.id,
      ofModule.id,
    ]);
    // The project and module lists see them as favorites.
    const detail = await call('GET', `${w.projectUrl}/`, w.member.cookie);
    expect(detail.json<Project>().is_favorite).toBe(true);
    const moduleDetail = await call(
      'GET',
      `${w.projectUrl}/modules/${module.id}/`,
      w.member.cookie,
    );
    expect(moduleDetail.json<{ is_favorite: boolean }>().is_favorite).toBe(true);
  });

  it('refuses bad input, naming the field', async () => {
    const w = await kit.world();
    const post = (body: object) => call('POST', w.favoritesUrl, w.member.cookie, body);
    const types = 'project, cycle, module, view, page, folder';
    expectRefused(await post({ entity_type: 'issue' }), `Must be one of ${types}`, 'entity_type');
    expectRefused(
      await post({ entity_type: 'project' }),
      FAVORITE_ENTITY_REQUIRED_MESSAGE,
      'entity_identifier',
    );
    expectRefused(
      await post({ entity_type: 'project', entity_identifier: 'nope' }),
      'Must be an id',
      'entity_identifier',
    );
    expectRefused(await post({ entity_type: 'folder' }), FAVORITE_FOLDER_NAME_MESSAGE, 'name');
    expectRefused(
      await post({ entity_type: 'folder', name: '   ' }),
      FAVORITE_FOLDER_NAME_MESSAGE,
      'name',
    );
    expectRefused(
      await post({ entity_type: 'folder', is_folder: false, name: 'X' }),
      FAVORITE_FOLDER_FLAG_MESSAGE,
      'is_folder',
    );
    expectRefused(
      await post({ entity_type: 'project', entity_identifier: w.project.id, is_folder: true }),
      FAVORITE_FOLDER_FLAG_MESSAGE,
      'is_folder',
    );
    expectRefused(
      await post({ entity_type: 'folder', name: 'X', parent: 'x' }),
      'Must be a folder id',
      'parent',
    );
    expectRefused(
      await call('GET', `${w.favoritesUrl}?all=maybe`, w.member.cookie),
      'Must be true or false',
      'all',
    );
    const folder = await kit.folder(w, 'F');
    const patch = (body: object) =>
      call('PATCH', `${w.favoritesUrl}${folder.id}/`, w.member.cookie, body);
    expectRefused(await patch({ sequence: 'first' }), 'Must be a number', 'sequence');
    expectRefused(await patch({ name: '' }), FAVORITE_FOLDER_NAME_MESSAGE, 'name');
    expect(
      (await call('PATCH', `${w.favoritesUrl}not-an-id/`, w.member.cookie, {})).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${w.favoritesUrl}not-an-id/`, w.member.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `${w.favoritesUrl}not-an-id/group/`, w.member.cookie)).statusCode,
    ).toBe(404);
    expect(await kit.list(w)).toHaveLength(1);
  });

  it('refuses entities the caller cannot see and keeps favorites private to their owner', async () => {
    const w = await kit.world();
    const cycle = await kit.createCycle(w, 'Secret sprint');
    const asOutsider = (body: object) => call('POST', w.favoritesUrl, w.outsider.cookie, body);
    // The project is secret and the outsider is not a member of it.
    const refusedProject = await asOutsider({
      entity_type: 'project',
      entity_identifier: w.project.id,
    });
    expect(refusedProject.statusCode).toBe(404);
    expect(
      (await asOutsider({ entity_type: 'cycle', entity_identifier: cycle.id })).statusCode,
    ).toBe(404);
    const missing = await asOutsider({
      entity_type: 'module',
      entity_identifier: crypto.randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    const other = await kit.world();
    const elsewhere = await call('POST', w.favoritesUrl, w.admin.cookie, {
      entity_type: 'project',
      entity_identifier: other.project.id,
    });
    expect(elsewhere.statusCode).toBe(404);

    const mine = await kit.favorite(w, { entity_type: 'cycle', entity_identifier: cycle.id });
    const folder = await kit.folder(w, 'Private');
    expect(await kit.list(w, w.admin.cookie)).toEqual([]);
    for (const id of [mine.id, folder.id]) {
      const one = `${w.favoritesUrl}${id}/`;
      expect((await call('PATCH', one, w.admin.cookie, { sequence: 1 })).statusCode).toBe(404);
      expect((await call('DELETE', one, w.admin.cookie)).statusCode).toBe(404);
      expect((await call('GET', `${one}group/`, w.admin.cookie)).statusCode).toBe(404);
      expect((await call('GET', `${one}group/`, other.admin.cookie)).statusCode).toBe(403);
    }
    // The admin cannot put their favorite into someone else's folder either.
    const admins = await kit.favorite(
      w,
      { entity_type: 'project', entity_identifier: w.project.id },
      w.admin.cookie,
    );
    const into = await call('PATCH', `${w.favoritesUrl}${admins.id}/`, w.admin.cookie, {
      parent: folder.id,
    });
    expect(into.statusCode).toBe(400);
    expect((await kit.list(w)).map((favorite: Favorite) => favorite.id)).toEqual([
      mine.id,
      folder.id,
    ]);
  });

  it('leaves out favorites whose entity is gone or out of sight, without failing', async () => {
    const w = await kit.world();
    const module = await kit.createModule(w, 'Doomed');
    const cycle = await kit.createCycle(w, 'Sprint');
    await kit.favorite(w, { entity_type: 'module', entity_identifier: module.id });
    const ofCycle = await kit.favorite(w, { entity_type: 'cycle', entity_identifier: cycle.id });
    const ofProject = await kit.favorite(w, {
      entity_type: 'project',
      entity_identifier: w.project.id,
    });
    await ctx.db.update(modules).set({ deleted_at: new Date() }).where(eq(modules.id, module.id));
    expect((await kit.list(w)).map((favorite) => favorite.id)).toEqual([ofCycle.id, ofProject.id]);
    await ctx.db
      .update(projectMembers)
      .set({ is_active: false })
      .where(
        and(
          eq(projectMembers.project_id, w.project.id),
          eq(projectMembers.member_id, w.member.user.id),
        ),
      );
    expect(await kit.list(w)).toEqual([]);
    expect(await kit.list(w, w.member.cookie, '?all=true')).toEqual([]);
  });
});

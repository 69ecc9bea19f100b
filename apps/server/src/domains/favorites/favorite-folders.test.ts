import {
  FAVORITE_FOLDER_NESTING_MESSAGE,
  FAVORITE_PARENT_NOT_FOLDER_MESSAGE,
  type Favorite,
  type Project,
  reorderedFavoriteSequence,
} from '@keel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { expectRefused, favoriteKit } from './favorite-test-helpers';

const ids = (favorites: readonly Favorite[]) => favorites.map((favorite) => favorite.id);

describe('user-favorites folders, moves and reorder', () => {
  const ctx = useTestApp();
  const kit = favoriteKit(ctx);
  const { call } = kit;

  it('keeps favorites in folders out of the top level and lists them in the group', async () => {
    const w = await kit.world();
    const folder = await kit.favorite(w, { entity_type: 'folder', is_folder: true, name: 'Team' });
    expect(folder).toMatchObject({
      entity_type: 'folder',
      entity_identifier: null,
      entity_data: null,
      name: 'Team',
      is_folder: true,
      parent: null,
      project_id: null,
    });
    const project = await kit.favorite(w, {
      entity_type: 'project',
      entity_identifier: w.project.id,
      parent: folder.id,
    });
    expect(project.parent).toBe(folder.id);
    const cycle = await kit.createCycle(w, 'Sprint');
    const ofCycle = await kit.favorite(w, { entity_type: 'cycle', entity_identifier: cycle.id });

    expect(ids(await kit.list(w))).toEqual([folder.id, ofCycle.id]);
    expect(ids(await kit.list(w, w.member.cookie, '?all=false'))).toEqual([folder.id, ofCycle.id]);
    expect(ids(await kit.list(w, w.member.cookie, '?all=true'))).toEqual([
      folder.id,
      project.id,
      ofCycle.id,
    ]);
    const group = await call('GET', `${w.favoritesUrl}${folder.id}/group/`, w.member.cookie);
    expect(group.statusCode).toBe(200);
    expect(ids(group.json<Favorite[]>())).toEqual([project.id]);
  });

  it('moves favorites into and out of folders by setting parent', async () => {
    const w = await kit.world();
    const folder = await kit.folder(w, 'Later');
    const cycle = await kit.createCycle(w, 'Sprint');
    const ofCycle = await kit.favorite(w, { entity_type: 'cycle', entity_identifier: cycle.id });
    const one = `${w.favoritesUrl}${ofCycle.id}/`;
    const moveIn = await call('PATCH', one, w.member.cookie, { parent: folder.id });
    expect(moveIn.statusCode, moveIn.body).toBe(200);
    expect(moveIn.json<Favorite>()).toMatchObject({
      id: ofCycle.id,
      parent: folder.id,
      sequence: ofCycle.sequence,
      entity_data: { id: cycle.id, name: 'Sprint' },
    });
    expect(ids(await kit.list(w))).toEqual([folder.id]);
    const moveOut = await call('PATCH', one, w.member.cookie, { parent: null });
    expect(moveOut.json<Favorite>().parent).toBeNull();
    expect(ids(await kit.list(w))).toEqual([folder.id, ofCycle.id]);
    const group = await call('GET', `${w.favoritesUrl}${folder.id}/group/`, w.member.cookie);
    expect(group.json()).toEqual([]);
  });

  it('nests folders one level only and puts items only under folders', async () => {
    const w = await kit.world();
    const outer = await kit.folder(w, 'Outer');
    const inner = await kit.folder(w, 'Inner');
    const ofProject = await kit.favorite(w, {
      entity_type: 'project',
      entity_identifier: w.project.id,
    });
    const module = await kit.createModule(w, 'Billing');
    const post = (body: object) => call('POST', w.favoritesUrl, w.member.cookie, body);
    expectRefused(
      await post({ entity_type: 'folder', name: 'Deep', parent: outer.id }),
      FAVORITE_FOLDER_NESTING_MESSAGE,
      'parent',
    );
    expectRefused(
      await post({ entity_type: 'module', entity_identifier: module.id, parent: ofProject.id }),
      FAVORITE_PARENT_NOT_FOLDER_MESSAGE,
      'parent',
    );
    expectRefused(
      await post({
        entity_type: 'module',
        entity_identifier: module.id,
        parent: crypto.randomUUID(),
      }),
      FAVORITE_PARENT_NOT_FOLDER_MESSAGE,
      'parent',
    );
    const patch = (id: string, body: object) =>
      call('PATCH', `${w.favoritesUrl}${id}/`, w.member.cookie, body);
    expectRefused(
      await patch(inner.id, { parent: outer.id }),
      FAVORITE_FOLDER_NESTING_MESSAGE,
      'parent',
    );
    expectRefused(
      await patch(ofProject.id, { parent: ofProject.id }),
      FAVORITE_PARENT_NOT_FOLDER_MESSAGE,
      'parent',
    );
    expect(ids(await kit.list(w, w.member.cookie, '?all=true'))).toEqual([
      outer.id,
      inner.id,
      ofProject.id,
    ]);
  });

  it('reorders by sequence (neighbours average above, a step past the end) and renames', async () => {
    const w = await kit.world();
    const a = await kit.folder(w, 'A');
    const b = await kit.folder(w, 'B');
    const c = await kit.folder(w, 'C');
    expect([a.sequence, b.sequence, c.sequence]).toEqual([65_535, 75_535, 85_535]);
    // Drag C above B: the average of A and B.
    const above = reorderedFavoriteSequence([a.sequence, b.sequence], 1, 'above');
    const moved = await call('PATCH', `${w.favoritesUrl}${c.id}/`, w.member.cookie, {
      sequence: above,
    });
    expect(moved.json<Favorite>().sequence).toBe(70_535);
    expect(ids(await kit.list(w))).toEqual([a.id, c.id, b.id]);
    // Drag A below B (the last): one step past it.
    const below = reorderedFavoriteSequence([above, b.sequence], 1, 'below');
    await call('PATCH', `${w.favoritesUrl}${a.id}/`, w.member.cookie, { sequence: below });
    expect(ids(await kit.list(w))).toEqual([c.id, b.id, a.id]);
    const renamed = await call('PATCH', `${w.favoritesUrl}${b.id}/`, w.member.cookie, {
      entity_data: { name: 'Beta' },
    });
    expect(renamed.json<Favorite>()).toMatchObject({ id: b.id, name: 'Beta' });
    const again = await call('PATCH', `${w.favoritesUrl}${b.id}/`, w.member.cookie, {
      name: ' Bravo ',
    });
    expect(again.json<Favorite>().name).toBe('Bravo');
  });

  it('deletes a folder together with the favorites inside it (Plane cascades)', async () => {
    const w = await kit.world();
    const folder = await kit.folder(w, 'Gone');
    const keep = await kit.folder(w, 'Kept');
    const inside = await kit.favorite(w, {
      entity_type: 'project',
      entity_identifier: w.project.id,
      parent: folder.id,
    });
    const removed = await call('DELETE', `${w.favoritesUrl}${folder.id}/`, w.member.cookie);
    expect(removed.statusCode).toBe(204);
    expect(ids(await kit.list(w, w.member.cookie, '?all=true'))).toEqual([keep.id]);
    expect(
      (await call('GET', `${w.favoritesUrl}${folder.id}/group/`, w.member.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `${w.favoritesUrl}${inside.id}/`, w.member.cookie)).statusCode,
    ).toBe(404);
    // The project can be a favorite again.
    const back = await kit.favorite(w, { entity_type: 'project', entity_identifier: w.project.id });
    expect(back.id).not.toBe(inside.id);
  });

  it('shares its rows with user-favorite-projects, -cycles and -modules', async () => {
    const w = await kit.world();
    const oldProjects = `${w.base}/user-favorite-projects/`;
    const added = await call('POST', oldProjects, w.member.cookie, { project: w.project.id });
    expect(added.statusCode).toBe(201);
    const [listed] = await kit.list(w);
    expect(listed).toMatchObject({ entity_type: 'project', entity_identifier: w.project.id });
    const again = await kit.favorite(w, {
      entity_type: 'project',
      entity_identifier: w.project.id,
    });
    expect(again.id).toBe(listed?.id);
    const removed = await call('DELETE', `${oldProjects}${w.project.id}/`, w.member.cookie);
    expect(removed.statusCode).toBe(204);
    expect(await kit.list(w)).toEqual([]);

    const created = await kit.favorite(w, {
      entity_type: 'project',
      entity_identifier: w.project.id,
    });
    const detail = await call('GET', `${w.projectUrl}/`, w.member.cookie);
    expect(detail.json<Project>().is_favorite).toBe(true);
    const deleted = await call('DELETE', `${w.favoritesUrl}${created.id}/`, w.member.cookie);
    expect(deleted.statusCode).toBe(204);
    const after = await call('GET', `${w.projectUrl}/`, w.member.cookie);
    expect(after.json<Project>().is_favorite).toBe(false);

    const cycle = await kit.createCycle(w, 'Sprint');
    const oldCycle = await call('POST', `${w.projectUrl}/user-favorite-cycles/`, w.member.cookie, {
      cycle: cycle.id,
    });
    expect(oldCycle.statusCode).toBe(201);
    const module = await kit.createModule(w, 'Billing');
    const ofModule = await kit.favorite(w, { entity_type: 'module', entity_identifier: module.id });
    expect((await kit.list(w)).map((favorite) => favorite.entity_identifier)).toEqual([
      cycle.id,
      module.id,
    ]);
    const unfavorite = `${w.projectUrl}/user-favorite-modules/${module.id}/`;
    expect((await call('DELETE', unfavorite, w.member.cookie)).statusCode).toBe(204);
    expect(ids(await kit.list(w))).not.toContain(ofModule.id);
    const archived = await call('DELETE', `${w.projectUrl}/cycles/${cycle.id}/`, w.member.cookie);
    expect(archived.statusCode).toBe(204);
    expect(await kit.list(w)).toEqual([]);

    // Favorites added by the older routes go to the end as well.
    const folder = await kit.folder(w, 'First');
    await call('POST', oldProjects, w.member.cookie, { project: w.project.id });
    const [first, last] = await kit.list(w);
    expect(first?.id).toBe(folder.id);
    expect(last).toMatchObject({ entity_type: 'project', sequence: folder.sequence + 10_000 });
  });
});

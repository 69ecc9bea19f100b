import type { V1Sticky } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

interface Page<T> {
  results: T[];
  total_results: number;
  next_cursor: string;
  next_page_results: boolean;
  count: number;
}

describe('/api/v1/ stickies', () => {
  const ctx = useTestApp();

  it('does the DRF router CRUD of the caller own stickies in v1 shape', async () => {
    const team = await v1Team(ctx);
    const base = `${team.workspaceBase}/stickies/`;
    const created = await callV1(ctx, 'POST', base, team.keys.guest, {
      name: 'Remember',
      description_html: '<p>milk</p>',
      color: '#ffaa00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const sticky = created.json<V1Sticky>();
    expect(sticky).toMatchObject({
      name: 'Remember',
      description_html: '<p>milk</p>',
      description_stripped: 'milk',
      color: '#ffaa00',
      workspace: team.workspace.id,
      owner: team.guest.user.id,
      deleted_at: null,
      description_binary: null,
    });
    const one = `${base}${sticky.id}/`;
    expect((await callV1(ctx, 'GET', one, team.keys.guest)).json()).toEqual(sticky);
    const patched = await callV1(ctx, 'PATCH', one, team.keys.guest, { name: 'Remember!' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<V1Sticky>()).toMatchObject({ id: sticky.id, name: 'Remember!' });
    const bad = await callV1(ctx, 'PATCH', one, team.keys.guest, { sort_order: 'high' });
    expect(bad.statusCode).toBe(400);

    // Another person's sticky does not exist for them.
    expect((await callV1(ctx, 'GET', one, team.keys.member)).statusCode).toBe(404);
    expect((await callV1(ctx, 'DELETE', one, team.keys.admin)).statusCode).toBe(404);
    const theirs = (await callV1(ctx, 'GET', base, team.keys.member)).json<Page<V1Sticky>>();
    expect(theirs.total_results).toBe(0);

    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['POST', base, { name: 'x' }],
      ['GET', one, undefined],
      ['PATCH', one, { name: 'x' }],
      ['DELETE', one, undefined],
    ] as const)
      await expectRefusesStrangers(ctx, method, url, team.keys.outsider, payload);

    expect((await callV1(ctx, 'DELETE', one, team.keys.guest)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', one, team.keys.guest)).statusCode).toBe(404);
  });

  it('lists newest first in pages of 20 by default, with a cursor and a search', async () => {
    const team = await v1Team(ctx);
    const base = `${team.workspaceBase}/stickies/`;
    for (let index = 0; index < 22; index += 1)
      await callV1(ctx, 'POST', base, team.keys.member, {
        name: `Note ${String(index)}`,
        description_html: index === 3 ? '<p>needle</p>' : '<p>hay</p>',
      });
    const first = await callV1(ctx, 'GET', base, team.keys.member);
    expect(first.statusCode).toBe(200);
    const page = first.json<Page<V1Sticky>>();
    expect(page).toMatchObject({ count: 20, total_results: 22, next_page_results: true });
    expect(page.results[0]?.name).toBe('Note 21');
    const second = await callV1(ctx, 'GET', `${base}?cursor=${page.next_cursor}`, team.keys.member);
    expect(second.json<Page<V1Sticky>>().results.map((each) => each.name)).toEqual([
      'Note 1',
      'Note 0',
    ]);
    const small = await callV1(ctx, 'GET', `${base}?per_page=5`, team.keys.member);
    expect(small.json<Page<V1Sticky>>().count).toBe(5);
    const found = await callV1(ctx, 'GET', `${base}?query=needle`, team.keys.member);
    expect(found.json<Page<V1Sticky>>().results.map((each) => each.name)).toEqual(['Note 3']);
    expect((await callV1(ctx, 'GET', `${base}?per_page=0`, team.keys.member)).statusCode).toBe(400);
  });
});

import { type Sticky, StickyPageSchema, StickySchema } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stickies } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused } from '#server/domains/work-items/kernel/test-helpers';

describe('stickies', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: ProjectWorld;
  let url: string;

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    url = `${world.base}/stickies/`;
  });

  async function create(cookie: string, body: object): Promise<Sticky> {
    const response = await call('POST', url, cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return StickySchema.parse(response.json());
  }

  it('refuses the anonymous, other workspaces and other origins', async () => {
    const sticky = await create(world.member.cookie, { name: 'Guarded' });
    const one = `${url}${sticky.id}/`;
    for (const [method, target, body] of [
      ['GET', url, undefined],
      ['POST', url, { name: 'x' }],
      ['GET', one, undefined],
      ['PATCH', one, { name: 'x' }],
      ['DELETE', one, undefined],
    ] as const) {
      expect((await call(method, target, undefined, body)).statusCode).toBe(401);
      expect((await call(method, target, world.stranger.cookie, body)).statusCode).toBe(403);
    }
    const foreign = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
      payload: { name: 'x' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await call('GET', one, world.member.cookie)).json()).toMatchObject({ name: 'Guarded' });
  });

  it('creates, reads, edits and deletes a sticky, its HTML sanitized', async () => {
    const sticky = await create(world.guest.cookie, {
      name: 'Groceries',
      description_html:
        '<p onclick="steal()">Milk <script>alert(1)</script><a href="javascript:x">and</a> eggs</p>',
      background_color: '#FFE8A3',
    });
    expect(sticky).toMatchObject({
      name: 'Groceries',
      description_html: '<p>Milk <a rel="noopener noreferrer nofollow">and</a> eggs</p>',
      description_stripped: 'Milk and eggs',
      background_color: '#FFE8A3',
      color: null,
      owner: world.guest.user.id,
      workspace: world.workspace.id,
      sort_order: 65_535,
    });
    const one = `${url}${sticky.id}/`;
    expect((await call('GET', one, world.guest.cookie)).json()).toEqual(sticky);
    const edited = await call('PATCH', one, world.guest.cookie, {
      description_html: '<p>Bread</p><img src="x" onerror="boom()">',
      color: '#000',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Groceries',
      description_html: '<p>Bread</p><img src="x" />',
      description_stripped: 'Bread',
      color: '#000',
    });
    expect((await call('DELETE', one, world.guest.cookie)).statusCode).toBe(204);
    expect((await call('GET', one, world.guest.cookie)).statusCode).toBe(404);
    const empty = await create(world.guest.cookie, {});
    expect(empty).toMatchObject({ name: null, description_html: '<p></p>' });
  });

  it("keeps each person's stickies invisible and unchangeable to everyone else", async () => {
    const mine = await create(world.member.cookie, { name: 'Private' });
    const one = `${url}${mine.id}/`;
    for (const cookie of [world.admin.cookie, world.guest.cookie]) {
      expect((await call('GET', one, cookie)).statusCode).toBe(404);
      expect((await call('PATCH', one, cookie, { name: 'Taken' })).statusCode).toBe(404);
      expect((await call('DELETE', one, cookie)).statusCode).toBe(404);
      const page = StickyPageSchema.parse((await call('GET', url, cookie)).json());
      expect(page.results.map((row) => row.id)).not.toContain(mine.id);
    }
    const [stored] = await ctx.db.select().from(stickies).where(eq(stickies.id, mine.id));
    expect(stored?.name).toBe('Private');
    expect((await call('GET', `${url}not-a-uuid/`, world.member.cookie)).statusCode).toBe(404);
  });

  it('places each new sticky 10000 above the last and pages them newest first', async () => {
    const me = world.outsider.cookie;
    const made: Sticky[] = [];
    for (const name of ['one', 'two', 'three']) made.push(await create(me, { name }));
    expect(made.map((sticky) => sticky.sort_order)).toEqual([65_535, 75_535, 85_535]);

    const first = StickyPageSchema.parse((await call('GET', `${url}?per_page=2`, me)).json());
    expect(first.results.map((sticky) => sticky.name)).toEqual(['three', 'two']);
    expect(first).toMatchObject({
      cursor: '2:0:0',
      next_cursor: '2:1:0',
      next_page_results: true,
      prev_page_results: false,
      total_results: 3,
      total_pages: 2,
      page_count: 2,
    });
    const second = StickyPageSchema.parse(
      (await call('GET', `${url}?cursor=${first.next_cursor ?? ''}`, me)).json(),
    );
    expect(second.results.map((sticky) => sticky.name)).toEqual(['one']);
    expect(second).toMatchObject({ next_cursor: null, next_page_results: false });
    // The home widget's fetch: the most recent one only (spec §9).
    const recent = StickyPageSchema.parse((await call('GET', `${url}?per_page=1`, me)).json());
    expect(recent.results.map((sticky) => sticky.name)).toEqual(['three']);

    const moved = await call('PATCH', `${url}${made[0]?.id ?? ''}/`, me, { sort_order: 95_535 });
    expect(moved.json()).toMatchObject({ sort_order: 95_535 });
    const reordered = StickyPageSchema.parse((await call('GET', url, me)).json());
    expect(reordered.results.map((sticky) => sticky.name)).toEqual(['one', 'three', 'two']);
  });

  it('finds stickies by their name or text, literally', async () => {
    const me = world.admin.cookie;
    await create(me, { name: 'Release', description_html: '<p>ship 50% of it</p>' });
    await create(me, { name: 'Lunch', description_html: '<p>Sandwich</p>' });
    const search = async (query: string) =>
      StickyPageSchema.parse(
        (await call('GET', `${url}?query=${encodeURIComponent(query)}`, me)).json(),
      ).results.map((sticky) => sticky.name);
    expect(await search('sandw')).toEqual(['Lunch']);
    expect(await search('RELEASE')).toEqual(['Release']);
    expect(await search('50%')).toEqual(['Release']);
    expect(await search('%')).toEqual(['Release']);
    expect(await search('nothing')).toEqual([]);
  });

  it('refuses bad input, naming the field', async () => {
    const me = world.member.cookie;
    expectRefused(await call('POST', url, me, { name: 42 }), 'name: name must be text', 'name');
    expectRefused(
      await call('POST', url, me, { sort_order: 'top' }),
      'sort_order: sort_order must be a number',
      'sort_order',
    );
    expectRefused(
      await call('POST', url, me, { description_html: 'x'.repeat(100_001) }),
      'description_html: description_html must be at most 100000 characters',
      'description_html',
    );
    expectRefused(
      await call('GET', `${url}?per_page=0`, me),
      'per_page: per_page must be at least 1',
      'per_page',
    );
    const cursor = await call('GET', `${url}?cursor=nope`, me);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toMatchObject({ code: 'INVALID_CURSOR', field: 'cursor' });
  });
});

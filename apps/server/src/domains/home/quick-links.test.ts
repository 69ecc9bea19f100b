import { LINK_URL_MESSAGE, type QuickLink, QuickLinkListSchema } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickLinks } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused } from '#server/domains/work-items/kernel/test-helpers';

describe('quick links', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: ProjectWorld;
  let url: string;

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    url = `${world.base}/quick-links/`;
  });

  async function create(cookie: string, body: object): Promise<QuickLink> {
    const response = await call('POST', url, cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<QuickLink>();
  }

  it('refuses the anonymous, other workspaces and other origins', async () => {
    const link = await create(world.member.cookie, { url: 'https://example.com' });
    const one = `${url}${link.id}/`;
    for (const [method, target, body] of [
      ['GET', url, undefined],
      ['POST', url, { url: 'https://example.org' }],
      ['GET', one, undefined],
      ['PATCH', one, { title: 'x' }],
      ['DELETE', one, undefined],
    ] as const) {
      expect((await call(method, target, undefined, body)).statusCode).toBe(401);
      expect((await call(method, target, world.stranger.cookie, body)).statusCode).toBe(403);
    }
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url: one,
      headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
      payload: { title: 'x' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await call('GET', one, world.member.cookie)).json()).toMatchObject({ title: null });
  });

  it('adds, lists, edits and removes links', async () => {
    const me = world.guest.cookie;
    const link = await create(me, { url: 'https://example.com/docs', title: 'Docs' });
    expect(link).toMatchObject({
      url: 'https://example.com/docs',
      title: 'Docs',
      metadata: {},
      owner: world.guest.user.id,
      workspace: world.workspace.id,
      created_by: world.guest.user.id,
    });
    // An address without a scheme is taken as http:// (Plane).
    const bare = await create(me, { url: 'example.org/x', title: '' });
    expect(bare).toMatchObject({ url: 'http://example.org/x', title: null });
    const listed = QuickLinkListSchema.parse((await call('GET', url, me)).json());
    expect(listed.map((row) => row.id)).toEqual([link.id, bare.id]);
    const one = `${url}${link.id}/`;
    expect((await call('GET', one, me)).json()).toEqual(link);
    const edited = await call('PATCH', one, me, { title: 'Handbook' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Handbook', url: 'https://example.com/docs' });
    expect((await call('DELETE', one, me)).statusCode).toBe(204);
    expect((await call('GET', one, me)).statusCode).toBe(404);
    expect((await call('GET', url, me)).json()).toHaveLength(1);
  });

  it("keeps each person's links invisible and unchangeable to everyone else", async () => {
    const link = await create(world.admin.cookie, { url: 'https://admin.example' });
    const one = `${url}${link.id}/`;
    for (const cookie of [world.member.cookie, world.outsider.cookie]) {
      expect((await call('GET', one, cookie)).statusCode).toBe(404);
      expect((await call('PATCH', one, cookie, { title: 'Mine' })).statusCode).toBe(404);
      expect((await call('DELETE', one, cookie)).statusCode).toBe(404);
      const listed = QuickLinkListSchema.parse((await call('GET', url, cookie)).json());
      expect(listed.map((row) => row.id)).not.toContain(link.id);
    }
    const [stored] = await ctx.db.select().from(quickLinks).where(eq(quickLinks.id, link.id));
    expect(stored).toMatchObject({ title: null, url: 'https://admin.example' });
  });

  it('refuses javascript: and other non-web addresses, naming the field', async () => {
    const me = world.outsider.cookie;
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript://example.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file',
      'mailto:someone@example.com',
      '',
    ])
      expectRefused(await call('POST', url, me, { url: bad }), `url: ${LINK_URL_MESSAGE}`, 'url');
    expectRefused(await call('POST', url, me, {}), `url: ${LINK_URL_MESSAGE}`, 'url');
    expectRefused(
      await call('POST', url, me, { url: 'https://example.com', title: 7 }),
      'title: title must be text',
      'title',
    );
    const link = await create(me, { url: 'https://example.com' });
    expectRefused(
      await call('PATCH', `${url}${link.id}/`, me, { url: 'javascript:void(0)' }),
      `url: ${LINK_URL_MESSAGE}`,
      'url',
    );
    expect((await call('GET', url, me)).json()).toHaveLength(1);
  });
});

import {
  DESCRIPTION_VERSION_MERGE_WINDOW_MS,
  type DescriptionVersion,
  type DescriptionVersionPage,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workItemDescriptionVersions } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';

describe('work-item description versions', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create, detail } = workItemKit(ctx, () => world);
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  const versionsUrl = (id: string) => `${world.projectUrl}/work-items/${id}/description-versions/`;

  async function describe_(id: string, html: string, cookie = world.member.cookie) {
    const response = await call('PATCH', `${world.projectUrl}/issues/${id}/`, cookie, {
      description_html: html,
    });
    expect(response.statusCode).toBe(204);
  }

  async function page(id: string, query = '') {
    const response = await call('GET', `${versionsUrl(id)}${query}`, world.member.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DescriptionVersionPage>();
  }

  it('refuses the anonymous, other workspaces, outsiders and bad cursors', async () => {
    const item = await create({ name: 'Guarded' });
    expect((await call('GET', versionsUrl(item.id))).statusCode).toBe(401);
    expect((await call('GET', versionsUrl(item.id), world.stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', versionsUrl(item.id), world.outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', versionsUrl(item.id), world.guest.cookie)).statusCode).toBe(404);
    expectRefused(
      await call('GET', `${versionsUrl(item.id)}?cursor=abc`, world.member.cookie),
      'cursor: Invalid cursor',
      'cursor',
    );
    const missing = `${versionsUrl(item.id)}00000000-0000-4000-8000-000000000000/`;
    expect((await call('GET', missing, world.member.cookie)).statusCode).toBe(404);
  });

  it('snapshots a changed description, merging saves by one person within the window', async () => {
    const item = await create({ name: 'Versioned' });
    expect((await page(item.id)).total_results).toBe(0);
    await describe_(item.id, '<p>one</p>');
    await describe_(item.id, '<p>two</p>');
    // The same person within ten minutes: one snapshot, holding the latest text.
    let listed = await page(item.id);
    expect(listed.total_results).toBe(1);
    expect(listed.results[0]?.owned_by_detail?.id).toBe(world.member.user.id);
    // Someone else saves: a new snapshot.
    await describe_(item.id, '<p>three</p>', world.admin.cookie);
    // An edit that leaves the description alone adds none.
    await call('PATCH', `${world.projectUrl}/issues/${item.id}/`, world.admin.cookie, {
      priority: 'high',
    });
    listed = await page(item.id);
    expect(listed.total_results).toBe(2);
    expect(listed.results.map((version) => version.owned_by)).toEqual([
      world.admin.user.id,
      world.member.user.id,
    ]);
    const oldest = listed.results[1];
    const one = await call(
      'GET',
      `${versionsUrl(item.id)}${oldest?.id ?? ''}/`,
      world.member.cookie,
    );
    expect(one.json<DescriptionVersion>().description_html).toBe('<p>two</p>');

    // The member's snapshot is older than the window: their next save is a new one.
    await ctx.db
      .update(workItemDescriptionVersions)
      .set({ last_saved_at: new Date(Date.now() - DESCRIPTION_VERSION_MERGE_WINDOW_MS - 1000) })
      .where(eq(workItemDescriptionVersions.work_item_id, item.id));
    await describe_(item.id, '<p>four</p>', world.admin.cookie);
    expect((await page(item.id)).total_results).toBe(3);

    // Restoring is an edit of the description with a version's HTML.
    await describe_(item.id, '<p>two</p>');
    expect((await detail(item.id)).description_html).toBe('<p>two</p>');
  });

  it('pages with Plane’s cursor', async () => {
    const item = await create({ name: 'Paged' });
    await describe_(item.id, '<p>a</p>', world.member.cookie);
    await describe_(item.id, '<p>b</p>', world.admin.cookie);
    await describe_(item.id, '<p>c</p>', world.member.cookie);
    const first = await page(item.id, '?cursor=2:0:0');
    expect(first).toMatchObject({
      page_count: 2,
      total_results: 3,
      total_pages: 2,
      next_cursor: '2:1:0',
      next_page_results: true,
      prev_page_results: false,
    });
    const second = await page(item.id, '?cursor=2:1:0');
    expect(second).toMatchObject({ page_count: 1, next_cursor: null, prev_page_results: true });
  });
});

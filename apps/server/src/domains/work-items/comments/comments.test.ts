import { COMMENT_REQUIRED_MESSAGE, type WorkItemComment, userMentionHtml } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workItemCommentMentions, workItemSubscribers } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';

describe('work-item comments', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create, activityOf } = workItemKit(ctx, () => world);
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  const commentsUrl = (id: string) => `${world.projectUrl}/issues/${id}/comments/`;

  async function comment(id: string, html: string, cookie = world.member.cookie) {
    const response = await call('POST', commentsUrl(id), cookie, { comment_html: html });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WorkItemComment>();
  }

  it('refuses the anonymous, other workspaces, outsiders and cross-site posts', async () => {
    const item = await create({ name: 'Guarded' });
    const url = commentsUrl(item.id);
    const body = { comment_html: '<p>hi</p>' };
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
    expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
    expect((await call('POST', url, world.outsider.cookie, body)).statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    // A guest of a project that hides others' items from guests cannot see this one.
    expect((await call('GET', url, world.guest.cookie)).statusCode).toBe(404);
    // Another workspace's project id in this workspace's URL finds nothing.
    const other = await call(
      'GET',
      `${world.base}/projects/00000000-0000-4000-8000-000000000000/issues/${item.id}/comments/`,
      world.member.cookie,
    );
    expect(other.statusCode).toBe(404);
  });

  it('refuses an empty or missing comment, naming comment_html', async () => {
    const item = await create({ name: 'Empty comment' });
    expectRefused(
      await call('POST', commentsUrl(item.id), world.member.cookie, { comment_html: '<p> </p>' }),
      `comment_html: ${COMMENT_REQUIRED_MESSAGE}`,
      'comment_html',
    );
    expectRefused(
      await call('POST', commentsUrl(item.id), world.member.cookie, {}),
      `comment_html: ${COMMENT_REQUIRED_MESSAGE}`,
      'comment_html',
    );
    expectRefused(
      await call('POST', commentsUrl(item.id), world.member.cookie, {
        comment_html: '<script>alert(1)</script>',
      }),
      `comment_html: ${COMMENT_REQUIRED_MESSAGE}`,
      'comment_html',
    );
  });

  it('creates a sanitized comment, records mentions of members, subscribes the author', async () => {
    const item = await create({ name: 'Discussed' }, world.admin.cookie);
    const html = `<p>Look ${userMentionHtml(world.admin.user.id, 'Admin')} and ${userMentionHtml(
      world.stranger.user.id,
      'Stranger',
    )}<img src="x" onerror="alert(1)"><script>bad()</script></p>`;
    const created = await comment(item.id, html, world.member.cookie);
    expect(created.comment_html).not.toContain('script');
    expect(created.comment_html).not.toContain('onerror');
    expect(created.comment_html).toContain('entity_identifier');
    expect(created.actor).toBe(world.member.user.id);
    expect(created.actor_detail?.id).toBe(world.member.user.id);
    expect(created.edited_at).toBeNull();
    expect(created.comment_reactions).toEqual([]);
    const mentions = await ctx.db
      .select()
      .from(workItemCommentMentions)
      .where(eq(workItemCommentMentions.comment_id, created.id));
    // The stranger is no member of the workspace: ignored.
    expect(mentions.map((row) => row.mention_id)).toEqual([world.admin.user.id]);
    const subscribers = await ctx.db
      .select()
      .from(workItemSubscribers)
      .where(eq(workItemSubscribers.work_item_id, item.id));
    expect(subscribers.map((row) => row.subscriber_id)).toContain(world.member.user.id);
    const activity = (await activityOf(item.id)).filter((row) => row.field === 'comment');
    expect(activity).toMatchObject([{ verb: 'created', comment_id: created.id }]);
  });

  it('lists oldest first and reads one; another item’s comment is not found', async () => {
    const item = await create({ name: 'Listed comments' });
    const other = await create({ name: 'Other' });
    const first = await comment(item.id, '<p>first</p>');
    const second = await comment(item.id, '<p>second</p>', world.admin.cookie);
    const list = await call('GET', commentsUrl(item.id), world.admin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json<WorkItemComment[]>().map((each) => each.id)).toEqual([first.id, second.id]);
    const one = await call('GET', `${commentsUrl(item.id)}${first.id}/`, world.member.cookie);
    expect(one.json<WorkItemComment>().comment_html).toBe('<p>first</p>');
    const wrong = await call('GET', `${commentsUrl(other.id)}${first.id}/`, world.member.cookie);
    expect(wrong.statusCode).toBe(404);
  });

  it('lets only the author edit, setting edited_at and an updated activity', async () => {
    const item = await create({ name: 'Edited comments' });
    const mine = await comment(item.id, '<p>draft</p>');
    const url = `${commentsUrl(item.id)}${mine.id}/`;
    const byAdmin = await call('PATCH', url, world.admin.cookie, { comment_html: '<p>x</p>' });
    expect(byAdmin.statusCode).toBe(403);
    expectRefused(
      await call('PATCH', url, world.member.cookie, { comment_html: '' }),
      `comment_html: ${COMMENT_REQUIRED_MESSAGE}`,
      'comment_html',
    );
    const edited = await call('PATCH', url, world.member.cookie, { comment_html: '<p>final</p>' });
    expect(edited.statusCode).toBe(200);
    const body = edited.json<WorkItemComment>();
    expect(body.comment_html).toBe('<p>final</p>');
    expect(body.edited_at).not.toBeNull();
    const activity = (await activityOf(item.id)).filter((row) => row.verb === 'updated');
    expect(activity).toMatchObject([
      { field: 'comment', old_value: '<p>draft</p>', new_value: '<p>final</p>' },
    ]);
  });

  it('lets the author or an admin delete (soft), nobody else', async () => {
    const item = await create({ name: 'Deleted comments' });
    const first = await comment(item.id, '<p>one</p>');
    const second = await comment(item.id, '<p>two</p>');
    const third = await comment(item.id, '<p>three</p>', world.admin.cookie);
    const url = (id: string) => `${commentsUrl(item.id)}${id}/`;
    expect((await call('DELETE', url(third.id), world.member.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', url(first.id), world.member.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', url(second.id), world.admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', url(first.id), world.member.cookie)).statusCode).toBe(404);
    const list = await call('GET', commentsUrl(item.id), world.member.cookie);
    expect(list.json<WorkItemComment[]>().map((each) => each.id)).toEqual([third.id]);
    const deleted = (await activityOf(item.id)).filter((row) => row.verb === 'deleted');
    expect(deleted.map((row) => row.comment_id).sort()).toEqual([first.id, second.id].sort());
  });
});

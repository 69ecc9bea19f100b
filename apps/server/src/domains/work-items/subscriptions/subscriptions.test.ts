import { ALREADY_SUBSCRIBED_MESSAGE, type WorkItem } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workItemSubscribers } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';

describe('work-item subscriptions (creator and assignees, as Plane keeps them)', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create, detail } = workItemKit(ctx, () => world);
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  async function subscribersOf(id: string) {
    const rows = await ctx.db
      .select({ id: workItemSubscribers.subscriber_id })
      .from(workItemSubscribers)
      .where(eq(workItemSubscribers.work_item_id, id));
    return rows.map((row) => row.id).sort();
  }

  async function listed(query: string, cookie: string) {
    const response = await call('GET', `${world.projectUrl}/issues/?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: WorkItem[] }>().results;
  }

  it('subscribes the creator and the assignees of a new item', async () => {
    const item = await create({ name: 'Watched', assignee_ids: [world.admin.user.id] });
    expect(await subscribersOf(item.id)).toEqual(
      [world.member.user.id, world.admin.user.id].sort(),
    );
    expect(item.is_subscribed).toBe(true);
    expect((await detail(item.id)).is_subscribed).toBe(true);
  });

  it('subscribes assignees added by an edit, and keeps whoever unsubscribed out', async () => {
    const item = await create({ name: 'Edited', assignee_ids: [world.member.user.id] });
    await ctx.db.delete(workItemSubscribers).where(eq(workItemSubscribers.work_item_id, item.id));
    const url = `${world.projectUrl}/issues/${item.id}/`;
    const response = await call('PATCH', url, world.member.cookie, {
      assignee_ids: [world.member.user.id, world.admin.user.id],
    });
    expect(response.statusCode).toBe(204);
    // Only the newcomer is subscribed: the member was assigned already and had unsubscribed.
    expect(await subscribersOf(item.id)).toEqual([world.admin.user.id]);
    // Unassigning does not unsubscribe (Plane).
    await call('PATCH', url, world.member.cookie, { assignee_ids: [] });
    expect(await subscribersOf(item.id)).toEqual([world.admin.user.id]);
  });

  it('subscribes assignees added by a bulk edit', async () => {
    const first = await create({ name: 'Bulk 1' }, world.admin.cookie);
    const second = await create({ name: 'Bulk 2' }, world.admin.cookie);
    const response = await call(
      'POST',
      `${world.projectUrl}/bulk-operation-issues/`,
      world.admin.cookie,
      {
        issue_ids: [first.id, second.id],
        properties: { assignee_ids: [world.member.user.id] },
      },
    );
    expect(response.statusCode).toBe(204);
    for (const { id } of [first, second])
      expect(await subscribersOf(id)).toEqual([world.member.user.id, world.admin.user.id].sort());
    expect((await detail(first.id, '', world.member.cookie)).is_subscribed).toBe(true);
  });

  it('shows is_subscribed in the list shape and finds the items with subscriber=', async () => {
    const mine = await create({ name: 'Listed mine' }, world.admin.cookie);
    const assigned = await create(
      { name: 'Listed assigned', assignee_ids: [world.guest.user.id] },
      world.admin.cookie,
    );
    const theirs = await create({ name: 'Listed theirs' });
    const found = await listed(`subscriber=${world.guest.user.id}`, world.admin.cookie);
    expect(found.map((item) => item.id)).toEqual([assigned.id]);
    const all = await listed('per_page=1000', world.admin.cookie);
    const subscribed = new Map(all.map((item) => [item.id, item.is_subscribed]));
    expect(subscribed.get(mine.id)).toBe(true);
    expect(subscribed.get(assigned.id)).toBe(true);
    expect(subscribed.get(theirs.id)).toBe(false);
    const forMember = await listed(`subscriber=${world.member.user.id}`, world.member.cookie);
    expect(forMember.map((item) => item.id)).toContain(theirs.id);
    expect(forMember.every((item) => item.is_subscribed)).toBe(true);
  });
});

describe('work-item subscription endpoints', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create, detail } = workItemKit(ctx, () => world);
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  const subscribeUrl = (id: string) => `${world.projectUrl}/issues/${id}/subscribe/`;
  const subscribersUrl = (id: string) => `${world.projectUrl}/issues/${id}/issue-subscribers/`;

  it('refuses the anonymous, other workspaces, outsiders and cross-site posts', async () => {
    const item = await create({ name: 'Guarded' });
    for (const url of [subscribeUrl(item.id), subscribersUrl(item.id)]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('POST', url, undefined, {})).statusCode).toBe(401);
      expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
    }
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: subscribeUrl(item.id),
      headers: { cookie: world.admin.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('subscribes, reports and unsubscribes the caller, refusing a second subscribe', async () => {
    const item = await create({ name: 'Followed' });
    const status = async () =>
      (await call('GET', subscribeUrl(item.id), world.admin.cookie)).json<{
        subscribed: boolean;
      }>();
    expect(await status()).toEqual({ subscribed: false });
    const subscribed = await call('POST', subscribeUrl(item.id), world.admin.cookie);
    expect(subscribed.statusCode).toBe(201);
    expect(subscribed.json()).toMatchObject({ issue: item.id, subscriber: world.admin.user.id });
    expect(await status()).toEqual({ subscribed: true });
    expect((await detail(item.id)).is_subscribed).toBe(true);
    const again = await call('POST', subscribeUrl(item.id), world.admin.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: ALREADY_SUBSCRIBED_MESSAGE });
    expect((await call('DELETE', subscribeUrl(item.id), world.admin.cookie)).statusCode).toBe(204);
    expect(await status()).toEqual({ subscribed: false });
    expect((await detail(item.id)).is_subscribed).toBe(false);
    expect((await call('DELETE', subscribeUrl(item.id), world.admin.cookie)).statusCode).toBe(404);
  });

  it('subscribes commenters automatically', async () => {
    const item = await create({ name: 'Commented' });
    await call('POST', `${world.projectUrl}/issues/${item.id}/comments/`, world.admin.cookie, {
      comment_html: '<p>me too</p>',
    });
    expect((await detail(item.id)).is_subscribed).toBe(true);
  });

  it('lists, adds (members of the project only) and removes subscribers', async () => {
    const item = await create({ name: 'Team followed' });
    expectRefused(
      await call('POST', subscribersUrl(item.id), world.member.cookie, {
        subscriber_ids: [world.outsider.user.id],
      }),
      'subscriber_ids: Subscribers must be members of the project',
      'subscriber_ids',
    );
    expectRefused(
      await call('POST', subscribersUrl(item.id), world.member.cookie, { subscriber_ids: ['x'] }),
      'subscriber_ids.0: Must be a user id',
      'subscriber_ids.0',
    );
    const guestAdds = await call('POST', subscribersUrl(item.id), world.guest.cookie, {
      subscriber_ids: [world.guest.user.id],
    });
    expect(guestAdds.statusCode).toBe(403);
    const added = await call('POST', subscribersUrl(item.id), world.member.cookie, {
      subscriber_ids: [world.admin.user.id, world.guest.user.id],
    });
    expect(added.statusCode).toBe(201);
    const ids = (list: { id: string }[]) => list.map((each) => each.id).sort();
    expect(ids(added.json())).toEqual(
      [world.member.user.id, world.admin.user.id, world.guest.user.id].sort(),
    );
    // A member removes only themselves; an admin anyone.
    const other = `${subscribersUrl(item.id)}${world.admin.user.id}/`;
    expect((await call('DELETE', other, world.member.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', other, world.admin.cookie)).statusCode).toBe(204);
    const guestRow = `${subscribersUrl(item.id)}${world.guest.user.id}/`;
    expect((await call('DELETE', guestRow, world.admin.cookie)).statusCode).toBe(204);
    const list = await call('GET', subscribersUrl(item.id), world.member.cookie);
    expect(ids(list.json())).toEqual([world.member.user.id]);
  });

  it('bulk-subscribes the caller to every named item, all or none', async () => {
    const first = await create({ name: 'Bulk follow 1' });
    const second = await create({ name: 'Bulk follow 2' });
    const url = `${world.projectUrl}/bulk-subscribe-issues/`;
    expectRefused(
      await call('POST', url, world.admin.cookie, { issue_ids: [] }),
      'issue_ids: issue_ids is required',
      'issue_ids',
    );
    const missing = await call('POST', url, world.admin.cookie, {
      issue_ids: [first.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(missing.statusCode).toBe(404);
    expect((await detail(first.id)).is_subscribed).toBe(false);
    expect(
      (await call('POST', url, world.admin.cookie, { issue_ids: [first.id, second.id] }))
        .statusCode,
    ).toBe(204);
    expect((await detail(first.id)).is_subscribed).toBe(true);
    expect((await detail(second.id)).is_subscribed).toBe(true);
    expect((await call('POST', url, undefined, { issue_ids: [first.id] })).statusCode).toBe(401);
    expect(
      (await call('POST', url, world.stranger.cookie, { issue_ids: [first.id] })).statusCode,
    ).toBe(403);
  });
});

import type { WorkItem } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workItemSubscribers } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { projectWorld } from '../projects/project-test-world';
import { type ProjectWorld, workItemKit } from './work-item-test-helpers';

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

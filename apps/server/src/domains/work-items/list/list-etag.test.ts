import { ROLE, type WorkItem, type WorkItemGroupPage, type WorkItemListResponse } from '@keel/core';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cycles,
  estimatePoints,
  estimates,
  labels,
  projectMembers,
  realtimeEvents,
  states,
  workItems,
} from '#server/db/schema';
import { addProjectMember, createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';

describe('work-item list ETags and 304 Not Modified', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  /** A project of its own, so that other tests' writes do not move its lists. */
  let projectUrl: string;
  let projectId: string;
  let listUrl: string;
  let first: WorkItem;
  let labelId: string;
  let backlogId: string;

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    const project = await createProject(ctx.db, world.workspace, world.admin.user, { network: 2 });
    projectId = project.id;
    projectUrl = `${world.base}/projects/${project.id}`;
    listUrl = `${projectUrl}/issues/`;
    await addProjectMember(ctx.db, project, world.member.user, ROLE.member);
    const [label] = await ctx.db
      .insert(labels)
      .values({ workspace_id: world.workspace.id, project_id: projectId, name: 'Etag' })
      .returning();
    const [backlog] = await ctx.db
      .select()
      .from(states)
      .where(and(eq(states.project_id, projectId), eq(states.name, 'Backlog')));
    if (!label || !backlog) throw new Error('not seeded');
    labelId = label.id;
    backlogId = backlog.id;
    first = await create('First', { state_id: backlogId });
    await create('Second');
  });

  async function create(name: string, body: object = {}) {
    const response = await call('POST', listUrl, world.admin.cookie, { name, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WorkItem>();
  }

  function get(url: string, cookie: string, etag?: string) {
    return ctx.app.inject({
      method: 'GET',
      url,
      headers: { cookie, ...(etag === undefined ? {} : { 'if-none-match': etag }) },
    });
  }

  /** The list's ETag, from a 200 that carries it with Cache-Control. */
  async function etagOf(url: string, cookie = world.admin.cookie): Promise<string> {
    const response = await get(url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const etag = response.headers.etag;
    if (typeof etag !== 'string') throw new Error('no ETag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    return etag;
  }

  /**
   * The list answers 304 to its ETag before `write` and 200 with another ETag after it (the old
   * one no longer matches), and 304 again to the new one.
   */
  async function expectMovedBy(write: () => Promise<unknown>, url = listUrl) {
    const before = await etagOf(url);
    expect((await get(url, world.admin.cookie, before)).statusCode).toBe(304);
    await write();
    const after = await get(url, world.admin.cookie, before);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect((await get(url, world.admin.cookie, String(after.headers.etag))).statusCode).toBe(304);
    return after;
  }

  it.each([
    ['the project list', () => listUrl],
    ['its work-items alias', () => `${projectUrl}/work-items/`],
    ['grouped by state', () => `${listUrl}?group_by=state_id&order_by=-created_at&per_page=50`],
    ['sub-grouped', () => `${listUrl}?group_by=state_id&sub_group_by=priority`],
    ['grouped by labels', () => `${listUrl}?group_by=labels__id`],
    ['a later page', () => `${listUrl}?cursor=1:1:0`],
    ['the sync feed', () => `${projectUrl}/v2/issues/?cursor=500:0:0&description=true`],
  ])('answers %s 304 to a matching If-None-Match, with no body', async (_name, url) => {
    const etag = await etagOf(url());
    const unchanged = await get(url(), world.admin.cookie, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe('private, no-cache');
    // Lists of a header, weak or strong, and `*` match too; another tag does not.
    const opaque = etag.slice(2);
    expect((await get(url(), world.admin.cookie, `"nope", ${opaque}`)).statusCode).toBe(304);
    expect((await get(url(), world.admin.cookie, '*')).statusCode).toBe(304);
    expect((await get(url(), world.admin.cookie, 'W/"nope"')).statusCode).toBe(200);
  });

  it('answers a cycle list 304 too', async () => {
    const [cycle] = await ctx.db
      .insert(cycles)
      .values({ workspace_id: world.workspace.id, project_id: projectId, name: 'Etag cycle' })
      .returning();
    if (!cycle) throw new Error('no cycle');
    await ctx.db.update(workItems).set({ cycle_id: cycle.id }).where(eq(workItems.id, first.id));
    const url = `${projectUrl}/cycles/${cycle.id}/cycle-issues/`;
    const etag = await etagOf(url);
    expect((await get(url, world.admin.cookie, etag)).statusCode).toBe(304);
  });

  it('answers 304 without reading the list: while work_items is locked', async () => {
    const etag = await etagOf(listUrl);
    let listed = false;
    let fresh: Promise<unknown> = Promise.resolve();
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table work_items in access exclusive mode`);
      fresh = get(listUrl, world.admin.cookie).then(() => {
        listed = true;
      });
      const unchanged = await get(listUrl, world.admin.cookie, etag);
      expect(unchanged.statusCode).toBe(304);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The same request without the ETag waits for the lock: it reads work_items.
      expect(listed).toBe(false);
    });
    await fresh;
    expect(listed).toBe(true);
  });

  it('tags the same list differently for another caller or role, and for errors not at all', async () => {
    const admin = await etagOf(listUrl, world.admin.cookie);
    const member = await etagOf(listUrl, world.member.cookie);
    expect(member).not.toBe(admin);
    expect((await get(listUrl, world.member.cookie, admin)).statusCode).toBe(200);
    expect(await etagOf(`${listUrl}?priority=high`)).not.toBe(admin);
    await ctx.db
      .update(projectMembers)
      .set({ role: ROLE.admin })
      .where(
        and(
          eq(projectMembers.project_id, world.project.id),
          eq(projectMembers.member_id, world.member.user.id),
        ),
      );
    const memberUrl = `${world.projectUrl}/issues/`;
    const asMember = await etagOf(memberUrl, world.member.cookie);
    await ctx.db
      .update(projectMembers)
      .set({ role: ROLE.member })
      .where(
        and(
          eq(projectMembers.project_id, world.project.id),
          eq(projectMembers.member_id, world.member.user.id),
        ),
      );
    expect((await get(memberUrl, world.member.cookie, asMember)).statusCode).toBe(200);
    const refused = await get(`${listUrl}?group_by=nonsense`, world.admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.etag).toBeUndefined();
  });

  it("moves when an item's field changes, and shows the change", async () => {
    const after = await expectMovedBy(() =>
      call('PATCH', `${listUrl}${first.id}/`, world.admin.cookie, { name: 'Renamed' }),
    );
    const items = after.json<WorkItemListResponse>().results as WorkItem[];
    expect(items.find((item) => item.id === first.id)?.name).toBe('Renamed');
  });

  it('moves when an item is created or deleted', async () => {
    const made = await expectMovedBy(() => create('Third'));
    expect(made.statusCode).toBe(200);
    const [third] = (made.json<WorkItemListResponse>().results as WorkItem[]).filter(
      (item) => item.name === 'Third',
    );
    await expectMovedBy(() => call('DELETE', `${listUrl}${third?.id ?? ''}/`, world.admin.cookie));
  });

  it("moves when an item's labels or assignees change", async () => {
    await expectMovedBy(() =>
      call('PATCH', `${listUrl}${first.id}/`, world.admin.cookie, { label_ids: [labelId] }),
    );
    await expectMovedBy(() =>
      call('PATCH', `${listUrl}${first.id}/`, world.admin.cookie, {
        assignee_ids: [world.member.user.id],
      }),
    );
  });

  it('moves when a state or a label is renamed', async () => {
    await expectMovedBy(() =>
      call('PATCH', `${projectUrl}/states/${backlogId}/`, world.admin.cookie, { name: 'Icebox' }),
    );
    await expectMovedBy(() =>
      call('PATCH', `${projectUrl}/issue-labels/${labelId}/`, world.admin.cookie, {
        name: 'Etag 2',
      }),
    );
  });

  it('moves when the caller subscribes (is_subscribed is theirs)', async () => {
    const followed = await create('Followed');
    const url = `${listUrl}?order_by=created_at`;
    const before = await etagOf(url, world.member.cookie);
    const subscribe = await call(
      'POST',
      `${listUrl}${followed.id}/subscribe/`,
      world.member.cookie,
    );
    expect(subscribe.statusCode, subscribe.body).toBeLessThan(300);
    const after = await get(url, world.member.cookie, before);
    expect(after.statusCode).toBe(200);
    const items = after.json<WorkItemListResponse>().results as WorkItem[];
    expect(items.find((item) => item.id === followed.id)?.is_subscribed).toBe(true);
  });

  it("moves when a member's first name changes (order_by=assignees__first_name)", async () => {
    await expectMovedBy(
      () => call('PATCH', '/api/users/me/', world.member.cookie, { first_name: 'Zelda' }),
      `${listUrl}?order_by=assignees__first_name`,
    );
  });

  it("moves when the project's guest setting changes", async () => {
    await expectMovedBy(() =>
      call('PATCH', `${projectUrl}/`, world.admin.cookie, { guest_view_all_features: true }),
    );
  });

  it('moves when only updated_at changes, or an estimate point key', async () => {
    await expectMovedBy(() =>
      ctx.db.update(workItems).set({ updated_at: new Date() }).where(eq(workItems.id, first.id)),
    );
    const [estimate] = await ctx.db
      .insert(estimates)
      .values({ workspace_id: world.workspace.id, project_id: projectId, name: 'Points' })
      .returning();
    if (!estimate) throw new Error('no estimate');
    const [point] = await ctx.db
      .insert(estimatePoints)
      .values({
        workspace_id: world.workspace.id,
        project_id: projectId,
        estimate_id: estimate.id,
        key: 1,
        value: '1',
      })
      .returning();
    if (!point) throw new Error('no point');
    await expectMovedBy(
      () => ctx.db.update(estimatePoints).set({ key: 2 }).where(eq(estimatePoints.id, point.id)),
      `${listUrl}?order_by=estimate_point__key`,
    );
  });

  it('keeps its ETag for what no list shows (a comment), and after the outbox is pruned', async () => {
    const etag = await etagOf(listUrl);
    const comment = await call('POST', `${listUrl}${first.id}/comments/`, world.admin.cookie, {
      comment_html: '<p>Seen?</p>',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await get(listUrl, world.admin.cookie, etag)).statusCode).toBe(304);
    await ctx.db.delete(realtimeEvents).where(eq(realtimeEvents.project_id, projectId));
    expect((await get(listUrl, world.admin.cookie, etag)).statusCode).toBe(304);
    await expectMovedBy(() =>
      call('PATCH', `${listUrl}${first.id}/`, world.admin.cookie, { priority: 'urgent' }),
    );
  });

  it('counts group totals anew once the project changes', async () => {
    const url = `${listUrl}?group_by=state_id`;
    const totalOf = async () => {
      const body = (await get(url, world.admin.cookie)).json<WorkItemListResponse>();
      const groups = body.results as Record<string, WorkItemGroupPage>;
      return { all: body.total_count, backlog: groups[backlogId]?.total_results ?? 0 };
    };
    const before = await totalOf();
    expect(await totalOf()).toEqual(before);
    await create('Fourth', { state_id: backlogId });
    expect(await totalOf()).toEqual({ all: before.all + 1, backlog: before.backlog + 1 });
    const flat = async () =>
      (await get(`${listUrl}?per_page=1`, world.admin.cookie)).json<WorkItemListResponse>()
        .total_count;
    const count = await flat();
    await create('Fifth');
    expect(await flat()).toBe(count + 1);
  });
});

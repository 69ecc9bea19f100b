import type {
  WorkItem,
  WorkItemDetail,
  WorkItemGroupPage,
  WorkItemListResponse,
  WorkItemPage,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, workItems } from '#server/db/schema';
import { createWorkspace } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';

describe('archiving work items', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, stateNamed, create, detail, activityOf } = workItemKit(ctx, () => world);
  let itemsUrl: string;
  let doneId: string;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    itemsUrl = `${world.projectUrl}/issues/`;
    doneId = (await stateNamed('Done')).id;
  });

  async function archivedAt(id: string) {
    return (await detail(id)).archived_at;
  }

  describe('POST, DELETE, GET …/issues/:id/archive/', () => {
    it('guards access: members and admins archive and restore', async () => {
      const item = await create({ name: 'Finished', state_id: doneId });
      const url = `${itemsUrl}${item.id}/archive/`;
      expect((await call('POST', url)).statusCode).toBe(401);
      expect((await call('POST', url, world.stranger.cookie)).statusCode).toBe(403);
      expect((await call('POST', url, world.outsider.cookie)).statusCode).toBe(403);
      expect((await call('POST', url, world.guest.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', url, world.guest.cookie)).statusCode).toBe(403);
      expect(await archivedAt(item.id)).toBeNull();
    });

    it('archives only completed or cancelled items, with Plane’s message', async () => {
      const open = await create({ name: 'Still open' });
      const response = await call('POST', `${itemsUrl}${open.id}/archive/`, world.member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Can only archive completed or cancelled state group issue',
        code: 'WORK_ITEMS_NOT_ARCHIVABLE',
      });
      expect(await archivedAt(open.id)).toBeNull();
      const missing = await call(
        'POST',
        `${itemsUrl}00000000-0000-4000-8000-000000000000/archive/`,
        world.member.cookie,
      );
      expect(missing.json()).toMatchObject({ error: 'Issue not found' });
    });

    it('archives, shows the archived item, restores it, and records both', async () => {
      const cancelled = (await stateNamed('Cancelled')).id;
      const item = await create({ name: 'Dropped', state_id: cancelled });
      const url = `${itemsUrl}${item.id}/archive/`;
      expect((await call('GET', url, world.member.cookie)).statusCode).toBe(404);
      const archived = await call('POST', url, world.member.cookie);
      expect(archived.statusCode).toBe(200);
      const { archived_at } = archived.json<{ archived_at: string }>();
      expect(await archivedAt(item.id)).toBe(archived_at);
      // Archiving again keeps the first date.
      expect((await call('POST', url, world.admin.cookie)).json()).toEqual({ archived_at });
      const shown = await call('GET', url, world.member.cookie);
      expect(shown.json<WorkItemDetail>()).toMatchObject({ id: item.id, archived_at });
      const restored = await call('DELETE', url, world.member.cookie);
      expect(restored.statusCode).toBe(204);
      expect(await archivedAt(item.id)).toBeNull();
      expect((await call('DELETE', url, world.member.cookie)).statusCode).toBe(404);
      const activity = await activityOf(item.id);
      expect(activity.map((row) => [row.verb, row.field, row.new_value])).toEqual(
        expect.arrayContaining([
          ['archived', 'archived_at', 'manual_archive'],
          ['restored', 'archived_at', 'restore'],
        ]),
      );
      const aliased = await call(
        'POST',
        `${world.projectUrl}/work-items/${item.id}/archive/`,
        world.member.cookie,
      );
      expect(aliased.statusCode).toBe(200);
    });

    it('lets guests read only the archived items they created', async () => {
      const mine = await create({ name: 'Guest made', state_id: doneId });
      // Guests cannot create work items here; the item is handed to one as if they had.
      await ctx.db
        .update(workItems)
        .set({ created_by_id: world.guest.user.id })
        .where(eq(workItems.id, mine.id));
      const theirs = await create({ name: 'Member made', state_id: doneId });
      for (const item of [mine, theirs])
        await call('POST', `${itemsUrl}${item.id}/archive/`, world.member.cookie);
      const own = await call('GET', `${itemsUrl}${mine.id}/archive/`, world.guest.cookie);
      expect(own.statusCode).toBe(200);
      const other = await call('GET', `${itemsUrl}${theirs.id}/archive/`, world.guest.cookie);
      expect(other.json()).toMatchObject({ error: 'Issue not found' });
      const list = await call('GET', `${world.projectUrl}/archived-issues/`, world.guest.cookie);
      const ids = list.json<WorkItemPage>().results.map((item) => item.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(theirs.id);
    });
  });

  describe('GET …/archived-issues/', () => {
    it('guards access', async () => {
      const url = `${world.projectUrl}/archived-issues/`;
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
    });

    it.each([
      ['per_page=0', 'per_page: Must be at least 1', 'per_page'],
      ['per_page=1001', 'per_page: Cannot exceed 1000', 'per_page'],
      ['cursor=abc', 'Invalid cursor', 'cursor'],
      ['group_by=nope', 'group_by: Unknown group_by: nope', 'group_by'],
      ['order_by=nope', 'order_by: Unknown order_by: nope', 'order_by'],
    ])('refuses %s', async (query, message, field) => {
      const response = await call(
        'GET',
        `${world.projectUrl}/archived-issues/?${query}`,
        world.member.cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message, field });
    });

    it('pages archived items, latest archived first, without the live ones', async () => {
      const live = await create({ name: 'Live', state_id: doneId });
      const archived: string[] = [];
      for (const name of ['A1', 'A2', 'A3']) {
        const item = await create({ name, state_id: doneId });
        await call('POST', `${itemsUrl}${item.id}/archive/`, world.admin.cookie);
        archived.unshift(item.id);
      }
      const url = `${world.projectUrl}/archived-issues/`;
      const all = (await call('GET', url, world.admin.cookie)).json<WorkItemPage>();
      const ids = all.results.map((item) => item.id);
      expect(ids).not.toContain(live.id);
      expect(ids.slice(0, 3)).toEqual(archived);
      const first = (
        await call('GET', `${url}?per_page=2`, world.admin.cookie)
      ).json<WorkItemPage>();
      expect(first).toMatchObject({
        grouped_by: null,
        count: 2,
        total_results: all.total_results,
        next_cursor: '2:1:0',
        prev_page_results: false,
        next_page_results: true,
      });
      expect(first.results.map((item) => item.id)).toEqual(archived.slice(0, 2));
      const second = (
        await call('GET', `${url}?per_page=2&cursor=2:1:0`, world.admin.cookie)
      ).json<WorkItemPage>();
      expect(second.results[0]?.id).toBe(archived[2]);
      expect(second.prev_page_results).toBe(true);
    });

    /** Archives a completed item named `name` with the given fields; returns its id. */
    async function archivedItem(name: string, fields: object = {}) {
      const item = await create({ name, state_id: doneId, ...fields });
      const response = await call('POST', `${itemsUrl}${item.id}/archive/`, world.member.cookie);
      expect(response.statusCode).toBe(200);
      return item.id;
    }

    async function archivedList(query: string, cookie = world.member.cookie) {
      const response = await call('GET', `${world.projectUrl}/archived-issues/?${query}`, cookie);
      expect(response.statusCode).toBe(200);
      return response.json<WorkItemListResponse>();
    }

    function groupIds(body: WorkItemListResponse): Record<string, string[]> {
      return Object.fromEntries(
        Object.entries(body.results as Record<string, WorkItemGroupPage>).map(([key, group]) => [
          key,
          group.results.map((item) => item.id),
        ]),
      );
    }

    it('groups by state, with every state of the project and only archived items', async () => {
      const cancelledId = (await stateNamed('Cancelled')).id;
      const todoId = (await stateNamed('Todo')).id;
      const done = await archivedItem('Grouped done');
      const cancelled = await archivedItem('Grouped cancelled', { state_id: cancelledId });
      await create({ name: 'Grouped live', state_id: todoId });
      const body = await archivedList('group_by=state_id&name=Grouped');
      expect(body).toMatchObject({ grouped_by: 'state_id', total_count: 2, count: 2 });
      const groups = groupIds(body);
      expect(groups[doneId]).toEqual([done]);
      expect(groups[cancelledId]).toEqual([cancelled]);
      expect(groups[todoId]).toEqual([]);
      const cells = body.results as Record<string, WorkItemGroupPage>;
      expect(cells[doneId]?.total_results).toBe(1);
    });

    it('filters by priority and orders as asked, the default being latest archived', async () => {
      const urgentOld = await archivedItem('Prio urgent 1', { priority: 'urgent' });
      await archivedItem('Prio low', { priority: 'low' });
      const urgentNew = await archivedItem('Prio urgent 2', { priority: 'urgent' });
      const byArchive = await archivedList('priority=urgent&name=Prio');
      expect((byArchive.results as WorkItem[]).map((item) => item.id)).toEqual([
        urgentNew,
        urgentOld,
      ]);
      const bySequence = await archivedList('priority=urgent&name=Prio&order_by=sequence_id');
      expect((bySequence.results as WorkItem[]).map((item) => item.id)).toEqual([
        urgentOld,
        urgentNew,
      ]);
      const rich = await archivedList(
        `name=Prio&filters=${encodeURIComponent(JSON.stringify({ priority__in: 'low' }))}`,
      );
      expect((rich.results as WorkItem[]).map((item) => item.name)).toEqual(['Prio low']);
    });

    it('shows guests only their own archived items unless the project shows them all', async () => {
      const mine = await archivedItem('Seen mine', { priority: 'high' });
      const theirs = await archivedItem('Seen theirs', { priority: 'high' });
      await ctx.db
        .update(workItems)
        .set({ created_by_id: world.guest.user.id })
        .where(eq(workItems.id, mine));
      const own = await archivedList('group_by=priority&name=Seen', world.guest.cookie);
      expect(groupIds(own).high).toEqual([mine]);
      expect(own.total_count).toBe(1);
      await ctx.db
        .update(projects)
        .set({ guest_view_all_features: true })
        .where(eq(projects.id, world.project.id));
      try {
        const all = await archivedList('group_by=priority&name=Seen', world.guest.cookie);
        expect(groupIds(all).high?.sort()).toEqual([mine, theirs].sort());
      } finally {
        await ctx.db
          .update(projects)
          .set({ guest_view_all_features: false })
          .where(eq(projects.id, world.project.id));
      }
    });

    it('refuses another workspace’s user, through either workspace', async () => {
      await archivedItem('Foreign eyes');
      const query = 'group_by=state_id&name=Foreign';
      const direct = await call(
        'GET',
        `${world.projectUrl}/archived-issues/?${query}`,
        world.stranger.cookie,
      );
      expect(direct.statusCode).toBe(403);
      const theirs = await createWorkspace(ctx.db, world.stranger.user);
      const crossed = await call(
        'GET',
        `/api/workspaces/${theirs.slug}/projects/${world.project.id}/archived-issues/?${query}`,
        world.stranger.cookie,
      );
      expect(crossed.statusCode).toBe(404);
      expect(JSON.stringify(crossed.json())).not.toContain('Foreign eyes');
    });
  });

  describe('POST …/bulk-archive-issues/', () => {
    const url = () => `${world.projectUrl}/bulk-archive-issues/`;

    it('guards access', async () => {
      const item = await create({ name: 'Bulk guarded', state_id: doneId });
      const body = { issue_ids: [item.id] };
      expect((await call('POST', url(), undefined, body)).statusCode).toBe(401);
      expect((await call('POST', url(), world.stranger.cookie, body)).statusCode).toBe(403);
      expect((await call('POST', url(), world.guest.cookie, body)).statusCode).toBe(403);
      expect(await archivedAt(item.id)).toBeNull();
    });

    it('refuses an empty list', async () => {
      const response = await call('POST', url(), world.member.cookie, { issue_ids: [] });
      expectRefused(response, 'issue_ids: Issue IDs are required', 'issue_ids');
    });

    it('archives none when one item is not completed or cancelled, naming it', async () => {
      const done = await create({ name: 'Done one', state_id: doneId });
      const open = await create({ name: 'Open one' });
      const response = await call('POST', url(), world.member.cookie, {
        issue_ids: [done.id, open.id],
      });
      expectRefused(
        response,
        `issue_ids: Can only archive completed or cancelled state group issue: ${world.project.identifier}-${String(open.sequence_id)}`,
        'issue_ids',
      );
      expect(await archivedAt(done.id)).toBeNull();
    });

    it('archives every named item', async () => {
      const first = await create({ name: 'Bulk 1', state_id: doneId });
      const second = await create({ name: 'Bulk 2', state_id: doneId });
      const response = await call('POST', url(), world.member.cookie, {
        issue_ids: [first.id, second.id],
      });
      expect(response.statusCode).toBe(200);
      const { archived_at } = response.json<{ archived_at: string }>();
      expect(await archivedAt(first.id)).toBe(archived_at);
      expect(await archivedAt(second.id)).toBe(archived_at);
    });
  });
});

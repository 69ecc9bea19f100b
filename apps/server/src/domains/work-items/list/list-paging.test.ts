import type { WorkItem, WorkItemGroupPage, WorkItemListResponse } from '@keel/core';
import { workItems } from '#server/db/schema';
import { addProjectMember, createProject } from '#server/test/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { useListWorld } from './list-test-world';

describe('work item lists: paging and the workspace list', () => {
  const fixture = useListWorld();
  const { ctx, call, keyOf, keysOf, list, all } = fixture;
  let world: typeof fixture.world;
  let url: string;
  beforeAll(() => {
    ({ world, url } = fixture);
  });

  describe('pagination', () => {
    async function walk(query: string, perPage: number) {
      const pages: WorkItemListResponse[] = [];
      let cursor = `${String(perPage)}:0:0`;
      for (;;) {
        const page = await list(`${query}&cursor=${cursor}`);
        pages.push(page);
        if (!page.next_page_results) break;
        cursor = page.next_cursor;
      }
      return pages;
    }

    it('pages an ungrouped list over 3 pages, no item twice, none missing', async () => {
      const pages = await walk('order_by=sort_order', 3);
      expect(pages).toHaveLength(3);
      expect(pages.map((page) => page.count)).toEqual([3, 3, 1]);
      expect(pages[1]).toMatchObject({
        next_cursor: '3:2:0',
        prev_cursor: '3:0:1',
        prev_page_results: true,
        next_page_results: true,
        total_pages: 3,
        total_results: 7,
      });
      const seen = pages.flatMap((page) =>
        (page.results as WorkItem[]).map((row) => keyOf(row.id) ?? row.name),
      );
      expect(seen).toHaveLength(7);
      expect([...seen].sort()).toEqual(all);
    });

    it('pages every group at once, per_page items of each, 3 pages for the largest', async () => {
      const pages = await walk('group_by=priority&order_by=-created_at', 1);
      expect(pages).toHaveLength(3);
      expect(pages.map((page) => page.count)).toEqual([5, 1, 1]);
      const none = pages.flatMap(
        (page) =>
          (page.results as Record<string, WorkItemGroupPage>).none?.results.map(
            (row) => keyOf(row.id) ?? row.name,
          ) ?? [],
      );
      expect(none).toEqual(['i7', 'i6', 'i5']);
      const seen = pages.flatMap((page) =>
        Object.values(page.results as Record<string, WorkItemGroupPage>).flatMap((group) =>
          group.results.map((row) => keyOf(row.id) ?? row.name),
        ),
      );
      expect([...seen].sort()).toEqual(all);
      expect(pages[2]?.results).toMatchObject({ urgent: { results: [], total_results: 1 } });
    });

    it('pages many-to-many groups by window', async () => {
      const pages = await walk('group_by=labels__id', 1);
      expect(pages).toHaveLength(4);
      const seen = pages.flatMap((page) =>
        Object.values(page.results as Record<string, WorkItemGroupPage>).flatMap((group) =>
          group.results.map((row) => keyOf(row.id) ?? row.name),
        ),
      );
      expect([...seen].sort()).toEqual([...all, 'i2'].sort());
    });

    it.each([
      ['per_page=1001', 'per_page: Cannot exceed 1000', 'per_page', 'VALIDATION_ERROR'],
      ['per_page=0', 'per_page: Must be at least 1', 'per_page', 'VALIDATION_ERROR'],
      ['cursor=1001:0:0', 'cursor: Cannot exceed 1000', 'cursor', 'VALIDATION_ERROR'],
      ['cursor=abc', 'Invalid cursor', 'cursor', 'INVALID_CURSOR'],
    ])('refuses %s', async (query, message, field, code) => {
      const response = await call('GET', `${url}?${query}`, world.member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, code, field });
    });
  });

  describe('workspace list', () => {
    it("lists the items of the caller's projects, guests seeing their own", async () => {
      const other = await createProject(ctx.db, world.workspace, world.admin.user);
      await addProjectMember(ctx.db, other, world.member.user, 15);
      await ctx.db.insert(workItems).values({
        workspace_id: world.workspace.id,
        project_id: other.id,
        name: 'elsewhere',
        sequence_id: 1,
        created_by_id: world.admin.user.id,
      });
      const workspaceUrl = `${world.base}/issues/`;
      const mine = await list('', world.member.cookie, workspaceUrl);
      expect(keysOf(mine.results as WorkItem[]).sort()).toEqual(['elsewhere', ...all]);
      const assigned = await list(
        `assignees=${world.member.user.id}`,
        world.member.cookie,
        workspaceUrl,
      );
      expect(
        (assigned.results as WorkItem[]).map((row) => keyOf(row.id) ?? row.name).sort(),
      ).toEqual(['i1', 'i4']);
      const byProject = await list('group_by=project_id', world.member.cookie, workspaceUrl);
      expect(Object.keys(byProject.results)).toEqual([world.project.id, other.id]);
      const guest = await list('', world.guest.cookie, workspaceUrl);
      expect((guest.results as WorkItem[]).map((row) => keyOf(row.id) ?? row.name)).toEqual(['i5']);
      const outsider = await list('', world.outsider.cookie, workspaceUrl);
      expect(outsider.total_results).toBe(0);
    });
  });
});

import { ROLE, type WorkItem, type WorkItemSyncPage } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { states, workItems } from '#server/db/schema';
import { addProjectMember, createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';

describe('work-item sync reads', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  let projectUrl: string;
  let projectId: string;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    // A project of its own, so that every count below is exact.
    const project = await createProject(ctx.db, world.workspace, world.admin.user, { network: 0 });
    projectId = project.id;
    projectUrl = `${world.base}/projects/${project.id}`;
    await addProjectMember(ctx.db, project, world.member.user, ROLE.member);
    await addProjectMember(ctx.db, project, world.guest.user, ROLE.guest);
  });

  async function doneStateId() {
    const [state] = await ctx.db
      .select()
      .from(states)
      .where(and(eq(states.project_id, projectId), eq(states.name, 'Done')));
    if (!state) throw new Error('no Done state');
    return state.id;
  }

  async function create(name: string, body: object = {}) {
    const response = await call('POST', `${projectUrl}/issues/`, world.member.cookie, {
      name,
      ...body,
    });
    expect(response.statusCode).toBe(201);
    return response.json<WorkItem>();
  }

  async function handToGuest(id: string) {
    await ctx.db
      .update(workItems)
      .set({ created_by_id: world.guest.user.id })
      .where(eq(workItems.id, id));
  }

  function guards(path: () => string) {
    it('guards access', async () => {
      expect((await call('GET', path())).statusCode).toBe(401);
      expect((await call('GET', path(), world.stranger.cookie)).statusCode).toBe(403);
      expect((await call('GET', path(), world.outsider.cookie)).statusCode).toBe(403);
    });
  }

  describe('GET …/issues/list/?issues=', () => {
    guards(() => `${projectUrl}/issues/list/?issues=${world.project.id}`);

    it('refuses a call without ids', async () => {
      const response = await call('GET', `${projectUrl}/issues/list/`, world.member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'issues: Issue IDs are required',
        code: 'VALIDATION_ERROR',
        field: 'issues',
      });
    });

    it('answers the named items in order, leaving out unknown, deleted and hidden ones', async () => {
      const first = await create('By id 1');
      const second = await create('By id 2');
      const gone = await create('By id 3');
      await call('DELETE', `${projectUrl}/issues/${gone.id}/`, world.admin.cookie);
      const ids = [second.id, 'junk', first.id, gone.id].join(',');
      const response = await call(
        'GET',
        `${projectUrl}/work-items/list/?issues=${ids}`,
        world.member.cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<WorkItem[]>().map((item) => item.id)).toEqual([second.id, first.id]);
      await handToGuest(first.id);
      const guest = await call(
        'GET',
        `${projectUrl}/issues/list/?issues=${[first.id, second.id].join(',')}`,
        world.guest.cookie,
      );
      expect(guest.json<WorkItem[]>().map((item) => item.id)).toEqual([first.id]);
    });
  });

  describe('GET …/v2/issues/', () => {
    guards(() => `${projectUrl}/v2/issues/`);

    it.each([
      ['cursor=1:x:0', 'cursor: Invalid cursor', 'cursor'],
      [
        'updated_at__gt=yesterday',
        'updated_at__gt: Must be a date and time such as 2025-01-31T12:00:00Z',
        'updated_at__gt',
      ],
      ['description=maybe', 'description: description must be true or false', 'description'],
    ])('refuses %s', async (query, message, field) => {
      const response = await call('GET', `${projectUrl}/v2/issues/?${query}`, world.member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message, field });
    });

    it('pages live items by updated_at with the sync cursor, and only changes since a time', async () => {
      const url = `${projectUrl}/v2/issues/`;
      const before = (await call('GET', url, world.member.cookie)).json<WorkItemSyncPage>();
      const made: WorkItem[] = [];
      for (const name of ['S1', 'S2', 'S3']) made.push(await create(name));
      const archivedItem = await create('S archived', { state_id: await doneStateId() });
      await call('POST', `${projectUrl}/issues/${archivedItem.id}/archive/`, world.member.cookie);
      const total = before.total_results + 3;
      const first = (
        await call('GET', `${url}?cursor=2:0:0`, world.member.cookie)
      ).json<WorkItemSyncPage>();
      expect(first).toMatchObject({
        cursor: '2:0:0',
        prev_cursor: '2:0:0',
        // The position of the page's last item, for a client that follows next_cursor.
        next_cursor: expect.stringMatching(/^2:1:\d{10,27}$/) as string,
        prev_page_results: false,
        next_page_results: true,
        page_count: 2,
        total_results: total,
        total_pages: Math.ceil(total / 2),
      });
      const all: string[] = [];
      let cursor: string | null = '2:0:0';
      while (cursor !== null) {
        const page: WorkItemSyncPage = (
          await call('GET', `${url}?cursor=${cursor}`, world.member.cookie)
        ).json<WorkItemSyncPage>();
        all.push(...page.results.map((item) => item.id));
        cursor = page.next_cursor;
      }
      expect(all).toHaveLength(total);
      expect(new Set(all).size).toBe(total);
      expect(all).not.toContain(archivedItem.id);
      expect(all.slice(-3)).toEqual(made.map((item) => item.id));
      expect(first.results[0]).not.toHaveProperty('description_html');
      const second = made[1];
      if (!second) throw new Error('no item');
      const since = await call(
        'GET',
        `${url}?updated_at__gt=${encodeURIComponent(second.updated_at)}&description=true`,
        world.member.cookie,
      );
      const changed = since.json<WorkItemSyncPage>();
      // Times are answered to the millisecond and stored to the microsecond, so the item seen last
      // may come again; a sync upserts, so a repeat is harmless where a gap would not be.
      const changedIds = changed.results.map((item) => item.id);
      expect(changedIds).toContain(made[2]?.id);
      expect(changedIds).not.toContain(made[0]?.id);
      expect(changed.results.at(-1)?.description_html).toBe('<p></p>');
      expect(changed.next_cursor).toBeNull();
    });

    it('shows guests only their own items', async () => {
      const mine = await create('Guest sync');
      await handToGuest(mine.id);
      const page = (
        await call('GET', `${projectUrl}/v2/issues/`, world.guest.cookie)
      ).json<WorkItemSyncPage>();
      expect(page.results.length).toBeGreaterThan(0);
      expect(page.results.every((item) => item.created_by === world.guest.user.id)).toBe(true);
    });
  });

  describe('GET …/deleted-issues/', () => {
    guards(() => `${projectUrl}/deleted-issues/`);

    it('refuses a bad time', async () => {
      const response = await call(
        'GET',
        `${projectUrl}/deleted-issues/?updated_at__gt=soon`,
        world.member.cookie,
      );
      expect(response.json()).toMatchObject({
        error: 'updated_at__gt: Must be a date and time such as 2025-01-31T12:00:00Z',
        field: 'updated_at__gt',
      });
    });

    it('lists ids archived or deleted since a time', async () => {
      const start = new Date().toISOString();
      const kept = await create('Kept');
      const deleted = await create('Deleted');
      await call('DELETE', `${projectUrl}/issues/${deleted.id}/`, world.admin.cookie);
      const url = `${projectUrl}/deleted-issues/`;
      const since = await call(
        'GET',
        `${url}?updated_at__gt=${encodeURIComponent(start)}`,
        world.member.cookie,
      );
      expect(since.json<string[]>()).toEqual([deleted.id]);
      const ever = (await call('GET', url, world.member.cookie)).json<string[]>();
      expect(ever).toContain(deleted.id);
      expect(ever).not.toContain(kept.id);
      const guest = (await call('GET', url, world.guest.cookie)).json<string[]>();
      expect(guest).not.toContain(deleted.id);
    });
  });

  describe('GET …/issues/:id/meta/', () => {
    guards(() => `${projectUrl}/issues/${world.project.id}/meta/`);

    it('answers the number and the project identifier, to those who may see the item', async () => {
      const item = await create('Meta');
      const response = await call(
        'GET',
        `${projectUrl}/issues/${item.id}/meta/`,
        world.member.cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        sequence_id: item.sequence_id,
        project_identifier: expect.any(String) as string,
      });
      const hidden = await call('GET', `${projectUrl}/issues/${item.id}/meta/`, world.guest.cookie);
      expect(hidden.json()).toMatchObject({ error: 'Issue not found' });
      const missing = await call('GET', `${projectUrl}/issues/junk/meta/`, world.member.cookie);
      expect(missing.statusCode).toBe(404);
    });
  });
});

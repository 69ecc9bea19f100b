import type { WorkItem, WorkItemDetail } from '@keel/core';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { labels, states, workItemActivities } from '#server/db/schema';
import { createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import { expectRefused } from '../kernel/test-helpers';

describe('work items', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  let itemsUrl: string;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    itemsUrl = `${world.projectUrl}/issues/`;
  });

  async function stateNamed(name: string, projectId = world.project.id) {
    const [state] = await ctx.db
      .select()
      .from(states)
      .where(and(eq(states.project_id, projectId), eq(states.name, name)));
    if (!state) throw new Error(`no state ${name}`);
    return state;
  }

  async function create(body: object, cookie = world.member.cookie) {
    const response = await call('POST', itemsUrl, cookie, body);
    expect(response.statusCode).toBe(201);
    return response.json<WorkItem>();
  }

  describe('POST …/issues/', () => {
    it('guards access', async () => {
      const body = { name: 'Fix login' };
      expect((await call('POST', itemsUrl, undefined, body)).statusCode).toBe(401);
      expect((await call('POST', itemsUrl, world.stranger.cookie, body)).statusCode).toBe(403);
      expect((await call('POST', itemsUrl, world.outsider.cookie, body)).statusCode).toBe(403);
      expect((await call('POST', itemsUrl, world.guest.cookie, body)).statusCode).toBe(403);
      const foreign = await ctx.app.inject({
        method: 'POST',
        url: itemsUrl,
        headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
        payload: body,
      });
      expect(foreign.statusCode).toBe(403);
    });

    it.each([
      [{}, 'name: Work item name is required', 'name'],
      [{ name: '   ' }, 'name: Work item name is required', 'name'],
      [{ name: 'x'.repeat(256) }, 'name: Work item name must be at most 255 characters', 'name'],
      [
        { name: 'A', priority: 'critical' },
        'priority: Priority must be one of urgent, high, medium, low, none',
        'priority',
      ],
      [
        { name: 'A', target_date: '31/01/2025' },
        'target_date: Must be a date such as 2025-01-31',
        'target_date',
      ],
      [
        { name: 'A', start_date: '2025-02-01', target_date: '2025-01-01' },
        'start_date: Start date cannot exceed target date',
        'start_date',
      ],
    ])('refuses %j', async (body, message, field) => {
      const response = await call('POST', itemsUrl, world.member.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field });
    });

    it("refuses another project's state and label, and people outside the project", async () => {
      const other = await createProject(ctx.db, world.workspace, world.admin.user);
      const otherState = await stateNamed('Todo', other.id);
      const [otherLabel] = await ctx.db
        .insert(labels)
        .values({ workspace_id: world.workspace.id, project_id: other.id, name: 'Elsewhere' })
        .returning();
      const cases: [object, string][] = [
        [{ state_id: otherState.id }, 'state_id: Must be a state of this project'],
        [{ label_ids: [otherLabel?.id] }, 'label_ids: Must be labels of this project'],
        [
          { assignee_ids: [world.outsider.user.id] },
          'assignee_ids: Must be members of this project',
        ],
        [{ budget_source: 'Capex' }, "budget_source: Must be one of the project's budget sources"],
      ];
      for (const [body, message] of cases) {
        const response = await call('POST', itemsUrl, world.member.cookie, { name: 'A', ...body });
        expect(response.json()).toMatchObject({ error: message });
      }
    });

    it('creates an item in the default state at the end of its order, numbered in sequence', async () => {
      const first = await create({
        name: 'First',
        description_html: '<p>Hello <script>x</script></p>',
      });
      const second = await create({
        name: 'Second',
        priority: 'high',
        assignee_ids: [world.guest.user.id],
      });
      const backlog = await stateNamed('Backlog');
      expect(first).toMatchObject({
        name: 'First',
        state_id: backlog.id,
        state__group: 'backlog',
        priority: 'none',
        created_by: world.member.user.id,
        label_ids: [],
        module_ids: [],
        cycle_id: null,
      });
      expect(second.sequence_id).toBe(first.sequence_id + 1);
      expect(second.sort_order).toBe(first.sort_order + 10_000);
      expect(second.assignee_ids).toEqual([world.guest.user.id]);
      const detail = await call('GET', `${itemsUrl}${first.id}/`, world.member.cookie);
      expect(detail.json<WorkItemDetail>()).toMatchObject({
        description_html: '<p>Hello </p>',
        description_stripped: 'Hello',
        project_identifier: world.project.identifier,
      });
      const activity = await ctx.db
        .select()
        .from(workItemActivities)
        .where(eq(workItemActivities.work_item_id, first.id));
      expect(activity.map((row) => row.verb)).toEqual(['created']);
    });

    it("takes Plane's create modal as it sends it: empty ids mean none (the default state)", async () => {
      const item = await create({
        name: 'From the modal',
        project_id: world.project.id,
        state_id: '',
        parent_id: '',
        estimate_point: '',
        type_id: '',
        cycle_id: null,
        module_ids: null,
        label_ids: [],
        assignee_ids: [],
        priority: 'none',
        start_date: null,
        target_date: null,
        description_html: '<p></p>',
      });
      expect(item).toMatchObject({
        state_id: (await stateNamed('Backlog')).id,
        parent_id: null,
        estimate_point: null,
        type_id: null,
      });
      const cleared = await call('PATCH', `${itemsUrl}${item.id}/`, world.member.cookie, {
        parent_id: '',
        estimate_point: '',
      });
      expect(cleared.statusCode, cleared.body).toBe(204);
      expectRefused(
        await call('POST', itemsUrl, world.member.cookie, { name: 'Bad', state_id: 'nope' }),
        'state_id: Must be a state id',
        'state_id',
      );
    });

    it('takes an id chosen by the client; the same create again answers the item, other uses are refused', async () => {
      const id = crypto.randomUUID();
      const first = await create({ id, name: 'Made offline', priority: 'high' });
      expect(first).toMatchObject({ id, name: 'Made offline', priority: 'high' });
      // Replayed (its first answer was lost): the item as it is now, not a second item.
      const again = await call('POST', itemsUrl, world.member.cookie, { id, name: 'Made offline' });
      expect(again.statusCode).toBe(201);
      expect(again.json<WorkItem>()).toMatchObject({ id, sequence_id: first.sequence_id });
      // Both at once: one item, both answered with it.
      const racing = crypto.randomUUID();
      const both = await Promise.all(
        [1, 2].map(() =>
          call('POST', itemsUrl, world.member.cookie, { id: racing, name: 'Twice' }),
        ),
      );
      expect(both.map((response) => response.statusCode)).toEqual([201, 201]);
      expect(new Set(both.map((response) => response.json<WorkItem>().sequence_id)).size).toBe(1);
      // Someone else, or another project, may not take it.
      const taken = await call('POST', itemsUrl, world.admin.cookie, { id, name: 'Mine now' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'WORK_ITEM_ID_TAKEN', field: 'id' });
      const other = await createProject(ctx.db, world.workspace, world.member.user);
      const elsewhere = await call(
        'POST',
        `${world.base}/projects/${other.id}/issues/`,
        world.member.cookie,
        { id, name: 'Moved' },
      );
      expect(elsewhere.statusCode).toBe(409);
      expectRefused(
        await call('POST', itemsUrl, world.member.cookie, { id: 'nope', name: 'Bad id' }),
        'id: id must be a UUID',
        'id',
      );
      // Deleted since: the replay finds nothing to answer.
      expect((await call('DELETE', `${itemsUrl}${id}/`, world.member.cookie)).statusCode).toBe(204);
      const gone = await call('POST', itemsUrl, world.member.cookie, { id, name: 'Made offline' });
      expect(gone.statusCode).toBe(404);
    });

    it('numbers 50 items created at once in one project 1…50, with no gap or repeat', async () => {
      const project = await createProject(ctx.db, world.workspace, world.member.user);
      const url = `${world.base}/projects/${project.id}/work-items/`;
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          call('POST', url, world.member.cookie, { name: `Item ${index}` }),
        ),
      );
      expect(responses.every((response) => response.statusCode === 201)).toBe(true);
      const numbers = responses.map((response) => response.json<WorkItem>().sequence_id);
      expect([...numbers].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    });
  });

  describe('GET, PATCH, DELETE …/issues/:id/', () => {
    it('lets guests see only their own items unless the project lets them see all', async () => {
      const item = await create({ name: 'Members only' });
      const url = `${itemsUrl}${item.id}/`;
      expect((await call('GET', url, world.guest.cookie)).json()).toMatchObject({
        error: 'Issue not found',
      });
      await call('PATCH', `${world.projectUrl}/`, world.admin.cookie, {
        guest_view_all_features: true,
      });
      expect((await call('GET', url, world.guest.cookie)).statusCode).toBe(200);
      await call('PATCH', `${world.projectUrl}/`, world.admin.cookie, {
        guest_view_all_features: false,
      });
      expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
      expect((await call('GET', `${itemsUrl}not-an-id/`, world.member.cookie)).statusCode).toBe(
        404,
      );
    });

    it('edits, keeps completed_at in step with the state group and records each change', async () => {
      const item = await create({ name: 'Ship it', label_ids: [] });
      const url = `${itemsUrl}${item.id}/`;
      const done = await stateNamed('Done');
      const [label] = await ctx.db
        .insert(labels)
        .values({ workspace_id: world.workspace.id, project_id: world.project.id, name: 'Release' })
        .returning();
      const edited = await call('PATCH', url, world.member.cookie, {
        state_id: done.id,
        priority: 'urgent',
        label_ids: [label?.id],
      });
      expect(edited.statusCode).toBe(204);
      const after = (await call('GET', url, world.member.cookie)).json<WorkItemDetail>();
      expect(after).toMatchObject({
        state__group: 'completed',
        priority: 'urgent',
        label_ids: [label?.id],
      });
      expect(after.completed_at).not.toBeNull();
      const activity = await ctx.db
        .select()
        .from(workItemActivities)
        .where(eq(workItemActivities.work_item_id, item.id))
        .orderBy(asc(workItemActivities.created_at));
      expect(activity.map((row) => row.field).sort()).toEqual(
        [null, 'labels', 'priority', 'state'].sort(),
      );
      await call('PATCH', url, world.member.cookie, { state_id: (await stateNamed('Backlog')).id });
      expect(
        (await call('GET', url, world.member.cookie)).json<WorkItemDetail>().completed_at,
      ).toBeNull();
    });

    it('refuses a parent loop and a parent from another project', async () => {
      const parent = await create({ name: 'Parent' });
      const child = await create({ name: 'Child', parent_id: parent.id });
      expect(child.parent_id).toBe(parent.id);
      const loop = await call('PATCH', `${itemsUrl}${parent.id}/`, world.member.cookie, {
        parent_id: child.id,
      });
      expect(loop.json()).toMatchObject({
        error: 'parent_id: A work item cannot be placed under its own sub-item',
        field: 'parent_id',
      });
      const self = await call('PATCH', `${itemsUrl}${parent.id}/`, world.member.cookie, {
        parent_id: parent.id,
      });
      expect(self.statusCode).toBe(400);
      const parentView = await call('GET', `${itemsUrl}${parent.id}/`, world.member.cookie);
      expect(parentView.json<WorkItem>().sub_issues_count).toBe(1);
    });

    it('lets admins and the creator delete, and never reuses the number', async () => {
      const item = await create({ name: 'Short-lived' }, world.admin.cookie);
      const url = `${itemsUrl}${item.id}/`;
      expect((await call('DELETE', url, world.member.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', url, world.admin.cookie)).statusCode).toBe(204);
      expect((await call('GET', url, world.admin.cookie)).statusCode).toBe(404);
      const next = await create({ name: 'After' });
      expect(next.sequence_id).toBe(item.sequence_id + 1);
    });
  });

  describe('GET /api/workspaces/:slug/work-items/:key/', () => {
    it('resolves a key for project members only', async () => {
      const item = await create({ name: 'By key' });
      const key = `${world.project.identifier.toLowerCase()}-${item.sequence_id}`;
      const url = `${world.base}/work-items/${key}/`;
      const found = await call('GET', url, world.member.cookie);
      expect(found.statusCode).toBe(200);
      expect(found.json<WorkItemDetail>().id).toBe(item.id);
      expect((await call('GET', url, world.outsider.cookie)).json()).toMatchObject({
        error: 'Issue not found',
      });
      expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
      const missing = await call('GET', `${world.base}/work-items/NOPE-999/`, world.member.cookie);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'Issue not found' });
    });
  });
});

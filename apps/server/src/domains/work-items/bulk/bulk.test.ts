import type { WorkItem } from '@keel/core';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { labels, workItems } from '#server/db/schema';
import { createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';

describe('bulk work-item changes', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, stateNamed, create, detail, activityOf, expectMembersOnly } = workItemKit(
    ctx,
    () => world,
  );
  let bulkUrl: string;
  let deleteUrl: string;
  let datesUrl: string;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    bulkUrl = `${world.projectUrl}/bulk-operation-issues/`;
    deleteUrl = `${world.projectUrl}/bulk-delete-issues/`;
    datesUrl = `${world.projectUrl}/issue-dates/`;
  });

  const unknownId = '00000000-0000-4000-8000-000000000000';

  describe('POST …/bulk-operation-issues/', () => {
    it('guards access: members and admins only', async () => {
      const item = await create({ name: 'Guarded' });
      await expectMembersOnly('POST', bulkUrl, {
        issue_ids: [item.id],
        properties: { priority: 'high' },
      });
      expect((await detail(item.id)).priority).toBe('none');
    });

    it.each([
      [{ properties: {} }, 'issue_ids: Issue IDs are required', 'issue_ids'],
      [{ issue_ids: [], properties: {} }, 'issue_ids: Issue IDs are required', 'issue_ids'],
      [
        { issue_ids: ['nope'], properties: {} },
        'issue_ids.0: Must be a work item id',
        'issue_ids.0',
      ],
      [
        { issue_ids: [unknownId], properties: { priority: 'critical' } },
        'properties.priority: Priority must be one of urgent, high, medium, low, none',
        'properties.priority',
      ],
      [
        { issue_ids: [unknownId], properties: { start_date: '01/02/2025' } },
        'properties.start_date: Must be a date such as 2025-01-31',
        'properties.start_date',
      ],
      [
        { issue_ids: [unknownId], properties: { sprint_id: unknownId } },
        'properties: Unrecognized key: "sprint_id"',
        'properties',
      ],
    ])('refuses %j', async (body, message, field) => {
      expectRefused(await call('POST', bulkUrl, world.member.cookie, body), message, field);
    });

    it("refuses another project's state, outsiders as assignees and a start after a target", async () => {
      const item = await create({ name: 'Checked' });
      const other = await createProject(ctx.db, world.workspace, world.admin.user);
      const cases: [object, string, string][] = [
        [
          { state_id: (await stateNamed('Todo', other.id)).id },
          'state_id: Must be a state of this project',
          'state_id',
        ],
        [
          { assignee_ids: [world.outsider.user.id] },
          'assignee_ids: Must be members of this project',
          'assignee_ids',
        ],
        [
          { start_date: '2025-03-01', target_date: '2025-02-01' },
          'start_date: Start date cannot exceed target date',
          'start_date',
        ],
      ];
      for (const [properties, message, field] of cases) {
        const response = await call('POST', bulkUrl, world.member.cookie, {
          issue_ids: [item.id],
          properties,
        });
        expectRefused(response, message, field);
      }
    });

    it('changes nothing when one item fails: an unknown id or a date clash', async () => {
      const free = await create({ name: 'Free' });
      const bounded = await create({ name: 'Bounded', target_date: '2025-01-10' });
      const unknown = await call('POST', bulkUrl, world.member.cookie, {
        issue_ids: [free.id, unknownId],
        properties: { priority: 'urgent' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'Issue not found' });
      const clash = await call('POST', bulkUrl, world.member.cookie, {
        issue_ids: [free.id, bounded.id],
        properties: { priority: 'urgent', start_date: '2025-02-01' },
      });
      expect(clash.statusCode).toBe(400);
      expect(clash.json()).toMatchObject({ field: 'start_date' });
      for (const id of [free.id, bounded.id]) {
        expect(await detail(id)).toMatchObject({ priority: 'none', start_date: null });
        expect((await activityOf(id)).map((row) => row.verb)).toEqual(['created']);
      }
    });

    it('sets state, priority and dates, adds labels and assignees, and records each change', async () => {
      const [kept, added] = await ctx.db
        .insert(labels)
        .values([
          { workspace_id: world.workspace.id, project_id: world.project.id, name: 'Kept' },
          { workspace_id: world.workspace.id, project_id: world.project.id, name: 'Added' },
        ])
        .returning();
      if (!kept || !added) throw new Error('labels not created');
      const first = await create({ name: 'First', label_ids: [kept.id] });
      const second = await create({ name: 'Second' });
      const done = await stateNamed('Done');
      const response = await call('POST', bulkUrl, world.member.cookie, {
        issue_ids: [first.id, second.id],
        properties: {
          state_id: done.id,
          priority: 'high',
          label_ids: [added.id],
          assignee_ids: [world.member.user.id],
          start_date: '2025-01-01',
          target_date: '2025-01-31',
        },
      });
      expect(response.statusCode).toBe(204);
      const afterFirst = await detail(first.id);
      expect(afterFirst).toMatchObject({
        state_id: done.id,
        state__group: 'completed',
        priority: 'high',
        start_date: '2025-01-01',
        target_date: '2025-01-31',
        assignee_ids: [world.member.user.id],
        updated_by: world.member.user.id,
      });
      expect(afterFirst.completed_at).not.toBeNull();
      expect([...afterFirst.label_ids].sort()).toEqual([kept.id, added.id].sort());
      expect((await detail(second.id)).label_ids).toEqual([added.id]);
      const fields = (await activityOf(first.id))
        .filter((row) => row.verb === 'updated')
        .map((row) => row.field)
        .sort();
      expect(fields).toEqual(
        ['assignees', 'labels', 'priority', 'start_date', 'state', 'target_date'].sort(),
      );
      // Moving back out of the completed group clears completed_at.
      await call('POST', bulkUrl, world.admin.cookie, {
        issue_ids: [first.id],
        properties: { state_id: (await stateNamed('Backlog')).id },
      });
      expect((await detail(first.id)).completed_at).toBeNull();
    });

    it('refuses writes in an archived project', async () => {
      const project = await createProject(ctx.db, world.workspace, world.admin.user);
      const url = `${world.base}/projects/${project.id}`;
      const created = await call('POST', `${url}/issues/`, world.admin.cookie, { name: 'Old' });
      const item = created.json<WorkItem>();
      await call('POST', `${url}/archive/`, world.admin.cookie);
      const response = await call('POST', `${url}/bulk-operation-issues/`, world.admin.cookie, {
        issue_ids: [item.id],
        properties: { priority: 'low' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PROJECT_ARCHIVED' });
    });
  });

  describe('DELETE …/bulk-delete-issues/', () => {
    it('guards access: admins only', async () => {
      const item = await create({ name: 'Kept safe' });
      const body = { issue_ids: [item.id] };
      expect((await call('DELETE', deleteUrl, undefined, body)).statusCode).toBe(401);
      expect((await call('DELETE', deleteUrl, world.stranger.cookie, body)).statusCode).toBe(403);
      expect((await call('DELETE', deleteUrl, world.member.cookie, body)).statusCode).toBe(403);
      expect((await call('DELETE', deleteUrl, world.guest.cookie, body)).statusCode).toBe(403);
      expect((await detail(item.id)).id).toBe(item.id);
    });

    it('refuses a missing list with the exact message', async () => {
      const response = await call('DELETE', deleteUrl, world.admin.cookie, { issue_ids: [] });
      expectRefused(response, 'issue_ids: Issue IDs are required', 'issue_ids');
    });

    it('deletes nothing when one id is unknown', async () => {
      const item = await create({ name: 'Survivor' });
      const response = await call('DELETE', deleteUrl, world.admin.cookie, {
        issue_ids: [item.id, unknownId],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Issue not found' });
      expect((await detail(item.id)).id).toBe(item.id);
    });

    it('soft-deletes every named item with an activity row each', async () => {
      const first = await create({ name: 'Gone 1' });
      const second = await create({ name: 'Gone 2' });
      const response = await call('DELETE', deleteUrl, world.admin.cookie, {
        issue_ids: [first.id, second.id],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: '2 issues were deleted' });
      const rows = await ctx.db
        .select()
        .from(workItems)
        .where(inArray(workItems.id, [first.id, second.id]));
      expect(rows.every((row) => row.deleted_at !== null)).toBe(true);
      expect((await activityOf(first.id)).map((row) => row.verb).sort()).toEqual([
        'created',
        'deleted',
      ]);
      expect(
        (await call('GET', `${world.projectUrl}/issues/${first.id}/`, world.admin.cookie))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('POST …/issue-dates/', () => {
    it('guards access: members and admins only', async () => {
      const item = await create({ name: 'Dated' });
      const body = { updates: [{ id: item.id, start_date: '2025-01-01' }] };
      expect((await call('POST', datesUrl, undefined, body)).statusCode).toBe(401);
      expect((await call('POST', datesUrl, world.stranger.cookie, body)).statusCode).toBe(403);
      expect((await call('POST', datesUrl, world.guest.cookie, body)).statusCode).toBe(403);
      expect((await detail(item.id)).start_date).toBeNull();
    });

    it.each([
      [{}, 'updates: Invalid input: expected array, received undefined', 'updates'],
      [{ updates: [] }, 'updates: At least one update is required', 'updates'],
      [
        { updates: [{ id: unknownId, target_date: 'soon' }] },
        'updates.0.target_date: Must be a date such as 2025-01-31',
        'updates.0.target_date',
      ],
    ])('refuses %j', async (body, message, field) => {
      expectRefused(await call('POST', datesUrl, world.member.cookie, body), message, field);
    });

    it('moves every item or none: a start after a target refuses the lot', async () => {
      const first = await create({ name: 'Bar 1' });
      const second = await create({ name: 'Bar 2', target_date: '2025-01-15' });
      const refused = await call('POST', datesUrl, world.member.cookie, {
        updates: [
          { id: first.id, start_date: '2025-01-01', target_date: '2025-01-05' },
          { id: second.id, start_date: '2025-02-01' },
        ],
      });
      expectRefused(
        refused,
        'updates.1.start_date: Start date cannot exceed target date',
        'updates.1.start_date',
      );
      const unknown = await call('POST', datesUrl, world.member.cookie, {
        updates: [
          { id: first.id, start_date: '2025-01-01' },
          { id: unknownId, start_date: '2025-01-01' },
        ],
      });
      expect(unknown.statusCode).toBe(404);
      expect(await detail(first.id)).toMatchObject({ start_date: null, target_date: null });
      expect(await detail(second.id)).toMatchObject({
        start_date: null,
        target_date: '2025-01-15',
      });
    });

    it('moves the dates given, keeps the others, and records each change', async () => {
      const first = await create({ name: 'Bar 3', start_date: '2025-01-01' });
      const second = await create({ name: 'Bar 4', target_date: '2025-03-01' });
      const response = await call('POST', datesUrl, world.member.cookie, {
        updates: [
          { id: first.id, target_date: '2025-01-20' },
          { id: second.id, start_date: '2025-02-01', target_date: null },
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Issues updated successfully' });
      expect(await detail(first.id)).toMatchObject({
        start_date: '2025-01-01',
        target_date: '2025-01-20',
      });
      expect(await detail(second.id)).toMatchObject({
        start_date: '2025-02-01',
        target_date: null,
      });
      const fields = (await activityOf(second.id))
        .filter((row) => row.verb === 'updated')
        .map((row) => row.field)
        .sort();
      expect(fields).toEqual(['start_date', 'target_date']);
    });
  });
});

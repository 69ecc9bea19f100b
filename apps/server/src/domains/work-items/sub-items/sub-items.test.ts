import type { SubItemsResponse, WorkItem, WorkItemActivity } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';

describe('work-item sub-items (sub-issues)', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create, stateNamed, activityOf, expectMembersOnly } = workItemKit(ctx, () => world);
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  const subUrl = (id: string) => `${world.projectUrl}/issues/${id}/sub-issues/`;

  async function place(parentId: string, ids: string[]) {
    const response = await call('POST', subUrl(parentId), world.member.cookie, {
      sub_issue_ids: ids,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SubItemsResponse>();
  }

  async function subItemsOf(parentId: string) {
    const response = await call('GET', subUrl(parentId), world.member.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SubItemsResponse>();
  }

  it('places items under a parent and spreads them by state group', async () => {
    const done = await stateNamed('Done');
    const parent = await create({ name: 'Parent' });
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B', state_id: done.id });
    const placed = await place(parent.id, [a.id, b.id]);
    expect(placed.sub_issues.map((item) => item.id).sort()).toEqual([a.id, b.id].sort());
    expect(placed.sub_issues.every((item) => item.parent_id === parent.id)).toBe(true);

    const listed = await subItemsOf(parent.id);
    // Newest first, as Plane orders them.
    expect(listed.sub_issues.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(listed.state_distribution).toEqual({ backlog: [a.id], completed: [b.id] });

    const shown = await call('GET', `${world.projectUrl}/issues/${parent.id}/`, world.admin.cookie);
    expect(shown.json<WorkItem>().sub_issues_count).toBe(2);

    const parentKey = `${world.project.identifier}-${String(parent.sequence_id)}`;
    expect(await activityOf(a.id)).toContainEqual(
      expect.objectContaining({
        verb: 'updated',
        field: 'parent',
        old_value: null,
        new_value: parentKey,
        new_identifier: parent.id,
      }),
    );
  });

  it('moves a sub-item from one parent to another, recording both', async () => {
    const first = await create({ name: 'First parent' });
    const second = await create({ name: 'Second parent' });
    const child = await create({ name: 'Child', parent_id: first.id });
    await place(second.id, [child.id]);
    expect((await subItemsOf(first.id)).sub_issues).toEqual([]);
    expect((await subItemsOf(second.id)).sub_issues.map((item) => item.id)).toEqual([child.id]);
    expect(await activityOf(child.id)).toContainEqual(
      expect.objectContaining({
        field: 'parent',
        old_value: `${world.project.identifier}-${String(first.sequence_id)}`,
        old_identifier: first.id,
        new_identifier: second.id,
      }),
    );
  });

  it('takes a sub-item out through a PATCH of parent_id to null', async () => {
    const parent = await create({ name: 'Parent to leave' });
    const child = await create({ name: 'Leaving', parent_id: parent.id });
    const response = await call(
      'PATCH',
      `${world.projectUrl}/issues/${child.id}/`,
      world.member.cookie,
      {
        parent_id: null,
      },
    );
    expect(response.statusCode).toBe(204);
    expect(await subItemsOf(parent.id)).toEqual({ sub_issues: [], state_distribution: {} });
    expect(await activityOf(child.id)).toContainEqual(
      expect.objectContaining({ field: 'parent', old_identifier: parent.id, new_value: null }),
    );
  });

  it('records sub-items added and taken out on the parent too, shown in its history', async () => {
    const parent = await create({ name: 'Recording parent' });
    const other = await create({ name: 'Other parent' });
    const placed = await create({ name: 'Placed' });
    const moved = await create({ name: 'Moved away', parent_id: parent.id });
    const born = await create({ name: 'Born under', parent_id: parent.id });
    const patched = await create({ name: 'Patched in' });
    await place(parent.id, [placed.id]);
    await place(other.id, [moved.id]);
    const edit = (id: string, parentId: string | null) =>
      call('PATCH', `${world.projectUrl}/issues/${id}/`, world.member.cookie, {
        parent_id: parentId,
      });
    expect((await edit(patched.id, parent.id)).statusCode).toBe(204);
    expect((await edit(placed.id, null)).statusCode).toBe(204);
    // A draft under the parent stays private to its author: nothing on the parent.
    const draft = await call('POST', `${world.projectUrl}/issue-drafts/`, world.member.cookie, {
      name: 'Draft child',
      parent_id: parent.id,
    });
    expect(draft.statusCode, draft.body).toBe(201);

    const keyOf = (item: WorkItem) => `${world.project.identifier}-${String(item.sequence_id)}`;
    const history = await call(
      'GET',
      `${world.projectUrl}/issues/${parent.id}/history/?activity_type=issue-property`,
      world.member.cookie,
    );
    expect(history.statusCode).toBe(200);
    const rows = history
      .json<WorkItemActivity[]>()
      .filter((row) => row.field === 'sub_issue')
      .map((row) => [
        row.verb,
        row.old_value,
        row.new_value,
        row.old_identifier,
        row.new_identifier,
      ]);
    expect(rows).toEqual([
      ['updated', null, keyOf(moved), null, moved.id],
      ['updated', null, keyOf(born), null, born.id],
      ['updated', null, keyOf(placed), null, placed.id],
      ['updated', keyOf(moved), null, moved.id, null],
      ['updated', null, keyOf(patched), null, patched.id],
      ['updated', keyOf(placed), null, placed.id, null],
    ]);
    // The other parent records what it gained.
    expect(await activityOf(other.id)).toContainEqual(
      expect.objectContaining({ field: 'sub_issue', new_identifier: moved.id }),
    );
  });

  it('refuses an item as its own sub-item and a sub-item of its own descendant', async () => {
    const top = await create({ name: 'Top' });
    const middle = await create({ name: 'Middle', parent_id: top.id });
    const bottom = await create({ name: 'Bottom', parent_id: middle.id });
    expectRefused(
      await call('POST', subUrl(top.id), world.member.cookie, { sub_issue_ids: [top.id] }),
      'sub_issue_ids: A work item cannot be its own sub-item',
      'sub_issue_ids',
    );
    expectRefused(
      await call('POST', subUrl(bottom.id), world.member.cookie, { sub_issue_ids: [top.id] }),
      'sub_issue_ids: A work item cannot be placed under its own sub-item',
      'sub_issue_ids',
    );
    // Nothing moved.
    expect((await subItemsOf(bottom.id)).sub_issues).toEqual([]);
  });

  it('refuses bad input, naming sub_issue_ids', async () => {
    const parent = await create({ name: 'Picky parent' });
    expectRefused(
      await call('POST', subUrl(parent.id), world.member.cookie, { sub_issue_ids: [] }),
      'sub_issue_ids: Sub Issue IDs are required',
      'sub_issue_ids',
    );
    expectRefused(
      await call('POST', subUrl(parent.id), world.member.cookie, { sub_issue_ids: ['nope'] }),
      'sub_issue_ids.0: Must be work item ids',
      'sub_issue_ids.0',
    );
    expectRefused(
      await call('POST', subUrl(parent.id), world.member.cookie, {
        sub_issue_ids: ['00000000-0000-4000-8000-000000000000'],
      }),
      'sub_issue_ids: Must be work items of this project',
      'sub_issue_ids',
    );
  });

  it('lets members and admins place, keeps the anonymous and other workspaces out', async () => {
    const parent = await create({ name: 'Guarded parent' });
    const child = await create({ name: 'Guarded child' });
    await expectMembersOnly('POST', subUrl(parent.id), { sub_issue_ids: [child.id] });
    expect((await call('GET', subUrl(parent.id))).statusCode).toBe(401);
    expect((await call('GET', subUrl(parent.id), world.stranger.cookie)).statusCode).toBe(403);
  });
});

import { type WorkItemHistoryEntry, isCommentEntry } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';

describe('work-item history', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create, stateNamed } = workItemKit(ctx, () => world);
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  const historyUrl = (id: string, query = '') =>
    `${world.projectUrl}/issues/${id}/history/${query}`;

  async function history(id: string, query = '') {
    const response = await call('GET', historyUrl(id, query), world.member.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkItemHistoryEntry[]>();
  }

  it('refuses the anonymous, other workspaces, outsiders, and bad filters', async () => {
    const item = await create({ name: 'Guarded' });
    expect((await call('GET', historyUrl(item.id))).statusCode).toBe(401);
    expect((await call('GET', historyUrl(item.id), world.stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', historyUrl(item.id), world.outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', historyUrl(item.id), world.guest.cookie)).statusCode).toBe(404);
    expectRefused(
      await call('GET', historyUrl(item.id, '?activity_type=votes'), world.member.cookie),
      'activity_type: activity_type must be issue-property or issue-comment',
      'activity_type',
    );
    expectRefused(
      await call('GET', historyUrl(item.id, '?created_at__gt=yesterday'), world.member.cookie),
      'created_at__gt: created_at__gt must be a date and time',
      'created_at__gt',
    );
  });

  it('merges changes and comments in order, with values named for people', async () => {
    const done = await stateNamed('Done');
    const parent = await create({ name: 'Parent' });
    const item = await create({ name: 'Watched history' });
    const url = `${world.projectUrl}/issues/${item.id}/`;
    await call('PATCH', url, world.member.cookie, { state_id: done.id });
    await call('POST', `${world.projectUrl}/issues/${item.id}/comments/`, world.admin.cookie, {
      comment_html: '<p>nice</p>',
    });
    await call('PATCH', url, world.member.cookie, {
      parent_id: parent.id,
      assignee_ids: [world.admin.user.id],
    });
    const entries = await history(item.id);
    const kinds = entries.map((entry) =>
      isCommentEntry(entry) ? 'comment' : `${entry.verb}:${entry.field ?? ''}`,
    );
    expect(kinds.slice(0, 3)).toEqual(['created:', 'updated:state', 'comment']);
    expect(kinds.slice(3).sort()).toEqual(['updated:assignees', 'updated:parent']);
    const state = entries.find((entry) => !isCommentEntry(entry) && entry.field === 'state');
    expect(state).toMatchObject({ new_value: 'Done', new_identifier: done.id });
    expect(state && !isCommentEntry(state) && state.actor_detail?.id).toBe(world.member.user.id);
    const parentRow = entries.find((entry) => !isCommentEntry(entry) && entry.field === 'parent');
    expect(parentRow).toMatchObject({
      new_value: `${world.project.identifier}-${String(parent.sequence_id)}`,
    });
    const assignee = entries.find((entry) => !isCommentEntry(entry) && entry.field === 'assignees');
    expect(assignee).toMatchObject({ new_value: world.admin.user.display_name });
    // No `comment` activity rows: the comment itself stands for them.
    expect(entries.some((entry) => !isCommentEntry(entry) && entry.field === 'comment')).toBe(
      false,
    );

    const properties = await history(item.id, '?activity_type=issue-property');
    expect(properties.some(isCommentEntry)).toBe(false);
    expect(properties).toHaveLength(4);
    const comments = await history(item.id, '?activity_type=issue-comment');
    expect(comments.map((entry) => isCommentEntry(entry) && entry.comment_html)).toEqual([
      '<p>nice</p>',
    ]);
    const commentEntry = comments[0];
    const later = await history(
      item.id,
      `?created_at__gt=${encodeURIComponent(commentEntry?.created_at ?? '')}`,
    );
    expect(later.map((entry) => !isCommentEntry(entry) && entry.field).sort()).toEqual([
      'assignees',
      'parent',
    ]);
  });
});

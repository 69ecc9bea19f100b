import type { WorkItem, WorkItemListResponse, WorkspaceMemberMe } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { createProject, createWorkspace } from '#server/test/factories';
import { expectRefused } from '../kernel/test-helpers';
import { useDraftsWorld } from './drafts.test-helpers';

describe('project drafts', () => {
  const { ctx, world, draftsUrl, call, create, activityOf, expectMembersOnly, ...drafts } =
    useDraftsWorld('project');
  const { draft, draftList, editDraft, idsInGroup, publish } = drafts;

  async function draftCount(cookie = world().member.cookie) {
    const response = await call('GET', `${world().base}/workspace-members/me/`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkspaceMemberMe>().draft_issue_count;
  }

  it('guards access', async () => {
    expect((await call('GET', draftsUrl())).statusCode).toBe(401);
    expect((await call('GET', draftsUrl(), world().stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', draftsUrl(), world().outsider.cookie)).statusCode).toBe(403);
    await expectMembersOnly('POST', draftsUrl(), { name: 'Idea' });
    const item = await draft({ name: 'Guarded' });
    const one = `${draftsUrl()}${item.id}/`;
    expect((await call('GET', one)).statusCode).toBe(401);
    expect((await call('GET', one, world().stranger.cookie)).statusCode).toBe(403);
    await expectMembersOnly('PATCH', one, { name: 'Taken' });
    await expectMembersOnly('DELETE', one, {});
    // A project of another workspace is not found from this one.
    const strangerWorkspace = await createWorkspace(ctx.db, world().stranger.user);
    const foreign = await createProject(ctx.db, strangerWorkspace, world().stranger.user);
    const elsewhere = `${world().base}/projects/${foreign.id}/issue-drafts/`;
    expect((await call('GET', elsewhere, world().admin.cookie)).statusCode).toBe(404);
  });

  it('names the field it refuses', async () => {
    expectRefused(
      await call('POST', draftsUrl(), world().member.cookie, { priority: 'high' }),
      'name: Work item name is required',
      'name',
    );
    expectRefused(
      await call('POST', draftsUrl(), world().member.cookie, { name: 'Odd', priority: 'soon' }),
      'priority: Priority must be one of urgent, high, medium, low, none',
      'priority',
    );
    const item = await draft({ name: 'Valid' });
    expectRefused(
      await call('PATCH', `${draftsUrl()}${item.id}/`, world().member.cookie, { name: '' }),
      'name: Work item name is required',
      'name',
    );
  });

  it('creates, lists, edits and deletes the caller’s drafts, keeping the count right', async () => {
    const before = await draftCount();
    const item = await draft({ name: 'Half an idea', priority: 'high' });
    expect(item).toMatchObject({ is_draft: true, project_id: world().project.id });
    expect(await draftCount()).toBe(before + 1);
    expect(await activityOf(item.id)).not.toHaveLength(0);

    const live = await create({ name: 'Live item' });
    const list = await draftList();
    const ids = (list.results as WorkItem[]).map((entry) => entry.id);
    expect(ids).toContain(item.id);
    expect(ids).not.toContain(live.id);
    expect(list.next_cursor).toBe('50:1:0');
    // The workspace list holds the same draft.
    const workspaceList = (
      await call('GET', `${world().base}/draft-issues/`, world().member.cookie)
    ).json<WorkItemListResponse>();
    expect(workspaceList.results).toContainEqual(expect.objectContaining({ id: item.id }));

    const { patched, detail } = await editDraft(item.id, {
      name: 'Whole idea',
      priority: 'urgent',
    });
    expect(patched.statusCode).toBe(204);
    expect(detail).toMatchObject({ name: 'Whole idea', priority: 'urgent', is_draft: true });

    const grouped = await draftList(world().member.cookie, '?group_by=priority');
    expect(idsInGroup(grouped, 'urgent')).toContain(item.id);

    const removed = await call('DELETE', `${draftsUrl()}${item.id}/`, world().member.cookie);
    expect(removed.statusCode).toBe(204);
    expect(await draftCount()).toBe(before);
    expect((await draftList()).results).not.toContainEqual(
      expect.objectContaining({ id: item.id }),
    );
    expect((await call('GET', `${draftsUrl()}${item.id}/`, world().member.cookie)).statusCode).toBe(
      404,
    );
  });

  it("hides another member's draft", async () => {
    const theirs = await draft({ name: "Admin's idea" }, world().admin.cookie);
    expect((await draftList()).results).not.toContainEqual(
      expect.objectContaining({ id: theirs.id }),
    );
    const one = `${draftsUrl()}${theirs.id}/`;
    expect((await call('GET', one, world().member.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', one, world().member.cookie, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', one, world().member.cookie)).statusCode).toBe(404);
    // A guest may read the list, which never holds anyone's drafts.
    expect((await draftList(world().guest.cookie)).results).toEqual([]);
  });

  it('answers a draft only under its own project', async () => {
    const other = await createProject(ctx.db, world().workspace, world().admin.user);
    const item = await draft({ name: 'Here only' }, world().admin.cookie);
    const wrong = `${world().base}/projects/${other.id}/issue-drafts/${item.id}/`;
    expect((await call('GET', wrong, world().admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', `${draftsUrl()}not-an-id/`, world().admin.cookie)).statusCode).toBe(
      404,
    );
  });

  it('counts down when a draft becomes a work item', async () => {
    const before = await draftCount();
    const item = await draft({ name: 'Ready' });
    expect(await draftCount()).toBe(before + 1);
    const converted = await publish(item.id);
    expect(converted.statusCode).toBe(201);
    expect(await draftCount()).toBe(before);
    expect((await call('GET', `${draftsUrl()}${item.id}/`, world().member.cookie)).statusCode).toBe(
      404,
    );
  });
});

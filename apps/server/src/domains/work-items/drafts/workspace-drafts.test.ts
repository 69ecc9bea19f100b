import type { WorkItem } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { createProject } from '#server/test/factories';
import { expectRefused } from '../kernel/test-helpers';
import { useDraftsWorld } from './drafts.test-helpers';

describe('workspace drafts', () => {
  const { ctx, world, draftsUrl, call, create, ...drafts } = useDraftsWorld('workspace');
  const { draft, draftList, editDraft, idsInGroup, publish } = drafts;

  it('guards access', async () => {
    expect((await call('GET', draftsUrl())).statusCode).toBe(401);
    expect((await call('GET', draftsUrl(), world().stranger.cookie)).statusCode).toBe(403);
    const body = { name: 'Idea', project_id: world().project.id };
    expect((await call('POST', draftsUrl(), undefined, body)).statusCode).toBe(401);
    expect((await call('POST', draftsUrl(), world().stranger.cookie, body)).statusCode).toBe(403);
    // A workspace member outside the project, and a guest of it, may not draft there.
    expect((await call('POST', draftsUrl(), world().outsider.cookie, body)).statusCode).toBe(404);
    expect((await call('POST', draftsUrl(), world().guest.cookie, body)).statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: draftsUrl(),
      headers: { cookie: world().member.cookie, origin: 'https://evil.example' },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('names the field it refuses', async () => {
    expectRefused(
      await call('POST', draftsUrl(), world().member.cookie, { name: 'No project' }),
      'project_id: project_id must be a project id',
      'project_id',
    );
    expectRefused(
      await call('POST', draftsUrl(), world().member.cookie, { project_id: world().project.id }),
      'name: Work item name is required',
      'name',
    );
  });

  it('keeps drafts out of the project list and shows each author only their own', async () => {
    const mine = await draft({ name: 'Half an idea', priority: 'high' });
    expect(mine.is_draft).toBe(true);
    await draft({ name: "Admin's idea" }, world().admin.cookie);
    const live = await create({ name: 'Live item' });
    const projectList = (
      await call('GET', `${world().projectUrl}/issues/`, world().member.cookie)
    ).json<{ results: WorkItem[] }>();
    const projectIds = projectList.results.map((item) => item.id);
    expect(projectIds).toContain(live.id);
    expect(projectIds).not.toContain(mine.id);
    const drafts = await draftList();
    expect(drafts.results).toEqual([
      expect.objectContaining({ id: mine.id, name: 'Half an idea' }),
    ]);
    expect(drafts.next_cursor).toBe('50:1:0');
    // Another member can neither read nor change it, through either path.
    expect((await call('GET', `${draftsUrl()}${mine.id}/`, world().admin.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `${world().projectUrl}/issues/${mine.id}/`, world().admin.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `${draftsUrl()}${mine.id}/`, world().admin.cookie, { name: 'Mine now' }))
        .statusCode,
    ).toBe(404);
  });

  it('edits, groups and deletes a draft', async () => {
    const item = await draft({ name: 'Rough' });
    const { patched, detail } = await editDraft(item.id, {
      name: 'Less rough',
      priority: 'urgent',
    });
    expect(patched.statusCode).toBe(204);
    expect(detail).toMatchObject({ name: 'Less rough', priority: 'urgent', is_draft: true });
    const grouped = await draftList(world().member.cookie, '?group_by=priority');
    expect(grouped.grouped_by).toBe('priority');
    expect(idsInGroup(grouped, 'urgent')).toContain(item.id);
    expect(
      (await call('DELETE', `${draftsUrl()}${item.id}/`, world().member.cookie)).statusCode,
    ).toBe(204);
    expect((await draftList()).results).not.toContainEqual(
      expect.objectContaining({ id: item.id }),
    );
  });

  it('converts a draft into a live work item that keeps its number', async () => {
    const item = await draft({ name: 'Ready to go' });
    const converted = await publish(item.id);
    expect(converted.statusCode).toBe(201);
    expect(converted.json<WorkItem>()).toMatchObject({
      id: item.id,
      is_draft: false,
      sequence_id: item.sequence_id,
    });
    const projectList = (
      await call('GET', `${world().projectUrl}/issues/`, world().admin.cookie)
    ).json<{ results: WorkItem[] }>();
    expect(projectList.results.map((entry) => entry.id)).toContain(item.id);
    expect((await publish(item.id)).statusCode).toBe(404);
  });

  it('refuses drafts in an archived project', async () => {
    const project = await createProject(ctx.db, world().workspace, world().admin.user);
    await call('POST', `${world().base}/projects/${project.id}/archive/`, world().admin.cookie);
    const response = await call('POST', draftsUrl(), world().admin.cookie, {
      name: 'Too late',
      project_id: project.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PROJECT_ARCHIVED' });
  });
});

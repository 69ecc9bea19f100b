import {
  LINK_EXISTS_MESSAGE,
  LINK_URL_MESSAGE,
  type WorkItem,
  type WorkItemLink,
} from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';

describe('work-item links (issue-links)', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create, detail, activityOf, expectMembersOnly } = workItemKit(ctx, () => world);
  let item: WorkItem;
  let url: string;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    item = await create({ name: 'Has links' });
    url = `${world.projectUrl}/issues/${item.id}/issue-links/`;
  });

  async function add(body: object) {
    const response = await call('POST', url, world.member.cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WorkItemLink>();
  }

  it('adds a link, lists it, counts it and records a link activity', async () => {
    const link = await add({ url: ' https://example.com/spec ', title: 'Spec' });
    expect(link).toMatchObject({
      url: 'https://example.com/spec',
      title: 'Spec',
      issue: item.id,
      issue_id: item.id,
      project: world.project.id,
      created_by: world.member.user.id,
    });
    const listed = await call('GET', url, world.member.cookie);
    expect(listed.statusCode).toBe(200);
    // A guest of a project that shows guests only their own items does not see this one.
    expect((await call('GET', url, world.guest.cookie)).statusCode).toBe(404);
    expect(listed.json<WorkItemLink[]>().map((each) => each.id)).toContain(link.id);

    const shown = await detail(item.id, '?expand=issue_link');
    expect(shown.link_count).toBe(1);
    expect(shown.issue_link?.map((each) => each.id)).toEqual([link.id]);
    const page = await call('GET', `${world.projectUrl}/issues/`, world.admin.cookie);
    const row = page.json<{ results: WorkItem[] }>().results.find((each) => each.id === item.id);
    expect(row?.link_count).toBe(1);

    const activity = await activityOf(item.id);
    expect(activity).toContainEqual(
      expect.objectContaining({ verb: 'created', field: 'link', new_value: link.url }),
    );
  });

  it('keeps a link without a title, and refuses the same address twice', async () => {
    const link = await add({ url: 'http://plain.example' });
    expect(link.title).toBeNull();
    expectRefused(
      await call('POST', url, world.member.cookie, { url: 'http://plain.example' }),
      `url: ${LINK_EXISTS_MESSAGE}`,
      'url',
    );
  });

  it('refuses anything but an http or https address, naming url', async () => {
    for (const bad of ['ftp://example.com', 'javascript:alert(1)', 'example.com', ''])
      expectRefused(
        await call('POST', url, world.member.cookie, { url: bad }),
        `url: ${LINK_URL_MESSAGE}`,
        'url',
      );
    expectRefused(
      await call('POST', url, world.member.cookie, {}),
      `url: ${LINK_URL_MESSAGE}`,
      'url',
    );
  });

  it('edits a link and records the new address', async () => {
    const link = await add({ url: 'https://old.example' });
    const response = await call('PATCH', `${url}${link.id}/`, world.admin.cookie, {
      url: 'https://new.example',
      title: 'New',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<WorkItemLink>()).toMatchObject({
      url: 'https://new.example',
      title: 'New',
    });
    expect(await activityOf(item.id)).toContainEqual(
      expect.objectContaining({
        verb: 'updated',
        field: 'link',
        old_value: 'https://old.example',
        new_value: 'https://new.example',
      }),
    );
    expectRefused(
      await call('PATCH', `${url}${link.id}/`, world.admin.cookie, { url: 'mailto:a@b.c' }),
      `url: ${LINK_URL_MESSAGE}`,
      'url',
    );
  });

  it('deletes a link softly: gone from the list and the count', async () => {
    const fresh = await create({ name: 'One link' });
    const freshUrl = `${world.projectUrl}/issues/${fresh.id}/issue-links/`;
    const created = await call('POST', freshUrl, world.member.cookie, { url: 'https://x.example' });
    const link = created.json<WorkItemLink>();
    expect((await call('DELETE', `${freshUrl}${link.id}/`, world.member.cookie)).statusCode).toBe(
      204,
    );
    expect((await call('GET', freshUrl, world.member.cookie)).json()).toEqual([]);
    expect((await detail(fresh.id)).link_count).toBe(0);
    expect((await call('DELETE', `${freshUrl}${link.id}/`, world.member.cookie)).statusCode).toBe(
      404,
    );
    expect(await activityOf(fresh.id)).toContainEqual(
      expect.objectContaining({ verb: 'deleted', field: 'link', old_value: 'https://x.example' }),
    );
  });

  it('lets members and admins write, and nobody else (nor another site)', async () => {
    const link = await add({ url: 'https://guarded.example' });
    await expectMembersOnly('POST', url, { url: 'https://other.example' });
    await expectMembersOnly('PATCH', `${url}${link.id}/`, { title: 'x' });
    await expectMembersOnly('DELETE', `${url}${link.id}/`, {});
  });

  it('hides links from the anonymous and from other workspaces', async () => {
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
    const missing = `${world.projectUrl}/issues/00000000-0000-4000-8000-000000000000/issue-links/`;
    expect((await call('GET', missing, world.member.cookie)).statusCode).toBe(404);
  });
});

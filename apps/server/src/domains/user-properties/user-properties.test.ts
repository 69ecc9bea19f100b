import type { UserProperties } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';

describe('user properties', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  let url: string;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    url = `${world.projectUrl}/user-properties/`;
  });

  it('guards access', async () => {
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('PATCH', url, undefined, { filters: {} })).statusCode).toBe(401);
    expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
      payload: { display_filters: { layout: 'kanban' } },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("starts from Plane's defaults, per user", async () => {
    const response = await call('GET', url, world.member.cookie);
    expect(response.statusCode).toBe(200);
    const properties = response.json<UserProperties>();
    expect(properties).toMatchObject({
      user: world.member.user.id,
      project: world.project.id,
      workspace: world.workspace.id,
      filters: { priority: null, state: null, labels: null, subscriber: null },
      display_filters: {
        group_by: null,
        order_by: '-created_at',
        type: null,
        sub_issue: true,
        show_empty_groups: true,
        layout: 'list',
        calendar_date_range: '',
      },
      rich_filters: {},
    });
    expect(properties.display_properties).toMatchObject({ key: true, state: true });
    // The created and updated dates are off until asked for.
    expect(properties.display_properties).toMatchObject({ created_on: false, updated_on: false });
    const again = (await call('GET', url, world.member.cookie)).json<UserProperties>();
    expect(again.id).toBe(properties.id);
    const admin = (await call('GET', url, world.admin.cookie)).json<UserProperties>();
    expect(admin.id).not.toBe(properties.id);
  });

  it.each([
    [
      { display_filters: { layout: 'board' } },
      'display_filters.layout: Must be one of list, kanban, calendar, spreadsheet, gantt_chart',
      'display_filters.layout',
    ],
    [
      { display_filters: { order_by: 'colour' } },
      'display_filters.order_by: Must be a sort option such as -created_at',
      'display_filters.order_by',
    ],
    [
      { display_filters: { group_by: 'mood' } },
      'display_filters.group_by: Must be one of state, priority, labels, state_detail.group, assignees, cycle, module, target_date, project, created_by, team_project',
      'display_filters.group_by',
    ],
    [
      { display_properties: { key: 'yes' } },
      'display_properties.key: Must be true or false',
      'display_properties.key',
    ],
    [
      { filters: { priority: 'high' } },
      'filters.priority: Must be a list of values',
      'filters.priority',
    ],
    [{ rich_filters: [] }, 'rich_filters: Must be an object', 'rich_filters'],
  ])('refuses %j', async (body, message, field) => {
    const response = await call('PATCH', url, world.member.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field });
  });

  it('refuses keys it does not know', async () => {
    const response = await call('PATCH', url, world.member.cookie, {
      display_filters: { colour: 'red' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'display_filters' });
  });

  it('merges what is sent into what is stored, for guests too', async () => {
    const first = await call('PATCH', url, world.guest.cookie, {
      display_filters: { layout: 'kanban', group_by: 'state' },
      display_properties: { labels: false },
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PATCH', url, world.guest.cookie, {
      filters: { priority: ['urgent', 'high'] },
      display_filters: { sub_group_by: 'priority' },
      rich_filters: { and: [{ priority__in: 'urgent,high' }] },
    });
    const merged = second.json<UserProperties>();
    expect(merged).toMatchObject({
      filters: { priority: ['urgent', 'high'], state: null },
      display_filters: {
        layout: 'kanban',
        group_by: 'state',
        sub_group_by: 'priority',
        order_by: '-created_at',
      },
      display_properties: { labels: false, key: true },
      rich_filters: { and: [{ priority__in: 'urgent,high' }] },
    });
    expect((await call('GET', url, world.guest.cookie)).json<UserProperties>()).toEqual(merged);
    const own = (await call('GET', url, world.member.cookie)).json<UserProperties>();
    expect(own.display_filters).toMatchObject({ layout: 'list' });
  });

  it('keeps working on an archived project, as personal settings', async () => {
    const project = await createProject(ctx.db, world.workspace, world.admin.user);
    const archivedUrl = `${world.base}/projects/${project.id}`;
    await call('POST', `${archivedUrl}/archive/`, world.admin.cookie);
    const response = await call('PATCH', `${archivedUrl}/user-properties/`, world.admin.cookie, {
      display_filters: { layout: 'calendar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserProperties>().display_filters).toMatchObject({ layout: 'calendar' });
  });
});

describe('workspace user properties (global views, profile tabs)', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  let url: string;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    url = `${world.base}/user-properties/`;
  });

  it('guards access', async () => {
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
      payload: { display_filters: { layout: 'kanban' } },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps one row per member, apart from their project settings', async () => {
    const first = await call('GET', url, world.outsider.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json<UserProperties>()).toMatchObject({
      user: world.outsider.user.id,
      project: null,
      workspace: world.workspace.id,
      display_filters: { layout: 'spreadsheet', order_by: '-created_at' },
    });
    const patched = await call('PATCH', url, world.outsider.cookie, {
      display_filters: { layout: 'spreadsheet' },
      filters: { priority: ['urgent'] },
    });
    expect(patched.json<UserProperties>()).toMatchObject({
      id: first.json<UserProperties>().id,
      display_filters: { layout: 'spreadsheet' },
      filters: { priority: ['urgent'] },
    });
    const projectOwn = await call(
      'GET',
      `${world.projectUrl}/user-properties/`,
      world.member.cookie,
    );
    expect(projectOwn.json<UserProperties>().display_filters).toMatchObject({ layout: 'list' });
    const workspaceOfMember = await call('GET', url, world.member.cookie);
    expect(workspaceOfMember.json<UserProperties>().display_filters).toMatchObject({
      layout: 'spreadsheet',
    });
  });

  it('names the field it refuses', async () => {
    const response = await call('PATCH', url, world.member.cookie, {
      display_filters: { layout: 'board' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'display_filters.layout' });
  });
});

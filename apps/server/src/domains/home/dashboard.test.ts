import { HomeDashboardSchema, type HomeDashboard, type WorkItem } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { states } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused } from '#server/domains/work-items/kernel/test-helpers';

describe('home dashboard', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: ProjectWorld;
  let url: string;

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    url = `/api/users/me/workspaces/${world.workspace.slug}/dashboard/`;
  });

  async function home(cookie: string): Promise<HomeDashboard> {
    const response = await call('GET', `${url}?dashboard_type=home`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return HomeDashboardSchema.parse(response.json());
  }

  async function stateId(name: string): Promise<string> {
    const [state] = await ctx.db
      .select()
      .from(states)
      .where(and(eq(states.project_id, world.project.id), eq(states.name, name)));
    if (!state) throw new Error(`no state ${name}`);
    return state.id;
  }

  async function item(body: object): Promise<WorkItem> {
    const response = await call('POST', `${world.projectUrl}/issues/`, world.admin.cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WorkItem>();
  }

  it('refuses the anonymous, other workspaces, other origins and bad input', async () => {
    const board = await home(world.member.cookie);
    const widget = board.widgets[0]?.id ?? '';
    const patchUrl = `/api/dashboard/${board.dashboard.id}/widgets/${widget}/`;
    const dataUrl = `${url}${board.dashboard.id}/?widget_key=overview_stats`;
    for (const [method, target] of [
      ['GET', `${url}?dashboard_type=home`],
      ['GET', dataUrl],
    ] as const) {
      expect((await call(method, target)).statusCode).toBe(401);
      expect((await call(method, target, world.stranger.cookie)).statusCode).toBe(403);
    }
    expect((await call('PATCH', patchUrl, undefined, { is_visible: false })).statusCode).toBe(401);
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url: patchUrl,
      headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
      payload: { is_visible: false },
    });
    expect(foreign.statusCode).toBe(403);
    expectRefused(
      await call('GET', `${url}?dashboard_type=project`, world.member.cookie),
      'dashboard_type: Please specify a valid dashboard type',
      'dashboard_type',
    );
    expectRefused(
      await call('GET', `${url}${board.dashboard.id}/?widget_key=nope`, world.member.cookie),
      'widget_key: Please specify a valid widget key',
      'widget_key',
    );
    expectRefused(
      await call('PATCH', patchUrl, world.member.cookie, { is_visible: 'no' }),
      'is_visible: is_visible must be true or false',
      'is_visible',
    );
    expect((await home(world.member.cookie)).widgets.every((row) => row.is_visible)).toBe(true);
  });

  it('makes the home dashboard with its widgets once, and each person their own', async () => {
    const first = await home(world.guest.cookie);
    expect(first.dashboard).toMatchObject({
      type_identifier: 'home',
      is_default: true,
      owned_by: world.guest.user.id,
    });
    expect(first.widgets.map((widget) => widget.key)).toEqual([
      'overview_stats',
      'assigned_issues',
      'created_issues',
      'issues_by_state_groups',
      'issues_by_priority',
      'recent_projects',
    ]);
    expect(first.widgets[0]).toMatchObject({ is_visible: true, widget_filters: {} });
    expect(await home(world.guest.cookie)).toEqual(first);
    const others = await home(world.admin.cookie);
    expect(others.dashboard.id).not.toBe(first.dashboard.id);
  });

  it("changes a widget, and answers 'Dashboard not found' / 'Widget not found'", async () => {
    const mine = await home(world.outsider.cookie);
    const widget = mine.widgets[1];
    if (!widget) throw new Error('no widget');
    const patchUrl = `/api/dashboard/${mine.dashboard.id}/widgets/${widget.id}/`;
    const changed = await call('PATCH', patchUrl, world.outsider.cookie, {
      is_visible: false,
      sort_order: 5,
      filters: { duration: 'this_week' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: 'successfully updated' });
    const after = await home(world.outsider.cookie);
    expect(after.widgets[0]).toMatchObject({
      id: widget.id,
      is_visible: false,
      sort_order: 5,
      widget_filters: { duration: 'this_week' },
    });

    // Someone else's dashboard, or a widget of another dashboard, is not there.
    const theirs = await call('PATCH', patchUrl, world.member.cookie, { is_visible: true });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({
      error: 'Dashboard not found',
      code: 'DASHBOARD_NOT_FOUND',
    });
    const memberBoard = await home(world.member.cookie);
    const crossed = await call(
      'PATCH',
      `/api/dashboard/${memberBoard.dashboard.id}/widgets/${widget.id}/`,
      world.member.cookie,
      { is_visible: true },
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ error: 'Widget not found', code: 'WIDGET_NOT_FOUND' });
    const data = await call(
      'GET',
      `${url}${mine.dashboard.id}/?widget_key=overview_stats`,
      world.member.cookie,
    );
    expect(data.statusCode).toBe(404);
    expect(data.json()).toMatchObject({ code: 'DASHBOARD_NOT_FOUND' });
    expect((await home(world.outsider.cookie)).widgets[0]?.is_visible).toBe(false);
  });

  it("answers the person's work: assigned and created, by state group, with counts", async () => {
    const me = world.member;
    const done = await stateId('Done');
    const started = await stateId('In Progress');
    await item({ name: 'Open one', assignee_ids: [me.user.id], priority: 'low' });
    await item({
      name: 'Urgent one',
      assignee_ids: [me.user.id],
      priority: 'urgent',
      state_id: started,
    });
    await item({ name: 'Late one', assignee_ids: [me.user.id], target_date: '2020-01-01' });
    await item({ name: 'Finished', assignee_ids: [me.user.id], state_id: done });
    await item({ name: 'Someone else', assignee_ids: [world.admin.user.id] });
    const mineCreated = await call('POST', `${world.projectUrl}/issues/`, me.cookie, {
      name: 'My own',
    });
    expect(mineCreated.statusCode).toBe(201);

    const board = await home(me.cookie);
    const widget = async (query: string) => {
      const response = await call('GET', `${url}${board.dashboard.id}/?${query}`, me.cookie);
      expect(response.statusCode, `${query} ${response.body}`).toBe(200);
      return response.json<unknown>();
    };
    expect(await widget('widget_key=overview_stats')).toEqual({
      assigned_issues_count: 4,
      pending_issues_count: 3,
      completed_issues_count: 1,
      created_issues_count: 1,
    });
    const assigned = (await widget('widget_key=assigned_issues')) as {
      issues: { name: string }[];
      count: number;
      state_groups: { state: string; count: number }[];
    };
    expect(assigned.count).toBe(3);
    expect(assigned.issues.map((row) => row.name)).toEqual(['Urgent one', 'Open one', 'Late one']);
    expect(assigned.state_groups).toEqual([
      { state: 'backlog', count: 2 },
      { state: 'unstarted', count: 0 },
      { state: 'started', count: 1 },
      { state: 'completed', count: 1 },
      { state: 'cancelled', count: 0 },
    ]);
    expect(await widget('widget_key=assigned_issues&issue_type=overdue')).toMatchObject({
      count: 1,
      issues: [{ name: 'Late one', target_date: '2020-01-01' }],
    });
    expect(await widget('widget_key=assigned_issues&issue_type=completed')).toMatchObject({
      count: 1,
      issues: [{ name: 'Finished', state_group: 'completed' }],
    });
    expect(await widget('widget_key=created_issues')).toMatchObject({
      count: 1,
      issues: [{ name: 'My own', project_identifier: world.project.identifier }],
    });
    expect(await widget('widget_key=issues_by_state_groups')).toEqual(assigned.state_groups);
    expect(await widget('widget_key=issues_by_priority')).toEqual([
      { priority: 'urgent', count: 1 },
      { priority: 'high', count: 0 },
      { priority: 'medium', count: 0 },
      { priority: 'low', count: 1 },
      { priority: 'none', count: 2 },
    ]);
    expect(await widget('widget_key=recent_projects')).toEqual([]);
    await call('GET', `${world.projectUrl}/`, me.cookie);
    expect(await widget('widget_key=recent_projects')).toEqual([world.project.id]);
    // The outsider is in none of these projects: nothing of theirs shows.
    const outsiders = await home(world.outsider.cookie);
    const none = await call(
      'GET',
      `${url}${outsiders.dashboard.id}/?widget_key=overview_stats`,
      world.outsider.cookie,
    );
    expect(none.json()).toMatchObject({ assigned_issues_count: 0, created_issues_count: 0 });
  });
});

import type { WorkItem, WorkItemGroupPage, WorkItemListResponse } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { createProject } from '#server/test/factories';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, workItemKit } from '../kernel/test-helpers';
import { insertCycle, insertModule } from '../kernel/membership-test-helpers';

/** `cycles/{id}/cycle-issues/`, `modules/{id}/issues/` and their user-properties. */
describe('cycle and module work-item lists', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create } = workItemKit(ctx, () => world);
  let cycleId: string;
  let moduleId: string;
  const names: Record<string, string> = {};

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    cycleId = (await insertCycle(ctx.db, world, 'Listed sprint', 10)).id;
    moduleId = (await insertModule(ctx.db, world, 'Listed module')).id;
    for (const [name, body] of [
      ['both', { cycle_id: cycleId, module_ids: [moduleId] }],
      ['cycle only', { cycle_id: cycleId, priority: 'high' }],
      ['module only', { module_ids: [moduleId] }],
      ['neither', {}],
    ] as const) {
      const item = await create({ name, ...body });
      names[item.id] = name;
    }
  });

  const cycleUrl = () => `${world.projectUrl}/cycles/${cycleId}/cycle-issues/`;
  const moduleUrl = (path = 'issues') => `${world.projectUrl}/modules/${moduleId}/${path}/`;
  const namesOf = (rows: WorkItem[]) => rows.map((row) => names[row.id] ?? row.name).sort();

  async function listed(url: string, query = '', cookie = world.guest.cookie) {
    const response = await call('GET', `${url}${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkItemListResponse>();
  }

  it('lists only the items of the cycle or module, with the project list’s paging and grouping', async () => {
    await ctx.db
      .update(projects)
      .set({ guest_view_all_features: true })
      .where(eq(projects.id, world.project.id));
    expect(namesOf((await listed(cycleUrl())).results as WorkItem[])).toEqual([
      'both',
      'cycle only',
    ]);
    expect(namesOf((await listed(moduleUrl())).results as WorkItem[])).toEqual([
      'both',
      'module only',
    ]);
    expect(namesOf((await listed(moduleUrl('module-issues'))).results as WorkItem[])).toEqual([
      'both',
      'module only',
    ]);
    const grouped = await listed(cycleUrl(), '?group_by=priority&per_page=1');
    const groups = grouped.results as Record<string, WorkItemGroupPage>;
    expect(groups.high?.total_results).toBe(1);
    expect(groups.none?.total_results).toBe(1);
    expect(grouped.total_results).toBe(2);
    const filtered = await listed(cycleUrl(), `?module=${moduleId}`);
    expect(namesOf(filtered.results as WorkItem[])).toEqual(['both']);
  });

  it('answers 404 for a cycle or module outside the project and refuses strangers', async () => {
    const other = await createProject(ctx.db, world.workspace, world.admin.user);
    const elsewhere = await insertCycle(ctx.db, { ...world, project: other }, 'Elsewhere', 10);
    for (const url of [
      `${world.projectUrl}/cycles/${elsewhere.id}/cycle-issues/`,
      `${world.projectUrl}/cycles/00000000-0000-4000-8000-000000000000/cycle-issues/`,
      `${world.projectUrl}/modules/not-a-uuid/issues/`,
      `${world.projectUrl}/cycles/${elsewhere.id}/user-properties/`,
    ])
      expect((await call('GET', url, world.member.cookie)).statusCode).toBe(404);
    for (const url of [cycleUrl(), moduleUrl()]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
    }
  });

  it('keeps each person’s settings per cycle and per module', async () => {
    const url = `${world.projectUrl}/cycles/${cycleId}/user-properties/`;
    const first = await call('GET', url, world.member.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      cycle: cycleId,
      user: world.member.user.id,
      project: world.project.id,
      display_filters: { layout: 'list' },
    });
    const patched = await call('PATCH', url, world.member.cookie, {
      display_filters: { layout: 'kanban', group_by: 'state' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ display_filters: { layout: 'kanban' } });
    // Another person's settings, and the module's, are their own.
    const guest = await call('GET', url, world.guest.cookie);
    expect(guest.json()).toMatchObject({ display_filters: { layout: 'list' } });
    const moduleProps = `${world.projectUrl}/modules/${moduleId}/user-properties/`;
    const own = await call('PATCH', moduleProps, world.guest.cookie, {
      display_filters: { layout: 'calendar' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ module: moduleId, display_filters: { layout: 'calendar' } });
    const bad = await call('PATCH', url, world.member.cookie, {
      display_filters: { layout: 'grid' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'display_filters.layout' });
    expect((await call('PATCH', url, undefined, { filters: {} })).statusCode).toBe(401);
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
      payload: { filters: {} },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers 403 with a clear message when the project turns cycles or modules off', async () => {
    await ctx.db
      .update(projects)
      .set({ cycle_view: false, module_view: false })
      .where(eq(projects.id, world.project.id));
    for (const [url, error] of [
      [cycleUrl(), 'Cycles are turned off in this project.'],
      [
        `${world.projectUrl}/cycles/${cycleId}/user-properties/`,
        'Cycles are turned off in this project.',
      ],
      [moduleUrl(), 'Modules are turned off in this project.'],
      [
        `${world.projectUrl}/modules/${moduleId}/user-properties/`,
        'Modules are turned off in this project.',
      ],
    ]) {
      const response = await call('GET', url ?? '', world.member.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error });
    }
    await ctx.db
      .update(projects)
      .set({ cycle_view: true, module_view: true })
      .where(eq(projects.id, world.project.id));
  });
});

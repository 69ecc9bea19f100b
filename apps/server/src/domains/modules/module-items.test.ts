import type { Module, ModuleDetail } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moduleWorkItems, projects, workItemActivities } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { expectRefused, moduleKit } from './module-test-helpers';

describe('module items', () => {
  const ctx = useTestApp();
  const kit = moduleKit(ctx);
  const { call } = kit;

  async function itemsOf(moduleId: string) {
    const rows = await ctx.db
      .select()
      .from(moduleWorkItems)
      .where(eq(moduleWorkItems.module_id, moduleId));
    return rows.map((row) => row.work_item_id).sort();
  }

  it('adds items to many modules, removes them, and writes the activity', async () => {
    const w = await kit.world();
    const alpha = await kit.createModule(w, { name: 'Alpha' });
    const beta = await kit.createModule(w, { name: 'Beta' });
    const one = await kit.createItem(w);
    const two = await kit.createItem(w);
    const alphaUrl = `${w.modulesUrl}${alpha.id}/`;
    const added = await call('POST', `${alphaUrl}issues/`, w.member.cookie, {
      issues: [one.id, two.id],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ message: 'success' });
    // Plane's older path, and adding an item that is there already, are fine.
    const again = await call('POST', `${w.modulesUrl}${beta.id}/module-issues/`, w.admin.cookie, {
      issues: [one.id],
    });
    expect(again.statusCode).toBe(201);
    expect(await itemsOf(alpha.id)).toEqual([one.id, two.id].sort());
    expect(await itemsOf(beta.id)).toEqual([one.id]);
    const read = await call('GET', alphaUrl, w.guest.cookie);
    expect(read.json<Module>()).toMatchObject({ total_issues: 2, backlog_issues: 2 });

    const removed = await call('DELETE', `${alphaUrl}issues/${two.id}/`, w.member.cookie);
    expect(removed.statusCode).toBe(204);
    expect(await itemsOf(alpha.id)).toEqual([one.id]);
    const activity = await ctx.db
      .select()
      .from(workItemActivities)
      .where(
        and(eq(workItemActivities.work_item_id, two.id), eq(workItemActivities.field, 'modules')),
      );
    expect(activity.map((row) => [row.verb, row.new_identifier ?? row.old_identifier])).toEqual(
      expect.arrayContaining([
        ['created', alpha.id],
        ['deleted', alpha.id],
      ]),
    );
  });

  it('sets an item’s modules in one transaction, and refuses unknown modules without writing', async () => {
    const w = await kit.world();
    const alpha = await kit.createModule(w, { name: 'Alpha' });
    const beta = await kit.createModule(w, { name: 'Beta' });
    const item = await kit.createItem(w);
    const url = `${w.projectUrl}/issues/${item.id}/modules/`;
    await kit.expectMembersOnly(w, 'POST', url, { modules: [alpha.id] });
    const set = await call('POST', url, w.member.cookie, { modules: [alpha.id] });
    expect(set.statusCode).toBe(201);
    const moved = await call('POST', url, w.member.cookie, {
      modules: [beta.id],
      removed_modules: [alpha.id],
    });
    expect(moved.statusCode).toBe(201);
    expect(await itemsOf(alpha.id)).toEqual([]);
    expect(await itemsOf(beta.id)).toEqual([item.id]);

    const other = await kit.world();
    const foreign = await kit.createModule(other, { name: 'Foreign' });
    expectRefused(
      await call('POST', url, w.member.cookie, { modules: [alpha.id, foreign.id] }),
      'Must be modules of this project',
      'modules',
    );
    expectRefused(
      await call('POST', url, w.member.cookie, { removed_modules: [foreign.id] }),
      'Must be modules of this project',
      'removed_modules',
    );
    expect((await call('POST', url, w.member.cookie, { modules: ['x'] })).json()).toMatchObject({
      field: 'modules.0',
    });
    expect(await itemsOf(alpha.id)).toEqual([]);
    const missing = `${w.projectUrl}/issues/00000000-0000-4000-8000-000000000000/modules/`;
    expect((await call('POST', missing, w.member.cookie, { modules: [alpha.id] })).statusCode).toBe(
      404,
    );
  });

  it('refuses items of another project, unknown modules and outsiders, storing nothing', async () => {
    const w = await kit.world();
    const alpha = await kit.createModule(w, { name: 'Alpha' });
    const mine = await kit.createItem(w);
    const other = await kit.world();
    const theirs = await kit.createItem(other);
    const url = `${w.modulesUrl}${alpha.id}/issues/`;
    await kit.expectMembersOnly(w, 'POST', url, { issues: [mine.id] });
    await kit.expectMembersOnly(w, 'DELETE', `${url}${mine.id}/`);
    expectRefused(
      await call('POST', url, w.member.cookie, { issues: [mine.id, theirs.id] }),
      'Must be work items of this project',
      'issues',
    );
    expect(await itemsOf(alpha.id)).toEqual([]);
    expect((await call('POST', url, w.member.cookie, { issues: 'x' })).json()).toMatchObject({
      field: 'issues',
    });
    const unknown = `${w.modulesUrl}00000000-0000-4000-8000-000000000000/issues/`;
    expect((await call('POST', unknown, w.member.cookie, { issues: [mine.id] })).statusCode).toBe(
      404,
    );
    const elsewhere = `${other.projectUrl}/modules/${alpha.id}/issues/`;
    expect(
      (await call('POST', elsewhere, other.admin.cookie, { issues: [theirs.id] })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${url}${theirs.id}/`, w.member.cookie)).statusCode).toBe(404);
  });

  it('counts progress by state group and active-estimate points, with distributions', async () => {
    const w = await kit.world();
    const module = await kit.createModule(w, {
      name: 'Alpha',
      start_date: '2020-01-01',
      target_date: '2020-01-03',
    });
    const estimate = await call('POST', `${w.projectUrl}/estimates/`, w.admin.cookie, {
      estimate: { name: 'Points', type: 'points' },
      estimate_points: [
        { key: 0, value: '2' },
        { key: 1, value: '5' },
      ],
    });
    expect(estimate.statusCode).toBe(201);
    const points = estimate.json<{ id: string; points: { id: string; value: string }[] }>();
    await ctx.db
      .update(projects)
      .set({ estimate_id: points.id })
      .where(eq(projects.id, w.project.id));
    const [two, five] = points.points;
    const done = await kit.stateId(w, 'Done');
    const started = await kit.stateId(w, 'In Progress');
    const a = await kit.createItem(w, {
      state_id: done,
      estimate_point: five?.id,
      assignee_ids: [w.member.user.id],
    });
    const b = await kit.createItem(w, { state_id: started, estimate_point: two?.id });
    const c = await kit.createItem(w);
    await call('POST', `${w.modulesUrl}${module.id}/issues/`, w.member.cookie, {
      issues: [a.id, b.id, c.id],
    });
    const detail = await call('GET', `${w.modulesUrl}${module.id}/`, w.guest.cookie);
    const body = detail.json<ModuleDetail>();
    expect(body).toMatchObject({
      total_issues: 3,
      completed_issues: 1,
      started_issues: 1,
      backlog_issues: 1,
      total_estimate_points: 7,
      completed_estimate_points: 5,
      started_estimate_points: 2,
    });
    expect(body.distribution.assignees).toEqual([
      expect.objectContaining({
        assignee_id: w.member.user.id,
        total_issues: 1,
        completed_issues: 1,
      }),
      expect.objectContaining({ assignee_id: null, total_issues: 2, pending_issues: 2 }),
    ]);
    expect(body.distribution.labels).toEqual([
      expect.objectContaining({ label_id: null, total_issues: 3, completed_issues: 1 }),
    ]);
    // Item a was completed today, after the module's days: each past day still had all three.
    expect(body.distribution.completion_chart).toEqual({
      '2020-01-01': 3,
      '2020-01-02': 3,
      '2020-01-03': 3,
    });
    expect(body.estimate_distribution?.assignees[0]).toMatchObject({
      assignee_id: w.member.user.id,
      total_estimates: 5,
      completed_estimates: 5,
    });
  });

  it('deletes a module with its items’ memberships, leaving the items', async () => {
    const w = await kit.world();
    const alpha = await kit.createModule(w, { name: 'Alpha' });
    const item = await kit.createItem(w);
    await call('POST', `${w.modulesUrl}${alpha.id}/issues/`, w.member.cookie, {
      issues: [item.id],
    });
    expect((await call('DELETE', `${w.modulesUrl}${alpha.id}/`, w.member.cookie)).statusCode).toBe(
      204,
    );
    expect(await itemsOf(alpha.id)).toEqual([]);
    const read = await call('GET', `${w.projectUrl}/issues/${item.id}/`, w.member.cookie);
    expect(read.statusCode).toBe(200);
  });
});

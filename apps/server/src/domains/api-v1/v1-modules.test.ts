import type { V1Module, V1ModuleIssue, V1WorkItem } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moduleWorkItems, projects } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

describe('/api/v1/ modules', () => {
  const ctx = useTestApp();

  it('does modules CRUD in v1 shape: members write, guests read, strangers are refused', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/modules/`;
    const body = {
      name: 'Billing',
      description: 'Invoices',
      status: 'in-progress',
      lead: team.member.user.id,
      members: [team.member.user.id, team.admin.user.id],
      start_date: '2025-01-01',
      target_date: '2025-02-01',
    };
    expect((await callV1(ctx, 'POST', base, team.keys.guest, body)).statusCode).toBe(403);
    const created = await callV1(ctx, 'POST', base, team.keys.member, body);
    expect(created.statusCode, created.body).toBe(201);
    const module = created.json<V1Module>();
    expect(module).toMatchObject({
      name: 'Billing',
      description: 'Invoices',
      status: 'in-progress',
      lead: team.member.user.id,
      start_date: '2025-01-01',
      target_date: '2025-02-01',
      project: team.project.id,
      workspace: team.workspace.id,
      created_by: team.member.user.id,
      total_issues: 0,
      archived_at: null,
      description_text: null,
    });
    expect([...module.members].sort()).toEqual([team.member.user.id, team.admin.user.id].sort());
    expect(module).not.toHaveProperty('lead_id');
    const clash = await callV1(ctx, 'POST', base, team.keys.member, { name: 'Billing' });
    expect(clash.statusCode).toBe(400);
    const wrongOrder = await callV1(ctx, 'POST', base, team.keys.member, {
      name: 'Backwards',
      start_date: '2025-03-01',
      target_date: '2025-02-01',
    });
    expect(wrongOrder.statusCode).toBe(400);
    await callV1(ctx, 'POST', base, team.keys.member, { name: 'Search' });

    const listed = await callV1(ctx, 'GET', base, team.keys.guest);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total_results: 2, count: 2 });
    expect(listed.json<{ results: V1Module[] }>().results.map((m) => m.name)).toEqual([
      'Search',
      'Billing',
    ]);

    const one = `${base}${module.id}/`;
    expect((await callV1(ctx, 'GET', one, team.keys.guest)).json()).toEqual(module);
    expect((await callV1(ctx, 'PATCH', one, team.keys.guest, { name: 'x' })).statusCode).toBe(403);
    const patched = await callV1(ctx, 'PATCH', one, team.keys.member, {
      name: 'Payments',
      lead: null,
      members: [team.admin.user.id],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      id: module.id,
      name: 'Payments',
      lead: null,
      members: [team.admin.user.id],
    });

    await expectRefusesStrangers(ctx, 'GET', base, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'POST', base, team.keys.outsider, body);
    await expectRefusesStrangers(ctx, 'GET', one, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'PATCH', one, team.keys.outsider, { name: 'x' });
    await expectRefusesStrangers(ctx, 'DELETE', one, team.keys.outsider);
    expect([403, 404]).toContain((await callV1(ctx, 'GET', one, team.keys.nonMember)).statusCode);
    expect((await callV1(ctx, 'DELETE', one, team.keys.guest)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', one, team.keys.member)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', one, team.keys.member)).statusCode).toBe(404);
  });

  it('adds, lists and removes a module’s work items', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/modules/`;
    const module = (
      await callV1(ctx, 'POST', base, team.keys.member, { name: 'Auth' })
    ).json<V1Module>();
    const item = (
      await callV1(ctx, 'POST', `${team.projectBase}/work-items/`, team.keys.member, {
        name: 'Login',
      })
    ).json<V1WorkItem>();
    const items = `${base}${module.id}/module-issues/`;
    const payload = { issues: [item.id] };
    expect((await callV1(ctx, 'POST', items, team.keys.guest, payload)).statusCode).toBe(403);
    const added = await callV1(ctx, 'POST', items, team.keys.member, payload);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<V1ModuleIssue[]>()).toEqual([
      expect.objectContaining({
        issue: item.id,
        module: module.id,
        project: team.project.id,
        workspace: team.workspace.id,
        created_by: team.member.user.id,
        sub_issues_count: 0,
      }),
    ]);
    const listed = await callV1(ctx, 'GET', `${items}?fields=id,name`, team.keys.member);
    expect(listed.json()).toMatchObject({
      total_results: 1,
      results: [{ id: item.id, name: 'Login' }],
    });
    expect(listed.json<{ results: object[] }>().results[0]).not.toHaveProperty('state');
    const counted = await callV1(ctx, 'GET', `${base}${module.id}/`, team.keys.guest);
    expect(counted.json()).toMatchObject({ total_issues: 1, backlog_issues: 1 });

    const oneItem = `${items}${item.id}/`;
    await expectRefusesStrangers(ctx, 'GET', items, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'POST', items, team.keys.outsider, payload);
    await expectRefusesStrangers(ctx, 'DELETE', oneItem, team.keys.outsider);
    expect((await callV1(ctx, 'DELETE', oneItem, team.keys.guest)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', oneItem, team.keys.member)).statusCode).toBe(204);
    expect((await callV1(ctx, 'DELETE', oneItem, team.keys.member)).statusCode).toBe(404);
    const left = await ctx.db
      .select()
      .from(moduleWorkItems)
      .where(eq(moduleWorkItems.module_id, module.id));
    expect(left).toEqual([]);
  });

  it('archives a completed module, lists it and restores it', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/modules/`;
    const module = (
      await callV1(ctx, 'POST', base, team.keys.member, { name: 'Done' })
    ).json<V1Module>();
    const archive = `${base}${module.id}/archive/`;
    expect((await callV1(ctx, 'POST', archive, team.keys.member)).statusCode).toBe(400);
    await callV1(ctx, 'PATCH', `${base}${module.id}/`, team.keys.member, { status: 'completed' });
    expect((await callV1(ctx, 'POST', archive, team.keys.guest)).statusCode).toBe(403);
    await expectRefusesStrangers(ctx, 'POST', archive, team.keys.outsider);
    expect((await callV1(ctx, 'POST', archive, team.keys.member)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', `${base}${module.id}/`, team.keys.member)).statusCode).toBe(
      404,
    );
    const archivedList = `${team.projectBase}/archived-modules/`;
    await expectRefusesStrangers(ctx, 'GET', archivedList, team.keys.outsider);
    const listed = await callV1(ctx, 'GET', archivedList, team.keys.guest);
    expect(listed.json()).toMatchObject({ total_results: 1, results: [{ id: module.id }] });
    const unarchive = `${archivedList}${module.id}/unarchive/`;
    expect((await callV1(ctx, 'DELETE', unarchive, team.keys.guest)).statusCode).toBe(403);
    await expectRefusesStrangers(ctx, 'DELETE', unarchive, team.keys.outsider);
    expect((await callV1(ctx, 'DELETE', unarchive, team.keys.member)).statusCode).toBe(204);
    const back = await callV1(ctx, 'GET', `${base}${module.id}/`, team.keys.member);
    expect(back.json()).toMatchObject({ id: module.id, archived_at: null });
  });

  it('answers 403 while the project has modules turned off', async () => {
    const team = await v1Team(ctx);
    await ctx.db
      .update(projects)
      .set({ module_view: false })
      .where(eq(projects.id, team.project.id));
    const listed = await callV1(ctx, 'GET', `${team.projectBase}/modules/`, team.keys.member);
    expect(listed.statusCode).toBe(403);
  });
});

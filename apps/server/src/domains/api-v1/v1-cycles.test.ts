import type { V1Cycle, V1CycleIssue, V1WorkItem } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cycles, projects, states, workItems } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

describe('/api/v1/ cycles', () => {
  const ctx = useTestApp();

  async function newItem(team: Awaited<ReturnType<typeof v1Team>>, name: string) {
    const created = await callV1(ctx, 'POST', `${team.projectBase}/issues/`, team.keys.admin, {
      name,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<V1WorkItem>();
  }

  it('does cycles CRUD in v1 shape: members write, guests read, strangers are refused', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/cycles/`;
    const body = { name: 'Sprint 1', start_date: day(1), end_date: day(10) };
    expect((await callV1(ctx, 'POST', base, team.keys.guest, body)).statusCode).toBe(403);
    const created = await callV1(ctx, 'POST', base, team.keys.member, body);
    expect(created.statusCode, created.body).toBe(201);
    const cycle = created.json<V1Cycle>();
    expect(cycle).toMatchObject({
      name: 'Sprint 1',
      project: team.project.id,
      workspace: team.workspace.id,
      owned_by: team.member.user.id,
      created_by: team.member.user.id,
      total_issues: 0,
      archived_at: null,
      external_id: null,
      version: 2,
    });
    expect(cycle).not.toHaveProperty('project_id');
    expect(cycle.start_date).toMatch(/^\d{4}-\d\d-\d\dT/);

    const draft = await callV1(ctx, 'POST', base, team.keys.member, { name: 'Later' });
    expect(draft.statusCode).toBe(201);
    const oneDate = await callV1(ctx, 'POST', base, team.keys.member, {
      name: 'Half',
      start_date: day(20),
    });
    expect(oneDate.statusCode).toBe(400);

    const listed = await callV1(ctx, 'GET', base, team.keys.guest);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total_results: 2, count: 2, extra_stats: null });
    // Plane lists newest first.
    expect(listed.json<{ results: V1Cycle[] }>().results.map((c) => c.name)).toEqual([
      'Later',
      'Sprint 1',
    ]);
    const drafts = await callV1(ctx, 'GET', `${base}?cycle_view=draft`, team.keys.guest);
    expect(drafts.json<{ results: V1Cycle[] }>().results.map((c) => c.name)).toEqual(['Later']);
    const current = await callV1(ctx, 'GET', `${base}?cycle_view=current`, team.keys.guest);
    expect(current.json()).toEqual([]);

    const one = `${base}${cycle.id}/`;
    expect((await callV1(ctx, 'GET', one, team.keys.guest)).json()).toEqual(cycle);
    expect((await callV1(ctx, 'PATCH', one, team.keys.guest, { name: 'x' })).statusCode).toBe(403);
    const patched = await callV1(ctx, 'PATCH', one, team.keys.member, {
      name: 'Sprint one',
      description: 'Ship it',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      id: cycle.id,
      name: 'Sprint one',
      description: 'Ship it',
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

  it('adds, lists, shows and removes a cycle’s work items', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/cycles/`;
    const cycle = (
      await callV1(ctx, 'POST', base, team.keys.member, { name: 'Now' })
    ).json<V1Cycle>();
    const first = await newItem(team, 'First');
    const second = await newItem(team, 'Second');
    const items = `${base}${cycle.id}/cycle-issues/`;
    const payload = { issues: [first.id, second.id] };
    expect((await callV1(ctx, 'POST', items, team.keys.guest, payload)).statusCode).toBe(403);
    const empty = await callV1(ctx, 'POST', items, team.keys.member, { issues: [] });
    expect(empty.statusCode).toBe(400);
    const added = await callV1(ctx, 'POST', items, team.keys.member, payload);
    expect(added.statusCode, added.body).toBe(200);
    const rows = added.json<V1CycleIssue[]>();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: first.id,
      issue: first.id,
      cycle: cycle.id,
      project: team.project.id,
      workspace: team.workspace.id,
      sub_issues_count: 0,
    });

    // A guest of a project that hides others' items sees only their own, as in the app.
    const guestList = await callV1(ctx, 'GET', items, team.keys.guest);
    expect(guestList.json()).toMatchObject({ total_results: 0, results: [] });
    const listed = await callV1(ctx, 'GET', `${items}?expand=state`, team.keys.member);
    expect(listed.statusCode).toBe(200);
    const page = listed.json<{ results: V1WorkItem[]; total_results: number }>();
    expect(page.total_results).toBe(2);
    expect(page.results.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(page.results[0]?.state).toMatchObject({ group: 'backlog' });
    const counted = await callV1(ctx, 'GET', `${base}${cycle.id}/`, team.keys.guest);
    expect(counted.json()).toMatchObject({ total_issues: 2, backlog_issues: 2 });

    const oneItem = `${items}${first.id}/`;
    expect((await callV1(ctx, 'GET', oneItem, team.keys.guest)).json()).toMatchObject({
      issue: first.id,
      cycle: cycle.id,
    });
    await expectRefusesStrangers(ctx, 'GET', items, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'POST', items, team.keys.outsider, payload);
    await expectRefusesStrangers(ctx, 'GET', oneItem, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'DELETE', oneItem, team.keys.outsider);
    expect((await callV1(ctx, 'DELETE', oneItem, team.keys.guest)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', oneItem, team.keys.member)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', oneItem, team.keys.member)).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(workItems).where(eq(workItems.id, first.id));
    expect(row?.cycle_id).toBeNull();
  });

  it('transfers open items, archives and restores a finished cycle', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/cycles/`;
    const old = (
      await callV1(ctx, 'POST', base, team.keys.member, { name: 'Old' })
    ).json<V1Cycle>();
    const next = (
      await callV1(ctx, 'POST', base, team.keys.member, { name: 'Next' })
    ).json<V1Cycle>();
    const open = await newItem(team, 'Open');
    const done = await newItem(team, 'Done');
    const [doneState] = await ctx.db
      .select()
      .from(states)
      .where(eq(states.project_id, team.project.id))
      .then((rows) => rows.filter((state) => state.group === 'completed'));
    await ctx.db
      .update(workItems)
      .set({ state_id: doneState?.id ?? null })
      .where(eq(workItems.id, done.id));
    await callV1(ctx, 'POST', `${base}${old.id}/cycle-issues/`, team.keys.member, {
      issues: [open.id, done.id],
    });

    const transfer = `${base}${old.id}/transfer-issues/`;
    const payload = { new_cycle_id: next.id };
    expect((await callV1(ctx, 'POST', transfer, team.keys.guest, payload)).statusCode).toBe(403);
    await expectRefusesStrangers(ctx, 'POST', transfer, team.keys.outsider, payload);
    const moved = await callV1(ctx, 'POST', transfer, team.keys.member, payload);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ message: 'Success' });
    const [openRow] = await ctx.db.select().from(workItems).where(eq(workItems.id, open.id));
    expect(openRow?.cycle_id).toBe(next.id);

    const archive = `${base}${old.id}/archive/`;
    expect((await callV1(ctx, 'POST', archive, team.keys.member)).statusCode).toBe(400);
    await ctx.db
      .update(cycles)
      .set({
        start_date: new Date(Date.now() - 10 * DAY_MS),
        end_date: new Date(Date.now() - DAY_MS),
      })
      .where(eq(cycles.id, old.id));
    expect((await callV1(ctx, 'POST', archive, team.keys.guest)).statusCode).toBe(403);
    await expectRefusesStrangers(ctx, 'POST', archive, team.keys.outsider);
    const archived = await callV1(ctx, 'POST', archive, team.keys.member);
    expect(archived.statusCode, archived.body).toBe(204);
    expect((await callV1(ctx, 'GET', `${base}${old.id}/`, team.keys.member)).statusCode).toBe(404);

    const archivedList = `${team.projectBase}/archived-cycles/`;
    await expectRefusesStrangers(ctx, 'GET', archivedList, team.keys.outsider);
    const listed = await callV1(ctx, 'GET', archivedList, team.keys.guest);
    expect(listed.json()).toMatchObject({ total_results: 1, results: [{ id: old.id }] });
    expect(listed.json<{ results: V1Cycle[] }>().results[0]?.archived_at).not.toBeNull();

    const unarchive = `${archivedList}${old.id}/unarchive/`;
    expect((await callV1(ctx, 'DELETE', unarchive, team.keys.guest)).statusCode).toBe(403);
    await expectRefusesStrangers(ctx, 'DELETE', unarchive, team.keys.outsider);
    expect((await callV1(ctx, 'DELETE', unarchive, team.keys.member)).statusCode).toBe(204);
    const back = await callV1(ctx, 'GET', `${base}${old.id}/`, team.keys.member);
    expect(back.json()).toMatchObject({ id: old.id, archived_at: null });
  });

  it('answers 403 while the project has cycles turned off', async () => {
    const team = await v1Team(ctx);
    await ctx.db
      .update(projects)
      .set({ cycle_view: false })
      .where(eq(projects.id, team.project.id));
    const listed = await callV1(ctx, 'GET', `${team.projectBase}/cycles/`, team.keys.member);
    expect(listed.statusCode).toBe(403);
  });
});

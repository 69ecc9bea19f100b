import type { BurndownDay, CycleDetail, CycleDistribution } from '@keel/core';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cycleBurndownDays,
  cycles,
  estimatePoints,
  estimates,
  projects,
  workItemActivities,
  workItemAssignees,
  workItems,
} from '#server/db/schema';
import { expectRefused } from '#server/domains/work-items/kernel/test-helpers';
import { useTestApp } from '#server/test/harness';
import { cycleKit, day } from './cycle-test-helpers';

const DAY_MS = 86_400_000;

describe("a cycle's progress, analytics and burndown; the workspace's cycles", () => {
  const ctx = useTestApp();
  const kit = cycleKit(ctx);
  const { call, fresh, world, cyclesUrl, createCycle, create, stateNamed } = kit;

  /** Dates the item's recorded changes (and its creation) `daysAgo` days back. */
  async function backdate(itemIds: string[], daysAgo: number) {
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await ctx.db
      .update(workItemActivities)
      .set({ created_at: at, epoch: at.getTime() / 1000 })
      .where(inArray(workItemActivities.work_item_id, itemIds));
    await ctx.db.update(workItems).set({ created_at: at }).where(inArray(workItems.id, itemIds));
  }

  async function get<T>(path: string, cookie = world().guest.cookie): Promise<T> {
    const response = await call('GET', path, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  it('lets project members read progress, analytics and the burndown, and no one else', async () => {
    await fresh();
    const cycle = await createCycle('Sprint', 0, 3);
    const { guest, outsider, stranger } = world();
    for (const path of ['progress/', 'analytics/?type=issues', 'cycle-progress/']) {
      const url = `${cyclesUrl()}${cycle.id}/${path}`;
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, stranger.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, outsider.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, guest.cookie)).statusCode).toBe(200);
      const missing = url.replace(cycle.id, '00000000-0000-4000-8000-000000000000');
      expect((await call('GET', missing, guest.cookie)).statusCode).toBe(404);
    }
  });

  it('draws the burndown from the recorded history, not from today alone', async () => {
    await fresh();
    const { member } = world();
    const done = await stateNamed('Done');
    const cycle = await createCycle('Sprint', -4, 3);
    const early = await create({ name: 'Early' });
    const late = await create({ name: 'Late' });
    const url = `${cyclesUrl()}${cycle.id}/`;
    await call('POST', `${url}cycle-issues/`, member.cookie, { issues: [early.id] });
    await backdate([early.id], 4);
    await call('POST', `${url}cycle-issues/`, member.cookie, { issues: [late.id] });
    await call('PATCH', `${world().projectUrl}/issues/${early.id}/`, member.cookie, {
      state_id: done.id,
    });
    const rows = await get<BurndownDay[]>(`${url}cycle-progress/`);
    expect(rows.map((row) => row.date)).toEqual([-4, -3, -2, -1, 0, 1, 2, 3].map(day));
    expect(rows.map((row) => row.scope)).toEqual([1, 1, 1, 1, 2, null, null, null]);
    expect(rows.map((row) => row.completed)).toEqual([0, 0, 0, 0, 1, null, null, null]);
    expect(rows[0]).toMatchObject({ ideal: 2, pending: 1, unstarted: 0, backlog: 1 });
    expect(rows[7]).toMatchObject({ ideal: 0, actual: null });
    expect(await get(`${url}progress/`)).toMatchObject({
      total_issues: 2,
      completed_issues: 1,
      backlog_issues: 1,
      total_estimate_points: 0,
    });
    const analytics = await get<CycleDistribution>(`${url}analytics/?type=issues`);
    expect(analytics.completion_chart[day(0)]).toBe(1);
    expect(analytics.completion_chart[day(1)]).toBeNull();
    expectRefused(
      await call('GET', `${url}analytics/?type=points`, member.cookie),
      'type: This project has no active estimate, so there are no points to chart.',
      'type',
    );
    const wrongType = await call('GET', `${url}analytics/?type=hours`, member.cookie);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ field: 'type' });
    expect(
      await get<BurndownDay[]>(`${cyclesUrl()}${(await createCycle('Draft')).id}/cycle-progress/`),
    ).toEqual([]);
  });

  it('keeps the finished days as they were observed and counts today from the items now', async () => {
    await fresh();
    const { member } = world();
    const done = await stateNamed('Done');
    const cycle = await createCycle('Sprint', -3, 2);
    const item = await create({ name: 'Kept' });
    const url = `${cyclesUrl()}${cycle.id}/`;
    await call('POST', `${url}cycle-issues/`, member.cookie, { issues: [item.id] });
    await backdate([item.id], 3);
    const first = await get<BurndownDay[]>(`${url}cycle-progress/`);
    expect(first.map((row) => row.scope)).toEqual([1, 1, 1, 1, null, null]);
    const kept = await ctx.db
      .select()
      .from(cycleBurndownDays)
      .where(eq(cycleBurndownDays.cycle_id, cycle.id));
    expect(kept.map((row) => row.day).sort()).toEqual([day(-3), day(-2), day(-1)]);

    // History written afterwards (here, a completion dated two days back) leaves the kept days
    // alone; today counts the item as it is now.
    await call('PATCH', `${world().projectUrl}/issues/${item.id}/`, member.cookie, {
      state_id: done.id,
    });
    await ctx.db
      .update(workItemActivities)
      .set({ created_at: new Date(Date.now() - 2 * DAY_MS) })
      .where(
        and(eq(workItemActivities.work_item_id, item.id), eq(workItemActivities.field, 'state')),
      );
    const second = await get<BurndownDay[]>(`${url}cycle-progress/`);
    expect(second.map((row) => row.completed)).toEqual([0, 0, 0, 1, null, null]);

    // A cycle moved to another time zone counts its days again.
    await ctx.db
      .update(cycles)
      .set({ timezone: 'Pacific/Kiritimati' })
      .where(eq(cycles.id, cycle.id));
    const recounted = await get<BurndownDay[]>(`${url}cycle-progress/`);
    expect(recounted.filter((row) => row.completed === 1).length).toBeGreaterThan(1);
  });

  it('distributes items by assignee and label, and points with an active estimate', async () => {
    await fresh();
    const { member, admin, project } = world();
    const [estimate] = await ctx.db
      .insert(estimates)
      .values({
        workspace_id: project.workspace_id,
        project_id: project.id,
        name: 'Fibonacci',
        type: 'points',
        last_used: true,
      })
      .returning();
    if (!estimate) throw new Error('no estimate');
    const points = await ctx.db
      .insert(estimatePoints)
      .values(
        [3, 5].map((value, key) => ({
          workspace_id: project.workspace_id,
          project_id: project.id,
          estimate_id: estimate.id,
          key,
          value: String(value),
        })),
      )
      .returning();
    await ctx.db
      .update(projects)
      .set({ estimate_id: estimate.id })
      .where(eq(projects.id, project.id));
    const done = await stateNamed('Done');
    const cycle = await createCycle('Pointed', -1, 5);
    const a = await create({ name: 'A', state_id: done.id });
    const b = await create({ name: 'B' });
    await ctx.db
      .update(workItems)
      .set({ estimate_point_id: points[0]?.id ?? null })
      .where(eq(workItems.id, a.id));
    await ctx.db
      .update(workItems)
      .set({ estimate_point_id: points[1]?.id ?? null })
      .where(eq(workItems.id, b.id));
    await ctx.db.insert(workItemAssignees).values({
      work_item_id: a.id,
      assignee_id: admin.user.id,
      workspace_id: project.workspace_id,
      project_id: project.id,
    });
    const url = `${cyclesUrl()}${cycle.id}/`;
    await call('POST', `${url}cycle-issues/`, member.cookie, { issues: [a.id, b.id] });
    const detail = await get<CycleDetail>(url);
    expect(detail).toMatchObject({
      total_issues: 2,
      completed_issues: 1,
      total_estimate_points: 8,
      completed_estimate_points: 3,
      assignee_ids: [admin.user.id],
    });
    expect(detail.distribution.assignees).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          assignee_id: admin.user.id,
          total_issues: 1,
          completed_issues: 1,
          pending_issues: 0,
        }),
        expect.objectContaining({ assignee_id: null, total_issues: 1, pending_issues: 1 }),
      ]),
    );
    expect(detail.estimate_distribution?.assignees).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ assignee_id: null, total_estimates: 5, pending_estimates: 5 }),
      ]),
    );
    const pointsChart = await get<{ completion_chart: Record<string, number | null> }>(
      `${url}analytics/?type=points`,
    );
    expect(pointsChart.completion_chart[day(0)]).toBe(5);
    const burndown = await get<BurndownDay[]>(`${url}cycle-progress/`);
    expect(burndown.find((row) => row.date === day(0))).toMatchObject({
      total_estimate_points: 8,
      completed_estimate_points: 3,
      pending_points: 5,
    });
  });

  it('lists the workspace cycles and pages through the active ones', async () => {
    await fresh();
    const { base, member, stranger, project } = world();
    await createCycle('Now', -1, 1);
    await createCycle('Soon', 5, 9);
    await fresh();
    await createCycle('Elsewhere', -1, 1);
    const names = (await get<{ name: string }[]>(`${base}/cycles/`, member.cookie)).map(
      (cycle) => cycle.name,
    );
    expect(names.sort()).toEqual(['Now', 'Soon']);
    expect((await call('GET', `${base}/cycles/`)).statusCode).toBe(401);
    expect((await call('GET', `${base}/cycles/`, stranger.cookie)).statusCode).toBe(403);
    const page = await get<{
      results: { name: string; project_detail: { id: string } }[];
      total_results: number;
      next_page_results: boolean;
      next_cursor: string;
    }>(`${base}/active-cycles/?per_page=1`, member.cookie);
    expect(page).toMatchObject({
      total_results: 1,
      next_page_results: false,
      next_cursor: '1:1:0',
      results: [{ name: 'Now', project_detail: { id: project.id } }],
    });
    const bad = await call('GET', `${base}/active-cycles/?cursor=nope`, member.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

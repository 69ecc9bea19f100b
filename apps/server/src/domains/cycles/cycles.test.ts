import type { Cycle, CycleDetail } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cycles, projects } from '#server/db/schema';
import { expectRefused } from '#server/domains/work-items/kernel/test-helpers';
import { useTestApp } from '#server/test/harness';
import { cycleKit, day } from './cycle-test-helpers';

describe('cycles', () => {
  const ctx = useTestApp();
  const { call, fresh, world, cyclesUrl, createCycle, expectMembersOnly } = cycleKit(ctx);

  it('refuses the anonymous, other workspaces and non-members; guests only read', async () => {
    await fresh();
    const cycle = await createCycle('Sprint 1', 1, 7);
    const one = `${cyclesUrl()}${cycle.id}/`;
    const { guest, stranger, outsider } = world();
    for (const url of [cyclesUrl(), one, `${world().projectUrl}/archived-cycles/`]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, stranger.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, outsider.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, guest.cookie)).statusCode).toBe(200);
    }
    await expectMembersOnly('POST', cyclesUrl(), { name: 'X' });
    await expectMembersOnly('PATCH', one, { name: 'X' });
    await expectMembersOnly('DELETE', one, {});
    await expectMembersOnly('POST', `${cyclesUrl()}date-check/`, {
      start_date: day(1),
      end_date: day(2),
    });
    const stored = await ctx.db
      .select()
      .from(cycles)
      .where(eq(cycles.project_id, world().project.id));
    expect(stored.map((row) => row.name)).toEqual(['Sprint 1']);
  });

  it('creates, reads, edits and deletes a cycle with its computed status', async () => {
    await fresh();
    const { member, guest, admin } = world();
    const created = await createCycle('Sprint 1', 0, 6);
    expect(created).toMatchObject({
      name: 'Sprint 1',
      status: 'current',
      version: 2,
      owned_by_id: member.user.id,
      start_date: `${day(0)}T00:00:00.000Z`,
      end_date: `${day(6)}T23:59:59.999Z`,
      is_favorite: false,
      total_issues: 0,
      assignee_ids: [],
    });
    const detail = await call('GET', `${cyclesUrl()}${created.id}/`, guest.cookie);
    expect(detail.json<CycleDetail>()).toMatchObject({
      id: created.id,
      distribution: { assignees: [], labels: [] },
    });
    expect(Object.keys(detail.json<CycleDetail>().distribution.completion_chart)).toHaveLength(7);
    const edited = await call('PATCH', `${cyclesUrl()}${created.id}/`, member.cookie, {
      name: 'Sprint one',
      end_date: `${day(8)}T10:00:00Z`,
    });
    expect(edited.json<Cycle>()).toMatchObject({
      name: 'Sprint one',
      end_date: `${day(8)}T23:59:59.999Z`,
    });
    const draft = await createCycle('Later');
    expect(draft.status).toBe('draft');
    const upcoming = await createCycle('Next', 10, 12);
    expect(upcoming.status).toBe('upcoming');
    const views = async (view: string) =>
      (await call('GET', `${cyclesUrl()}?cycle_view=${view}`, guest.cookie))
        .json<Cycle[]>()
        .map((cycle) => cycle.name)
        .sort();
    expect(await views('all')).toEqual(['Later', 'Next', 'Sprint one']);
    expect(await views('current')).toEqual(['Sprint one']);
    expect(await views('upcoming')).toEqual(['Next']);
    expect(await views('draft')).toEqual(['Later']);
    expect(await views('incomplete')).toEqual(['Later', 'Next', 'Sprint one']);
    expect(await views('completed')).toEqual([]);
    expect((await call('DELETE', `${cyclesUrl()}${draft.id}/`, admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', `${cyclesUrl()}${draft.id}/`, admin.cookie)).statusCode).toBe(404);
    expect(await views('all')).toEqual(['Next', 'Sprint one']);
  });

  it("normalises dates to the project's time zone", async () => {
    await fresh();
    await ctx.db
      .update(projects)
      .set({ timezone: 'Asia/Tokyo' })
      .where(eq(projects.id, world().project.id));
    const response = await call('POST', cyclesUrl(), world().member.cookie, {
      name: 'Tokyo',
      start_date: '2030-01-06',
      end_date: '2030-01-10',
    });
    expect(response.json<Cycle>()).toMatchObject({
      start_date: '2030-01-05T15:00:00.000Z',
      end_date: '2030-01-10T14:59:59.999Z',
    });
  });

  it('refuses bad dates and overlaps with the field at fault, storing nothing', async () => {
    await fresh();
    const { member } = world();
    const taken = await createCycle('Sprint 1', 10, 16);
    const post = (body: object) => call('POST', cyclesUrl(), member.cookie, body);
    expectRefused(
      await post({ name: 'A', start_date: day(20), end_date: day(18) }),
      'The end date cannot be before the start date.',
      'end_date',
    );
    expectRefused(
      await post({ name: 'A', start_date: day(20) }),
      'Give both the start date and the end date, or neither.',
      'end_date',
    );
    expectRefused(
      await post({ name: 'A', start_date: 'soon', end_date: day(20) }),
      'start_date: Enter a date as YYYY-MM-DD or an ISO datetime',
      'start_date',
    );
    expectRefused(
      await post({ name: 'A', start_date: day(16), end_date: day(20) }),
      'The date range overlaps the cycle "Sprint 1".',
      'start_date',
    );
    const blank = await post({ name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'name' });
    const other = await createCycle('Sprint 2', 20, 25);
    expectRefused(
      await call('PATCH', `${cyclesUrl()}${other.id}/`, member.cookie, { start_date: day(12) }),
      'The date range overlaps the cycle "Sprint 1".',
      'start_date',
    );
    const check = (body: object) => call('POST', `${cyclesUrl()}date-check/`, member.cookie, body);
    expect((await check({ start_date: day(30), end_date: day(31) })).json()).toEqual({
      status: true,
    });
    expectRefused(
      await check({ start_date: day(11), end_date: day(12) }),
      'The date range overlaps the cycle "Sprint 1".',
      'start_date',
    );
    const own = await check({ start_date: day(11), end_date: day(12), cycle_id: taken.id });
    expect(own.json()).toEqual({ status: true });
    const stored = await ctx.db
      .select()
      .from(cycles)
      .where(eq(cycles.project_id, world().project.id));
    expect(stored.map((row) => row.name).sort()).toEqual(['Sprint 1', 'Sprint 2']);
    expect(stored.find((row) => row.id === other.id)?.start_date?.toISOString()).toBe(
      `${day(20)}T00:00:00.000Z`,
    );
  });

  it('lets a completed cycle only be reordered', async () => {
    await fresh();
    const past = await createCycle('Past', -10, -3);
    expect(past.status).toBe('completed');
    const url = `${cyclesUrl()}${past.id}/`;
    expectRefused(
      await call('PATCH', url, world().member.cookie, { name: 'Renamed' }),
      'A completed cycle cannot be edited, only reordered.',
      'name',
    );
    const moved = await call('PATCH', url, world().member.cookie, { sort_order: 5 });
    expect(moved.json<Cycle>()).toMatchObject({ sort_order: 5, name: 'Past' });
  });

  it('lets only admins and the creator delete, and answers 404 for unknown cycles', async () => {
    await fresh();
    const cycle = await createCycle('Mine');
    const url = `${cyclesUrl()}${cycle.id}/`;
    expect((await call('GET', `${cyclesUrl()}not-a-uuid/`, world().member.cookie)).statusCode).toBe(
      404,
    );
    const missing = await call(
      'GET',
      `${cyclesUrl()}00000000-0000-4000-8000-000000000000/`,
      world().member.cookie,
    );
    expect(missing.json()).toMatchObject({ error: 'Cycle not found', code: 'CYCLE_NOT_FOUND' });
    expect((await call('DELETE', url, world().member.cookie)).statusCode).toBe(204);
  });

  it('answers 403 on every cycles route when the project has cycles turned off', async () => {
    await fresh();
    const cycle = await createCycle('Sprint');
    await ctx.db
      .update(projects)
      .set({ cycle_view: false })
      .where(eq(projects.id, world().project.id));
    const one = `${cyclesUrl()}${cycle.id}/`;
    for (const [method, url] of [
      ['GET', cyclesUrl()],
      ['POST', cyclesUrl()],
      ['GET', one],
      ['PATCH', one],
      ['GET', `${one}progress/`],
      ['POST', `${one}archive/`],
      ['POST', `${world().projectUrl}/user-favorite-cycles/`],
    ] as const) {
      const response = await call(
        method,
        url,
        world().member.cookie,
        method === 'GET' ? undefined : {},
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ error: 'Cycles are turned off in this project.' });
    }
    const all = await call('GET', `${world().base}/cycles/`, world().member.cookie);
    expect(all.json()).toEqual([]);
  });
});

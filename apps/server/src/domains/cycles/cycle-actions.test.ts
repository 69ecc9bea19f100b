import type { Cycle, CycleDetail } from '@keel/core';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cycles, userFavorites, workItemActivities, workItems } from '#server/db/schema';
import { expectRefused } from '#server/domains/work-items/kernel/test-helpers';
import { useTestApp } from '#server/test/harness';
import { cycleKit } from './cycle-test-helpers';

const DAY_MS = 86_400_000;

describe("a cycle's items, transfer, archive and favorites", () => {
  const ctx = useTestApp();
  const kit = cycleKit(ctx);
  const { call, fresh, world, cyclesUrl, createCycle, create, stateNamed, expectMembersOnly } = kit;

  async function cycleOf(itemId: string) {
    const [row] = await ctx.db
      .select({ cycle: workItems.cycle_id })
      .from(workItems)
      .where(eq(workItems.id, itemId));
    return row?.cycle ?? null;
  }

  async function add(cycleId: string, issues: string[]) {
    return call('POST', `${cyclesUrl()}${cycleId}/cycle-issues/`, world().member.cookie, {
      issues,
    });
  }

  it('adds items, moving them from another cycle, and removes one', async () => {
    await fresh();
    const first = await createCycle('First', 0, 5);
    const second = await createCycle('Second', 6, 10);
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    await expectMembersOnly('POST', `${cyclesUrl()}${first.id}/cycle-issues/`, { issues: [a.id] });
    await expectMembersOnly('DELETE', `${cyclesUrl()}${first.id}/cycle-issues/${a.id}/`, {});
    expect((await add(first.id, [a.id, b.id])).json()).toEqual({ changed: [a.id, b.id] });
    expect((await add(second.id, [a.id])).statusCode).toBe(200);
    expect([await cycleOf(a.id), await cycleOf(b.id)]).toEqual([second.id, first.id]);
    const listed = await call('GET', cyclesUrl(), world().guest.cookie);
    const counts = Object.fromEntries(
      listed.json<Cycle[]>().map((cycle) => [cycle.name, cycle.total_issues]),
    );
    expect(counts).toEqual({ First: 1, Second: 1 });
    const removed = await call(
      'DELETE',
      `${cyclesUrl()}${first.id}/cycle-issues/${b.id}/`,
      world().member.cookie,
    );
    expect(removed.statusCode).toBe(204);
    expect(await cycleOf(b.id)).toBeNull();
    const again = await call(
      'DELETE',
      `${cyclesUrl()}${first.id}/cycle-issues/${b.id}/`,
      world().member.cookie,
    );
    expect(again.statusCode).toBe(404);
  });

  it("refuses another project's items, storing nothing", async () => {
    await fresh();
    const theirs = await create({ name: 'Theirs' });
    await fresh();
    const cycle = await createCycle('Here', 0, 3);
    const mine = await create({ name: 'Mine' });
    expectRefused(
      await add(cycle.id, [mine.id, theirs.id]),
      'issues: Must be work items of this project',
      'issues',
    );
    expect([await cycleOf(mine.id), await cycleOf(theirs.id)]).toEqual([null, null]);
    const bad = await add(cycle.id, ['nope']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'issues.0' });
  });

  it('refuses items for a completed cycle with a clear 400', async () => {
    await fresh();
    const past = await createCycle('Past', -9, -2);
    const item = await create({ name: 'Late' });
    expectRefused(
      await add(past.id, [item.id]),
      'Work items cannot be added to a completed cycle.',
      'cycle_id',
    );
    expect(await cycleOf(item.id)).toBeNull();
  });

  it('transfers the open items, keeping a snapshot on the completed cycle', async () => {
    await fresh();
    const done = await stateNamed('Done');
    const current = await createCycle('Current', -3, 3);
    const a = await create({ name: 'Open' });
    const b = await create({ name: 'Finished', state_id: done.id });
    const c = await create({ name: 'Also open' });
    expect((await add(current.id, [a.id, b.id, c.id])).statusCode).toBe(200);
    const now = Date.now();
    await kit.setDates(current.id, new Date(now - 9 * DAY_MS), new Date(now - DAY_MS));
    // The items joined while the cycle ran: their activity (and creation) moves back with it.
    const joined = new Date(now - 5 * DAY_MS);
    await ctx.db
      .update(workItemActivities)
      .set({ created_at: joined, epoch: joined.getTime() / 1000 })
      .where(inArray(workItemActivities.work_item_id, [a.id, b.id, c.id]));
    await ctx.db
      .update(workItems)
      .set({ created_at: joined })
      .where(inArray(workItems.id, [a.id, b.id, c.id]));
    const next = await createCycle('Next', 1, 7);
    const url = `${cyclesUrl()}${current.id}/transfer-issues/`;
    await expectMembersOnly('POST', url, { new_cycle_id: next.id });
    const moved = await call('POST', url, world().member.cookie, { new_cycle_id: next.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ moved: string[] }>().moved.sort()).toEqual([a.id, c.id].sort());
    expect([await cycleOf(a.id), await cycleOf(b.id), await cycleOf(c.id)]).toEqual([
      next.id,
      current.id,
      next.id,
    ]);
    const source = await call('GET', `${cyclesUrl()}${current.id}/`, world().guest.cookie);
    expect(source.json<CycleDetail>()).toMatchObject({
      status: 'completed',
      total_issues: 3,
      completed_issues: 1,
    });
    const burndown = await call(
      'GET',
      `${cyclesUrl()}${current.id}/cycle-progress/`,
      world().guest.cookie,
    );
    expect(burndown.json<{ scope: number }[]>().at(-1)).toMatchObject({ scope: 3, pending: 2 });
    const progress = await call(
      'GET',
      `${cyclesUrl()}${current.id}/progress/`,
      world().guest.cookie,
    );
    expect(progress.json()).toMatchObject({ total_issues: 3, completed_issues: 1 });
  });

  it('refuses a transfer into a completed cycle, storing nothing', async () => {
    await fresh();
    const past = await createCycle('Past', -9, -5);
    const source = await createCycle('Source', -3, 3);
    const item = await create({ name: 'Open' });
    await add(source.id, [item.id]);
    const url = `${cyclesUrl()}${source.id}/transfer-issues/`;
    expectRefused(
      await call('POST', url, world().member.cookie, { new_cycle_id: past.id }),
      'Work items cannot be transferred to a completed cycle.',
      'new_cycle_id',
    );
    expect(await cycleOf(item.id)).toBe(source.id);
    const bad = await call('POST', url, world().member.cookie, { new_cycle_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'new_cycle_id' });
  });

  it('archives only completed cycles, drops their favorites and restores them', async () => {
    await fresh();
    const { member, guest } = world();
    const running = await createCycle('Running', -1, 3);
    const past = await createCycle('Past', -9, -3);
    const favorites = `${world().projectUrl}/user-favorite-cycles/`;
    await expectMembersOnly('POST', `${cyclesUrl()}${past.id}/archive/`, {});
    const favored = await call('POST', favorites, guest.cookie, { cycle: past.id });
    expect(favored.statusCode).toBe(201);
    expect(favored.json()).toMatchObject({ cycle: past.id, entity_type: 'cycle', name: 'Past' });
    await call('POST', favorites, member.cookie, { cycle: past.id });
    const list = await call('GET', cyclesUrl(), guest.cookie);
    const favorite = list.json<Cycle[]>().find((cycle) => cycle.id === past.id);
    expect(favorite?.is_favorite).toBe(true);
    expectRefused(
      await call('POST', `${cyclesUrl()}${running.id}/archive/`, member.cookie),
      'Only completed cycles can be archived.',
      'end_date',
    );
    const [stillRunning] = await ctx.db.select().from(cycles).where(eq(cycles.id, running.id));
    expect(stillRunning?.archived_at).toBeNull();
    const archived = await call('POST', `${cyclesUrl()}${past.id}/archive/`, member.cookie);
    expect(archived.statusCode).toBe(200);
    const { archived_at } = archived.json<{ archived_at: string }>();
    const twice = await call('POST', `${cyclesUrl()}${past.id}/archive/`, member.cookie);
    expect(twice.json()).toEqual({ archived_at });
    const left = await ctx.db
      .select()
      .from(userFavorites)
      .where(
        and(eq(userFavorites.entity_type, 'cycle'), eq(userFavorites.entity_identifier, past.id)),
      );
    expect(left).toEqual([]);
    const names = async (url: string) =>
      (await call('GET', url, guest.cookie)).json<Cycle[]>().map((cycle) => cycle.name);
    expect(await names(cyclesUrl())).toEqual(['Running']);
    expect(await names(`${world().projectUrl}/archived-cycles/`)).toEqual(['Past']);
    const detail = await call(
      'GET',
      `${world().projectUrl}/archived-cycles/${past.id}/`,
      guest.cookie,
    );
    expect(detail.json()).toMatchObject({ id: past.id, archived_at });
    const notArchived = `${world().projectUrl}/archived-cycles/${running.id}/`;
    expect((await call('GET', notArchived, guest.cookie)).statusCode).toBe(404);
    await expectMembersOnly('DELETE', `${cyclesUrl()}${past.id}/archive/`, {});
    expect(
      (await call('DELETE', `${cyclesUrl()}${past.id}/archive/`, member.cookie)).statusCode,
    ).toBe(204);
    expect(await names(cyclesUrl())).toEqual(['Running', 'Past']);
  });

  it('adds and removes favorites for guests too, refusing unknown cycles', async () => {
    await fresh();
    const cycle = await createCycle('Fav', 1, 2);
    const url = `${world().projectUrl}/user-favorite-cycles/`;
    const { guest, stranger } = world();
    expect((await call('POST', url, undefined, { cycle: cycle.id })).statusCode).toBe(401);
    expect((await call('POST', url, stranger.cookie, { cycle: cycle.id })).statusCode).toBe(403);
    expectRefused(
      await call('POST', url, guest.cookie, { cycle: '00000000-0000-4000-8000-000000000000' }),
      'cycle: Must be a cycle of this project',
      'cycle',
    );
    expect((await call('POST', url, guest.cookie, { cycle: cycle.id })).statusCode).toBe(201);
    expect((await call('POST', url, guest.cookie, { cycle: cycle.id })).statusCode).toBe(201);
    expect((await call('DELETE', `${url}${cycle.id}/`, guest.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `${url}${cycle.id}/`, guest.cookie)).statusCode).toBe(404);
  });

  it('takes the items out of a deleted cycle, with activity', async () => {
    await fresh();
    const cycle = await createCycle('Doomed', 0, 2);
    const item = await create({ name: 'Kept' });
    await add(cycle.id, [item.id]);
    await call('POST', `${world().projectUrl}/user-favorite-cycles/`, world().member.cookie, {
      cycle: cycle.id,
    });
    expect(
      (await call('DELETE', `${cyclesUrl()}${cycle.id}/`, world().member.cookie)).statusCode,
    ).toBe(204);
    expect(await cycleOf(item.id)).toBeNull();
    const rows = await kit.activityOf(item.id);
    expect(rows.filter((row) => row.field === 'cycles').map((row) => row.verb)).toEqual([
      'created',
      'deleted',
    ]);
    const favorites = await ctx.db
      .select()
      .from(userFavorites)
      .where(eq(userFavorites.entity_identifier, cycle.id));
    expect(favorites).toEqual([]);
  });
});

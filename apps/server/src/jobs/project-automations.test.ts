import type { WorkItem } from '@keel/core';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, states, workItemActivities, workItems } from '../db/schema';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import { useTestApp } from '../test/harness';
import { runProjectAutomations } from './project-automations';

const DAY = 24 * 60 * 60 * 1000;

describe('project automations', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  async function stateId(group: string) {
    const [state] = await ctx.db
      .select()
      .from(states)
      .where(and(eq(states.project_id, world.project.id), eq(states.group, group)));
    if (!state) throw new Error(`no ${group} state`);
    return state.id;
  }

  async function item(name: string, group: string, idleDays: number) {
    const response = await call('POST', `${world.projectUrl}/issues/`, world.member.cookie, {
      name,
      state_id: await stateId(group),
    });
    const created = response.json<WorkItem>();
    await ctx.db
      .update(workItems)
      .set({ updated_at: new Date(Date.now() - idleDays * DAY) })
      .where(eq(workItems.id, created.id));
    return created.id;
  }

  it('archives long-closed items and closes long-untouched open ones, recording both', async () => {
    await ctx.db
      .update(projects)
      .set({ archive_in: 1, close_in: 2 })
      .where(eq(projects.id, world.project.id));
    const oldDone = await item('Old done', 'completed', 31);
    const recentDone = await item('Recent done', 'completed', 29);
    const staleOpen = await item('Stale open', 'started', 61);
    const activeOpen = await item('Active open', 'started', 10);

    const result = await runProjectAutomations(ctx.db, new Date());
    expect(result).toEqual({ archived: 1, closed: 1 });

    const rows = await ctx.db
      .select()
      .from(workItems)
      .where(inArray(workItems.id, [oldDone, recentDone, staleOpen, activeOpen]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(oldDone)?.archived_at).not.toBeNull();
    expect(byId.get(recentDone)?.archived_at).toBeNull();
    expect(byId.get(staleOpen)?.state_id).toBe(await stateId('cancelled'));
    expect(byId.get(activeOpen)?.state_id).toBe(await stateId('started'));

    const activity = await ctx.db
      .select()
      .from(workItemActivities)
      .where(inArray(workItemActivities.work_item_id, [oldDone, staleOpen]));
    const automatic = activity.filter((row) => row.actor_id === null);
    expect(automatic.map((row) => [row.work_item_id, row.field]).sort()).toEqual(
      [
        [oldDone, 'archived_at'],
        [staleOpen, 'state'],
      ].sort(),
    );

    // Nothing is left to do on a second run.
    expect(await runProjectAutomations(ctx.db, new Date())).toEqual({ archived: 0, closed: 0 });
  });

  it('leaves projects without automations alone', async () => {
    await ctx.db
      .update(projects)
      .set({ archive_in: 0, close_in: 0 })
      .where(eq(projects.id, world.project.id));
    const untouched = await item('Ancient', 'backlog', 400);
    await runProjectAutomations(ctx.db, new Date());
    const [row] = await ctx.db.select().from(workItems).where(eq(workItems.id, untouched));
    expect(row?.state_id).toBe(await stateId('backlog'));
  });
});

import { AppError, ROLE } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleWorkItems, workItems } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import type { Actor } from './actor';
import { COMPLETED_CYCLE_MESSAGE, changeItemsModules, setItemsCycle } from './memberships';
import { type ProjectWorld, workItemKit } from './test-helpers';
import { insertCycle, insertModule } from './membership-test-helpers';

describe('the membership kernel', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  let actor: Actor;
  const { create, activityOf } = workItemKit(ctx, () => world);
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    actor = { userId: world.member.user.id, role: ROLE.member, project: world.project };
  });

  const cycle = (name: string, endInDays: number) => insertCycle(ctx.db, world, name, endInDays);
  const module = (name: string) => insertModule(ctx.db, world, name);

  async function refusal(run: () => Promise<unknown>) {
    const error: unknown = await run().catch((caught: unknown) => caught);
    if (!(error instanceof AppError)) throw new Error('not refused');
    return { field: error.field, message: error.message };
  }

  it('adds, moves and removes items with one activity row each, and refuses bad input', async () => {
    const first = await cycle('Sprint 1', 10);
    const second = await cycle('Sprint 2', 30);
    const done = await cycle('Sprint 0', -10);
    const item = await create({ name: 'Kernel cycle item' });
    const other = await create({ name: 'Kernel cycle other' });
    const run = (ids: string[], cycleId: string | null) =>
      ctx.db.transaction((tx) => setItemsCycle(tx, actor, ids, cycleId));

    expect(await run([item.id, other.id], first.id)).toEqual(
      expect.arrayContaining([item.id, other.id]),
    );
    expect(await run([item.id], first.id)).toEqual([]);
    expect(await run([item.id], second.id)).toEqual([item.id]);
    expect(await run([item.id], null)).toEqual([item.id]);
    const rows = (await activityOf(item.id)).filter((row) => row.field === 'cycles');
    expect(rows.map((row) => [row.verb, row.old_value, row.new_value])).toEqual([
      ['created', null, 'Sprint 1'],
      ['updated', 'Sprint 1', 'Sprint 2'],
      ['deleted', 'Sprint 2', null],
    ]);
    expect(rows[1]).toMatchObject({ old_identifier: first.id, new_identifier: second.id });

    expect(await refusal(() => run([item.id], done.id))).toEqual({
      field: 'cycle_id',
      message: COMPLETED_CYCLE_MESSAGE,
    });
    expect((await refusal(() => run([item.id, 'nope'], first.id))).field).toBe('issues');
    const foreign = await refusal(() => run([item.id], '00000000-0000-4000-8000-000000000000'));
    expect(foreign.field).toBe('cycle_id');
    // Nothing half-written: the refused writes left the item out of any cycle.
    const [stored] = await ctx.db.select().from(workItems).where(eq(workItems.id, item.id));
    expect(stored?.cycle_id).toBeNull();
  });

  it('adds items to modules and removes them, recording each membership', async () => {
    const alpha = await module('Kernel Alpha');
    const beta = await module('Kernel Beta');
    const item = await create({ name: 'Kernel module item' });
    const run = (add: string[], remove: string[]) =>
      ctx.db.transaction((tx) =>
        changeItemsModules(tx, actor, { itemIds: [item.id], add, remove }),
      );

    await run([alpha.id, beta.id], []);
    await run([alpha.id], [beta.id]);
    const held = await ctx.db
      .select()
      .from(moduleWorkItems)
      .where(eq(moduleWorkItems.work_item_id, item.id));
    expect(held.map((row) => row.module_id)).toEqual([alpha.id]);
    const rows = (await activityOf(item.id)).filter((row) => row.field === 'modules');
    expect(rows.map((row) => [row.verb, row.old_value, row.new_value])).toEqual(
      expect.arrayContaining([
        ['created', null, 'Kernel Alpha'],
        ['created', null, 'Kernel Beta'],
        ['deleted', 'Kernel Beta', null],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect((await refusal(() => run(['00000000-0000-4000-8000-000000000000'], []))).field).toBe(
      'module_ids',
    );
  });
});

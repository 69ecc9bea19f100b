import type { WorkItem, WorkItemGroupPage, WorkItemListResponse } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cycles, modules, moduleWorkItems, workItems } from '#server/db/schema';
import { eq } from 'drizzle-orm';
import { useListWorld } from './list-test-world';

/**
 * Cycle and module entries of the list query: the `cycle` and `module` filters (legacy and rich,
 * with `None`), grouping by `cycle_id` and `issue_module__module_id`, ordering by their names.
 */
describe('work item lists: cycles and modules', () => {
  const fixture = useListWorld();
  const { ctx, list, names, keysOf, id, rich, except } = fixture;
  const cycle: Record<string, string> = {};
  const module: Record<string, string> = {};

  beforeAll(async () => {
    const { world } = fixture;
    const scope = { workspace_id: world.workspace.id, project_id: world.project.id };
    const cycleSeeds = [
      ['B', { name: 'Sprint B' }],
      ['A', { name: 'Sprint A' }],
      ['empty', { name: 'Sprint C' }],
      ['archived', { name: 'Old sprint', archived_at: new Date() }],
      ['deleted', { name: 'Gone sprint', deleted_at: new Date() }],
    ] as const;
    for (const [key, values] of cycleSeeds) {
      const [row] = await ctx.db
        .insert(cycles)
        .values({ ...scope, ...values })
        .returning();
      cycle[key] = row?.id ?? '';
    }
    for (const [key, values] of [
      ['zeta', { name: 'Zeta' }],
      ['core', { name: 'Core' }],
      ['deleted', { name: 'Gone', deleted_at: new Date() }],
    ] as const) {
      const [row] = await ctx.db
        .insert(modules)
        .values({ ...scope, ...values })
        .returning();
      module[key] = row?.id ?? '';
    }
    const inCycle: [string, string][] = [
      ['i1', 'B'],
      ['i2', 'B'],
      ['i3', 'A'],
    ];
    for (const [key, cycleKey] of inCycle)
      await ctx.db
        .update(workItems)
        .set({ cycle_id: cycle[cycleKey] ?? null })
        .where(eq(workItems.id, id(key)));
    await ctx.db.insert(moduleWorkItems).values(
      [
        ['i1', 'zeta'],
        ['i1', 'core'],
        ['i2', 'zeta'],
        ['i4', 'deleted'],
      ].map(([key = '', moduleKey = '']) => ({
        ...scope,
        work_item_id: id(key),
        module_id: module[moduleKey] ?? '',
      })),
    );
  });

  const groups = (body: WorkItemListResponse) =>
    Object.entries(body.results as Record<string, WorkItemGroupPage>).map(([key, group]) => [
      key,
      keysOf(group.results).sort(),
      group.total_results,
    ]);

  it('filters by cycle and module, legacy and rich, with None', async () => {
    expect(await names(`cycle=${cycle.B}`)).toEqual(['i1', 'i2']);
    expect(await names(`cycle=${cycle.A},None`)).toEqual(except('i1', 'i2'));
    expect(await names(rich({ cycle_id__in: [cycle.A] }))).toEqual(['i3']);
    expect(await names(`module=${module.zeta}`)).toEqual(['i1', 'i2']);
    // An item only in a deleted module counts as in none.
    expect(await names('module=None')).toEqual(except('i1', 'i2'));
    // Nor does a deleted module's filter find its former items (their module_ids omit it).
    expect(await names(`module=${module.deleted}`)).toEqual([]);
    expect(await names(rich({ module_id: module.core }))).toEqual(['i1']);
    expect(await names(`cycle=${cycle.B}&module=${module.core}`)).toEqual(['i1']);
  });

  it('groups by cycle: every live unarchived cycle by name, empty ones too, then None', async () => {
    const body = await list('group_by=cycle_id');
    expect(body.grouped_by).toBe('cycle_id');
    expect(groups(body)).toEqual([
      [cycle.A, ['i3'], 1],
      [cycle.B, ['i1', 'i2'], 2],
      [cycle.empty, [], 0],
      ['None', ['i4', 'i5', 'i6', 'i7'], 4],
    ]);
    const sub = await list('group_by=priority&sub_group_by=cycle_id');
    expect(Object.keys(sub.results)).toContain('urgent');
  });

  it('groups by module, an item in each of its live modules', async () => {
    const body = await list('group_by=issue_module__module_id');
    expect(Object.fromEntries(groups(body).map(([key, ...rest]) => [key, rest]))).toEqual({
      [module.zeta ?? '']: [['i1', 'i2'], 2],
      [module.core ?? '']: [['i1'], 1],
      None: [['i3', 'i4', 'i5', 'i6', 'i7'], 5],
    });
    expect(body.total_results).toBe(7);
  });

  it('orders by cycle name and by the first module name, nulls last both ways', async () => {
    const ordered = async (orderBy: string) =>
      keysOf((await list(`order_by=${orderBy}`)).results as WorkItem[]);
    const byCycle = await ordered('cycle__name');
    expect(byCycle[0]).toBe('i3');
    expect(byCycle.slice(1, 3).sort()).toEqual(['i1', 'i2']);
    expect(await ordered('issue_cycle__cycle__name')).toEqual(byCycle);
    const byCycleDown = await ordered('-cycle__name');
    expect(byCycleDown.slice(0, 2).sort()).toEqual(['i1', 'i2']);
    expect(byCycleDown[2]).toBe('i3');
    expect((await ordered('issue_module__module__name')).slice(0, 2)).toEqual(['i1', 'i2']);
    expect((await ordered('-issue_module__module__name')).slice(0, 2)).toEqual(['i2', 'i1']);
  });
});

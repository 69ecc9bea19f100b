import type { WorkItem } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workItems } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';
import { insertCycle, insertModule } from '../kernel/membership-test-helpers';

/** cycle_id and module_ids on item reads, creates, edits and bulk edits (issue 16). */
describe('work items in cycles and modules', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create, detail, activityOf } = workItemKit(ctx, () => world);
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  const itemUrl = (id: string) => `${world.projectUrl}/issues/${id}/`;
  const patch = (id: string, body: object, cookie = world.member.cookie) =>
    call('PATCH', itemUrl(id), cookie, body);
  const membershipRows = async (id: string) =>
    (await activityOf(id))
      .filter((row) => row.field === 'cycles' || row.field === 'modules')
      .map((row) => [row.field, row.verb, row.old_value, row.new_value]);

  it('creates an item in a cycle and modules, shows them on every read and records them', async () => {
    const sprint = await insertCycle(ctx.db, world, 'Create sprint', 7);
    const api = await insertModule(ctx.db, world, 'Create API');
    const item = await create({ name: 'Born planned', cycle_id: sprint.id, module_ids: [api.id] });
    expect(item).toMatchObject({ cycle_id: sprint.id, module_ids: [api.id] });
    expect(await detail(item.id)).toMatchObject({ cycle_id: sprint.id, module_ids: [api.id] });
    const list = await call('GET', `${world.projectUrl}/issues/?per_page=100`, world.member.cookie);
    const listed = list.json<{ results: WorkItem[] }>().results.find((one) => one.id === item.id);
    expect(listed).toMatchObject({ cycle_id: sprint.id, module_ids: [api.id] });
    for (const url of [
      `${world.projectUrl}/v2/issues/`,
      `${world.projectUrl}/issues/list/?issues=${item.id}`,
      `${world.base}/issues/?per_page=100`,
    ]) {
      const response = await call('GET', url, world.member.cookie);
      expect(response.statusCode, url).toBe(200);
      const body = response.json<WorkItem[] | { results: WorkItem[] }>();
      const rows = Array.isArray(body) ? body : body.results;
      expect(
        rows.find((one) => one.id === item.id),
        url,
      ).toMatchObject({
        cycle_id: sprint.id,
        module_ids: [api.id],
      });
    }
    expect(await membershipRows(item.id)).toEqual(
      expect.arrayContaining([
        ['cycles', 'created', null, 'Create sprint'],
        ['modules', 'created', null, 'Create API'],
      ]),
    );
  });

  it('moves an item between cycles as one change and replaces its modules', async () => {
    const first = await insertCycle(ctx.db, world, 'Move one', 20);
    const second = await insertCycle(ctx.db, world, 'Move two', 40);
    const [ui, web] = [
      await insertModule(ctx.db, world, 'Move UI'),
      await insertModule(ctx.db, world, 'Move Web'),
    ];
    const item = await create({ name: 'Moving', cycle_id: first.id, module_ids: [ui.id] });
    expect((await patch(item.id, { cycle_id: second.id, module_ids: [web.id] })).statusCode).toBe(
      204,
    );
    expect(await detail(item.id)).toMatchObject({ cycle_id: second.id, module_ids: [web.id] });
    const rows = await membershipRows(item.id);
    expect(rows.filter((row) => row[0] === 'cycles')).toEqual([
      ['cycles', 'created', null, 'Move one'],
      ['cycles', 'updated', 'Move one', 'Move two'],
    ]);
    expect(rows).toContainEqual(['modules', 'deleted', 'Move UI', null]);
    expect((await patch(item.id, { cycle_id: null })).statusCode).toBe(204);
    expect((await detail(item.id)).cycle_id).toBeNull();
  });

  it('refuses a completed cycle, unknown cycles and modules, and guests, writing nothing', async () => {
    const done = await insertCycle(ctx.db, world, 'Finished', -3);
    const item = await create({ name: 'Refused moves' });
    expectRefused(
      await patch(item.id, { cycle_id: done.id, name: 'Renamed' }),
      'Work items cannot be added to a completed cycle.',
      'cycle_id',
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectRefused(
      await patch(item.id, { cycle_id: unknown }),
      'cycle_id: Must be a cycle of this project',
      'cycle_id',
    );
    expectRefused(
      await patch(item.id, { module_ids: [unknown] }),
      'module_ids: Must be modules of this project',
      'module_ids',
    );
    expectRefused(
      await patch(item.id, { module_ids: ['nope'] }),
      'module_ids.0: Must be a module id',
      'module_ids.0',
    );
    const [stored] = await ctx.db.select().from(workItems).where(eq(workItems.id, item.id));
    expect(stored).toMatchObject({ name: 'Refused moves', cycle_id: null });
    await ctx.db
      .update(workItems)
      .set({ created_by_id: world.guest.user.id })
      .where(eq(workItems.id, item.id));
    const sprint = await insertCycle(ctx.db, world, 'Guest sprint', 60);
    expect((await patch(item.id, { cycle_id: sprint.id }, world.guest.cookie)).statusCode).toBe(
      403,
    );
  });

  it('bulk-sets the cycle and adds modules to many items', async () => {
    const sprint = await insertCycle(ctx.db, world, 'Bulk sprint', 80);
    const api = await insertModule(ctx.db, world, 'Bulk API');
    const done = await insertCycle(ctx.db, world, 'Bulk done', -30);
    const one = await create({ name: 'Bulk one' });
    const two = await create({ name: 'Bulk two' });
    const url = `${world.projectUrl}/bulk-operation-issues/`;
    const ids = [one.id, two.id];
    const ok = await call('POST', url, world.member.cookie, {
      issue_ids: ids,
      properties: { cycle_id: sprint.id, module_ids: [api.id] },
    });
    expect(ok.statusCode, ok.body).toBeLessThan(300);
    for (const id of ids)
      expect(await detail(id)).toMatchObject({ cycle_id: sprint.id, module_ids: [api.id] });
    expectRefused(
      await call('POST', url, world.member.cookie, {
        issue_ids: ids,
        properties: { cycle_id: done.id, priority: 'high' },
      }),
      'Work items cannot be added to a completed cycle.',
      'properties.cycle_id',
    );
    expect((await detail(one.id)).priority).toBe('none');
  });
});

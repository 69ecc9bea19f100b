import { eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cycles, moduleLinks, moduleMembers, modules, realtimeEvents } from '../db/schema';
import { useTestApp } from '../test/harness';
import { createProjectTeam } from '../test/project-team';
import { outboxBounds, toOutboxEvent } from './realtime-events.queries';
import { canSee } from './realtime-visibility';

/** The capture of cycles, modules and their items (migration 0013), read from the outbox. */

const ctx = useTestApp();
let team: Awaited<ReturnType<typeof createProjectTeam>>;

beforeAll(async () => {
  team = await createProjectTeam(ctx.db);
});

async function captured(write: () => Promise<unknown>) {
  const { latest } = await outboxBounds(ctx.db);
  await write();
  const rows = await ctx.db
    .select()
    .from(realtimeEvents)
    .where(gt(realtimeEvents.version, latest))
    .orderBy(realtimeEvents.version);
  return rows.map(toOutboxEvent);
}

async function call(method: 'POST' | 'PATCH', url: string, body: object) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { cookie: team.admin.cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

const scope = () => ({ workspace_id: team.workspace.id, project_id: team.project.id });

describe('realtime capture of cycles and modules', () => {
  it('records cycles and modules as project entities: create, update, soft delete', async () => {
    let cycleId = '';
    const created = await captured(async () => {
      const [row] = await ctx.db
        .insert(cycles)
        .values({ ...scope(), name: 'Live sprint' })
        .returning();
      cycleId = row?.id ?? '';
    });
    expect(created.map(({ event }) => [event.entity, event.operation, event.entity_id])).toEqual([
      ['cycle', 'create', cycleId],
    ]);
    expect(created[0]?.event).toMatchObject({ project_id: team.project.id, work_item_id: null });
    expect(created[0]?.event.fields).toEqual(expect.arrayContaining(['name', 'owned_by_id']));
    const renamed = await captured(() =>
      ctx.db.update(cycles).set({ name: 'Renamed sprint' }).where(eq(cycles.id, cycleId)),
    );
    expect(renamed.map(({ event }) => [event.operation, event.fields, event.data])).toEqual([
      ['update', ['name'], expect.objectContaining({ name: 'Renamed sprint' })],
    ]);
    const deleted = await captured(() =>
      ctx.db.update(cycles).set({ deleted_at: new Date() }).where(eq(cycles.id, cycleId)),
    );
    expect(deleted.map(({ event }) => [event.entity, event.operation])).toEqual([
      ['cycle', 'delete'],
    ]);
    // Every member of the project sees it, guests too; no one outside the project does.
    const event = created[0];
    if (!event) throw new Error('no event');
    const member = { role: 5, guestViewAllFeatures: false };
    const access = (projects: Map<string, typeof member>) => ({
      userId: team.guest.user.id,
      workspaceId: team.workspace.id,
      projects,
    });
    expect(canSee(access(new Map([[team.project.id, member]])), event)).toBe(true);
    expect(canSee(access(new Map()), event)).toBe(false);
  });

  it('turns module memberships into one module_ids update per item, and a cycle into cycle_id', async () => {
    const [module] = await ctx.db
      .insert(modules)
      .values({ ...scope(), name: 'Realtime module' })
      .returning();
    const [cycle] = await ctx.db
      .insert(cycles)
      .values({ ...scope(), name: 'Realtime sprint' })
      .returning();
    const item = (await call('POST', `${team.base}/issues/`, { name: 'Realtime item' })).json<{
      id: string;
    }>().id;
    const events = await captured(() =>
      call('PATCH', `${team.base}/issues/${item}/`, {
        module_ids: [module?.id],
        cycle_id: cycle?.id,
      }),
    );
    const itemEvents = events
      .filter(({ event }) => event.entity === 'work_item')
      .map(({ event }) => [event.operation, event.fields, event.data]);
    expect(itemEvents).toEqual(
      expect.arrayContaining([
        ['update', ['cycle_id'], expect.objectContaining({ cycle_id: cycle?.id })],
        ['update', ['module_ids'], null],
      ]),
    );
    expect(itemEvents).toHaveLength(2);
    const created = await captured(() =>
      call('POST', `${team.base}/issues/`, { name: 'Born in a module', module_ids: [module?.id] }),
    );
    expect(created.map(({ event }) => [event.entity, event.operation])).toEqual([
      ['work_item', 'create'],
    ]);
  });

  it("tells a module's list of members and links as one update each", async () => {
    const [module] = await ctx.db
      .insert(modules)
      .values({ ...scope(), name: 'Team module' })
      .returning();
    const moduleId = module?.id ?? '';
    const events = await captured(() =>
      ctx.db.transaction(async (tx) => {
        await tx.insert(moduleMembers).values([
          { ...scope(), module_id: moduleId, member_id: team.admin.user.id },
          { ...scope(), module_id: moduleId, member_id: team.member.user.id },
        ]);
        await tx
          .insert(moduleLinks)
          .values({ ...scope(), module_id: moduleId, url: 'https://example.com' });
      }),
    );
    expect(
      events.map(({ event }) => [event.entity, event.entity_id, event.operation, event.fields]),
    ).toEqual([
      ['module', moduleId, 'update', ['member_ids']],
      ['module', moduleId, 'update', ['link_module']],
    ]);
  });
});

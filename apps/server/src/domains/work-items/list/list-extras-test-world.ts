import { type ListCaseWorld, PRIORITIES } from '@keel/core';
import { eq, inArray } from 'drizzle-orm';
import {
  cycles,
  estimatePoints,
  estimates,
  fileAssets,
  labels,
  modules,
  moduleWorkItems,
  workItemAssignees,
  workItemLabels,
  workItemLinks,
  workItems,
  workItemSubscribers,
} from '#server/db/schema';
import type { useListWorld } from './list-test-world';

type ListWorld = ReturnType<typeof useListWorld>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * More of everything the list reads, on top of the list world, for the cache parity test: cycles
 * (one archived, one deleted), modules (one archived, one deleted), an estimate, a deleted label,
 * links and attachments (live and not), subscriptions, children of hidden items, and items p1…p18
 * spread over every property with ties in sort_order and updated_at. Call it in a beforeAll after
 * useListWorld's; it answers the ids by name, as list-cases.ts refers to them.
 */
export async function seedListExtras(fixture: ListWorld): Promise<ListCaseWorld> {
  const { ctx, world, state, label, item, id } = fixture;
  const scope = { workspace_id: world.workspace.id, project_id: world.project.id };
  const admin = world.admin.user.id;
  const member = world.member.user.id;
  const guest = world.guest.user.id;
  const insertOne = async <T>(rows: Promise<T[]>): Promise<T> => {
    const [row] = await rows;
    if (!row) throw new Error('seed row not inserted');
    return row;
  };

  const cycle: Record<string, string> = {};
  for (const [key, values] of [
    ['B', { name: 'Sprint B' }],
    ['A', { name: 'Sprint A' }],
    ['empty', { name: 'Sprint C' }],
    ['archived', { name: 'Old sprint', archived_at: new Date('2025-05-01T00:00:00Z') }],
    ['deleted', { name: 'Gone sprint', deleted_at: new Date('2025-05-01T00:00:00Z') }],
  ] as const)
    cycle[key] = (
      await insertOne(
        ctx.db
          .insert(cycles)
          .values({ ...scope, ...values })
          .returning(),
      )
    ).id;
  const module: Record<string, string> = {};
  for (const [key, values] of [
    ['zeta', { name: 'Zeta' }],
    ['core', { name: 'Core' }],
    ['attic', { name: 'Attic', archived_at: new Date('2025-05-01T00:00:00Z') }],
    ['deleted', { name: 'Gone', deleted_at: new Date('2025-05-01T00:00:00Z') }],
  ] as const)
    module[key] = (
      await insertOne(
        ctx.db
          .insert(modules)
          .values({ ...scope, ...values })
          .returning(),
      )
    ).id;
  const estimate = await insertOne(
    ctx.db
      .insert(estimates)
      .values({ ...scope, name: 'Points', type: 'points', last_used: true })
      .returning(),
  );
  const estimatePoint: Record<string, string> = {};
  for (const [key, n] of [
    ['one', 1],
    ['two', 2],
    ['three', 3],
  ] as const)
    estimatePoint[key] = (
      await insertOne(
        ctx.db
          .insert(estimatePoints)
          .values({ ...scope, estimate_id: estimate.id, key: n, value: String(n) })
          .returning(),
      )
    ).id;
  const zombie = await insertOne(
    ctx.db
      .insert(labels)
      .values({ ...scope, name: 'Zombie', deleted_at: new Date('2025-05-01T00:00:00Z') })
      .returning(),
  );

  const at = (minutes: number) => new Date(Date.parse('2025-06-01T08:00:00Z') + minutes * 60_000);
  const stateCycle = [state.Backlog, state.Todo, state['In Progress'], state.Done, state.Cancelled];
  const creators = [admin, member, guest, admin, null];
  const names = ['login flow', '100% done', 'snake_case', 'Zebra', 'apple', 'Émile'];
  const extra: string[] = [];
  for (let n = 1; n <= 18; n += 1) {
    const stateId = n % 6 === 5 ? null : (stateCycle[n % 5] ?? null);
    const row = await insertOne(
      ctx.db
        .insert(workItems)
        .values({
          ...scope,
          name: `${names[n % names.length] ?? ''} ${String(n)}`,
          sequence_id: 100 + n,
          state_id: stateId,
          priority: PRIORITIES[n % PRIORITIES.length] ?? 'none',
          created_by_id: creators[n % creators.length] ?? null,
          sort_order: (n % 4) * 1000,
          target_date:
            n % 3 === 0
              ? null
              : n % 4 === 1
                ? fixture.isoDay(n - 9)
                : `2025-${pad(1 + (n % 9))}-${pad(n)}`,
          start_date: n % 2 === 0 ? `2025-01-${pad(n)}` : null,
          completed_at: stateId === state.Done ? new Date(`2025-05-${pad(n)}T12:00:00Z`) : null,
          cycle_id: [cycle.A, cycle.B, cycle.archived, null][n % 4] ?? null,
          estimate_point_id:
            [estimatePoint.one, estimatePoint.two, estimatePoint.three, null][n % 4] ?? null,
          parent_id: n % 7 === 0 ? id('i2') : null,
          created_at: at(100 + n),
          updated_at: at(n % 5),
        })
        .returning(),
    );
    item[`p${String(n)}`] = row;
    extra.push(row.id);
  }
  const p = (n: number) => item[`p${String(n)}`]?.id ?? '';

  const links = { ...scope };
  const labelRows = extra.flatMap((itemId, index): [string, string, number][] => {
    const n = index + 1;
    if (n === 5) return [[itemId, zombie.id, 0]];
    if (n % 3 === 0) return [[itemId, label.Alpha ?? '', 0]];
    if (n % 3 === 1)
      return [
        [itemId, label.Beta ?? '', 0],
        [itemId, label.Alpha ?? '', 1],
      ];
    return [];
  });
  await ctx.db.insert(workItemLabels).values(
    labelRows.map(([workItemId, labelId, order]) => ({
      ...links,
      work_item_id: workItemId,
      label_id: labelId,
      created_at: at(order),
    })),
  );
  await ctx.db.insert(workItemAssignees).values(
    extra.flatMap((itemId, index) => {
      const n = index + 1;
      if (n % 4 === 0) return [{ ...links, work_item_id: itemId, assignee_id: admin }];
      if (n % 4 === 1)
        return [
          { ...links, work_item_id: itemId, assignee_id: member, created_at: at(0) },
          { ...links, work_item_id: itemId, assignee_id: admin, created_at: at(1) },
        ];
      return [];
    }),
  );
  const moduleRows: [string, string][] = [
    [id('i1'), module.zeta ?? ''],
    [id('i1'), module.core ?? ''],
    [id('i2'), module.zeta ?? ''],
    [id('i4'), module.deleted ?? ''],
    ...extra.flatMap((itemId, index): [string, string][] => {
      const n = index + 1;
      if (n === 9) return [[itemId, module.deleted ?? '']];
      if (n % 5 === 0) return [[itemId, module.zeta ?? '']];
      if (n % 5 === 1) return [[itemId, module.attic ?? '']];
      if (n % 5 === 2)
        return [
          [itemId, module.core ?? ''],
          [itemId, module.zeta ?? ''],
        ];
      return [];
    }),
  ];
  await ctx.db.insert(moduleWorkItems).values(
    moduleRows.map(([workItemId, moduleId]) => ({
      ...links,
      work_item_id: workItemId,
      module_id: moduleId,
    })),
  );
  await ctx.db
    .update(workItems)
    .set({ cycle_id: cycle.B ?? null })
    .where(inArray(workItems.id, [id('i1'), id('i2')]));
  await ctx.db
    .update(workItems)
    .set({ cycle_id: cycle.A ?? null })
    .where(eq(workItems.id, id('i3')));
  await ctx.db
    .update(workItems)
    .set({ parent_id: id('i3') })
    .where(inArray(workItems.id, [id('archived'), id('draft')]));
  for (const [n, count] of [
    [6, 2],
    [12, 1],
    [18, 3],
  ] as const)
    await ctx.db.insert(workItemLinks).values(
      Array.from({ length: count + 1 }, (_, index) => ({
        ...links,
        work_item_id: p(n),
        url: `https://example.com/${String(n)}/${String(index)}`,
        deleted_at: index === count ? new Date() : null,
      })),
    );
  for (const [n, uploaded] of [
    [3, true],
    [3, false],
    [8, true],
    [13, true],
    [13, true],
  ] as const)
    await ctx.db.insert(fileAssets).values({
      ...links,
      work_item_id: p(n),
      entity_type: 'ISSUE_ATTACHMENT',
      storage_key: `${world.workspace.id}/${String(n)}-file.txt`,
      name: 'file.txt',
      content_type: 'text/plain',
      size: 10,
      is_uploaded: uploaded,
    });
  await ctx.db.insert(workItemSubscribers).values(
    [p(1), p(4), id('i1')].map((itemId) => ({
      ...links,
      work_item_id: itemId,
      subscriber_id: member,
    })),
  );

  const fresh = await ctx.db
    .select()
    .from(workItems)
    .where(eq(workItems.project_id, world.project.id));
  for (const row of fresh) {
    const key = fixture.keyOf(row.id);
    if (key) item[key] = row;
  }
  const ids = (map: Record<string, { id: string } | string | undefined>) =>
    Object.fromEntries(
      Object.entries(map).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, typeof value === 'string' ? value : value.id]],
      ),
    );
  return {
    projectId: world.project.id,
    state: ids(state),
    label: ids(label),
    cycle,
    module,
    estimatePoint,
    user: { admin, member, guest },
    item: ids(item),
  };
}

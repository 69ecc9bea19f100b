/**
 * Adds cycles to the project bench/seed-work-items made, with set-based SQL: `cycleCount`
 * consecutive two-week cycles, the last one running today, each holding `perCycle` items (by
 * sequence number), with the activity the burndown replays: a `cycles` row when each item joined
 * (during the cycle's first days) and, for completed items, a `state` row when they were done.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';

export interface SeededCycles {
  /** The cycle running today, the last one. */
  currentCycleId: string;
  cycleIds: string[];
}

export async function seedCycles(
  db: Database,
  options: { workspaceId: string; projectId: string; cycleCount: number; perCycle: number },
): Promise<SeededCycles> {
  const { workspaceId, projectId, cycleCount, perCycle } = options;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.17)`);
    // Cycle g runs 14 days; the last one started 7 days ago.
    await tx.execute(sql`
      insert into cycles (workspace_id, project_id, name, start_date, end_date, sort_order)
      select ${workspaceId}, ${projectId}, 'Sprint ' || g,
        date_trunc('day', now()) - ((${cycleCount} - g) * 14 + 7) * interval '1 day',
        date_trunc('day', now()) - ((${cycleCount} - g) * 14 - 7) * interval '1 day'
          - interval '1 millisecond',
        g * 10000
      from generate_series(1, ${cycleCount}) g`);
    await tx.execute(sql`
      update work_items wi set cycle_id = c.id
      from cycles c
      where wi.project_id = ${projectId} and c.project_id = ${projectId}
        and c.name = 'Sprint ' || ((wi.sequence_id - 1) / ${perCycle} + 1)
        and wi.sequence_id <= ${cycleCount * perCycle}`);
    await tx.execute(sql`
      insert into work_item_activities (workspace_id, project_id, work_item_id, verb, field,
        new_value, new_identifier, epoch, created_at)
      select wi.workspace_id, wi.project_id, wi.id, 'created', 'cycles', c.name, c.id,
        extract(epoch from joined), joined
      from work_items wi join cycles c on c.id = wi.cycle_id,
        lateral (select c.start_date + random() * interval '3 days' as joined) j
      where wi.project_id = ${projectId}`);
    await tx.execute(sql`
      insert into work_item_activities (workspace_id, project_id, work_item_id, verb, field,
        old_value, new_value, old_identifier, new_identifier, epoch, created_at)
      select wi.workspace_id, wi.project_id, wi.id, 'updated', 'state', todo.name, done.name,
        todo.id, done.id, extract(epoch from finished), finished
      from work_items wi
      join cycles c on c.id = wi.cycle_id
      join states done on done.id = wi.state_id and done."group" = 'completed'
      join states todo on todo.project_id = wi.project_id and todo."group" = 'unstarted',
        lateral (select least(c.start_date + interval '3 days' + random() * interval '10 days',
          now()) as finished) f
      where wi.project_id = ${projectId}`);
  });
  for (const table of ['cycles', 'work_items', 'work_item_activities'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const rows = await db.execute<{ id: string }>(
    sql`select id from cycles where project_id = ${projectId} order by sort_order`,
  );
  const cycleIds = rows.rows.map((row) => row.id);
  const currentCycleId = cycleIds.at(-1);
  if (!currentCycleId) throw new Error('cycles not seeded');
  return { currentCycleId, cycleIds };
}

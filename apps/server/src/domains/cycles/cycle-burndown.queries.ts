import {
  type BurndownChange,
  type BurndownItem,
  type BurndownTally,
  BurndownTallySchema,
  type DistributionTotals,
} from '@keel/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { cycleBurndownDays } from '#server/db/schema';
import { LISTED, POINTS } from './cycles.queries';

/** Everything a replay of a cycle's history reads. */
export interface CycleHistory {
  /** The items in the cycle now, and those that left it. */
  items: BurndownItem[];
  /** Their recorded cycle and state changes, oldest first. */
  changes: BurndownChange[];
  /** The group of every state of the project (deleted ones too: history may name them). */
  stateGroups: Map<string, string>;
}

const ITEM_COLUMNS = sql`wi.id, wi.cycle_id, wi.state_id,
  (extract(epoch from wi.created_at) * 1000)::float8 as created_ms,
  coalesce(${POINTS}, 0)::float8 as points`;
const ITEM_JOINS = sql`join projects p on p.id = wi.project_id
  left join estimate_points ep on ep.id = wi.estimate_point_id and ep.estimate_id = p.estimate_id
    and ep.deleted_at is null`;

/**
 * A cycle's history, in one statement. The items are those in the cycle now (through the list
 * index on cycle_id) and those that left it (their recorded `cycles` changes name it as the old
 * value, through work_item_activities_cycle_left_idx).
 */
export async function cycleHistory(
  db: Executor,
  projectId: string,
  cycleId: string,
): Promise<CycleHistory> {
  const result = await db.execute<{
    items: [string, string | null, string | null, number, number][];
    changes: [string, 'cycles' | 'state', string | null, string | null, number][];
    states: Record<string, string>;
  }>(sql`
    with items as materialized (
      select ${ITEM_COLUMNS} from work_items wi ${ITEM_JOINS}
      where wi.project_id = ${projectId} and wi.cycle_id = ${cycleId} and ${LISTED}
      union all
      select ${ITEM_COLUMNS} from work_items wi ${ITEM_JOINS}
      where wi.id in (
          select act.work_item_id from work_item_activities act
          where act.project_id = ${projectId} and act.field = 'cycles'
            and act.old_identifier = ${cycleId})
        and wi.project_id = ${projectId} and wi.cycle_id is distinct from ${cycleId} and ${LISTED}
    )
    select
      (select coalesce(json_agg(json_build_array(id, cycle_id, state_id, created_ms, points)),
          '[]'::json) from items) as items,
      (select coalesce(json_agg(json_build_array(act.work_item_id, act.field, act.old_identifier,
          act.new_identifier, (extract(epoch from act.created_at) * 1000)::float8)
          order by act.epoch, act.created_at), '[]'::json)
        from work_item_activities act
        where act.work_item_id = any(array(select id from items))
          and act.project_id = ${projectId} and act.field in ('cycles', 'state')) as changes,
      (select coalesce(json_object_agg(st.id, st."group"), '{}'::json)
        from states st where st.project_id = ${projectId}) as states`);
  const row = result.rows[0];
  if (!row) throw new Error('the cycle history query returned no row');
  return {
    items: row.items.map(([id, itemCycleId, stateId, createdMs, points]) => ({
      id,
      cycleId: itemCycleId,
      stateId,
      createdAt: new Date(createdMs),
      points,
    })),
    changes: row.changes.map(([itemId, field, oldId, newId, atMs]) => ({
      itemId,
      field,
      oldId,
      newId,
      at: new Date(atMs),
    })),
    stateGroups: new Map(Object.entries(row.states)),
  };
}

/** The kept tallies of the cycle's `days` counted in `timezone`, by day. */
export async function keptBurndownDays(
  db: Executor,
  cycleId: string,
  timezone: string,
  days: string[],
): Promise<Map<string, BurndownTally>> {
  const kept = new Map<string, BurndownTally>();
  if (days.length === 0) return kept;
  const rows = await db
    .select({ day: cycleBurndownDays.day, tally: cycleBurndownDays.tally })
    .from(cycleBurndownDays)
    .where(
      and(
        eq(cycleBurndownDays.cycle_id, cycleId),
        eq(cycleBurndownDays.timezone, timezone),
        inArray(cycleBurndownDays.day, days),
      ),
    );
  for (const row of rows) {
    const tally = BurndownTallySchema.safeParse(row.tally);
    if (tally.success) kept.set(row.day, tally.data);
  }
  return kept;
}

/** Keeps the tallies of finished days (a second writer of the same day wins, with the same data). */
export async function keepBurndownDays(
  db: Executor,
  cycle: { id: string; workspace_id: string; timezone: string },
  tallies: Map<string, BurndownTally>,
): Promise<void> {
  if (tallies.size === 0) return;
  await db
    .insert(cycleBurndownDays)
    .values(
      [...tallies].map(([day, tally]) => ({
        cycle_id: cycle.id,
        workspace_id: cycle.workspace_id,
        day,
        timezone: cycle.timezone,
        tally: { ...tally },
      })),
    )
    .onConflictDoUpdate({
      target: [cycleBurndownDays.cycle_id, cycleBurndownDays.day],
      set: {
        timezone: sql`excluded.timezone`,
        tally: sql`excluded.tally`,
        created_at: sql`now()`,
      },
    });
}

/** Totals of one assignee or label, named. */
export interface NamedTotals {
  kind: 'assignee' | 'label';
  key: string | null;
  issues: DistributionTotals;
  points: DistributionTotals;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  label_name: string | null;
  color: string | null;
}

/**
 * The items in the cycle now and their estimate points, summed per assignee and per label (live
 * labels only; the unassigned and unlabelled under a null key), with the names to show.
 */
export async function distributionTotals(
  db: Executor,
  projectId: string,
  cycleId: string,
): Promise<NamedTotals[]> {
  const result = await db.execute<{
    kind: 'assignee' | 'label';
    key: string | null;
    total: number;
    completed: number;
    total_points: number;
    completed_points: number;
    display_name: string | null;
    first_name: string | null;
    last_name: string | null;
    avatar: string | null;
    label_name: string | null;
    color: string | null;
  }>(sql`
    with members as materialized (
      select wi.id, s."group" = 'completed' as done, coalesce(${POINTS}, 0)::float8 as points
      from work_items wi ${ITEM_JOINS}
      left join states s on s.id = wi.state_id
      where wi.project_id = ${projectId} and wi.cycle_id = ${cycleId} and ${LISTED}
    ),
    -- Probed by item id through the junctions' keys (= any(array(...))): joining the junction
    -- tables outright would have the planner scan them whole.
    assigned as (
      select a.work_item_id, a.assignee_id from work_item_assignees a
      where a.work_item_id = any(array(select id from members))
    ),
    labelled as (
      select l.work_item_id, l.label_id from work_item_labels l
      join labels live on live.id = l.label_id and live.deleted_at is null
      where l.work_item_id = any(array(select id from members))
    ),
    totals as (
      select 'assignee' as kind, a.assignee_id as key, count(*)::int as total,
        (count(*) filter (where m.done))::int as completed,
        coalesce(sum(m.points), 0)::float8 as total_points,
        coalesce(sum(m.points) filter (where m.done), 0)::float8 as completed_points
      from members m left join assigned a on a.work_item_id = m.id
      group by a.assignee_id
      union all
      select 'label', l.label_id, count(*)::int, (count(*) filter (where m.done))::int,
        coalesce(sum(m.points), 0)::float8,
        coalesce(sum(m.points) filter (where m.done), 0)::float8
      from members m left join labelled l on l.work_item_id = m.id
      group by l.label_id
    )
    select t.*, u.display_name, u.first_name, u.last_name, u.avatar, lb.name as label_name,
      lb.color
    from totals t
    left join users u on t.kind = 'assignee' and u.id = t.key
    left join labels lb on t.kind = 'label' and lb.id = t.key`);
  return result.rows.map((row) => ({
    kind: row.kind,
    key: row.key,
    issues: { key: row.key, total: row.total, completed: row.completed },
    points: { key: row.key, total: row.total_points, completed: row.completed_points },
    display_name: row.display_name,
    first_name: row.first_name,
    last_name: row.last_name,
    avatar: row.avatar,
    label_name: row.label_name,
    color: row.color,
  }));
}

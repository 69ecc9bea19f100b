import {
  AppError,
  type BurndownDay,
  CycleBurndownSchema,
  type CycleDistribution,
  CycleDistributionSchema,
  type CycleEstimateDistribution,
  CycleEstimateDistributionSchema,
  type CycleProgress,
  type ProgressItem,
  completionChart,
  computeBurndown,
  countProgress,
  countedGroup,
  cycleDays,
  cycleStatus,
  distributeItems,
} from '@keel/core';
import type { Executor } from '#server/db/executor';
import { loadUserLites } from '#server/lib/user-lites';
import type { ProjectActor } from '#server/plugins/project-actor';
import { countsOf } from './cycles.present';
import {
  type CycleItemRow,
  type CycleRow,
  aggregateCycles,
  cycleItemChanges,
  cycleItems,
  itemPeopleAndLabels,
  labelsById,
  stateGroupsOf,
} from './cycles.queries';

/** Whether the project counts estimate points: it has an active estimate. */
function hasPoints(actor: ProjectActor): boolean {
  return actor.project.estimate_id !== null;
}

/** The snapshot a completed cycle kept when its open items were transferred, if any. */
function snapshotOf(cycle: CycleRow, now: Date) {
  if (cycleStatus(cycle.start_date, cycle.end_date, now) !== 'completed') return null;
  const snapshot = cycle.progress_snapshot;
  const burndown = CycleBurndownSchema.safeParse(snapshot.burndown);
  const distribution = CycleDistributionSchema.safeParse(snapshot.distribution);
  if (!burndown.success || !distribution.success) return null;
  const estimate = CycleEstimateDistributionSchema.safeParse(snapshot.estimate_distribution);
  return {
    burndown: burndown.data,
    distribution: distribution.data,
    estimateDistribution: estimate.success ? estimate.data : undefined,
  };
}

/** The cycle's burndown replayed from its items' recorded changes (empty without dates). */
async function burndownOf(
  db: Executor,
  actor: ProjectActor,
  cycle: CycleRow,
  items: CycleItemRow[],
): Promise<BurndownDay[]> {
  if (!cycle.start_date || !cycle.end_date) return [];
  const [changes, stateGroups] = await Promise.all([
    cycleItemChanges(
      db,
      actor.project.id,
      items.map((item) => item.id),
    ),
    stateGroupsOf(db, actor.project.id),
  ]);
  return computeBurndown({
    cycleId: cycle.id,
    days: cycleDays(cycle.start_date, cycle.end_date, cycle.timezone),
    timeZone: cycle.timezone,
    now: new Date(),
    items: items.map((item) => ({
      id: item.id,
      cycleId: item.cycle_id,
      stateId: item.state_id,
      createdAt: item.created_at,
      points: item.points,
    })),
    changes,
    stateGroups,
    withPoints: hasPoints(actor),
  });
}

/** The cycle's burndown and the items in it now, with their assignees and labels. */
async function replay(db: Executor, actor: ProjectActor, cycle: CycleRow) {
  const items = await cycleItems(db, actor.project.id, cycle.id);
  const members = items.filter((item) => item.cycle_id === cycle.id);
  const [burndown, tags] = await Promise.all([
    burndownOf(db, actor, cycle, items),
    itemPeopleAndLabels(
      db,
      members.map((item) => item.id),
    ),
  ]);
  const progressItems: ProgressItem[] = members.map((item) => ({
    group: countedGroup(item.group),
    points: item.points,
    assigneeIds: tags.get(item.id)?.assigneeIds ?? [],
    labelIds: tags.get(item.id)?.labelIds ?? [],
  }));
  return { burndown, progressItems };
}

/** Distributions by assignee and label, named, with the completion chart. */
async function distribution(
  db: Executor,
  items: ProgressItem[],
  burndown: BurndownDay[],
  type: 'issues' | 'points',
) {
  const rows = distributeItems(items, type);
  const people = await loadUserLites(
    db,
    rows.assignees.flatMap((row) => (row.key ? [row.key] : [])),
  );
  const labels = await labelsById(
    db,
    rows.labels.flatMap((row) => (row.key ? [row.key] : [])),
  );
  const assignees = rows.assignees.map((row) => {
    const person = row.key ? people.get(row.key) : undefined;
    return {
      assignee_id: row.key,
      display_name: person?.display_name ?? null,
      first_name: person?.first_name ?? null,
      last_name: person?.last_name ?? null,
      avatar_url: person?.avatar ?? null,
      ...row,
    };
  });
  const labelRows = rows.labels.map((row) => {
    const label = row.key ? labels.get(row.key) : undefined;
    return {
      label_id: row.key,
      label_name: label?.name ?? null,
      color: label?.color ?? null,
      ...row,
    };
  });
  return { assignees, labels: labelRows, completion_chart: completionChart(burndown, type) };
}

async function issueDistribution(
  db: Executor,
  items: ProgressItem[],
  burndown: BurndownDay[],
): Promise<CycleDistribution> {
  const { assignees, labels, completion_chart } = await distribution(db, items, burndown, 'issues');
  const totals = (row: { total: number; completed: number; pending: number }) => ({
    total_issues: row.total,
    completed_issues: row.completed,
    pending_issues: row.pending,
  });
  return {
    assignees: assignees.map(({ key: _key, total, completed, pending, ...rest }) => ({
      ...rest,
      ...totals({ total, completed, pending }),
    })),
    labels: labels.map(({ key: _key, total, completed, pending, ...rest }) => ({
      ...rest,
      ...totals({ total, completed, pending }),
    })),
    completion_chart,
  };
}

async function pointDistribution(
  db: Executor,
  items: ProgressItem[],
  burndown: BurndownDay[],
): Promise<CycleEstimateDistribution> {
  const { assignees, labels, completion_chart } = await distribution(db, items, burndown, 'points');
  const totals = (row: { total: number; completed: number; pending: number }) => ({
    total_estimates: row.total,
    completed_estimates: row.completed,
    pending_estimates: row.pending,
  });
  return {
    assignees: assignees.map(({ key: _key, total, completed, pending, ...rest }) => ({
      ...rest,
      ...totals({ total, completed, pending }),
    })),
    labels: labels.map(({ key: _key, total, completed, pending, ...rest }) => ({
      ...rest,
      ...totals({ total, completed, pending }),
    })),
    completion_chart,
  };
}

/** `distribution` and, with an active estimate, `estimate_distribution` of a cycle detail. */
export async function cycleDistributions(
  db: Executor,
  actor: ProjectActor,
  cycle: CycleRow,
): Promise<{ distribution: CycleDistribution; estimate_distribution?: CycleEstimateDistribution }> {
  const kept = snapshotOf(cycle, new Date());
  if (kept)
    return {
      distribution: kept.distribution,
      ...(kept.estimateDistribution ? { estimate_distribution: kept.estimateDistribution } : {}),
    };
  const { burndown, progressItems } = await replay(db, actor, cycle);
  const issues = await issueDistribution(db, progressItems, burndown);
  if (!hasPoints(actor)) return { distribution: issues };
  return {
    distribution: issues,
    estimate_distribution: await pointDistribution(db, progressItems, burndown),
  };
}

/** `analytics/?type=`: the distributions and completion chart of items or of points. */
export async function cycleAnalytics(
  db: Executor,
  actor: ProjectActor,
  cycle: CycleRow,
  type: 'issues' | 'points',
): Promise<CycleDistribution | CycleEstimateDistribution> {
  if (type === 'points' && !hasPoints(actor))
    throw new AppError('VALIDATION_ERROR', {
      field: 'type',
      message: 'type: This project has no active estimate, so there are no points to chart.',
    });
  const both = await cycleDistributions(db, actor, cycle);
  if (type === 'issues') return both.distribution;
  return both.estimate_distribution ?? (await pointDistribution(db, [], []));
}

/** `progress/`: the cycle's counts and points per state group. */
export async function cycleProgress(db: Executor, cycle: CycleRow): Promise<CycleProgress> {
  const aggregates = await aggregateCycles(db, [cycle.id]);
  return countsOf(cycle, aggregates.get(cycle.id), new Date());
}

/** `cycle-progress/`: the burndown, one row per day; empty for a cycle without dates. */
export async function cycleBurndown(
  db: Executor,
  actor: ProjectActor,
  cycle: CycleRow,
): Promise<BurndownDay[]> {
  const kept = snapshotOf(cycle, new Date());
  if (kept) return kept.burndown;
  return burndownOf(db, actor, cycle, await cycleItems(db, actor.project.id, cycle.id));
}

/**
 * What a completed cycle keeps when its open items leave: its counts, distributions and burndown
 * as they are now, so that it can still be drawn.
 */
export async function progressSnapshot(
  db: Executor,
  actor: ProjectActor,
  cycle: CycleRow,
): Promise<Record<string, unknown>> {
  const { burndown, progressItems } = await replay(db, actor, cycle);
  return {
    ...countProgress(progressItems),
    burndown,
    distribution: await issueDistribution(db, progressItems, burndown),
    ...(hasPoints(actor)
      ? { estimate_distribution: await pointDistribution(db, progressItems, burndown) }
      : {}),
  };
}

import {
  AppError,
  type BurndownDay,
  type BurndownTally,
  CycleBurndownSchema,
  type CycleCounts,
  type CycleDistribution,
  CycleDistributionSchema,
  type CycleEstimateDistribution,
  CycleEstimateDistributionSchema,
  type CycleProgress,
  type DistributionRow,
  burndownRows,
  burndownTallies,
  calendarDateIn,
  completionChart,
  cycleDays,
  cycleStatus,
  distributionRows,
  emptyCounts,
} from '@keel/core';
import { type Executor, readTogether } from '#server/db/executor';
import type { ProjectActor } from '#server/plugins/project-actor';
import {
  type NamedTotals,
  cycleHistory,
  distributionTotals,
  keepBurndownDays,
  keptBurndownDays,
} from './cycle-burndown.queries';
import { countsOf } from './cycles.present';
import { type CycleRow, aggregateCycles, cycleGroupCounts } from './cycles.queries';

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

/** The tally of the items in the cycle now, as they are: today's, with no history to replay. */
function tallyOfCounts(counts: CycleCounts): BurndownTally {
  return {
    counts: {
      backlog: counts.backlog_issues,
      unstarted: counts.unstarted_issues,
      started: counts.started_issues,
      completed: counts.completed_issues,
      cancelled: counts.cancelled_issues,
    },
    points: {
      backlog: counts.backlog_estimate_points,
      unstarted: counts.unstarted_estimate_points,
      started: counts.started_estimate_points,
      completed: counts.completed_estimate_points,
      cancelled: counts.cancelled_estimate_points,
    },
  };
}

/**
 * The tallies of the cycle's finished days: those kept, and the missing ones replayed from the
 * recorded history (what was in the cycle and in which state at the end of each day) and kept.
 */
async function finishedDays(
  db: Executor,
  cycle: CycleRow,
  days: string[],
  finished: string[],
  now: Date,
): Promise<Map<string, BurndownTally>> {
  const kept = await keptBurndownDays(db, cycle.id, cycle.timezone, finished);
  const missing = new Set(finished.filter((day) => !kept.has(day)));
  if (missing.size === 0) return kept;
  const history = await cycleHistory(db, cycle.project_id, cycle.id);
  const replayed = burndownTallies({
    cycleId: cycle.id,
    days,
    timeZone: cycle.timezone,
    now,
    ...history,
    withPoints: true,
  });
  const fresh = new Map<string, BurndownTally>();
  days.forEach((day, index) => {
    const tally = replayed[index];
    if (missing.has(day) && tally) fresh.set(day, tally);
  });
  await keepBurndownDays(db, cycle, fresh);
  for (const [day, tally] of fresh) kept.set(day, tally);
  return kept;
}

/**
 * The cycle's burndown, one row per day (empty without dates): finished days from history,
 * today from the items as they are, later days empty.
 */
async function burndownOf(
  db: Executor,
  actor: ProjectActor,
  cycle: CycleRow,
  now: Date,
): Promise<BurndownDay[]> {
  if (!cycle.start_date || !cycle.end_date) return [];
  const days = cycleDays(cycle.start_date, cycle.end_date, cycle.timezone);
  const today = calendarDateIn(now, cycle.timezone);
  const [finished, counts] = await readTogether(
    db,
    () =>
      finishedDays(
        db,
        cycle,
        days,
        days.filter((day) => day < today),
        now,
      ),
    async () => (days.includes(today) ? cycleGroupCounts(db, [cycle.id]) : undefined),
  );
  const current = tallyOfCounts(counts?.get(cycle.id) ?? emptyCounts());
  return burndownRows(
    days,
    days.map((day) => (day < today ? (finished.get(day) ?? null) : day === today ? current : null)),
    hasPoints(actor),
  );
}

/** The assignee and label rows of one distribution, named. */
function distribution(totals: NamedTotals[], type: 'issues' | 'points') {
  const byKey = (kind: NamedTotals['kind']) => {
    const mine = totals.filter((row) => row.kind === kind);
    return {
      rows: distributionRows(mine.map((row) => row[type])),
      names: new Map(mine.map((row) => [row.key, row])),
    };
  };
  const assignees = byKey('assignee');
  const labels = byKey('label');
  return {
    assignees: assignees.rows.map((row) => {
      const person = assignees.names.get(row.key);
      return {
        row,
        share: {
          assignee_id: row.key,
          display_name: person?.display_name ?? null,
          first_name: person?.first_name ?? null,
          last_name: person?.last_name ?? null,
          avatar_url: person?.avatar ?? null,
        },
      };
    }),
    labels: labels.rows.map((row) => {
      const label = labels.names.get(row.key);
      return {
        row,
        share: {
          label_id: row.key,
          label_name: label?.label_name ?? null,
          color: label?.color ?? null,
        },
      };
    }),
  };
}

/** A distribution with its totals under the wire's names for `type`, and the completion chart. */
function named<Totals>(
  totals: NamedTotals[],
  burndown: BurndownDay[],
  type: 'issues' | 'points',
  totalsOf: (row: DistributionRow) => Totals,
) {
  const { assignees, labels } = distribution(totals, type);
  return {
    assignees: assignees.map(({ share, row }) => ({ ...share, ...totalsOf(row) })),
    labels: labels.map(({ share, row }) => ({ ...share, ...totalsOf(row) })),
    completion_chart: completionChart(burndown, type),
  };
}

function issueDistribution(totals: NamedTotals[], burndown: BurndownDay[]): CycleDistribution {
  return named(totals, burndown, 'issues', (row) => ({
    total_issues: row.total,
    completed_issues: row.completed,
    pending_issues: row.pending,
  }));
}

function pointDistribution(
  totals: NamedTotals[],
  burndown: BurndownDay[],
): CycleEstimateDistribution {
  return named(totals, burndown, 'points', (row) => ({
    total_estimates: row.total,
    completed_estimates: row.completed,
    pending_estimates: row.pending,
  }));
}

/** The burndown and the named distribution totals of a cycle, read side by side. */
async function measure(db: Executor, actor: ProjectActor, cycle: CycleRow, now: Date) {
  const [burndown, totals] = await readTogether(
    db,
    () => burndownOf(db, actor, cycle, now),
    () => distributionTotals(db, actor.project.id, cycle.id),
  );
  return { burndown, totals };
}

/** The point distribution of a kept snapshot that has none (no estimate when it was taken). */
const NO_POINTS: CycleEstimateDistribution = { assignees: [], labels: [], completion_chart: {} };

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
  const { burndown, totals } = await measure(db, actor, cycle, new Date());
  const issues = issueDistribution(totals, burndown);
  if (!hasPoints(actor)) return { distribution: issues };
  return { distribution: issues, estimate_distribution: pointDistribution(totals, burndown) };
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
  const now = new Date();
  const kept = snapshotOf(cycle, now);
  if (kept) return type === 'issues' ? kept.distribution : (kept.estimateDistribution ?? NO_POINTS);
  const { burndown, totals } = await measure(db, actor, cycle, now);
  return type === 'issues'
    ? issueDistribution(totals, burndown)
    : pointDistribution(totals, burndown);
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
  const now = new Date();
  const kept = snapshotOf(cycle, now);
  if (kept) return kept.burndown;
  return burndownOf(db, actor, cycle, now);
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
  const now = new Date();
  const [{ burndown, totals }, counts] = await readTogether(
    db,
    () => measure(db, actor, cycle, now),
    () => cycleGroupCounts(db, [cycle.id]),
  );
  return {
    ...(counts.get(cycle.id) ?? emptyCounts()),
    burndown,
    distribution: issueDistribution(totals, burndown),
    ...(hasPoints(actor) ? { estimate_distribution: pointDistribution(totals, burndown) } : {}),
  };
}

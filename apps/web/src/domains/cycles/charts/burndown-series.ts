import type { CyclePlotType, CycleProgressDay } from '../cycles-wire';

/** One point of the burndown as the chart draws it; null where the day is still to come. */
export interface BurndownPoint {
  date: string;
  ideal: number | null;
  remaining: number | null;
  completed: number | null;
  scope: number | null;
}

/**
 * The burndown's lines from the server's rows, counted in work items or estimate points: the ideal
 * line, what remains, what was completed and the scope, per day.
 */
export function burndownSeries(
  days: readonly CycleProgressDay[],
  type: CyclePlotType,
): BurndownPoint[] {
  return days.map((day) =>
    type === 'points'
      ? {
          date: day.date,
          ideal: day.ideal_points ?? null,
          remaining: day.pending_points ?? null,
          completed: day.completed_estimate_points ?? null,
          scope: day.total_estimate_points ?? null,
        }
      : {
          date: day.date,
          ideal: day.ideal,
          remaining: day.pending ?? day.actual,
          completed: day.completed,
          scope: day.scope,
        },
  );
}

/** Whether there is anything to draw: at least one observed day with some scope. */
export function hasBurndownData(points: readonly BurndownPoint[]): boolean {
  return points.some((point) => (point.scope ?? 0) > 0 || (point.ideal ?? 0) > 0);
}

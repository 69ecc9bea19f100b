import { STATE_GROUPS, type StateDistribution, type StateGroup, type WorkItem } from '@keel/core';

/** The groups a progress bar shows, left to right (triage items are not counted as progress). */
export const PROGRESS_GROUPS = [
  'completed',
  'started',
  'unstarted',
  'backlog',
  'cancelled',
] as const satisfies readonly StateGroup[];
export type ProgressGroup = (typeof PROGRESS_GROUPS)[number];

export interface ProgressSegment {
  group: ProgressGroup;
  count: number;
  /** Share of all counted sub-items, 0–100. */
  percent: number;
}

/** Sub-items' ids by state group, as the server answers `state_distribution`. */
export function distributionOf(
  items: readonly Pick<WorkItem, 'id' | 'state__group'>[],
): StateDistribution {
  const distribution: StateDistribution = {};
  for (const item of items) {
    const group = STATE_GROUPS.find((known) => known === item.state__group);
    if (group === undefined) continue;
    (distribution[group] ??= []).push(item.id);
  }
  return distribution;
}

/** The bar's segments, in PROGRESS_GROUPS order, empty groups left out. */
export function progressSegments(distribution: StateDistribution): ProgressSegment[] {
  const counts = PROGRESS_GROUPS.map((group) => ({
    group,
    count: distribution[group]?.length ?? 0,
  }));
  const total = counts.reduce((sum, each) => sum + each.count, 0);
  if (total === 0) return [];
  return counts
    .filter((each) => each.count > 0)
    .map((each) => ({ ...each, percent: (each.count / total) * 100 }));
}

/** "2 of 5 done": completed out of all counted; cancelled ones count as closed, not done. */
export function progressSummary(distribution: StateDistribution): {
  done: number;
  total: number;
} {
  const total = PROGRESS_GROUPS.reduce((sum, group) => sum + (distribution[group]?.length ?? 0), 0);
  return { done: distribution.completed?.length ?? 0, total };
}

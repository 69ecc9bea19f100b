import { type StateDistribution } from '@keel/core';
import { defaultStateColor } from '../../../states/state-groups';
import { progressSegments, progressSummary } from './sub-item-progress';

const GROUP_LABELS = {
  completed: 'Completed',
  started: 'Started',
  unstarted: 'Unstarted',
  backlog: 'Backlog',
  cancelled: 'Cancelled',
} as const;

/** A thin bar of the sub-items by state group, with "n of m done" beside it. */
export function SubItemsProgress({ distribution }: { distribution: StateDistribution }) {
  const segments = progressSegments(distribution);
  const { done, total } = progressSummary(distribution);
  if (total === 0) return null;
  const description = segments
    .map((segment) => `${GROUP_LABELS[segment.group]} ${String(segment.count)}`)
    .join(', ');
  return (
    <div className="mb-1 ml-5 flex items-center gap-2" data-testid="sub-items-progress">
      <div
        role="img"
        aria-label={`Progress by state: ${description}`}
        className="flex h-1.5 w-32 overflow-hidden rounded-full bg-surface-sunken"
      >
        {segments.map((segment) => (
          <span
            key={segment.group}
            title={`${GROUP_LABELS[segment.group]}: ${String(segment.count)}`}
            data-group={segment.group}
            className="h-full"
            style={{
              width: `${String(segment.percent)}%`,
              backgroundColor: defaultStateColor(segment.group),
            }}
          />
        ))}
      </div>
      <span className="text-xs text-tertiary tabular-nums">
        {done} of {total} done
      </span>
    </div>
  );
}

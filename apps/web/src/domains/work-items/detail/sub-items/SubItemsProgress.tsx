import type { StateDistribution } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { defaultStateColor } from '#web/domains/states/state-groups';
import { progressSegments, progressSummary } from './sub-item-progress';

/** A thin bar of the sub-items by state group, with "n of m done" beside it. */
export function SubItemsProgress({ distribution }: { distribution: StateDistribution }) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const segments = progressSegments(distribution);
  const { done, total } = progressSummary(distribution);
  if (total === 0) return null;
  const description = segments
    .map((segment) =>
      t('subItems.progressPart', {
        group: t(`stateGroup.${segment.group}`),
        n: segment.count,
      }),
    )
    .join(', ');
  return (
    <div className="mb-1 ml-5 flex items-center gap-2" data-testid="sub-items-progress">
      <div
        role="img"
        aria-label={t('subItems.progressLabel', { description })}
        className="flex h-1.5 w-32 overflow-hidden rounded-full bg-surface-sunken"
      >
        {segments.map((segment) => (
          <span
            key={segment.group}
            title={t('subItems.progressTitle', {
              group: t(`stateGroup.${segment.group}`),
              n: segment.count,
            })}
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
        {t('subItems.progressDone', { done, total })}
      </span>
    </div>
  );
}

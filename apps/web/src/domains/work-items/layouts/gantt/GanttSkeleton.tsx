import { GANTT } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '#web/ui/Skeleton';

/** Bar offsets and widths in percent of the chart, so the stand-in looks like a plan. */
const BARS: readonly [number, number][] = [
  [8, 22],
  [20, 14],
  [14, 30],
  [36, 18],
  [30, 12],
  [48, 26],
  [42, 16],
  [58, 20],
  [52, 10],
  [64, 24],
];

/** The timeline's shape while its first page loads: sidebar rows beside staggered bars. */
export function GanttSkeleton() {
  const { t } = useTranslation('work-item-layouts');
  return (
    <div aria-busy="true" className="flex min-h-0 flex-1 flex-col bg-surface">
      <span className="sr-only">{t('gantt.loading')}</span>
      <div className="h-10 shrink-0 border-b border-subtle bg-canvas" />
      <div className="flex shrink-0 border-b border-subtle" style={{ height: GANTT.headerHeight }}>
        <div className="shrink-0 border-r border-subtle" style={{ width: GANTT.sidebarWidth }} />
      </div>
      <div className="flex min-h-0 flex-1 overflow-hidden">
        <div
          className="flex shrink-0 flex-col border-r border-subtle px-4"
          style={{ width: GANTT.sidebarWidth }}
        >
          {BARS.map(([, width], row) => (
            <div
              key={row}
              className="flex items-center gap-3"
              style={{ height: GANTT.blockHeight }}
            >
              <Skeleton className="h-4 w-12" />
              <div style={{ width: `${String(40 + width)}%` }}>
                <Skeleton className="h-4 w-full" />
              </div>
            </div>
          ))}
        </div>
        <div className="relative flex-1">
          {BARS.map(([offset, width], row) => (
            <div
              key={row}
              className="absolute"
              style={{
                top: row * GANTT.blockHeight + 10,
                left: `${String(offset)}%`,
                width: `${String(width)}%`,
              }}
            >
              <Skeleton className="h-7 w-full" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

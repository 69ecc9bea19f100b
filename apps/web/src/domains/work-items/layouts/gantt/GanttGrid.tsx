import { GANTT } from '@keel/core';
import { memo } from 'react';
import type { HeaderCell } from './gantt-geometry';

export interface GanttGridProps {
  columns: HeaderCell[];
  /** The x of today's column centre; null when today is off the chart. */
  todayX: number | null;
  left: number;
  width: number;
  /** The visible height of the chart below the header, in pixels. */
  viewportHeight: number;
}

/**
 * The chart's backdrop behind every row: period lines, weekend shading and the today line. It is
 * one viewport tall and pinned under the header, rather than as tall as thousands of rows, so
 * that scrolling repaints a screenful of lines instead of columns tens of thousands of pixels high.
 */
export const GanttGrid = memo(function GanttGrid({
  columns,
  todayX,
  left,
  width,
  viewportHeight,
}: GanttGridProps) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-y-0"
      style={{ left, width }}
    >
      <div
        className="sticky bg-surface"
        style={{
          top: GANTT.headerHeight,
          height: Math.max(0, viewportHeight - GANTT.headerHeight),
        }}
      >
        {columns.map((cell) => (
          <div
            key={cell.key}
            className={
              cell.isWeekend
                ? 'absolute inset-y-0 border-l border-subtle bg-surface-sunken'
                : 'absolute inset-y-0 border-l border-subtle'
            }
            style={{ left: cell.left, width: cell.width }}
          />
        ))}
        {todayX !== null && (
          <div className="absolute inset-y-0 z-[1] w-px bg-accent" style={{ left: todayX }} />
        )}
      </div>
    </div>
  );
});

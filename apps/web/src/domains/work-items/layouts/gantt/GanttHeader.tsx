import { GANTT } from '@keel/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { IconButton } from '#web/ui/IconButton';
import type { HeaderRows } from './gantt-geometry';

export interface GanttHeaderProps {
  rows: HeaderRows;
  chartWidth: number;
  sidebarWidth: number;
  isSidebarCollapsed: boolean;
  onToggleSidebar: () => void;
}

/**
 * The sticky top of the timeline: the sidebar's title (pinned left) and the chart's two rows of
 * periods. Period names stay pinned just right of the sidebar while their period is on screen.
 */
export const GanttHeader = memo(function GanttHeader({
  rows,
  chartWidth,
  sidebarWidth,
  isSidebarCollapsed,
  onToggleSidebar,
}: GanttHeaderProps) {
  const { t } = useTranslation('work-item-layouts');
  return (
    <div
      className="sticky top-0 z-30 flex shrink-0 border-b border-subtle bg-surface"
      style={{ height: GANTT.headerHeight, width: sidebarWidth + chartWidth }}
    >
      <div
        className="sticky left-0 z-10 flex shrink-0 items-center justify-between gap-2 border-r border-subtle bg-surface px-3"
        style={{ width: sidebarWidth }}
      >
        {!isSidebarCollapsed && (
          <span className="truncate text-sm font-medium text-secondary">
            {t('gantt.workItems')}
          </span>
        )}
        <IconButton
          icon={isSidebarCollapsed ? 'chevron-right' : 'chevron-left'}
          label={isSidebarCollapsed ? t('gantt.expandSidebar') : t('gantt.collapseSidebar')}
          aria-expanded={!isSidebarCollapsed}
          onClick={onToggleSidebar}
          className={cx(isSidebarCollapsed && 'mx-auto')}
        />
      </div>
      <div className="relative shrink-0" style={{ width: chartWidth }} aria-hidden="true">
        {rows.upper.map((cell) => (
          <div
            key={cell.key}
            className="absolute top-0 h-5 border-l border-subtle"
            style={{ left: cell.left, width: cell.width }}
          >
            <span
              className="sticky inline-block truncate px-2 text-xs leading-5 font-medium text-secondary"
              style={{ left: sidebarWidth, maxWidth: cell.width }}
            >
              {cell.label}
            </span>
          </div>
        ))}
        {rows.lower.map((cell) => (
          <div
            key={cell.key}
            className={cx(
              'absolute bottom-0 flex h-6 items-center border-l border-subtle text-xs whitespace-nowrap',
              cell.width >= 40 ? 'justify-center' : 'justify-start pl-1',
              cell.isToday ? 'font-semibold text-accent' : 'text-tertiary',
              cell.isWeekend && 'bg-surface-sunken',
            )}
            style={{ left: cell.left, width: cell.width }}
          >
            {cell.width >= 16 ? cell.label : ''}
          </div>
        ))}
      </div>
    </div>
  );
});

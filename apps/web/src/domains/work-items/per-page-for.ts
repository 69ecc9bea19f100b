import type { Layout } from '@keel/core';

/**
 * Items asked per group and page by each layout (Plane's page sizes): list 50 per group (100
 * ungrouped), kanban 30 per column (10 when sub-grouped), spreadsheet and timeline 100, calendar
 * 30 per day.
 */
export function perPageFor(layout: Layout, isGrouped: boolean, isSubGrouped: boolean): number {
  switch (layout) {
    case 'list':
      return isGrouped ? 50 : 100;
    case 'kanban':
      return isSubGrouped ? 10 : 30;
    case 'calendar':
      return 30;
    case 'spreadsheet':
    case 'gantt_chart':
      return 100;
  }
}

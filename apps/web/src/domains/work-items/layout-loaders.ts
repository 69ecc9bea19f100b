import { type Layout } from '@keel/core';
import { type ComponentType } from 'react';

/**
 * Each layout's code, loaded when first shown. Kept apart from the layout view so that the
 * route's prefetch, which is in the first bundle, can start loading a layout without pulling the
 * view in.
 */
export const LAYOUT_LOADERS = {
  list: async () => ({ default: (await import('./layouts/list/ListLayout')).ListLayout }),
  kanban: async () => ({ default: (await import('./layouts/kanban/KanbanLayout')).KanbanLayout }),
  spreadsheet: async () => ({
    default: (await import('./layouts/spreadsheet/SpreadsheetLayout')).SpreadsheetLayout,
  }),
  calendar: async () => ({
    default: (await import('./layouts/calendar/CalendarLayout')).CalendarLayout,
  }),
  gantt_chart: async () => ({ default: (await import('./layouts/gantt/GanttLayout')).GanttLayout }),
} satisfies Record<Layout, () => Promise<{ default: ComponentType }>>;

/**
 * Starts loading a layout's code before it is drawn (the screen knows the layout as soon as the
 * settings arrive, while the project and the first page are still on their way). The browser
 * keeps the module, so the lazy component finds it loaded.
 */
export function preloadLayout(layout: Layout): void {
  void LAYOUT_LOADERS[layout]();
}

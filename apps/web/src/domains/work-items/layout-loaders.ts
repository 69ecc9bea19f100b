import type { Layout } from '@keel/core';
import type { ComponentType } from 'react';

/**
 * Each layout's code, loaded when first shown. Kept apart from the layout view so that the
 * route's prefetch, which is in the first bundle, can start loading a layout without pulling the
 * view in.
 */
const LAYOUT_LOADERS = {
  list: async () => (await import('./layouts/list/ListLayout')).ListLayout,
  kanban: async () => (await import('./layouts/kanban/KanbanLayout')).KanbanLayout,
  spreadsheet: async () =>
    (await import('./layouts/spreadsheet/SpreadsheetLayout')).SpreadsheetLayout,
  calendar: async () => (await import('./layouts/calendar/CalendarLayout')).CalendarLayout,
  gantt_chart: async () => (await import('./layouts/gantt/GanttLayout')).GanttLayout,
} satisfies Record<Layout, () => Promise<ComponentType>>;

/**
 * A load that records how it settled in the fields React's `use` reads, so that a layout whose
 * code is already here is drawn at once instead of suspending (and React holding the fallback
 * for its minimum time) on every switch.
 */
type TrackedLoad = Promise<ComponentType> & {
  status?: 'fulfilled' | 'rejected';
  value?: ComponentType;
  reason?: unknown;
};

const loads = new Map<Layout, TrackedLoad>();

/** A layout's component, loading its code the first time; a failed load is tried again later. */
export function layoutComponent(layout: Layout): Promise<ComponentType> {
  let load = loads.get(layout);
  if (!load) {
    const started: TrackedLoad = LAYOUT_LOADERS[layout]();
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason: unknown) => {
        started.status = 'rejected';
        started.reason = reason;
        loads.delete(layout);
      },
    );
    loads.set(layout, started);
    load = started;
  }
  return load;
}

/**
 * Starts loading a layout's code before it is drawn (the screen knows the layout as soon as the
 * settings arrive, while the project and the first page are still on their way).
 */
export function preloadLayout(layout: Layout): void {
  layoutComponent(layout).catch(() => undefined);
}

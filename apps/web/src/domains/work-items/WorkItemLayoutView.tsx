import { type Layout } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type ComponentType, lazy, Suspense } from 'react';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { useWorkItemsScreen } from './screen-context';

const LOADERS = {
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

const LAYOUTS: Record<Layout, ReturnType<typeof lazy>> = {
  list: lazy(LOADERS.list),
  kanban: lazy(LOADERS.kanban),
  spreadsheet: lazy(LOADERS.spreadsheet),
  calendar: lazy(LOADERS.calendar),
  gantt_chart: lazy(LOADERS.gantt_chart),
};

/**
 * Starts loading a layout's code before it is drawn (the screen knows the layout as soon as the
 * settings arrive, while the project and the first page are still on their way). The browser
 * keeps the module, so the lazy component finds it loaded.
 */
export function preloadLayout(layout: Layout): void {
  void LOADERS[layout]();
}

/** Draws the list in the layout the user chose; each layout's code loads when first shown. */
export const WorkItemLayoutView = observer(function WorkItemLayoutView() {
  const model = useWorkItemsScreen();
  const Layout = LAYOUTS[model.settings.display.layout];
  return (
    <Suspense
      fallback={
        <ListSkeleton
          label="Loading the layout"
          cells={['h-4 w-16', 'h-4 flex-1', 'h-4 w-24']}
          rows={8}
        />
      }
    >
      <Layout />
    </Suspense>
  );
});

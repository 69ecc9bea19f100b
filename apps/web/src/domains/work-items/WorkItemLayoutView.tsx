import { type Layout } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { useWorkItemsScreen } from './screen-context';

const LAYOUTS: Record<Layout, ReturnType<typeof lazy>> = {
  list: lazy(async () => ({ default: (await import('./layouts/list/ListLayout')).ListLayout })),
  kanban: lazy(async () => ({
    default: (await import('./layouts/kanban/KanbanLayout')).KanbanLayout,
  })),
  spreadsheet: lazy(async () => ({
    default: (await import('./layouts/spreadsheet/SpreadsheetLayout')).SpreadsheetLayout,
  })),
  calendar: lazy(async () => ({
    default: (await import('./layouts/calendar/CalendarLayout')).CalendarLayout,
  })),
  gantt_chart: lazy(async () => ({
    default: (await import('./layouts/gantt/GanttLayout')).GanttLayout,
  })),
};

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

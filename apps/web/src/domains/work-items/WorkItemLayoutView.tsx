import { type Layout } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { LAYOUT_LOADERS } from './layout-loaders';
import { useWorkItemsScreen } from './screen-context';

const LAYOUTS: Record<Layout, ReturnType<typeof lazy>> = {
  list: lazy(LAYOUT_LOADERS.list),
  kanban: lazy(LAYOUT_LOADERS.kanban),
  spreadsheet: lazy(LAYOUT_LOADERS.spreadsheet),
  calendar: lazy(LAYOUT_LOADERS.calendar),
  gantt_chart: lazy(LAYOUT_LOADERS.gantt_chart),
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

import type { Layout } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { createElement, Suspense, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { layoutComponent, preloadLayout } from './layout-loaders';
import { useWorkItemsScreen } from './screen-context';

/** The layouts people most often switch between: each warms the other's code once drawn. */
const WARMS: Partial<Record<Layout, Layout>> = { list: 'kanban', kanban: 'list' };

function LayoutOf({ layout }: { layout: Layout }) {
  const Drawn = use(layoutComponent(layout));
  useEffect(() => {
    const next = WARMS[layout];
    if (next === undefined) return;
    // After the layout's first frame, so that the warming never delays it.
    const timer = setTimeout(() => {
      preloadLayout(next);
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [layout]);
  // The same component for a layout on every render: the module map holds one per layout.
  return createElement(Drawn);
}

/** Draws the list in the layout the user chose; each layout's code loads when first shown. */
export const WorkItemLayoutView = observer(function WorkItemLayoutView() {
  const { t } = useTranslation('work-items');
  const model = useWorkItemsScreen();
  return (
    <Suspense
      fallback={
        <ListSkeleton
          label={t('screen.loadingLayout')}
          cells={['h-4 w-16', 'h-4 flex-1', 'h-4 w-24']}
          rows={8}
        />
      }
    >
      <LayoutOf layout={model.settings.display.layout} />
    </Suspense>
  );
});

import { observer } from 'mobx-react-lite';
import { lazy, type ReactNode, Suspense } from 'react';
import { withNamespaces } from '#web/lib/i18n';
import { CreateWorkItemDialog } from './create/CreateWorkItemDialog';
import { useCreateShortcut } from './create/use-create-shortcut';
import { WorkItemsScreenContext } from './screen-context';
import { WorkItemLayoutView } from './WorkItemLayoutView';
import type { WorkItemsScreenModel } from './work-items-screen-model';
import { WorkItemsToolbar } from './WorkItemsToolbar';
import { usePeekUrl } from './detail/use-peek-url';
import { useListUrl } from './use-list-url';

/** The peek brings the detail (editor, widgets, activity) in its own chunk, on first open. */
const WorkItemPeek = lazy(async () => {
  const { WorkItemPeek: Peek } = await withNamespaces(
    () => import('./detail/WorkItemPeek'),
    ['work-item-detail', 'editor', 'assets'],
  );
  return { default: Peek };
});

/** The bulk bar's actions and pickers load with the first selection, not with the list. */
const BulkActionBar = lazy(async () => {
  const { BulkActionBar: Bar } = await import('./bulk/BulkActionBar');
  return { default: Bar };
});

/**
 * One work-item screen around its model: the toolbar (where you are, layout, filters, display,
 * creation), applied filters, the chosen layout, and what acts on it (create dialog, bulk bar),
 * with the peek view over it when an item is open (`?peekId=` in the URL). The list's filters and
 * display settings are kept in the URL too, so a list can be shared as it is.
 */
export const WorkItemsFrame = observer(function WorkItemsFrame({
  model,
  title,
}: {
  model: WorkItemsScreenModel;
  title: ReactNode;
}) {
  useCreateShortcut(model);
  usePeekUrl(model);
  useListUrl(model);
  return (
    <WorkItemsScreenContext value={model}>
      <div
        className="relative flex min-h-0 flex-1 flex-col"
        data-list-source={model.list.answeredBy ?? undefined}
      >
        <WorkItemsToolbar title={title} />
        <div className="flex min-h-0 flex-1 flex-col">
          <WorkItemLayoutView />
        </div>
        {model.peekId !== null && (
          <Suspense fallback={null}>
            <WorkItemPeek key="peek" id={model.peekId} />
          </Suspense>
        )}
      </div>
      {model.isCreateOpen && <CreateWorkItemDialog />}
      {model.selection.size > 0 && (
        <Suspense fallback={null}>
          <BulkActionBar />
        </Suspense>
      )}
    </WorkItemsScreenContext>
  );
});

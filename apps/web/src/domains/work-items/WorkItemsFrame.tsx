import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { BulkActionBar } from './bulk/BulkActionBar';
import { CreateWorkItemDialog } from './create/CreateWorkItemDialog';
import { useCreateShortcut } from './create/use-create-shortcut';
import { WorkItemsScreenContext } from './screen-context';
import { WorkItemLayoutView } from './WorkItemLayoutView';
import { type WorkItemsScreenModel } from './work-items-screen-model';
import { WorkItemsToolbar } from './WorkItemsToolbar';

/**
 * One work-item screen around its model: the toolbar (where you are, layout, filters, display,
 * creation), applied filters, the chosen layout, and what acts on it (create dialog, bulk bar).
 */
export const WorkItemsFrame = observer(function WorkItemsFrame({
  model,
  title,
}: {
  model: WorkItemsScreenModel;
  title: ReactNode;
}) {
  useCreateShortcut(model);
  return (
    <WorkItemsScreenContext value={model}>
      <div className="flex min-h-0 flex-1 flex-col">
        <WorkItemsToolbar title={title} />
        <div className="flex min-h-0 flex-1 flex-col">
          <WorkItemLayoutView />
        </div>
      </div>
      {model.isCreateOpen && <CreateWorkItemDialog />}
      <BulkActionBar />
    </WorkItemsScreenContext>
  );
});

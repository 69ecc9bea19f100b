import { type WorkItem } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showSuccessToast } from '../../../ui/Toaster';
import { useWorkItemsScreen } from '../screen-context';
import { BarButton } from './BarButton';
import {
  archiveDescription,
  type BulkAvailability,
  NOTHING_TO_ARCHIVE_REASON,
  workItemCount,
} from './bulk-actions';
import {
  archiveSelection,
  type BulkOutcome,
  deleteSelection,
  restoreSelection,
} from './bulk-runner';

/** "Archived 3 work items" once the server took them; a failure was already toasted. */
function announce(verb: string, outcome: BulkOutcome): void {
  if (outcome.count > 0) showSuccessToast(`${verb} ${workItemCount(outcome.count)}`);
}

/** Delete, asked for first: it cannot be undone. */
const DeleteAction = observer(function DeleteAction({
  count,
  blockedReason,
}: {
  count: number;
  /** Why the viewer may not delete these; null when they may. */
  blockedReason: string | null;
}) {
  const model = useWorkItemsScreen();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const title = `Delete ${workItemCount(count)}?`;
  return (
    <>
      <BarButton
        icon="trash"
        tone="danger"
        isBusy={isBusy}
        unavailableReason={blockedReason}
        onClick={() => {
          setIsConfirming(true);
        }}
      >
        Delete
      </BarButton>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => {
          setIsConfirming(false);
        }}
        title={title}
        description="They are deleted for everyone, with their comments, links and attachments. This cannot be undone."
        confirmLabel="Delete"
        confirmVariant="danger"
        isBusy={isBusy}
        onConfirm={() => {
          setIsBusy(true);
          void deleteSelection(model).then((outcome) => {
            setIsBusy(false);
            setIsConfirming(false);
            announce('Deleted', outcome);
          });
        }}
      />
    </>
  );
});

/** Archive (completed and cancelled items only), and Delete: the end of the normal bar. */
export const RemovalActions = observer(function RemovalActions({
  items,
  availability,
  deleteBlockedReason,
}: {
  items: readonly WorkItem[];
  availability: BulkAvailability;
  deleteBlockedReason: string | null;
}) {
  const model = useWorkItemsScreen();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const { archivableCount } = availability;
  return (
    <>
      <BarButton
        icon="archive"
        isBusy={isBusy}
        unavailableReason={archivableCount === 0 ? NOTHING_TO_ARCHIVE_REASON : null}
        onClick={() => {
          setIsConfirming(true);
        }}
      >
        Archive
      </BarButton>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => {
          setIsConfirming(false);
        }}
        title={`Archive ${workItemCount(archivableCount)}?`}
        description={archiveDescription(availability)}
        confirmLabel="Archive"
        confirmVariant="primary"
        isBusy={isBusy}
        onConfirm={() => {
          setIsBusy(true);
          void archiveSelection(model).then((outcome) => {
            setIsBusy(false);
            setIsConfirming(false);
            announce('Archived', outcome);
          });
        }}
      />
      <DeleteAction count={items.length} blockedReason={deleteBlockedReason} />
    </>
  );
});

/** The archived list's bar: bring the items back, or delete them for good. */
export const ArchiveListActions = observer(function ArchiveListActions({
  items,
  deleteBlockedReason,
}: {
  items: readonly WorkItem[];
  deleteBlockedReason: string | null;
}) {
  const model = useWorkItemsScreen();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <>
      <BarButton
        icon="archive-restore"
        isBusy={isBusy}
        onClick={() => {
          setIsBusy(true);
          void restoreSelection(model).then((outcome) => {
            setIsBusy(false);
            announce('Restored', outcome);
          });
        }}
      >
        Restore
      </BarButton>
      <DeleteAction count={items.length} blockedReason={deleteBlockedReason} />
    </>
  );
});

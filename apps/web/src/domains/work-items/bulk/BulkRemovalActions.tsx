import type { WorkItem } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '#web/lib/i18n';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { showSuccessToast } from '#web/ui/Toaster';
import { useWorkItemsScreen } from '../screen-context';
import { BarButton } from './BarButton';
import { archiveDescription, type BulkAvailability, nothingToArchiveReason } from './bulk-actions';
import {
  archiveSelection,
  type BulkOutcome,
  deleteSelection,
  restoreSelection,
} from './bulk-runner';

/** "Archived 3 work items" once the server took them; a failure was already toasted. */
function announce(done: 'deleted' | 'archived' | 'restored', outcome: BulkOutcome): void {
  if (outcome.count > 0)
    showSuccessToast(i18n.t(`work-item-create:bulk.${done}`, { count: outcome.count }));
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
  const { t } = useTranslation(['work-item-create', 'common']);
  const model = useWorkItemsScreen();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const title = t('bulk.deleteTitle', { count });
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
        {t('common:delete')}
      </BarButton>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => {
          setIsConfirming(false);
        }}
        title={title}
        description={t('bulk.deleteDescription')}
        confirmLabel={t('common:delete')}
        confirmVariant="danger"
        isBusy={isBusy}
        onConfirm={() => {
          setIsBusy(true);
          void deleteSelection(model).then((outcome) => {
            setIsBusy(false);
            setIsConfirming(false);
            announce('deleted', outcome);
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
  const { t } = useTranslation(['work-item-create', 'common']);
  const model = useWorkItemsScreen();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const { archivableCount } = availability;
  return (
    <>
      <BarButton
        icon="archive"
        isBusy={isBusy}
        unavailableReason={archivableCount === 0 ? nothingToArchiveReason() : null}
        onClick={() => {
          setIsConfirming(true);
        }}
      >
        {t('common:archive')}
      </BarButton>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => {
          setIsConfirming(false);
        }}
        title={t('bulk.archiveTitle', { count: archivableCount })}
        description={archiveDescription(availability)}
        confirmLabel={t('common:archive')}
        confirmVariant="primary"
        isBusy={isBusy}
        onConfirm={() => {
          setIsBusy(true);
          void archiveSelection(model).then((outcome) => {
            setIsBusy(false);
            setIsConfirming(false);
            announce('archived', outcome);
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
  const { t } = useTranslation(['work-item-create', 'common']);
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
            announce('restored', outcome);
          });
        }}
      >
        {t('common:restore')}
      </BarButton>
      <DeleteAction count={items.length} blockedReason={deleteBlockedReason} />
    </>
  );
});

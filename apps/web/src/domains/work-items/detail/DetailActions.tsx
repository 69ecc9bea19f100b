import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { IconButton } from '#web/ui/IconButton';
import { type RowAction, RowActionsMenu } from '#web/ui/RowActionsMenu';
import { showSuccessToast } from '#web/ui/Toaster';
import { useWorkItemDetail } from './detail-context';
import { DescriptionVersionsButton } from './description-versions/DescriptionVersionsButton';
import { SubscribeButton } from './SubscribeButton';
import { copyWorkItemLink, useBrowsePath } from './use-copy-link';

type Pending = 'archive' | 'delete' | null;

/**
 * The detail's header actions: copy link, subscribe, and a "more" menu holding archive and
 * delete, each confirmed in a dialog that shows the server's reason when it refuses.
 * `onRemoved` runs once the item is gone (the page then leaves, the peek closes).
 */
export const DetailActions = observer(function DetailActions({
  onRemoved,
  extra,
}: {
  onRemoved: () => void;
  /** Actions drawn before the menu (the peek's "open in full page" and close). */
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { slug, workItemId, canEdit, canDelete } = useWorkItemDetail();
  const workItems = useWorkItems();
  const path = useBrowsePath(slug, workItemId);
  const [pending, setPending] = useState<Pending>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const item = workItems.get(workItemId);
  const key = path?.split('/').filter(Boolean).at(-1) ?? t('actions.thisWorkItem');

  const moveDraft = async () => {
    if (await workItems.convertDraft(slug, workItemId))
      showSuccessToast(t('actions.movedToProject', { key }));
  };

  const close = () => {
    if (isBusy) return;
    setPending(null);
    setError(null);
  };

  const confirm = async () => {
    if (pending === null) return;
    setIsBusy(true);
    setError(null);
    const isDone =
      pending === 'archive'
        ? await workItems.archive(slug, workItemId, setError)
        : await workItems.remove(slug, workItemId, setError);
    setIsBusy(false);
    if (!isDone) return;
    showSuccessToast(
      pending === 'archive' ? t('actions.archived', { key }) : t('actions.deleted', { key }),
    );
    setPending(null);
    onRemoved();
  };

  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <IconButton
        icon="link"
        label={t('common:copyLink')}
        onClick={() => {
          copyWorkItemLink(path);
        }}
      />
      <SubscribeButton />
      <DescriptionVersionsButton />
      {(canEdit || canDelete) && item && (
        <RowActionsMenu
          label={t('actions.more')}
          actions={[
            {
              label: t('common:copyLink'),
              icon: 'copy',
              onSelect: () => {
                copyWorkItemLink(path);
              },
            },
            // A draft is not in any list yet: it can be moved into its project, not archived.
            ...((canEdit
              ? [
                  item.is_draft
                    ? {
                        label: t('actions.moveToProject'),
                        icon: 'arrow-right',
                        onSelect: () => {
                          void moveDraft();
                        },
                      }
                    : {
                        label: t('common:archive'),
                        icon: 'archive',
                        onSelect: () => {
                          setPending('archive');
                        },
                      },
                ]
              : []) satisfies RowAction[]),
            ...((canDelete
              ? [
                  {
                    label: t('common:delete'),
                    icon: 'trash',
                    isDanger: true,
                    onSelect: () => {
                      setPending('delete');
                    },
                  },
                ]
              : []) satisfies RowAction[]),
          ]}
        />
      )}
      {extra}
      <ConfirmDialog
        isOpen={pending === 'archive'}
        onClose={close}
        title={t('actions.archiveTitle', { key })}
        description={t('actions.archiveDescription')}
        confirmLabel={t('common:archive')}
        confirmVariant="primary"
        isBusy={isBusy}
        error={error}
        onConfirm={() => {
          void confirm();
        }}
      />
      <ConfirmDialog
        isOpen={pending === 'delete'}
        onClose={close}
        title={t('actions.deleteTitle', { key })}
        description={
          <Trans
            t={t}
            i18nKey="actions.deleteDescription"
            values={{ name: item?.name ?? '' }}
            components={{ name: <span className="font-medium text-primary" /> }}
          />
        }
        confirmLabel={t('common:delete')}
        isBusy={isBusy}
        error={error}
        onConfirm={() => {
          void confirm();
        }}
      />
    </div>
  );
});

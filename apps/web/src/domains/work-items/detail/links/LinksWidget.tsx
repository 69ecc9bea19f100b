import type { WorkItemLink } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '#web/app/store-context';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { IconButton } from '#web/ui/IconButton';
import { Skeleton } from '#web/ui/Skeleton';
import { showErrorToast } from '#web/ui/Toaster';
import { useWorkItemChange } from '#web/domains/realtime/use-realtime';
import { useWorkItemDetail } from '../detail-context';
import { DetailWidgetSection, WidgetLoadFailed } from './DetailWidgetSection';
import { LinkDialog } from './LinkDialog';
import { linkLabel } from './link-display';
import { LinkRow } from './LinkRow';
import { LinksStore } from './links-store';

/** Which link dialog is open: adding, editing one, or none. */
type Editing = { kind: 'add' } | { kind: 'edit'; link: WorkItemLink } | null;

/** The detail's web links: open in a new tab, added and edited in the link dialog. */
export const LinksWidget = observer(function LinksWidget() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const api = useApi();
  const workItemsStore = useWorkItems();
  const { slug, projectId, workItemId, canEdit } = useWorkItemDetail();
  const [store] = useState(
    () =>
      new LinksStore({
        api,
        workItems: workItemsStore,
        slug,
        projectId,
        workItemId,
        notifyError: showErrorToast,
      }),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<WorkItemLink | null>(null);

  useEffect(() => {
    void store.load();
  }, [store]);
  // Changed by someone else (realtime): read the list again.
  useWorkItemChange(workItemId, ['work_item_link'], () => store.load());

  const count = store.links.length;
  const close = () => {
    setEditing(null);
  };

  return (
    <DetailWidgetSection
      title={t('links.heading')}
      count={count}
      testId="links-widget"
      actions={
        canEdit
          ? (open) => (
              <IconButton
                icon="plus"
                label={t('links.add')}
                data-widget-action="add"
                onClick={() => {
                  open();
                  setEditing({ kind: 'add' });
                }}
              />
            )
          : undefined
      }
    >
      {store.isWaiting && (
        <div className="px-1.5 py-1" aria-label={t('links.loading')}>
          <Skeleton className="h-5 w-1/2" />
        </div>
      )}
      {store.status === 'error' && (
        <WidgetLoadFailed
          message={t('links.loadFailed')}
          onRetry={() => {
            void store.load();
          }}
        />
      )}
      {store.status === 'ready' && count === 0 && (
        <p className="px-1.5 py-1 text-sm text-tertiary">
          {canEdit ? t('links.emptyEditable') : t('links.empty')}
        </p>
      )}
      {store.status === 'ready' && count > 0 && (
        <ul aria-label={t('links.heading')} className="flex flex-col">
          {store.links.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              canEdit={canEdit}
              onEdit={() => {
                setEditing({ kind: 'edit', link });
              }}
              onDelete={() => {
                setToDelete(link);
              }}
            />
          ))}
        </ul>
      )}
      <LinkDialog
        // A new dialog per link, so the form starts from that link's values.
        key={editing?.kind === 'edit' ? editing.link.id : 'add'}
        isOpen={editing !== null}
        onClose={close}
        initial={
          editing?.kind === 'edit'
            ? { url: editing.link.url, title: editing.link.title ?? '' }
            : null
        }
        onSave={(draft) =>
          editing?.kind === 'edit' ? store.update(editing.link.id, draft) : store.add(draft)
        }
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        onClose={() => {
          setToDelete(null);
        }}
        title={t('links.deleteTitle')}
        description={toDelete ? t('links.deleteDescription', { label: linkLabel(toDelete) }) : null}
        confirmLabel={t('common:delete')}
        isBusy={false}
        onConfirm={() => {
          if (toDelete) void store.remove(toDelete.id);
          setToDelete(null);
        }}
      />
    </DetailWidgetSection>
  );
});

import { type Attachment, DEFAULT_FILE_SIZE_LIMIT, formatFileSize } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '#web/app/store-context';
import { useInstance } from '#web/domains/instances/use-instance';
import { useProjectMembers } from '#web/domains/members/use-project-members';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { Skeleton } from '#web/ui/Skeleton';
import { showErrorToast } from '#web/ui/Toaster';
import { UPLOAD_CANCELED_MESSAGE } from '#web/domains/assets/upload';
import { useWorkItemChange } from '#web/domains/realtime/use-realtime';
import { useWorkItemDetail } from '../detail-context';
import { AttachmentRow, UploadRow } from './AttachmentRows';
import { AttachmentsStore } from './attachments-store';

function hasFiles(event: DragEvent): boolean {
  return event.dataTransfer.types.includes('Files');
}

/**
 * The detail's attachments: a header with the count and an upload button, a drop zone (drag files
 * onto the widget, or browse), rows for uploads under way and the uploaded files.
 */
export const AttachmentsWidget = observer(function AttachmentsWidget() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const instance = useInstance();
  const api = useApi();
  const workItemsStore = useWorkItems();
  const projectMembers = useProjectMembers();
  const { slug, projectId, workItemId, canEdit } = useWorkItemDetail();
  const fileSizeLimit = instance.config?.file_size_limit ?? DEFAULT_FILE_SIZE_LIMIT;
  const [store] = useState(
    () =>
      new AttachmentsStore({
        api,
        workItems: workItemsStore,
        slug,
        projectId,
        workItemId,
        fileSizeLimit,
        notifyError: showErrorToast,
      }),
  );
  const [isOpen, setIsOpen] = useState(true);
  const [isDragging, setIsDragging] = useState(false);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const bodyId = useId();

  useEffect(() => {
    void store.load();
  }, [store]);
  // Changed by someone else (realtime): read the list again.
  useWorkItemChange(workItemId, ['work_item_attachment'], () => store.load());

  const members = projectMembers.members(projectId);
  const uploaderName = (userId: string | null) =>
    members?.find((each) => each.member === userId)?.member_detail.display_name ?? null;
  const count = store.attachments.length;

  const take = (files: FileList | null) => {
    if (files === null || files.length === 0) return;
    setIsOpen(true);
    store.upload(Array.from(files));
  };

  const dropHandlers = canEdit
    ? {
        onDragEnter: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setIsDragging(true);
        },
        onDragOver: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: (event: DragEvent) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          setIsDragging(false);
        },
        onDrop: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setIsDragging(false);
          take(event.dataTransfer.files);
        },
      }
    : {};

  return (
    <section
      aria-labelledby={headingId}
      data-testid="attachments-widget"
      className={cx(
        'rounded-md border border-transparent transition-colors',
        isDragging && 'border-dashed !border-accent bg-accent/5',
      )}
      {...dropHandlers}
    >
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => {
            setIsOpen(!isOpen);
          }}
          className="flex flex-1 items-center gap-1.5 rounded-md py-1 text-left text-sm font-medium text-primary hover:text-secondary"
        >
          <Icon
            name={isOpen ? 'chevron-down' : 'chevron-right'}
            size={14}
            className="text-tertiary"
          />
          <span id={headingId}>{t('attachments.heading')}</span>
          {count > 0 && (
            <span className="rounded-full bg-surface-sunken px-1.5 text-xs text-secondary">
              {count}
            </span>
          )}
        </button>
        {canEdit && (
          <IconButton
            icon="plus"
            label={t('attachments.upload')}
            data-widget-action="add"
            onClick={() => inputRef.current?.click()}
          />
        )}
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          aria-label={t('attachments.attachFiles')}
          data-testid="attachment-file-input"
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {isOpen && (
        <div id={bodyId} className="mt-1 flex flex-col gap-1">
          {store.isWaiting && store.attachments.length === 0 && (
            <div className="flex flex-col gap-2 px-2 py-1" aria-label={t('attachments.loading')}>
              <Skeleton className="h-8 w-full" />
            </div>
          )}
          {store.status === 'error' && (
            <p className="flex items-center gap-2 px-2 py-1 text-sm text-danger">
              {t('attachments.loadFailed')}
              <button
                type="button"
                className="text-secondary underline hover:text-primary"
                onClick={() => void store.load()}
              >
                {t('attachments.retry')}
              </button>
            </p>
          )}
          {(store.uploads.length > 0 || count > 0) && (
            <ul className="flex flex-col" aria-label={t('attachments.heading')}>
              {store.uploads.map((entry) => (
                <UploadRow
                  key={entry.key}
                  entry={entry}
                  onCancel={() => {
                    store.cancel(entry.key);
                    showErrorToast(UPLOAD_CANCELED_MESSAGE);
                  }}
                  onDismiss={() => {
                    store.dismiss(entry.key);
                  }}
                />
              ))}
              {store.attachments.map((attachment) => (
                <AttachmentRow
                  key={attachment.id}
                  attachment={attachment}
                  uploaderName={uploaderName(attachment.created_by)}
                  canDelete={canEdit}
                  onDelete={() => {
                    setToDelete(attachment);
                  }}
                />
              ))}
            </ul>
          )}
          {canEdit && (
            <button
              type="button"
              onClick={() => inputRef.current?.click()}
              className={cx(
                'flex items-center justify-center gap-2 rounded-md border border-dashed border-subtle px-3 py-3 text-xs text-tertiary hover:border-strong hover:text-secondary',
                isDragging && 'border-accent text-primary',
              )}
            >
              <Icon name="upload" size={14} />
              {isDragging
                ? t('attachments.dropNow')
                : t('attachments.dropHint', { size: formatFileSize(fileSizeLimit) })}
            </button>
          )}
          {!canEdit && store.status === 'ready' && count === 0 && (
            <p className="px-2 py-1 text-xs text-tertiary">{t('attachments.empty')}</p>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        onClose={() => {
          setToDelete(null);
        }}
        title={t('attachments.deleteTitle')}
        description={
          toDelete === null
            ? undefined
            : t('attachments.deleteDescription', { name: toDelete.attributes.name })
        }
        confirmLabel={t('common:delete')}
        isBusy={false}
        onConfirm={() => {
          const target = toDelete;
          setToDelete(null);
          if (target !== null) void store.remove(target);
        }}
      />
    </section>
  );
});

import { type Attachment, formatFileSize } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '#web/lib/format';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import type { UploadEntry } from './attachments-store';
import { fileIconOf } from './file-icon';

/** An uploaded attachment: click the name to download; the trash asks before deleting. */
export function AttachmentRow({
  attachment,
  uploaderName,
  canDelete,
  onDelete,
}: {
  attachment: Attachment;
  uploaderName: string | null;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { name, type, size } = attachment.attributes;
  const when = formatRelativeTime(attachment.created_at);
  return (
    <li
      data-testid="attachment-row"
      data-id={attachment.id}
      className="group flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-surface-hover"
    >
      <Icon name={fileIconOf(type, name)} size={18} className="shrink-0 text-tertiary" />
      <div className="min-w-0 flex-1">
        <a
          href={attachment.asset_url}
          download={name}
          className="block truncate text-sm text-primary hover:underline focus-visible:underline"
          title={t('attachments.download', { name })}
        >
          {name}
        </a>
        <p className="truncate text-xs text-tertiary">
          {formatFileSize(size)}
          {uploaderName !== null && ` · ${uploaderName}`}
          {` · ${when}`}
        </p>
      </div>
      {canDelete && (
        <IconButton
          icon="trash"
          label={t('attachments.deleteFile', { name })}
          tone="danger"
          className="opacity-0 group-hover:opacity-100 touch:opacity-100 focus-visible:opacity-100"
          onClick={onDelete}
        />
      )}
    </li>
  );
}

/** A file on its way up: its progress and Cancel, or why it failed and Dismiss. */
export const UploadRow = observer(function UploadRow({
  entry,
  onCancel,
  onDismiss,
}: {
  entry: UploadEntry;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const percent = Math.round(entry.progress * 100);
  return (
    <li
      data-testid="attachment-upload"
      className="flex items-center gap-3 rounded-md px-2 py-1.5"
      aria-live="polite"
    >
      <Icon
        name={entry.error === null ? 'upload' : 'alert-circle'}
        size={18}
        className={entry.error === null ? 'shrink-0 text-tertiary' : 'shrink-0 text-danger'}
      />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2 text-sm">
          <span className="truncate text-primary">{entry.name}</span>
          <span className="shrink-0 text-xs text-tertiary">{formatFileSize(entry.size)}</span>
        </p>
        {entry.error === null ? (
          <div
            role="progressbar"
            aria-label={t('attachments.uploading', { name: entry.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1 h-1 overflow-hidden rounded-full bg-surface-sunken"
          >
            <div
              className="h-full rounded-full bg-accent transition-[width] duration-100"
              style={{ width: `${String(percent)}%` }}
            />
          </div>
        ) : (
          <p role="alert" className="truncate text-xs text-danger">
            {entry.error}
          </p>
        )}
      </div>
      {entry.error === null ? (
        <button
          type="button"
          onClick={onCancel}
          aria-label={t('attachments.cancelUpload', { name: entry.name })}
          className="shrink-0 rounded-md px-2 py-0.5 text-xs text-secondary hover:bg-surface-hover hover:text-primary"
        >
          {t('common:cancel')}
        </button>
      ) : (
        <IconButton
          icon="x"
          label={t('attachments.dismiss', { name: entry.name })}
          onClick={onDismiss}
        />
      )}
    </li>
  );
});

import type { DescriptionVersion, DescriptionVersionSummary } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { formatDateTime } from '#web/lib/format';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { Dialog } from '#web/ui/Dialog';
import { IconButton } from '#web/ui/IconButton';
import { Skeleton } from '#web/ui/Skeleton';
import { showErrorToast, showSuccessToast } from '#web/ui/Toaster';
import { RichTextEditor } from '#web/domains/editor/RichTextEditor';
import { timeAgo } from '../activity/feed-entries';
import { useWorkItemDetail } from '../detail-context';
import { useDescriptionVersion, useDescriptionVersions } from './use-description-versions';

/** A read-only editor offers nobody to mention, yet must still draw the mentions it holds. */
const noCandidates = () => [];

/** One snapshot's text, read-only, and the button that makes it the description again. */
function VersionPreview({
  versionId,
  canRestore,
  onRestore,
}: {
  versionId: string;
  canRestore: boolean;
  onRestore: (version: DescriptionVersion) => void;
}) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const state = useDescriptionVersion(versionId);

  if (state.status === 'loading')
    return (
      <div aria-busy="true" className="flex flex-col gap-2 p-4">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    );
  if (state.status === 'failed')
    return (
      <p className="p-4 text-sm text-danger">
        {t('versions.versionLoadFailed', { message: state.message })}
      </p>
    );
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto p-4" data-testid="version-preview">
        <RichTextEditor
          key={state.value.id}
          variant="description"
          label={t('versions.preview')}
          initialHtml={state.value.description_html}
          editable={false}
          // Mentions are drawn as chips only where the editor knows about mentions.
          mentionCandidates={noCandidates}
        />
      </div>
      {canRestore && (
        <div className="flex justify-end border-t border-subtle p-3">
          <Button
            variant="primary"
            size="sm"
            onClick={() => {
              onRestore(state.value);
            }}
          >
            {t('versions.restore')}
          </Button>
        </div>
      )}
    </div>
  );
}

function VersionList({
  versions,
  selectedId,
  onSelect,
}: {
  versions: DescriptionVersionSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  return (
    <ul aria-label={t('versions.list')} className="flex flex-col gap-0.5 overflow-y-auto p-1.5">
      {versions.map((version, index) => (
        <li key={version.id}>
          <button
            type="button"
            aria-current={version.id === selectedId}
            className={cx(
              'flex w-full flex-col items-start rounded-md px-2.5 py-1.5 text-left',
              version.id === selectedId ? 'bg-accent-subtle' : 'hover:bg-surface-hover',
            )}
            onClick={() => {
              onSelect(version.id);
            }}
          >
            <span className="text-sm font-medium text-primary">
              {formatDateTime(version.last_saved_at)}
              {index === 0 && (
                <span className="ml-1.5 text-xs font-normal text-tertiary">
                  {t('versions.latest')}
                </span>
              )}
            </span>
            <span className="text-xs text-tertiary">
              {version.owned_by_detail?.display_name ?? t('activity.someone')} ·{' '}
              {timeAgo(version.last_saved_at)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The detail header's "version history" button: a dialog listing the description's snapshots
 * (when, by whom), a preview of the one picked, and "Restore", which saves its text as the
 * description (Plane restores on the client, with an ordinary edit).
 */
export const DescriptionVersionsButton = observer(function DescriptionVersionsButton() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { slug, workItemId, canEdit } = useWorkItemDetail();
  const workItems = useWorkItems();
  const [isOpen, setIsOpen] = useState(false);
  const { list, selectedId, setSelectedId, reset } = useDescriptionVersions(isOpen);

  const restore = async (version: DescriptionVersion) => {
    const isSaved = await workItems.detailSync.replaceDescription(
      slug,
      workItemId,
      version.description_html,
    );
    if (!isSaved) return;
    setIsOpen(false);
    showSuccessToast(t('versions.restored'));
  };

  return (
    <>
      <IconButton
        icon="history"
        label={t('versions.title')}
        onClick={() => {
          reset();
          setIsOpen(true);
        }}
      />
      <Dialog
        isOpen={isOpen}
        onClose={() => {
          setIsOpen(false);
        }}
        title={t('versions.title')}
        description={t('versions.description')}
        isWide
      >
        {list.status === 'loading' && (
          <div aria-busy="true" className="flex flex-col gap-2 py-2">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        )}
        {list.status === 'failed' && (
          <p className="py-2 text-sm text-danger">
            {t('versions.listLoadFailed', { message: list.message })}
          </p>
        )}
        {list.status === 'loaded' && list.value.length === 0 && (
          <p className="py-2 text-sm text-tertiary">{t('versions.empty')}</p>
        )}
        {list.status === 'loaded' && list.value.length > 0 && (
          <div className="flex h-[26rem] overflow-hidden rounded-lg border border-subtle">
            <div className="w-56 shrink-0 border-r border-subtle bg-surface-sunken">
              <VersionList versions={list.value} selectedId={selectedId} onSelect={setSelectedId} />
            </div>
            {selectedId && (
              <VersionPreview
                key={selectedId}
                versionId={selectedId}
                canRestore={canEdit}
                onRestore={(version) => {
                  void restore(version).catch(() => {
                    showErrorToast(t('versions.restoreFailed'));
                  });
                }}
              />
            )}
          </div>
        )}
      </Dialog>
    </>
  );
});

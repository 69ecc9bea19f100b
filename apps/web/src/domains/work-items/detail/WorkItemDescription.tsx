import { PAGE_TITLE_AUTOSAVE_MS } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { useApi } from '#web/app/store-context';
import { Skeleton } from '#web/ui/Skeleton';
import { uploadAsset } from '#web/domains/assets/upload';
import { type MentionCandidate, RichTextEditor } from '#web/domains/editor/RichTextEditor';
import { memberName } from '../properties/pickers/property-options';
import { workItemMentionCandidates } from './work-item-picker/work-item-search-api';
import { useWorkItemsScreen } from '../screen-context';
import { type AutosaveStatus, Autosaver } from './autosaver';
import { useWorkItemDetail } from './detail-context';

/**
 * The quiet period before a description is saved: the spec's autosave constant (2 s, the same as
 * a page title's), so a burst of typing is one request and one description version.
 */
const DESCRIPTION_AUTOSAVE_MS = PAGE_TITLE_AUTOSAVE_MS;

const STATUS_KEYS = {
  pending: 'description.status.pending',
  saving: 'description.status.saving',
  saved: 'description.status.saved',
  failed: 'description.status.failed',
} as const;

/**
 * The item's description in the rich-text editor, saved by itself a moment after typing stops
 * (and at once when the detail closes), with a small hint of where the save stands.
 */
export const WorkItemDescription = observer(function WorkItemDescription() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { slug, projectId, workItemId, canEditFields: canEdit } = useWorkItemDetail();
  const workItems = useWorkItems();
  const api = useApi();
  const { lookups } = useWorkItemsScreen();
  const extras = workItems.details.get(workItemId);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const replacements = workItems.details.replacementCount(workItemId);

  const saver = useMemo(
    () =>
      new Autosaver<string>({
        delayMs: DESCRIPTION_AUTOSAVE_MS,
        save: (html) => workItems.detailSync.saveDescription(slug, workItemId, html),
        onStatus: setStatus,
      }),
    [workItems, slug, workItemId],
  );

  // A restored version replaces the text: what was typed before it must not be saved over it.
  useEffect(() => {
    if (replacements > 0) saver.discard();
  }, [saver, replacements]);

  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if (!saver.hasPending) return;
      void saver.flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      void saver.flush();
    };
  }, [saver]);

  if (!extras)
    return (
      <div aria-busy="true" className="flex flex-col gap-2 py-2">
        <span className="sr-only">{t('description.loading')}</span>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    );

  const mentionCandidates = (): MentionCandidate[] =>
    lookups.members(projectId).map(({ member_detail: member }) => ({
      id: member.id,
      label: memberName(member),
      avatarUrl: member.avatar,
    }));

  return (
    <div className="relative">
      <RichTextEditor
        // A new item or a restored version gets a fresh editor: it reads its HTML only when it starts.
        key={`${workItemId}:${String(replacements)}`}
        variant="description"
        label={t('description.label')}
        initialHtml={extras.description_html}
        editable={canEdit}
        placeholder={t('description.placeholder')}
        mentionCandidates={mentionCandidates}
        workItemCandidates={(query) => workItemMentionCandidates(api, slug, projectId, query)}
        uploadImage={async (file) => {
          const uploaded = await uploadAsset({
            slug,
            projectId,
            workItemId,
            entityType: 'ISSUE_DESCRIPTION',
            entityIdentifier: workItemId,
            file,
          });
          return uploaded.url;
        }}
        onChange={(html) => {
          saver.change(html);
        }}
      />
      <p
        aria-live="polite"
        data-testid="description-save-status"
        className="pointer-events-none absolute -top-5 right-0 text-xs text-tertiary"
      >
        {status === 'idle' ? '' : t(STATUS_KEYS[status])}
      </p>
    </div>
  );
});

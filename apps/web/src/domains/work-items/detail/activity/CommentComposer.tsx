import { isBlankHtml } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Avatar } from '#web/ui/Avatar';
import { Button } from '#web/ui/Button';
import { Kbd } from '#web/ui/Kbd';
import { showErrorToast } from '#web/ui/Toaster';
import { uploadAsset } from '#web/domains/assets/upload';
import { type MentionCandidate, RichTextEditor } from '#web/domains/editor/RichTextEditor';
import { useReactor } from '../reactions/use-reactor';
import type { WorkItemScope } from '../work-item-scope';
import type { ActivityFeedStore } from './activity-feed-store';

/**
 * The box at the foot of the feed: rich text with @mentions of the project's members and images,
 * sent with the button or Mod+Enter. The comment shows at once; the box empties for the next.
 */
export const CommentComposer = observer(function CommentComposer({
  feed,
  scope,
  mentionCandidates,
}: {
  feed: ActivityFeedStore;
  scope: WorkItemScope;
  mentionCandidates: () => MentionCandidate[];
}) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const me = useReactor();
  const [html, setHtml] = useState('');
  /** A new editor after each send: the editor reads its HTML only when it starts. */
  const [generation, setGeneration] = useState(0);
  const isBlank = isBlankHtml(html);
  const isMac = typeof navigator !== 'undefined' && /mac/i.test(navigator.platform);

  const submit = () => {
    if (isBlank) return;
    if (!me) {
      showErrorToast(t('comment.noUser'));
      return;
    }
    const sent = html;
    setHtml('');
    setGeneration((value) => value + 1);
    void feed.addComment(sent, me).then((isSaved) => {
      if (isSaved) return;
      // The refused text comes back into the box so nothing typed is lost.
      setHtml(sent);
      setGeneration((value) => value + 1);
    });
  };

  return (
    <div className="relative flex gap-3 pt-2" data-testid="comment-composer">
      <Avatar name={me?.display_name ?? '?'} src={me?.avatar} className="z-10 shrink-0" />
      <div className="min-w-0 flex-1 rounded-lg border border-subtle bg-surface focus-within:border-strong">
        <div className="px-3 pt-2">
          <RichTextEditor
            key={generation}
            variant="comment"
            label={t('comment.composerLabel')}
            placeholder={t('comment.composerPlaceholder')}
            initialHtml={html}
            mentionCandidates={mentionCandidates}
            uploadImage={async (file) => {
              const uploaded = await uploadAsset({
                slug: scope.slug,
                projectId: scope.projectId,
                workItemId: scope.workItemId,
                entityType: 'COMMENT_DESCRIPTION',
                entityIdentifier: scope.workItemId,
                file,
              });
              return uploaded.url;
            }}
            onChange={setHtml}
            onSubmit={submit}
          />
        </div>
        <div className="flex items-center justify-end gap-2 px-2 pb-2">
          <span className="hidden text-xs text-tertiary sm:inline">
            <Trans
              t={t}
              i18nKey="comment.sendHint"
              values={{ mod: isMac ? '⌘' : t('comment.ctrl') }}
              components={{ key: <Kbd /> }}
            />
          </span>
          <Button size="sm" variant="primary" disabled={isBlank} onClick={submit}>
            {t('comment.submit')}
          </Button>
        </div>
      </div>
    </div>
  );
});

import { type WorkItemComment, isBlankHtml } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#web/lib/format';
import { Avatar } from '#web/ui/Avatar';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { cx } from '#web/ui/cx';
import { RowActionsMenu } from '#web/ui/RowActionsMenu';
import { type MentionCandidate, RichTextEditor } from '#web/domains/editor/RichTextEditor';
import { ReactionsRow } from '../reactions/ReactionsRow';
import { useReactor } from '../reactions/use-reactor';
import type { ActivityFeedStore } from './activity-feed-store';
import { timeAgo } from './feed-entries';

/**
 * A comment: who wrote it and when ("edited" once changed), its text read-only, its reactions,
 * and for its author a menu to edit it in place or delete it (after confirming).
 */
export const CommentCard = observer(function CommentCard({
  comment,
  feed,
  mentionCandidates,
}: {
  comment: WorkItemComment;
  feed: ActivityFeedStore;
  mentionCandidates: () => MentionCandidate[];
}) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const me = useReactor();
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(comment.comment_html);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isPending = feed.isPending(comment.id);
  const isMine = me !== null && comment.actor === me.id;
  const name = comment.actor_detail?.display_name ?? t('activity.someone');

  const save = async () => {
    if (isBlankHtml(draft)) return;
    setIsEditing(false);
    await feed.editComment(comment.id, draft);
  };

  return (
    <li className="relative flex gap-3 py-2" data-testid="comment-card" data-id={comment.id}>
      <Avatar name={name} src={comment.actor_detail?.avatar} className="z-10 shrink-0" />
      <div
        className={cx(
          'min-w-0 flex-1 rounded-lg border border-subtle bg-surface',
          isPending && 'opacity-70',
        )}
      >
        <div className="flex items-center gap-2 border-b border-subtle px-3 py-1.5">
          <p className="min-w-0 flex-1 truncate text-sm">
            <span className="font-medium text-primary">{name}</span>
            <span className="text-tertiary">
              {' · '}
              <time dateTime={comment.created_at} title={formatDateTime(comment.created_at)}>
                {isPending ? t('comment.sending') : timeAgo(comment.created_at)}
              </time>
              {comment.edited_at && (
                <span title={formatDateTime(comment.edited_at)}>
                  {' · '}
                  {t('comment.edited')}
                </span>
              )}
            </span>
          </p>
          {isMine && !isPending && !isEditing && (
            <RowActionsMenu
              label={t('comment.actions', { name })}
              actions={[
                {
                  label: t('common:edit'),
                  icon: 'pencil',
                  onSelect: () => {
                    setDraft(comment.comment_html);
                    setIsEditing(true);
                  },
                },
                {
                  label: t('common:delete'),
                  icon: 'trash',
                  isDanger: true,
                  onSelect: () => {
                    setIsConfirmingDelete(true);
                  },
                },
              ]}
            />
          )}
        </div>
        <div className="px-3 py-2">
          {isEditing ? (
            <div className="flex flex-col gap-2">
              <RichTextEditor
                variant="comment"
                label={t('comment.editLabel')}
                initialHtml={comment.comment_html}
                autoFocus
                mentionCandidates={mentionCandidates}
                onChange={setDraft}
                onSubmit={() => {
                  void save();
                }}
              />
              <div className="flex justify-end gap-2">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setIsEditing(false);
                  }}
                >
                  {t('common:cancel')}
                </Button>
                <Button
                  size="sm"
                  variant="primary"
                  disabled={isBlankHtml(draft)}
                  onClick={() => {
                    void save();
                  }}
                >
                  {t('common:save')}
                </Button>
              </div>
            </div>
          ) : (
            <RichTextEditor
              key={comment.updated_at}
              variant="comment"
              label={t('comment.byLabel', { name })}
              initialHtml={comment.comment_html}
              editable={false}
              // Mentions are drawn as chips only where the editor knows about mentions.
              mentionCandidates={mentionCandidates}
            />
          )}
          {!isPending && (comment.comment_reactions.length > 0 || me) && (
            <div className="mt-2">
              <ReactionsRow
                subject="comment"
                reactions={comment.comment_reactions}
                myUserId={me?.id ?? null}
                canReact={me !== null}
                onToggle={(code) => {
                  if (me) void feed.toggleCommentReaction(comment.id, code, me);
                }}
              />
            </div>
          )}
        </div>
      </div>
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        onClose={() => {
          setIsConfirmingDelete(false);
        }}
        title={t('comment.deleteTitle')}
        description={t('comment.deleteDescription')}
        confirmLabel={t('common:delete')}
        isBusy={false}
        onConfirm={() => {
          setIsConfirmingDelete(false);
          void feed.deleteComment(comment.id);
        }}
      />
    </li>
  );
});

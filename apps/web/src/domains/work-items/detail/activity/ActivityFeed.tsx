import { isCommentEntry } from '@keel/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '#web/app/store-context';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { LoadFailed } from '#web/ui/LoadFailed';
import { Skeleton } from '#web/ui/Skeleton';
import { showErrorToast } from '#web/ui/Toaster';
import type { MentionCandidate } from '#web/domains/editor/RichTextEditor';
import { memberName } from '#web/domains/work-items/properties/pickers/property-options';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { useWorkItemChange } from '#web/domains/realtime/use-realtime';
import { useWorkItemDetail } from '../detail-context';
import { ActivityFeedStore } from './activity-feed-store';
import { ActivityLine } from './ActivityLine';
import { CommentCard } from './CommentCard';
import { CommentComposer } from './CommentComposer';
import { FEED_FILTERS } from './feed-entries';

/** How long after an edit of the item the feed asks for the new activity (edits come in bursts). */
const REFRESH_DELAY_MS = 700;

function FeedSkeleton() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  return (
    <div aria-busy="true" className="flex flex-col gap-4 py-2" data-testid="activity-loading">
      <span className="sr-only">{t('feed.loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-6 rounded-full" />
          <Skeleton className={cx('h-3.5', row === 1 ? 'w-1/2' : 'w-2/3')} />
        </div>
      ))}
    </div>
  );
}

/** Moves between the tabs with the arrow keys, as a tablist does. */
function moveTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role=tab]'));
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length];
  event.preventDefault();
  next?.focus();
  next?.click();
}

/**
 * The work item's activity and comments, oldest first, under the widgets: tabs for everything,
 * updates only or comments only, one readable line per change, comments as cards, and the
 * composer at the foot. The feed picks up new activity by itself after the item is edited.
 */
export const ActivityFeed = observer(function ActivityFeed() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { slug, projectId, workItemId } = useWorkItemDetail();
  const api = useApi();
  const workItems = useWorkItems();
  const { lookups } = useWorkItemsScreen();
  const scope = useMemo(() => ({ slug, projectId, workItemId }), [slug, projectId, workItemId]);
  const feed = useMemo(
    () => new ActivityFeedStore({ api, scope, notifyError: showErrorToast }),
    [api, scope],
  );

  useEffect(() => {
    const controller = new AbortController();
    void feed.load(controller.signal);
    return () => {
      controller.abort();
    };
  }, [feed]);
  // Comments and their reactions changed elsewhere (realtime): read the feed again.
  useWorkItemChange(workItemId, ['work_item_comment', 'comment_reaction'], () => feed.reload());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = reaction(
      () => {
        const item = workItems.get(workItemId);
        return JSON.stringify([item, workItems.details.get(workItemId)?.description_html]);
      },
      () => {
        clearTimeout(timer);
        timer = setTimeout(() => void feed.refresh(), REFRESH_DELAY_MS);
      },
    );
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [feed, workItems, workItemId]);

  const mentionCandidates = (): MentionCandidate[] =>
    lookups.members(projectId).map(({ member_detail: member }) => ({
      id: member.id,
      label: memberName(member),
      avatarUrl: member.avatar,
    }));

  const entries = feed.visible;
  return (
    <section
      aria-labelledby="activity-heading"
      className="flex flex-col gap-3"
      data-testid="activity-feed"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="activity-heading" className="text-md font-semibold text-primary">
          {t('feed.heading')}
        </h2>
        <div
          role="tablist"
          aria-label={t('feed.tabsLabel')}
          className="flex items-center gap-0.5 rounded-md bg-surface-sunken p-0.5"
          onKeyDown={moveTab}
        >
          {FEED_FILTERS.map(({ value, label }) => {
            const isSelected = feed.filter === value;
            return (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={isSelected}
                tabIndex={isSelected ? 0 : -1}
                className={cx(
                  'h-6 rounded px-2.5 text-sm transition-colors',
                  isSelected
                    ? 'bg-surface font-medium text-primary shadow-xs'
                    : 'text-secondary hover:text-primary',
                )}
                onClick={() => {
                  feed.setFilter(value);
                }}
              >
                {t(label)}
                {value === 'comments' && feed.commentCount > 0 && (
                  <span className="ml-1 text-tertiary tabular-nums">{feed.commentCount}</span>
                )}
              </button>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        aria-label={t('feed.panelLabel', {
          tab: t(FEED_FILTERS.find((tab) => tab.value === feed.filter)?.label ?? 'feed.all'),
        })}
      >
        {feed.isWaiting && <FeedSkeleton />}
        {feed.status === 'error' && (
          <LoadFailed
            titleAs="h3"
            title={t('feed.loadFailed')}
            description={feed.error ?? t('feed.tryAgain')}
            onRetry={() => void feed.load()}
          />
        )}
        {feed.status === 'ready' && entries.length === 0 && (
          <p
            className="flex items-center gap-2 py-3 text-sm text-tertiary"
            data-testid="activity-empty"
          >
            <Icon name={feed.filter === 'activity' ? 'history' : 'message-square'} size={15} />
            {feed.filter === 'activity' ? t('feed.noUpdates') : t('feed.noComments')}
          </p>
        )}
        {feed.status === 'ready' && entries.length > 0 && (
          <ol className="relative flex flex-col before:absolute before:top-3 before:bottom-3 before:left-3 before:border-l before:border-subtle">
            {entries.map((entry) =>
              isCommentEntry(entry) ? (
                <CommentCard
                  key={entry.id}
                  comment={entry}
                  feed={feed}
                  mentionCandidates={mentionCandidates}
                />
              ) : (
                <ActivityLine key={entry.id} activity={entry} />
              ),
            )}
          </ol>
        )}
      </div>
      <CommentComposer feed={feed} scope={scope} mentionCandidates={mentionCandidates} />
    </section>
  );
});

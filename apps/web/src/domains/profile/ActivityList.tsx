import type { ProfileActivity } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { activitySentence } from '#web/domains/work-items/detail/activity/activity-sentence';
import { timeAgo } from '#web/domains/work-items/detail/activity/feed-entries';
import { formatDateTime } from '#web/lib/format';
import { Icon } from '#web/ui/Icon';
import { LoadFailed } from '#web/ui/LoadFailed';
import { Skeleton } from '#web/ui/Skeleton';

/** One change of the person's: "<actor> changed the state to Done", on WEB-4, how long ago. */
function ActivityRow({ slug, activity }: { slug: string | null; activity: ProfileActivity }) {
  const { t } = useTranslation('profile');
  const { text, icon } = activitySentence(activity);
  const issue = activity.issue_detail;
  const key =
    issue === null ? null : `${activity.project_detail.identifier}-${String(issue.sequence_id)}`;
  return (
    <li data-testid="profile-activity" className="flex gap-3 py-2">
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full border border-subtle bg-surface text-tertiary">
        <Icon name={icon} size={13} />
      </span>
      <p className="min-w-0 pt-0.5 text-sm break-words text-secondary">
        <span className="font-medium text-primary">
          {activity.actor_detail?.display_name ?? t('activity.someone')}
        </span>{' '}
        {text}
        {issue !== null && key !== null && (
          <>
            {' · '}
            {slug === null ? (
              <span className="text-primary">
                <span className="font-mono text-xs text-tertiary">{key}</span> {issue.name}
              </span>
            ) : (
              <Link to={`/${slug}/browse/${key}`} className="text-primary hover:underline">
                <span className="font-mono text-xs text-tertiary">{key}</span> {issue.name}
              </Link>
            )}
          </>
        )}
        <span className="text-tertiary">
          {' · '}
          <time dateTime={activity.created_at} title={formatDateTime(activity.created_at)}>
            {timeAgo(activity.created_at)}
          </time>
        </span>
      </p>
    </li>
  );
}

/** A person's changes, newest first; a skeleton while they load, a retry when that failed. */
export function ActivityList({
  slug,
  rows,
  error,
  onRetry,
}: {
  /** The workspace the rows link into; null lists them without links (several workspaces). */
  slug: string | null;
  rows: readonly ProfileActivity[] | undefined;
  error: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('profile');
  if (error !== null)
    return <LoadFailed title={t('errors.loadActivity')} description={error} onRetry={onRetry} />;
  if (rows === undefined) return <Skeleton className="h-24 w-full" />;
  if (rows.length === 0) return <p className="text-sm text-tertiary">{t('activity.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-(--border-color-subtle)">
      {rows.map((activity) => (
        <ActivityRow key={activity.id} slug={slug} activity={activity} />
      ))}
    </ul>
  );
}

import type { WorkItemActivity } from '@keel/core';
import { Trans, useTranslation } from 'react-i18next';
import { formatDateTime } from '#web/lib/format';
import { Icon } from '#web/ui/Icon';
import { activitySentence } from './activity-sentence';
import { timeAgo } from './feed-entries';

/** One recorded change: an icon, "<actor> changed the state to Done · 2h ago". */
export function ActivityLine({ activity }: { activity: WorkItemActivity }) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { text, icon } = activitySentence(activity);
  const actor = activity.actor_detail?.display_name ?? t('activity.someone');
  return (
    <li
      className="relative flex gap-3 py-1.5"
      data-testid="activity-line"
      data-field={activity.field ?? ''}
    >
      <span className="z-10 flex size-6 shrink-0 items-center justify-center rounded-full border border-subtle bg-surface text-tertiary">
        <Icon name={icon} size={13} />
      </span>
      <p className="min-w-0 pt-0.5 text-sm break-words text-secondary">
        <Trans
          t={t}
          i18nKey="activity.line"
          values={{ actor, sentence: text }}
          components={{ actor: <span className="font-medium text-primary" /> }}
        />
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

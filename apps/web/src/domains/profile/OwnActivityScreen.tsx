import type { ProfileActivity } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileSettingsTabs } from '#web/domains/users/ProfileSettingsTabs';
import { errorMessage } from '#web/lib/api-error';
import { Button } from '#web/ui/Button';
import { showErrorToast } from '#web/ui/Toaster';
import { useRead } from '#web/ui/use-read';
import { ActivityList } from './ActivityList';
import { useProfile } from './use-profile';

/**
 * '/settings/profile/activity': the signed-in person's own changes in every workspace
 * (`users/me/activities/`), newest first, a page at a time.
 */
export const OwnActivityScreen = observer(function OwnActivityScreen() {
  const { t } = useTranslation(['users', 'profile']);
  const profile = useProfile();
  const first = useRead('me', () => profile.ownActivity(), t('profile:errors.loadActivity'));
  const [more, setMore] = useState<{ rows: ProfileActivity[]; next: string | null }>();
  const rows = first.value ? [...first.value.results, ...(more?.rows ?? [])] : undefined;
  const nextCursor = more ? more.next : (first.value?.next_cursor ?? null);

  const loadMore = async () => {
    if (nextCursor === null) return;
    try {
      const page = await profile.ownActivity(nextCursor);
      setMore({ rows: [...(more?.rows ?? []), ...page.results], next: page.next_cursor });
    } catch (cause) {
      showErrorToast(errorMessage(cause, t('profile:errors.loadActivity')));
    }
  };

  return (
    <div data-testid="own-activity" className="mx-auto w-full max-w-4xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-xl font-semibold text-primary">{t('users:profile.title')}</h1>
      <p className="mb-6 mt-1 text-base text-secondary">{t('users:profile.subtitle')}</p>
      <ProfileSettingsTabs />
      <h2 className="text-lg font-semibold text-primary">{t('users:profile.activityTitle')}</h2>
      <p className="mb-4 mt-1 text-sm text-secondary">{t('users:profile.activitySubtitle')}</p>
      <ActivityList slug={null} rows={rows} error={first.error} onRetry={first.retry} />
      {nextCursor !== null && rows !== undefined && (
        <Button className="mt-3" variant="secondary" size="sm" onClick={() => void loadMore()}>
          {t('profile:activity.more')}
        </Button>
      )}
    </div>
  );
});

import type { ProfileActivity } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { errorMessage } from '#web/lib/api-error';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { controlClassName } from '#web/ui/field-styles';
import { cx } from '#web/ui/cx';
import { showErrorToast } from '#web/ui/Toaster';
import { useRead } from '#web/ui/use-read';
import { ActivityList } from './ActivityList';
import { ProfileFrame } from './ProfileFrame';
import { todayIso } from './activity-export';
import { useProfile } from './use-profile';
import { useProfilePerson } from './use-profile-person';

/** Offers a text as a file download (an export the server answered). */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * '/:workspaceSlug/profile/:userId/activity': everything the person changed that the reader may
 * see, newest first, a page at a time, and one day of it exported as CSV (Plane's export).
 */
export const ProfileActivityScreen = observer(function ProfileActivityScreen() {
  const { t } = useTranslation('profile');
  const slug = useWorkspaceSlug();
  const userId = useProfilePerson();
  const profile = useProfile();
  const [more, setMore] = useState<{ key: string; rows: ProfileActivity[]; next: string | null }>();
  const [day, setDay] = useState(todayIso);
  const [isExporting, setIsExporting] = useState(false);
  const key = `${slug}:${userId ?? ''}`;
  const person = useRead(
    key,
    () => (userId === null ? new Promise<never>(() => undefined) : profile.overview(slug, userId)),
    t('errors.load'),
  );
  const first = useRead(
    key,
    () => (userId === null ? new Promise<never>(() => undefined) : profile.activity(slug, userId)),
    t('errors.loadActivity'),
  );
  if (userId === null) return null;
  const extra = more?.key === key ? more : undefined;
  const rows = first.value ? [...first.value.results, ...(extra?.rows ?? [])] : undefined;
  const nextCursor = extra ? extra.next : (first.value?.next_cursor ?? null);

  const loadMore = async () => {
    if (nextCursor === null) return;
    try {
      const page = await profile.activity(slug, userId, nextCursor);
      setMore({ key, rows: [...(extra?.rows ?? []), ...page.results], next: page.next_cursor });
    } catch (cause) {
      showErrorToast(errorMessage(cause, t('errors.loadActivity')));
    }
  };

  const exportDay = async () => {
    setIsExporting(true);
    try {
      download(`activity-${day}.csv`, await profile.exportDay(slug, userId, day));
    } catch (cause) {
      showErrorToast(errorMessage(cause, t('errors.export')));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <ProfileFrame
      slug={slug}
      userId={userId}
      person={person.value?.profile.user_data}
      actions={
        <div className="flex items-center gap-2">
          <input
            type="date"
            aria-label={t('export.day')}
            value={day}
            max={todayIso()}
            onChange={(event) => {
              if (event.target.value !== '') setDay(event.target.value);
            }}
            className={cx(controlClassName(), 'h-8 w-36')}
          />
          <Button
            size="sm"
            variant="secondary"
            isLoading={isExporting}
            leadingIcon={<Icon name="file-spreadsheet" size={14} />}
            onClick={() => void exportDay()}
          >
            {t('export.csv')}
          </Button>
        </div>
      }
    >
      <section aria-label={t('activity.title')} className="flex flex-col gap-2">
        <ActivityList rows={rows} error={first.error} slug={slug} onRetry={first.retry} />
        {nextCursor !== null && rows !== undefined && (
          <Button variant="secondary" size="sm" onClick={() => void loadMore()}>
            {t('activity.more')}
          </Button>
        )}
      </section>
    </ProfileFrame>
  );
});

import type { UserProfileOverview } from '@keel/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/lib/format';
import { Avatar } from '#web/ui/Avatar';
import { PageHeader } from '#web/ui/PageHeader';
import { Skeleton } from '#web/ui/Skeleton';
import { ProfileTabs } from './ProfileTabs';

/** A profile screen: the tabs in the header, the person's name and join date, then its body. */
export function ProfileFrame({
  slug,
  userId,
  person,
  actions,
  children,
}: {
  slug: string;
  userId: string;
  /** Who the profile is of; undefined while it loads. */
  person: UserProfileOverview['user_data'] | undefined;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['profile', 'work-items']);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <PageHeader
        title={
          <>
            <span className="shrink-0 font-medium text-primary">
              {t('work-items:screen.profile')}
            </span>
            <span className="ml-3 min-w-0">
              <ProfileTabs slug={slug} userId={userId} />
            </span>
          </>
        }
        actions={actions}
      />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-6 md:px-6 md:py-8">
          <div className="flex items-center gap-4">
            {person === undefined ? (
              <>
                <Skeleton className="size-14 rounded-full" />
                <Skeleton className="h-6 w-48" />
              </>
            ) : (
              <>
                <Avatar
                  name={person.display_name}
                  src={person.avatar_url}
                  size="lg"
                  className="size-14 text-xl"
                />
                <div className="min-w-0">
                  <h1 className="truncate text-xl font-semibold text-primary">
                    {`${person.first_name} ${person.last_name}`.trim() || person.display_name}
                  </h1>
                  <p className="truncate text-sm text-secondary">
                    {t('profile:header.handle', { name: person.display_name })}
                    {' · '}
                    {t('profile:header.joined', { date: formatDate(person.date_joined) })}
                  </p>
                </div>
              </>
            )}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}

import { PRIORITIES, STATE_GROUPS } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProjectLogo } from '#web/domains/projects/ProjectLogo';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { LoadFailed } from '#web/ui/LoadFailed';
import { Skeleton } from '#web/ui/Skeleton';
import { useRead } from '#web/ui/use-read';
import { ActivityList } from './ActivityList';
import { ProfileFrame } from './ProfileFrame';
import { ACTIVITY_PAGE_SIZE } from './profile-store';
import { useProfile } from './use-profile';
import { useProfilePerson } from './use-profile-person';

/** How many of the person's latest changes the overview lists. */
const RECENT_ACTIVITY = 8;

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-subtle bg-surface px-4 py-3">
      <dt className="text-sm text-tertiary">{label}</dt>
      <dd data-testid={testId} className="text-xl font-semibold tabular-nums text-primary">
        {value}
      </dd>
    </div>
  );
}

/** Counts as horizontal bars, each as long as its share of the largest. */
function Bars({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-sm font-medium text-secondary">{title}</h2>
      <ul className="flex flex-col gap-1.5">
        {rows.map((row) => (
          <li key={row.label} className="grid grid-cols-[7rem_1fr_2.5rem] items-center gap-2">
            <span className="truncate text-sm text-secondary">{row.label}</span>
            <span className="h-2 overflow-hidden rounded-full bg-surface-hover">
              <span
                className="block h-full rounded-full bg-accent"
                style={{ width: `${String((row.count / largest) * 100)}%` }}
              />
            </span>
            <span className="text-right text-sm tabular-nums text-primary">{row.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * '/:workspaceSlug/profile/:userId/overview': a person's work at a glance (spec §2, §7): created,
 * assigned, completed, pending and subscribed counts, their work by state group and priority,
 * their projects, and what they did last; only what the reader may see is counted.
 */
export const ProfileOverviewScreen = observer(function ProfileOverviewScreen() {
  const { t } = useTranslation(['profile', 'work-items']);
  const slug = useWorkspaceSlug();
  const userId = useProfilePerson();
  const profile = useProfile();
  const overview = useRead(
    `${slug}:${userId ?? ''}`,
    () => (userId === null ? new Promise<never>(() => undefined) : profile.overview(slug, userId)),
    t('errors.load'),
  );
  const recent = useRead(
    `${slug}:${userId ?? ''}:recent`,
    () =>
      userId === null
        ? new Promise<never>(() => undefined)
        : profile.activity(slug, userId, null, Math.min(RECENT_ACTIVITY, ACTIVITY_PAGE_SIZE)),
    t('errors.loadActivity'),
  );
  if (userId === null) return null;
  const data = overview.value;

  return (
    <ProfileFrame slug={slug} userId={userId} person={data?.profile.user_data}>
      {overview.error !== null ? (
        <LoadFailed
          title={t('errors.load')}
          description={overview.error}
          onRetry={overview.retry}
        />
      ) : data === undefined ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            <Stat
              label={t('stats.created')}
              value={data.stats.created_issues}
              testId="stat-created"
            />
            <Stat
              label={t('stats.assigned')}
              value={data.stats.assigned_issues}
              testId="stat-assigned"
            />
            <Stat
              label={t('stats.completed')}
              value={data.stats.completed_issues}
              testId="stat-completed"
            />
            <Stat
              label={t('stats.pending')}
              value={data.stats.pending_issues}
              testId="stat-pending"
            />
            <Stat
              label={t('stats.subscribed')}
              value={data.stats.subscribed_issues}
              testId="stat-subscribed"
            />
          </dl>
          <div className="grid gap-8 md:grid-cols-2">
            <Bars
              title={t('stats.byState')}
              rows={STATE_GROUPS.map((group) => ({
                label: t(`stateGroups.${group}`),
                count:
                  data.stats.state_distribution.find((row) => row.state_group === group)
                    ?.state_count ?? 0,
              }))}
            />
            <Bars
              title={t('stats.byPriority')}
              rows={PRIORITIES.map((priority) => ({
                label: t(`work-items:priority.${priority}`),
                count:
                  data.stats.priority_distribution.find((row) => row.priority === priority)
                    ?.priority_count ?? 0,
              }))}
            />
          </div>
          <section aria-label={t('projects.title')} className="flex flex-col gap-2">
            <h2 className="text-sm font-medium text-secondary">{t('projects.title')}</h2>
            {data.profile.project_data.length === 0 ? (
              <p className="text-sm text-tertiary">{t('projects.empty')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-(--border-color-subtle) rounded-lg border border-subtle bg-surface">
                {data.profile.project_data.map((project) => (
                  <li
                    key={project.id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5"
                  >
                    <Link
                      to={`/${slug}/projects/${project.id}/issues`}
                      className="flex min-w-0 flex-1 items-center gap-2 font-medium text-primary hover:underline"
                    >
                      <ProjectLogo project={project} size="sm" />
                      <span className="truncate">{project.name}</span>
                    </Link>
                    <span className="text-sm text-secondary">
                      {t('projects.counts', {
                        assigned: project.assigned_issues,
                        created: project.created_issues,
                        completed: project.completed_issues,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <section aria-label={t('activity.recent')} className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <h2 className="text-sm font-medium text-secondary">{t('activity.recent')}</h2>
          <Link
            to={`/${slug}/profile/${userId}/activity`}
            className="text-sm text-accent hover:underline"
          >
            {t('activity.seeAll')}
          </Link>
        </div>
        <ActivityList
          rows={recent.value?.results}
          error={recent.error}
          slug={slug}
          onRetry={recent.retry}
        />
      </section>
    </ProfileFrame>
  );
});

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '#web/ui/cx';

/** The profile's sections: its overview, the three work-item lists, and its activity. */
const TABS = ['overview', 'assigned', 'created', 'subscribed', 'activity'] as const;

/** The tabs of a person's profile (`/:ws/profile/:userId/…`), the open one highlighted. */
export function ProfileTabs({ slug, userId }: { slug: string; userId: string }) {
  const { t } = useTranslation('work-items');
  return (
    <nav
      aria-label={t('screen.lists')}
      className="flex min-w-0 items-center gap-0.5 overflow-x-auto"
    >
      {TABS.map((tab) => (
        <NavLink
          key={tab}
          to={`/${slug}/profile/${userId}/${tab}`}
          className={({ isActive }) =>
            cx(
              'shrink-0 rounded-md px-2 py-1 text-sm transition-colors duration-100 touch:py-2',
              isActive
                ? 'bg-surface-hover font-medium text-primary'
                : 'text-secondary hover:text-primary',
            )
          }
        >
          {t(`contexts.${tab}`)}
        </NavLink>
      ))}
    </nav>
  );
}

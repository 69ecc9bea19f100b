import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '#web/ui/cx';

/**
 * The profile settings' tabs: General (names, preferences), Activity (one's own changes) and API
 * tokens (keys for /api/v1/).
 */
export function ProfileSettingsTabs() {
  const { t } = useTranslation('users');
  const tabs = [
    { to: '/settings/profile/general', label: t('profile.tabs.general') },
    { to: '/settings/profile/activity', label: t('profile.tabs.activity') },
    { to: '/settings/profile/api-tokens', label: t('profile.tabs.apiTokens') },
  ];
  return (
    <nav aria-label={t('profile.tabs.label')} className="mb-6 flex gap-1 border-b border-subtle">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            cx(
              '-mb-px border-b-2 px-3 py-2 text-base transition-colors duration-100',
              isActive
                ? 'border-accent font-medium text-primary'
                : 'border-transparent text-secondary hover:text-primary',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

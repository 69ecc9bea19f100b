import { NavLink } from 'react-router';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { PageHeader } from '#web/ui/PageHeader';
import { useTranslation } from 'react-i18next';

/** The workspace settings' header and tabs (General, Members, Webhooks). */
export function WorkspaceSettingsHeader({
  slug,
  title,
  actions,
}: {
  slug: string;
  title: string;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation(['workspaces', 'common']);
  const tab = ({ isActive }: { isActive: boolean }) =>
    cx(
      '-mb-px shrink-0 whitespace-nowrap border-b-2 px-1 pb-2.5 pt-1 text-base transition-colors duration-100',
      isActive
        ? 'border-accent font-medium text-primary'
        : 'border-transparent text-secondary hover:text-primary',
    );
  return (
    <>
      <PageHeader
        title={
          <>
            <Icon name="settings" size={14} className="text-tertiary" />
            <span>{t('common:settings')}</span>
            <span className="text-tertiary">/</span>
            <span className="font-medium text-primary">{title}</span>
          </>
        }
        actions={actions}
      />
      <nav
        aria-label={t('settings.sections')}
        className="mx-auto w-full max-w-3xl px-4 pt-4 md:px-6 md:pt-6"
      >
        <div className="flex gap-5 overflow-x-auto border-b border-subtle">
          <NavLink to={`/${slug}/settings`} end className={tab}>
            {t('settings.general')}
          </NavLink>
          <NavLink to={`/${slug}/settings/members`} className={tab}>
            {t('settings.members')}
          </NavLink>
          <NavLink to={`/${slug}/settings/exports`} className={tab}>
            {t('settings.exports')}
          </NavLink>
          <NavLink to={`/${slug}/settings/webhooks`} className={tab}>
            {t('settings.webhooks')}
          </NavLink>
        </div>
      </nav>
    </>
  );
}

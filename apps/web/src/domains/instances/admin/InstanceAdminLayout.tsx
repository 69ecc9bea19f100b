import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { AppHeader } from '#web/app/AppHeader';
import { SignOutControl } from '#web/app/SignOutControl';
import { ThemeToggleControl } from '#web/app/ThemeToggleControl';
import { useInstance } from '#web/domains/instances/use-instance';
import { useInstanceAdmin } from './use-instance-admin';
import { CenteredPage } from '#web/ui/CenteredPage';
import { Icon } from '#web/ui/Icon';
import { LogoMark } from '#web/ui/Logo';
import { PageSpinner } from '#web/ui/PageSpinner';
import { RetryErrorCard } from '#web/ui/RetryErrorCard';
import { SidebarLink } from '#web/ui/SidebarLink';
import { SidebarShell } from '#web/ui/SidebarShell';
import { ADMIN_SECTIONS } from './instance-settings';
import { InstanceAdminRequiredScreen } from './InstanceAdminRequiredScreen';

/** A full page with the app's header, for the states before the admin area can be shown. */
function HeaderPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader>
        <div className="flex items-center gap-3">
          <SignOutControl />
          <ThemeToggleControl />
        </div>
      </AppHeader>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
    </div>
  );
}

/**
 * '/god-mode' and below (plane-behaviour §8.1): for instance admins only. The access is asked of
 * the server; a non-admin gets an explanation, and the admin the sections beside the page.
 */
export const InstanceAdminLayout = observer(function InstanceAdminLayout() {
  const instanceAdmin = useInstanceAdmin();
  const instance = useInstance();
  const { t } = useTranslation('instance-admin');
  useEffect(() => {
    void instanceAdmin.ensureAccessChecked();
    void instance.ensureLoaded();
  }, [instanceAdmin, instance]);

  if (instanceAdmin.access === 'not-admin') {
    return (
      <HeaderPage>
        <InstanceAdminRequiredScreen />
      </HeaderPage>
    );
  }
  if (instanceAdmin.access === 'error') {
    return (
      <HeaderPage>
        <CenteredPage>
          <RetryErrorCard
            title={t('access.checkFailedTitle')}
            message={instanceAdmin.accessError ?? undefined}
            onRetry={() => void instanceAdmin.checkAccess()}
          />
        </CenteredPage>
      </HeaderPage>
    );
  }
  if (instanceAdmin.access !== 'admin') {
    return (
      <div className="flex min-h-dvh">
        <PageSpinner label={t('access.checking')} />
      </div>
    );
  }

  return (
    <SidebarShell
      testId="instance-admin-shell"
      label={t('title')}
      sidebar={
        <>
          <div className="flex items-center gap-2.5 px-4 pb-3 pt-4">
            <LogoMark size={24} />
            <div className="min-w-0">
              <p className="truncate text-base font-semibold text-primary">{t('title')}</p>
              <p className="truncate text-sm text-tertiary">
                {instance.instance?.instance_name ?? 'Keel'}
              </p>
            </div>
          </div>
          <nav aria-label={t('sectionsNav')} className="flex flex-col gap-0.5 px-2 py-1">
            {ADMIN_SECTIONS.map((section) => (
              <SidebarLink
                key={section.path}
                to={`/god-mode/${section.path}`}
                icon={section.icon}
                label={t(`sections.${section.path}.label`)}
              />
            ))}
          </nav>
        </>
      }
      footer={
        // The theme switch moves under the link where the language's "Back to Keel" is long.
        <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-1">
          <Link
            to="/"
            className="flex min-w-0 max-w-full items-center gap-2 rounded-md px-2 py-1.5 text-base text-secondary hover:bg-surface-hover hover:text-primary"
          >
            <Icon name="arrow-left" size={14} className="shrink-0" />
            <span className="truncate">{t('backToKeel')}</span>
          </Link>
          <ThemeToggleControl />
        </div>
      }
    >
      <Outlet />
    </SidebarShell>
  );
});

import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { AppHeader } from '../../app/AppHeader';
import { SignOutControl } from '../../app/SignOutControl';
import { ThemeToggleControl } from '../../app/ThemeToggleControl';
import { useRootStore } from '../../app/store-context';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CenteredPage } from '../../ui/CenteredPage';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LogoMark } from '../../ui/Logo';
import { PageSpinner } from '../../ui/PageSpinner';
import { ADMIN_SECTIONS, type AdminSection } from './instance-settings';
import { InstanceAdminRequiredScreen } from './InstanceAdminRequiredScreen';

function SectionLink({ section }: { section: AdminSection }) {
  return (
    <NavLink
      to={`/god-mode/${section.path}`}
      className={({ isActive }) =>
        cx(
          'flex items-center gap-2 rounded-md px-2 py-1.5 text-base transition-colors duration-100',
          isActive
            ? 'bg-surface-hover font-medium text-primary'
            : 'text-secondary hover:bg-surface-hover hover:text-primary',
        )
      }
    >
      <Icon name={section.icon} size={15} className="shrink-0" />
      {section.label}
    </NavLink>
  );
}

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
  const { instanceAdmin, instance } = useRootStore();
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
          <Card role="alert" className="w-full max-w-card">
            <EmptyState
              tone="danger"
              titleAs="h1"
              icon={<Icon name="alert-circle" size={20} />}
              title="Could not check your access"
              description={instanceAdmin.accessError ?? undefined}
              action={
                <Button
                  leadingIcon={<Icon name="refresh" size={14} />}
                  onClick={() => void instanceAdmin.checkAccess()}
                >
                  Retry
                </Button>
              }
            />
          </Card>
        </CenteredPage>
      </HeaderPage>
    );
  }
  if (instanceAdmin.access !== 'admin') {
    return (
      <div className="flex min-h-dvh">
        <PageSpinner label="Checking your access" />
      </div>
    );
  }

  return (
    <div data-testid="instance-admin-shell" className="flex h-dvh overflow-hidden">
      <a
        href="#main"
        className="sr-only rounded-md border border-subtle bg-surface font-medium text-primary shadow-card focus:not-sr-only focus:fixed focus:left-3 focus:top-2 focus:z-30 focus:px-3 focus:py-1.5"
      >
        Skip to content
      </a>
      <aside
        aria-label="Instance admin"
        className="flex w-60 shrink-0 flex-col border-r border-subtle bg-surface-sunken"
      >
        <div className="flex items-center gap-2.5 px-4 pb-3 pt-4">
          <LogoMark size={24} />
          <div className="min-w-0">
            <p className="truncate text-base font-semibold text-primary">Instance admin</p>
            <p className="truncate text-sm text-tertiary">
              {instance.instance?.instance_name ?? 'Keel'}
            </p>
          </div>
        </div>
        <nav aria-label="Instance admin sections" className="flex flex-col gap-0.5 px-2 py-1">
          {ADMIN_SECTIONS.map((section) => (
            <SectionLink key={section.path} section={section} />
          ))}
        </nav>
        <div className="mt-auto flex items-center gap-2 border-t border-subtle p-2">
          <Link
            to="/"
            className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-base text-secondary hover:bg-surface-hover hover:text-primary"
          >
            <Icon name="arrow-left" size={14} className="shrink-0" />
            <span className="truncate">Back to Keel</span>
          </Link>
          <ThemeToggleControl />
        </div>
      </aside>
      <main
        id="main"
        tabIndex={-1}
        className="flex min-w-0 flex-1 flex-col overflow-y-auto focus:outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
});

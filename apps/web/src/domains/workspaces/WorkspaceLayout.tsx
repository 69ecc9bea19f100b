import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { ThemeToggleControl } from '#web/app/ThemeToggleControl';
import { Alert } from '#web/ui/Alert';
import { Avatar } from '#web/ui/Avatar';
import { ButtonLink } from '#web/ui/ButtonLink';
import { Card } from '#web/ui/Card';
import { CenteredPage } from '#web/ui/CenteredPage';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { PageSpinner } from '#web/ui/PageSpinner';
import { SidebarShell } from '#web/ui/SidebarShell';
import { useSidebarState } from '#web/ui/use-sidebar-collapsed';
import { CommandPaletteHost } from '../command-palette/CommandPaletteHost';
import { SidebarFavoritesSlot } from '../favorites/SidebarFavoritesSlot';
import { WorkspaceSidebarProjects } from '../projects/WorkspaceSidebarProjects';
import { LocalCacheIndicator } from '../local-cache/LocalCacheIndicator';
import { useLocalCacheWorkspace } from '../local-cache/use-local-cache';
import { ConnectionStatusIndicator } from '../realtime/ConnectionStatusIndicator';
import { useRealtimeWorkspace } from '../realtime/use-realtime';
import { useSidebarShortcut } from '../shortcuts/use-sidebar-shortcut';
import { WorkspaceNavigation } from '../sidebar-preferences/WorkspaceNavigation';
import { useWorkspaceSlug } from './use-workspace-slug';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';
import { Trans, useTranslation } from 'react-i18next';
import { useUser } from '../users/use-user';
import { useWorkspaces } from './use-workspaces';

/** '/:workspaceSlug' and below: the sidebar beside the workspace's screens. */
export const WorkspaceLayout = observer(function WorkspaceLayout() {
  const { t } = useTranslation('workspaces');
  const workspaces = useWorkspaces();
  const user = useUser();
  const slug = useWorkspaceSlug();
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const sidebarState = useSidebarState();
  useSidebarShortcut(sidebarState);

  useEffect(() => {
    void workspaces.ensureLoaded();
  }, [workspaces]);

  const workspace = workspaces.get(slug);
  const workspaceId = workspace?.id;
  // Other people's changes reach this workspace's screens while they are shown (issue 8).
  useRealtimeWorkspace(workspaceId === undefined ? null : slug);
  // A workspace synced before opens its cache at once, for lists that open from it.
  useLocalCacheWorkspace(workspaceId === undefined ? null : slug);

  useEffect(() => {
    if (workspaceId === undefined) return;
    void workspaces.fetchMyRole(slug).catch(() => undefined);
    // Remembered so that '/' comes back here next time (spec §2).
    if (user.profile?.last_workspace_id !== workspaceId)
      void user.updateProfile({ last_workspace_id: workspaceId }).catch(() => undefined);
  }, [workspaceId, slug, workspaces, user]);

  if (!workspaces.isLoaded) {
    if (workspaces.error !== null) {
      return (
        <CenteredPage>
          <Alert>{workspaces.error}</Alert>
        </CenteredPage>
      );
    }
    return (
      <div className="flex min-h-dvh">
        <PageSpinner label={t('layout.loading')} />
      </div>
    );
  }

  if (!workspace) {
    return (
      <div className="flex min-h-dvh flex-col">
        <CenteredPage>
          <Card data-testid="workspace-not-found" className="w-full max-w-card">
            <EmptyState
              titleAs="h1"
              icon={<Icon name="alert-circle" size={20} />}
              title={t('layout.notFound')}
              description={
                <Trans
                  t={t}
                  i18nKey="layout.notFoundDescription"
                  values={{ slug }}
                  components={{ code: <code className="font-mono" /> }}
                />
              }
              action={
                <>
                  <ButtonLink to="/" variant="primary">
                    {t('layout.goToMine')}
                  </ButtonLink>
                  <ButtonLink to="/create-workspace">{t('create.title')}</ButtonLink>
                </>
              }
            />
          </Card>
        </CenteredPage>
      </div>
    );
  }

  return (
    <SidebarShell
      testId="workspace-shell"
      state={sidebarState}
      title={workspace.name}
      label={t('layout.label')}
      status={
        <>
          <ConnectionStatusIndicator />
          <LocalCacheIndicator />
        </>
      }
      sidebar={
        <>
          <div className="p-2">
            <WorkspaceSwitcher workspace={workspace} onSignOutError={setSignOutError} />
          </div>
          <WorkspaceNavigation slug={slug} />
          <SidebarFavoritesSlot slug={slug} />
          <WorkspaceSidebarProjects slug={slug} />
        </>
      }
      footer={
        <>
          <Link
            to="/settings/profile/general"
            className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-1 hover:bg-surface-hover"
            aria-label={t('layout.profile', { name: user.displayName })}
          >
            <Avatar name={user.displayName} src={user.user?.avatar} size="sm" />
            <span className="min-w-0 flex-1 truncate text-base text-secondary">
              {user.displayName}
            </span>
          </Link>
          <ThemeToggleControl />
        </>
      }
    >
      {signOutError !== null && (
        <div className="px-8 pt-4">
          <Alert>{signOutError}</Alert>
        </div>
      )}
      <Outlet />
      <CommandPaletteHost slug={slug} />
    </SidebarShell>
  );
});

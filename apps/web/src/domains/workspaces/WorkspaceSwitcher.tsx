import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useInstanceAdmin } from '#web/domains/instances/admin/use-instance-admin';
import { useSignOut } from '#web/domains/users/use-sign-out';
import { useUser } from '#web/domains/users/use-user';
import { useWorkspaces } from './use-workspaces';
import { Avatar } from '#web/ui/Avatar';
import { Icon } from '#web/ui/Icon';
import { Menu, menuItemClassName } from '#web/ui/Menu';
import { Spinner } from '#web/ui/Spinner';
import type { Workspace } from '@keel/core';
import { useTranslation } from 'react-i18next';

/** The sidebar's top: the current workspace, and a menu to switch, create one, or sign out. */
export const WorkspaceSwitcher = observer(function WorkspaceSwitcher({
  workspace,
  onSignOutError,
}: {
  workspace: Workspace;
  onSignOutError: (message: string) => void;
}) {
  const { t } = useTranslation('workspaces');
  const signOut = useSignOut();
  const workspaces = useWorkspaces();
  const user = useUser();
  const instanceAdmin = useInstanceAdmin();
  const [isSigningOut, setIsSigningOut] = useState(false);
  useEffect(() => {
    void instanceAdmin.ensureAccessChecked();
  }, [instanceAdmin]);

  return (
    <Menu
      matchTriggerWidth
      triggerLabel={t('switcher.label', { name: workspace.name })}
      triggerClassName="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-surface-hover"
      trigger={
        <>
          <Avatar name={workspace.name} src={workspace.logo_url} size="sm" isSquare />
          <span className="min-w-0 flex-1 truncate text-base font-semibold text-primary">
            {workspace.name}
          </span>
          <Icon name="chevron-up-down" size={14} className="shrink-0 text-tertiary" />
        </>
      }
    >
      {(close) => (
        <>
          <p className="truncate px-2 pb-1 pt-1.5 text-xs font-medium text-tertiary">
            {user.user?.email}
          </p>
          {workspaces.list.map((entry) => (
            <Link
              key={entry.id}
              role="menuitem"
              to={`/${entry.slug}`}
              onClick={close}
              className={menuItemClassName}
            >
              <Avatar name={entry.name} src={entry.logo_url} size="sm" isSquare />
              <span className="min-w-0 flex-1 truncate">{entry.name}</span>
              {entry.slug === workspace.slug && (
                <Icon name="check" size={14} className="text-accent" />
              )}
            </Link>
          ))}
          <div className="my-1 h-px bg-(--border-color-subtle)" />
          <Link
            role="menuitem"
            to="/create-workspace"
            onClick={close}
            className={menuItemClassName}
          >
            <Icon name="plus" size={14} className="text-tertiary" />
            {t('switcher.create')}
          </Link>
          <Link role="menuitem" to="/invitations" onClick={close} className={menuItemClassName}>
            <Icon name="mail" size={14} className="text-tertiary" />
            {t('switcher.invitations')}
          </Link>
          {instanceAdmin.isAdmin && (
            <Link
              role="menuitem"
              to="/god-mode/general"
              onClick={close}
              className={menuItemClassName}
            >
              <Icon name="shield" size={14} className="text-tertiary" />
              {t('switcher.instanceAdmin')}
            </Link>
          )}
          <div className="my-1 h-px bg-(--border-color-subtle)" />
          <button
            type="button"
            role="menuitem"
            disabled={isSigningOut}
            onClick={() => {
              setIsSigningOut(true);
              signOut().catch((error: unknown) => {
                setIsSigningOut(false);
                close();
                onSignOutError(error instanceof Error ? error.message : t('errors.signOut'));
              });
            }}
            className={menuItemClassName}
          >
            {isSigningOut ? (
              <Spinner size={14} className="text-tertiary" />
            ) : (
              <Icon name="log-out" size={14} className="text-tertiary" />
            )}
            {t('switcher.signOut')}
          </button>
        </>
      )}
    </Menu>
  );
});

import { ROLE, type WorkspaceMember, hasRole } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { Dialog } from '#web/ui/Dialog';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { SearchField } from '#web/ui/SearchField';
import { Select } from '#web/ui/SelectField';
import { SettingsSectionHeader } from '#web/ui/SettingsSectionHeader';
import { InviteForm } from '../invitations/InviteForm';
import { useWorkspaceSlug } from '../workspaces/use-workspace-slug';
import { WorkspaceSettingsHeader } from '../workspaces/WorkspaceSettingsHeader';
import { memberDisplayName, memberFullName, visibleMembers } from './member-list';
import { MemberListItem } from './MemberListItem';
import { MemberListSection } from './MemberListSection';
import { ROLE_OPTIONS, roleLabel } from './role-options';
import { Trans, useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useInvitations } from '../invitations/use-invitations';
import { useMembers } from './use-members';
import { useUser } from '../users/use-user';
import { useWorkspaces } from '../workspaces/use-workspaces';

const MemberRow = observer(function MemberRow({
  slug,
  membership,
  isMe,
  canManage,
  onRemove,
  onError,
}: {
  slug: string;
  membership: WorkspaceMember;
  isMe: boolean;
  canManage: boolean;
  onRemove: (membership: WorkspaceMember) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('members');
  const members = useMembers();
  const name = memberDisplayName(membership.member);
  const full = [membership.member.first_name, membership.member.last_name]
    .filter(Boolean)
    .join(' ');
  const isEditable = canManage && !isMe;
  return (
    <MemberListItem
      testId="member-row"
      name={name}
      profilePath={`/${slug}/profile/${membership.member.id}/overview`}
      avatar={membership.member.avatar}
      fullName={full || name}
      detail={
        <>
          {membership.member.display_name ? `@${membership.member.display_name} · ` : ''}
          {membership.member.email}
        </>
      }
      isMe={isMe}
      role={membership.role}
      roleSelect={
        isEditable ? (
          <Select
            aria-label={t('row.roleOf', { name })}
            value={membership.role}
            options={ROLE_OPTIONS}
            className="w-28"
            onChange={(role) => {
              members.updateRole(slug, membership.id, role).catch((error: unknown) => {
                onError(error instanceof Error ? error.message : t('errors.changeRole'));
              });
            }}
          />
        ) : undefined
      }
      remove={
        canManage
          ? {
              whyNotMe: t('workspace.cannotRemoveSelf'),
              onRemove: () => {
                onRemove(membership);
              },
            }
          : undefined
      }
    />
  );
});

/**
 * '/:workspaceSlug/settings/members': who is in the workspace, with search; admins invite, change
 * roles, remove members and withdraw pending invitations.
 */
export const MembersSettingsScreen = observer(function MembersSettingsScreen() {
  const { t } = useTranslation(['members', 'common']);
  const members = useMembers();
  const invitations = useInvitations();
  const workspaces = useWorkspaces();
  const user = useUser();
  const slug = useWorkspaceSlug();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<WorkspaceMember | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const role = workspaces.roleBySlug.get(slug);
  const canManage = hasRole(role, ROLE.admin);
  const isInviteOpen = params.get('invite') === '1' && canManage;

  useEffect(() => {
    void members.fetch(slug);
  }, [members, slug]);

  useEffect(() => {
    if (canManage) void invitations.fetchSent(slug).catch(() => undefined);
  }, [invitations, slug, canManage]);

  const list = members.members(slug);
  const currentUserId = user.user?.id;
  const shown = useMemo(
    () => (list ? visibleMembers(list, currentUserId, query) : []),
    [list, currentUserId, query],
  );
  const pending = invitations.pendingSent(slug);
  const loadError = members.errorBySlug.get(slug);

  const setInviteOpen = (isOpen: boolean) => {
    const next = new URLSearchParams(params);
    if (isOpen) next.set('invite', '1');
    else next.delete('invite');
    setParams(next, { replace: true });
  };

  const confirmRemove = async () => {
    if (!toRemove) return;
    setIsRemoving(true);
    try {
      await members.remove(slug, toRemove.id);
      setNotice(t('workspace.removed', { name: memberFullName(toRemove.member) }));
      setToRemove(null);
    } catch (cause) {
      setError(errorMessage(cause, t('errors.remove')));
      setToRemove(null);
    } finally {
      setIsRemoving(false);
    }
  };

  return (
    <>
      <WorkspaceSettingsHeader slug={slug} title={t('workspace.title')} />
      <div data-testid="members-settings" className="mx-auto w-full max-w-3xl px-4 py-6 md:px-6">
        <SettingsSectionHeader
          className="mb-4"
          title={t('workspace.title')}
          description={
            list === undefined
              ? t('workspace.description')
              : t('workspace.count', { count: visibleMembers(list, currentUserId).length })
          }
          actions={
            <>
              <SearchField
                label={t('search')}
                placeholder={t('search')}
                value={query}
                onChange={setQuery}
                className="w-56"
              />
              {canManage && (
                <Button
                  variant="primary"
                  leadingIcon={<Icon name="user-plus" size={14} />}
                  onClick={() => {
                    setInviteOpen(true);
                  }}
                >
                  {t('workspace.invite')}
                </Button>
              )}
            </>
          }
        />

        {error !== null && <Alert className="mb-4">{error}</Alert>}
        {notice !== null && (
          <Alert tone="success" className="mb-4">
            {notice}
          </Alert>
        )}

        <MemberListSection
          label={t('workspace.listLabel')}
          list={list}
          loadError={loadError}
          onRetry={() => void members.fetch(slug)}
          shown={shown}
          noMatch={t('workspace.noMatch', { query: query.trim() })}
        >
          {(membership) => (
            <MemberRow
              key={membership.id}
              slug={slug}
              membership={membership}
              isMe={membership.member.id === currentUserId}
              canManage={canManage}
              onRemove={setToRemove}
              onError={setError}
            />
          )}
        </MemberListSection>

        {canManage && pending.length > 0 && (
          <section aria-labelledby="pending-invitations" className="mt-8">
            <h2 id="pending-invitations" className="mb-2 text-md font-semibold text-primary">
              {t('workspace.pending')}
            </h2>
            <ul className="divide-y divide-(--border-color-subtle) rounded-lg border border-subtle bg-surface shadow-xs">
              {pending.map((invitation) => (
                <li
                  key={invitation.id}
                  data-testid="pending-invitation"
                  className="flex items-center gap-3 px-4 py-2.5"
                >
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full border border-dashed border-strong text-tertiary">
                    <Icon name="mail" size={13} />
                  </span>
                  <span className="min-w-0 flex-1 truncate text-primary">{invitation.email}</span>
                  <span className="rounded-full border border-subtle bg-surface-sunken px-2 py-0.5 text-xs font-medium text-secondary">
                    {t('workspace.invited')}
                  </span>
                  <span className="w-20 text-base text-secondary">
                    {roleLabel(invitation.role)}
                  </span>
                  <IconButton
                    icon="trash"
                    tone="danger"
                    label={t('workspace.withdraw', { email: invitation.email })}
                    onClick={() => {
                      invitations.deleteSent(slug, invitation.id).catch((cause: unknown) => {
                        setError(errorMessage(cause, t('errors.withdraw')));
                      });
                    }}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <Dialog
        isOpen={isInviteOpen}
        onClose={() => {
          setInviteOpen(false);
        }}
        title={t('workspace.inviteTitle')}
        description={t('workspace.inviteDescription')}
        isWide
      >
        <InviteForm
          slug={slug}
          onInvited={(count) => {
            setNotice(t('workspace.invitationsSent', { count }));
            setInviteOpen(false);
          }}
          secondaryAction={
            <Button
              variant="ghost"
              onClick={() => {
                setInviteOpen(false);
              }}
            >
              {t('common:cancel')}
            </Button>
          }
        />
      </Dialog>

      <ConfirmDialog
        isOpen={toRemove !== null}
        onClose={() => {
          setToRemove(null);
        }}
        title={t('removeTitle')}
        description={
          toRemove && (
            <>
              <Trans
                t={t}
                i18nKey="workspace.removeDescription"
                values={{ name: memberFullName(toRemove.member) }}
                components={{ name: <span className="font-medium text-primary" /> }}
              />
            </>
          )
        }
        confirmLabel={t('common:remove')}
        isBusy={isRemoving}
        onConfirm={() => void confirmRemove()}
      />
    </>
  );
});

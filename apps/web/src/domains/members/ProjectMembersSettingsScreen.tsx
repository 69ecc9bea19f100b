import { type ProjectMember, type Role, membershipRole } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState } from 'react';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { Icon } from '#web/ui/Icon';
import { SearchField } from '#web/ui/SearchField';
import { Select } from '#web/ui/SelectField';
import { SettingsSectionHeader } from '#web/ui/SettingsSectionHeader';
import { SwitchSetting } from '#web/ui/SwitchSetting';
import { ArchivedProjectNotice } from '../projects/ArchivedProjectNotice';
import { useProjectSettings } from '../projects/project-settings-context';
import { AddProjectMembersDialog } from './AddProjectMembersDialog';
import { MemberListItem } from './MemberListItem';
import { MemberListSection } from './MemberListSection';
import {
  projectMemberFullName,
  projectMemberName,
  projectRoleOptions,
  visibleProjectMembers,
} from './project-member-list';
import { Trans, useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useMembers } from './use-members';
import { useProjectMembers } from './use-project-members';
import { useProjects } from '../projects/use-projects';
import { useUser } from '../users/use-user';

const ProjectMemberRow = observer(function ProjectMemberRow({
  slug,
  projectId,
  membership,
  workspaceRole,
  isMe,
  canManage,
  onRemove,
  onError,
}: {
  slug: string;
  projectId: string;
  membership: ProjectMember;
  /** The person's workspace role, which caps their project role; undefined until known. */
  workspaceRole: Role | undefined;
  isMe: boolean;
  canManage: boolean;
  onRemove: (membership: ProjectMember) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('members');
  const projectMembers = useProjectMembers();
  const name = projectMemberName(membership.member_detail);
  const full = projectMemberFullName(membership.member_detail);
  const role = membershipRole(membership);
  const isEditable = canManage && !isMe;
  return (
    <MemberListItem
      testId="project-member-row"
      name={name}
      avatar={membership.member_detail.avatar}
      fullName={full}
      detail={
        <>
          {membership.member_detail.display_name ? `@${membership.member_detail.display_name}` : ''}
          {membership.member_detail.display_name && membership.member_detail.email ? ' · ' : ''}
          {membership.member_detail.email}
        </>
      }
      isMe={isMe}
      role={role}
      roleSelect={
        isEditable ? (
          <Select
            aria-label={t('row.roleOf', { name })}
            value={role}
            options={projectRoleOptions(workspaceRole, role)}
            className="w-28"
            onChange={(next) => {
              projectMembers
                .updateRole(slug, projectId, membership.id, next)
                .catch((error: unknown) => {
                  onError(error instanceof Error ? error.message : t('errors.changeRole'));
                });
            }}
          />
        ) : undefined
      }
      remove={
        canManage
          ? {
              whyNotMe: t('project.leaveFromGeneral'),
              onRemove: () => {
                onRemove(membership);
              },
            }
          : undefined
      }
    />
  );
});

/** The switch letting the project's guests see every work item, not only their own (spec §6). */
const GuestAccessCard = observer(function GuestAccessCard({ isEditable }: { isEditable: boolean }) {
  const { t } = useTranslation('members');
  const projects = useProjects();
  const { slug, project } = useProjectSettings();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const titleId = useId();

  const onChange = (isOn: boolean) => {
    setError(null);
    setIsSaving(true);
    projects
      .toggle(slug, project.id, 'guest_view_all_features', isOn)
      .catch((cause: unknown) => {
        setError(errorMessage(cause, t('errors.guestAccess')));
      })
      .finally(() => {
        setIsSaving(false);
      });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-subtle bg-surface px-4 py-3.5 shadow-xs"
    >
      <SwitchSetting
        icon="eye"
        title={t('project.guestAccess')}
        titleAs="h2"
        titleId={titleId}
        description={t('project.guestAccessDescription')}
        isOn={project.guest_view_all_features}
        isBusy={isSaving}
        disabled={!isEditable}
        onChange={onChange}
      />
      {error !== null && <Alert className="mt-3">{error}</Alert>}
    </section>
  );
});

/**
 * '/:workspaceSlug/settings/projects/:projectId/members': who is in the project, with search.
 * Project admins add workspace members, change roles (never above a person's workspace role),
 * remove members and decide what guests see; everyone else reads the list.
 */
export const ProjectMembersSettingsScreen = observer(function ProjectMembersSettingsScreen() {
  const { t } = useTranslation(['members', 'common']);
  const members = useMembers();
  const projectMembers = useProjectMembers();
  const user = useUser();
  const { slug, project, canEdit } = useProjectSettings();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [toRemove, setToRemove] = useState<ProjectMember | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const isArchived = project.archived_at !== null;
  const isAdmin = canEdit('members');
  const canManage = isAdmin && !isArchived;

  useEffect(() => {
    void projectMembers.fetch(slug, project.id);
  }, [projectMembers, slug, project.id]);

  useEffect(() => {
    if (isAdmin) void members.fetch(slug);
  }, [members, slug, isAdmin]);

  const list = projectMembers.members(project.id);
  const loadError = projectMembers.errorByProjectId.get(project.id);
  const currentUserId = user.user?.id;
  const shown = useMemo(
    () => (list ? visibleProjectMembers(list, currentUserId, query) : []),
    [list, currentUserId, query],
  );
  const workspaceList = members.members(slug);
  const workspaceRoles = useMemo(
    () =>
      new Map(
        (workspaceList ?? [])
          .filter((membership) => membership.is_active)
          .map((membership) => [membership.member.id, membership.role]),
      ),
    [workspaceList],
  );
  const total = list ? visibleProjectMembers(list, currentUserId).length : undefined;

  const confirmRemove = async () => {
    if (!toRemove) return;
    setIsRemoving(true);
    try {
      await projectMembers.remove(slug, project.id, toRemove.id);
      setNotice(t('project.removed', { name: projectMemberFullName(toRemove.member_detail) }));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('errors.remove'));
    } finally {
      setToRemove(null);
      setIsRemoving(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <SettingsSectionHeader
        title={t('project.title')}
        description={
          total === undefined ? t('project.description') : t('project.count', { count: total })
        }
        actions={
          <>
            <SearchField
              label={t('project.search')}
              placeholder={t('search')}
              value={query}
              onChange={setQuery}
              className="w-52"
            />
            {canManage && (
              <Button
                variant="primary"
                leadingIcon={<Icon name="user-plus" size={14} />}
                onClick={() => {
                  setNotice(null);
                  setIsAddOpen(true);
                }}
              >
                {t('add.title')}
              </Button>
            )}
          </>
        }
      />

      {isArchived && <ArchivedProjectNotice subject="members" />}
      {error !== null && <Alert>{error}</Alert>}
      {notice !== null && <Alert tone="success">{notice}</Alert>}

      <MemberListSection
        label={t('project.listLabel')}
        testId="project-members"
        list={list}
        loadError={loadError}
        onRetry={() => void projectMembers.fetch(slug, project.id)}
        shown={shown}
        noMatch={t('project.noMatch', { query: query.trim() })}
      >
        {(membership) => (
          <ProjectMemberRow
            key={membership.id}
            slug={slug}
            projectId={project.id}
            membership={membership}
            workspaceRole={workspaceRoles.get(membership.member)}
            isMe={membership.member === currentUserId}
            canManage={canManage}
            onRemove={setToRemove}
            onError={(message) => {
              setNotice(null);
              setError(message);
            }}
          />
        )}
      </MemberListSection>

      {isAdmin && <GuestAccessCard isEditable={!isArchived} />}

      {canManage && (
        <AddProjectMembersDialog
          slug={slug}
          projectId={project.id}
          isOpen={isAddOpen}
          onClose={() => {
            setIsAddOpen(false);
          }}
          onAdded={(count) => {
            setIsAddOpen(false);
            setError(null);
            setNotice(t('project.added', { count }));
          }}
        />
      )}

      <ConfirmDialog
        isOpen={toRemove !== null}
        onClose={() => {
          if (!isRemoving) setToRemove(null);
        }}
        title={t('removeTitle')}
        description={
          toRemove && (
            <>
              <Trans
                t={t}
                i18nKey="project.removeDescription"
                values={{ name: projectMemberFullName(toRemove.member_detail) }}
                components={{ name: <span className="font-medium text-primary" /> }}
              />
            </>
          )
        }
        confirmLabel={t('common:remove')}
        isBusy={isRemoving}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
});

import { type ProjectMember, type Role, effectiveRole } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState } from 'react';
import { useRootStore } from '../../app/store-context';
import { ApiError } from '../../lib/api-client';
import { Alert } from '../../ui/Alert';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { controlClassName } from '../../ui/field-styles';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { Select } from '../../ui/SelectField';
import { Skeleton } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import { useProjectSettings } from '../projects/project-settings-context';
import { AddProjectMembersDialog } from './AddProjectMembersDialog';
import {
  projectMemberFullName,
  projectMemberName,
  projectRoleOptions,
  visibleProjectMembers,
} from './project-member-list';
import { roleLabel } from './role-options';

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
  const { projectMembers } = useRootStore();
  const name = projectMemberName(membership.member);
  const full = projectMemberFullName(membership.member);
  const role = effectiveRole(membership);
  const isEditable = canManage && !isMe;
  return (
    <li data-testid="project-member-row" className="flex items-center gap-3 px-4 py-2.5">
      <Avatar name={name} src={membership.member.avatar} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-primary">
          {full}
          {isMe && <span className="ml-1.5 text-sm font-normal text-tertiary">(you)</span>}
        </p>
        <p className="truncate text-sm text-tertiary">
          {membership.member.display_name ? `@${membership.member.display_name}` : ''}
          {membership.member.display_name && membership.member.email ? ' · ' : ''}
          {membership.member.email}
        </p>
      </div>
      {isEditable ? (
        <Select
          aria-label={`Role of ${name}`}
          value={role}
          options={projectRoleOptions(workspaceRole, role)}
          className="w-28"
          onChange={(next) => {
            projectMembers
              .updateRole(slug, projectId, membership.id, next)
              .catch((error: unknown) => {
                onError(error instanceof Error ? error.message : 'Could not change the role.');
              });
          }}
        />
      ) : (
        <span className="w-28 px-2.5 text-base text-secondary">{roleLabel(role)}</span>
      )}
      {canManage && (
        <IconButton
          icon="trash"
          tone="danger"
          label={isMe ? 'Leave the project from the General tab' : `Remove ${name}`}
          disabled={isMe}
          onClick={() => {
            onRemove(membership);
          }}
        />
      )}
    </li>
  );
});

/** The switch letting the project's guests see every work item, not only their own (spec §6). */
const GuestAccessCard = observer(function GuestAccessCard({ isEditable }: { isEditable: boolean }) {
  const { projects } = useRootStore();
  const { slug, project } = useProjectSettings();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  const onChange = (isOn: boolean) => {
    setError(null);
    setIsSaving(true);
    projects
      .toggle(slug, project.id, 'guest_view_all_features', isOn)
      .catch((cause: unknown) => {
        setError(cause instanceof ApiError ? cause.message : 'Could not change guest access.');
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
      <div className="flex items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-surface-hover text-secondary">
          <Icon name="eye" size={16} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-medium text-primary">
            Guest access
          </h2>
          <p id={descriptionId} className="text-sm text-tertiary">
            Guests can see all work items of the project, not only the ones they created.
          </p>
        </div>
        <Switch
          isOn={project.guest_view_all_features}
          isBusy={isSaving}
          disabled={!isEditable}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="mt-1.5"
          onChange={onChange}
        />
      </div>
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
  const { members, projectMembers, user } = useRootStore();
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
      setNotice(`${projectMemberFullName(toRemove.member)} was removed from the project.`);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Could not remove the member.');
    } finally {
      setToRemove(null);
      setIsRemoving(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-lg font-semibold text-primary">Members</h1>
          <p className="mt-1 text-base text-secondary">
            {total === undefined
              ? 'People in this project.'
              : `${total} ${total === 1 ? 'person' : 'people'} in this project.`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <div className="relative">
            <Icon
              name="search"
              size={14}
              className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-tertiary"
            />
            <input
              type="search"
              aria-label="Search project members"
              placeholder="Search members"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
              }}
              className={`${controlClassName()} w-52 pl-8`}
            />
          </div>
          {canManage && (
            <Button
              variant="primary"
              leadingIcon={<Icon name="user-plus" size={14} />}
              onClick={() => {
                setNotice(null);
                setIsAddOpen(true);
              }}
            >
              Add members
            </Button>
          )}
        </div>
      </div>

      {isArchived && (
        <Alert tone="info">
          This project is archived. Restore it on the General tab to change its members.
        </Alert>
      )}
      {error !== null && <Alert>{error}</Alert>}
      {notice !== null && <Alert tone="success">{notice}</Alert>}

      <section
        aria-label="Project members"
        data-testid="project-members"
        className="rounded-lg border border-subtle bg-surface shadow-xs"
      >
        {loadError !== undefined && list === undefined ? (
          <EmptyState
            tone="danger"
            icon={<Icon name="alert-circle" size={18} />}
            title="Could not load the members"
            description={loadError}
            action={
              <Button
                onClick={() => void projectMembers.fetch(slug, project.id)}
                leadingIcon={<Icon name="refresh" size={14} />}
              >
                Retry
              </Button>
            }
          />
        ) : list === undefined ? (
          <div aria-busy="true" className="flex flex-col gap-3 p-4">
            <span className="sr-only">Loading the members</span>
            {[0, 1, 2].map((index) => (
              <div key={index} className="flex items-center gap-3">
                <Skeleton className="size-7 rounded-full" />
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-4 w-20" />
              </div>
            ))}
          </div>
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Icon name="search" size={18} />}
            title="No members match"
            description={`Nobody in this project matches “${query.trim()}”.`}
          />
        ) : (
          <ul className="divide-y divide-(--border-color-subtle)">
            {shown.map((membership) => (
              <ProjectMemberRow
                key={membership.id}
                slug={slug}
                projectId={project.id}
                membership={membership}
                workspaceRole={workspaceRoles.get(membership.member.id)}
                isMe={membership.member.id === currentUserId}
                canManage={canManage}
                onRemove={setToRemove}
                onError={(message) => {
                  setNotice(null);
                  setError(message);
                }}
              />
            ))}
          </ul>
        )}
      </section>

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
            setNotice(count === 1 ? 'Member added.' : `${count} members added.`);
          }}
        />
      )}

      <Dialog
        isOpen={toRemove !== null}
        onClose={() => {
          if (!isRemoving) setToRemove(null);
        }}
        title="Remove member?"
        description={
          toRemove && (
            <>
              <span className="font-medium text-primary">
                {projectMemberFullName(toRemove.member)}
              </span>{' '}
              will no longer be a member of this project.
            </>
          )
        }
      >
        <div className="flex justify-end gap-2">
          <Button
            variant="ghost"
            onClick={() => {
              setToRemove(null);
            }}
          >
            Cancel
          </Button>
          <Button variant="danger" isLoading={isRemoving} onClick={() => void confirmRemove()}>
            Remove
          </Button>
        </div>
      </Dialog>
    </div>
  );
});

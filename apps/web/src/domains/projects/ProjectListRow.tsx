import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type Project, PROJECT_NETWORK, ROLE, type Role, hasRole } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { DragHandle } from '#web/ui/DragHandle';
import { Icon } from '#web/ui/Icon';
import { Menu, menuItemClassName } from '#web/ui/Menu';
import { roleLabel } from '../members/role-options';
import { actingProjectRole } from './project-list';
import { projectSettingsPath } from './project-settings-context';
import { ProjectLogo } from './ProjectLogo';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useProjects } from './use-projects';

export interface ProjectListRowProps {
  slug: string;
  projectId: string;
  workspaceRole: Role | undefined;
  /** Whether the list is in manual order, where rows the viewer administers can be dragged. */
  isReorderable: boolean;
  onNotice: (message: string) => void;
  onError: (message: string) => void;
  onDelete: (project: Project) => void;
  onLeave: (project: Project) => void;
}

/** One project of the list: what it is, your place in it, and what you may do with it. */
export const ProjectListRow = observer(function ProjectListRow({
  slug,
  projectId,
  workspaceRole,
  isReorderable,
  onNotice,
  onError,
  onDelete,
  onLeave,
}: ProjectListRowProps) {
  const { t } = useTranslation(['projects', 'common']);
  const projects = useProjects();
  const project = projects.get(projectId);
  const role = project ? actingProjectRole(project, workspaceRole) : null;
  const isAdmin = hasRole(role, ROLE.admin);
  // The server saves sort_order through the project's PATCH, which only its admins may send.
  const isDraggable = isReorderable && role !== null;
  const sortable = useSortable({ id: projectId, disabled: !isDraggable });
  const [isJoining, setIsJoining] = useState(false);

  if (!project) return null;
  const isMember = role !== null;
  const isPublic = project.network === PROJECT_NETWORK.public;
  const isArchived = project.archived_at !== null;
  const canDelete = isAdmin || hasRole(workspaceRole, ROLE.admin);
  const projectUrl = `/${slug}/projects/${project.id}`;

  const join = async () => {
    setIsJoining(true);
    try {
      await projects.join(slug, project.id);
      onNotice(t('notices.joined', { name: project.name }));
    } catch (error) {
      onError(errorMessage(error, t('errors.join')));
    } finally {
      setIsJoining(false);
    }
  };

  const setArchived = async (archived: boolean) => {
    try {
      await projects.setArchived(slug, project.id, archived);
      onNotice(t(archived ? 'notices.archived' : 'notices.restored', { name: project.name }));
    } catch (error) {
      onError(errorMessage(error, t('errors.change')));
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${projectUrl}`);
      onNotice(t('notices.linkCopied'));
    } catch {
      onError(t('errors.copyLink'));
    }
  };

  return (
    <li
      ref={sortable.setNodeRef}
      data-testid="project-row"
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={cx(
        'relative flex items-center gap-3 bg-surface px-3 py-2.5 first:rounded-t-lg last:rounded-b-lg',
        sortable.isDragging && 'z-10 shadow-card',
      )}
    >
      {isReorderable && (
        <DragHandle
          sortable={sortable}
          isCompact
          label={t(isDraggable ? 'row.reorder' : 'row.cannotMove', { name: project.name })}
          title={isDraggable ? t('row.dragHint') : t('row.joinToOrder')}
          disabled={!isDraggable}
        />
      )}
      <ProjectLogo project={project} />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          {isMember ? (
            <Link to={projectUrl} className="truncate font-medium text-primary hover:underline">
              {project.name}
            </Link>
          ) : (
            <span className="truncate font-medium text-primary">{project.name}</span>
          )}
          <span className="shrink-0 font-mono text-sm text-tertiary">{project.identifier}</span>
          <span
            role="img"
            aria-label={isPublic ? t('network.public') : t('network.secret')}
            title={isPublic ? t('row.publicHint') : t('row.secretHint')}
            className="shrink-0 text-tertiary"
          >
            <Icon name={isPublic ? 'globe' : 'lock'} size={13} />
          </span>
        </div>
        {project.description.trim() !== '' && (
          <p className="truncate text-sm text-tertiary">{project.description}</p>
        )}
      </div>

      {isMember ? (
        <span className="shrink-0 rounded-full border border-subtle bg-surface-sunken px-2 py-0.5 text-xs font-medium text-secondary">
          {roleLabel(role)}
        </span>
      ) : (
        isPublic &&
        !isArchived && (
          <Button
            size="sm"
            isLoading={isJoining}
            aria-label={t('row.joinNamed', { name: project.name })}
            onClick={() => void join()}
          >
            {t('row.join')}
          </Button>
        )
      )}

      {isMember && (
        <button
          type="button"
          aria-label={t('row.favoriteNamed', { name: project.name })}
          aria-pressed={project.is_favorite}
          title={project.is_favorite ? t('row.unfavorite') : t('row.favorite')}
          onClick={() => {
            projects.setFavorite(slug, project.id, !project.is_favorite).catch((error: unknown) => {
              onError(errorMessage(error, t('errors.favorite')));
            });
          }}
          className={cx(
            'flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-surface-hover',
            project.is_favorite ? 'text-warning' : 'text-tertiary hover:text-primary',
          )}
        >
          <Icon name="star" size={15} isFilled={project.is_favorite} />
        </button>
      )}

      <Menu
        trigger={<Icon name="ellipsis" size={15} />}
        triggerLabel={t('row.actions', { name: project.name })}
        placement="bottom-end"
        triggerClassName="flex size-7 items-center justify-center rounded-md text-tertiary hover:bg-surface-hover hover:text-primary"
      >
        {(close) => (
          <>
            {isMember && (
              <Link
                role="menuitem"
                to={projectSettingsPath(slug, project.id)}
                className={menuItemClassName}
                onClick={close}
              >
                <Icon name="settings" size={14} className="text-tertiary" />
                {t('common:settings')}
              </Link>
            )}
            <button
              type="button"
              role="menuitem"
              className={menuItemClassName}
              onClick={() => {
                close();
                void copyLink();
              }}
            >
              <Icon name="link" size={14} className="text-tertiary" />
              {t('common:copyLink')}
            </button>
            {isAdmin && (
              <button
                type="button"
                role="menuitem"
                className={menuItemClassName}
                onClick={() => {
                  close();
                  void setArchived(!isArchived);
                }}
              >
                <Icon
                  name={isArchived ? 'archive-restore' : 'archive'}
                  size={14}
                  className="text-tertiary"
                />
                {isArchived ? t('common:restore') : t('common:archive')}
              </button>
            )}
            {isMember && (
              <button
                type="button"
                role="menuitem"
                className={menuItemClassName}
                onClick={() => {
                  close();
                  onLeave(project);
                }}
              >
                <Icon name="log-out" size={14} className="text-tertiary" />
                {t('leave.title')}
              </button>
            )}
            {canDelete && (
              <button
                type="button"
                role="menuitem"
                className={cx(menuItemClassName, 'text-danger')}
                onClick={() => {
                  close();
                  onDelete(project);
                }}
              >
                <Icon name="trash" size={14} />
                {t('common:delete')}
              </button>
            )}
          </>
        )}
      </Menu>
    </li>
  );
});

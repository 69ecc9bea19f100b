import { ROLE, hasRole } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { Skeleton } from '#web/ui/Skeleton';
import { LazyCreateProjectDialog } from './LazyCreateProjectDialog';
import { sidebarProjects } from './project-list';
import { ProjectLogo } from './ProjectLogo';
import { ProjectSidebarNav } from './ProjectSidebarNav';
import { useTranslation } from 'react-i18next';
import { useProjects } from './use-projects';
import { useWorkspaces } from '../workspaces/use-workspaces';

/**
 * The sidebar's "Projects" section: the signed-in person's live projects, favorites first, each
 * a link to the project. Collapsible, and with a quick way to create one.
 */
export const WorkspaceSidebarProjects = observer(function WorkspaceSidebarProjects({
  slug,
}: {
  slug: string;
}) {
  const { t } = useTranslation(['projects', 'common']);
  const projects = useProjects();
  const workspaces = useWorkspaces();
  const { pathname } = useLocation();
  const listId = useId();
  const [isExpanded, setIsExpanded] = useState(true);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const canCreate = hasRole(workspaces.roleBySlug.get(slug), ROLE.member);

  useEffect(() => {
    void projects.ensureLoaded(slug);
  }, [projects, slug]);

  const all = projects.list(slug);
  const loadError = projects.errorBySlug.get(slug);
  const mine = all ? sidebarProjects(all) : [];

  const isCurrent = (projectId: string) =>
    pathname.startsWith(`/${slug}/projects/${projectId}`) ||
    pathname.startsWith(`/${slug}/settings/projects/${projectId}`);

  return (
    <section
      aria-label={t('sidebar.label')}
      data-testid="sidebar-projects"
      className="flex min-h-0 flex-1 flex-col px-2 pb-2 pt-3"
    >
      <div className="group flex items-center justify-between pr-0.5">
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => {
            setIsExpanded((expanded) => !expanded);
          }}
          className="flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-tertiary hover:text-primary"
        >
          {t('sidebar.title')}
          <Icon
            name={isExpanded ? 'chevron-down' : 'chevron-right'}
            size={12}
            className="opacity-70"
          />
        </button>
        {canCreate && (
          <IconButton
            icon="plus"
            label={t('create.title')}
            className="size-6"
            onClick={() => {
              setIsCreateOpen(true);
            }}
          />
        )}
      </div>
      {isExpanded && (
        <div id={listId} className="min-h-0 flex-1 overflow-y-auto">
          {all === undefined ? (
            loadError !== undefined ? (
              <p className="px-2 py-1 text-sm text-tertiary">
                {t('sidebar.loadFailed')}{' '}
                <button
                  type="button"
                  className="text-secondary underline hover:text-primary"
                  onClick={() => void projects.fetch(slug)}
                >
                  {t('common:retry')}
                </button>
              </p>
            ) : (
              <div aria-hidden="true" className="flex flex-col gap-2 px-2 py-1">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-4 w-24" />
              </div>
            )
          ) : mine.length === 0 ? (
            <p className="px-2 py-1 text-sm text-tertiary">
              {t('sidebar.empty')}{' '}
              <Link
                to={`/${slug}/projects`}
                className="text-secondary underline hover:text-primary"
              >
                {t('sidebar.browse')}
              </Link>
            </p>
          ) : (
            <ul className="flex flex-col gap-0.5">
              {mine.map((project) => {
                const isActive = isCurrent(project.id);
                return (
                  <li key={project.id}>
                    <Link
                      to={`/${slug}/projects/${project.id}`}
                      aria-current={isActive ? 'page' : undefined}
                      className={cx(
                        'flex items-center gap-2 rounded-md px-2 py-1 text-base transition-colors duration-100 touch:py-2.5',
                        isActive
                          ? 'bg-surface-hover font-medium text-primary'
                          : 'text-secondary hover:bg-surface-hover hover:text-primary',
                      )}
                    >
                      <ProjectLogo project={project} size="sm" />
                      <span className="min-w-0 flex-1 truncate">{project.name}</span>
                      {project.is_favorite && (
                        <span
                          role="img"
                          aria-label={t('sidebar.favorite')}
                          className="text-warning"
                        >
                          <Icon name="star" size={12} isFilled />
                        </span>
                      )}
                    </Link>
                    {isActive && <ProjectSidebarNav slug={slug} project={project} />}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <LazyCreateProjectDialog
        slug={slug}
        isOpen={isCreateOpen}
        onClose={() => {
          setIsCreateOpen(false);
        }}
      />
    </section>
  );
});

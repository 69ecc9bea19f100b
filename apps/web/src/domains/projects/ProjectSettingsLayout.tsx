import {
  PROJECT_SETTINGS_TABS,
  type ProjectSettingsTab,
  canOpenProjectSettingsTab,
} from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useParams } from 'react-router';
import { ApiError } from '#web/lib/api-client';
import { Button } from '#web/ui/Button';
import { ButtonLink } from '#web/ui/ButtonLink';
import { cx } from '#web/ui/cx';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon, type IconName } from '#web/ui/Icon';
import { PageHeader } from '#web/ui/PageHeader';
import { Skeleton } from '#web/ui/Skeleton';
import { useWorkspaceSlug } from '../workspaces/use-workspace-slug';
import { actingProjectRole } from './project-list';
import { projectSettingsContext, projectSettingsPath } from './project-settings-context';
import { ProjectLogo } from './ProjectLogo';
import { useTranslation } from 'react-i18next';
import { i18n } from '#web/lib/i18n';
import { errorMessage } from '#web/lib/api-error';
import { useProjects } from './use-projects';
import { useWorkspaces } from '../workspaces/use-workspaces';

const TAB_ICONS: Record<ProjectSettingsTab, IconName> = {
  general: 'settings',
  members: 'users',
  features: 'toggle',
  states: 'circle-dashed',
  labels: 'tag',
  estimates: 'timer',
  automations: 'zap',
  shops: 'store',
  customers: 'contact',
};

/** The tab a settings URL opens: the segment after the project id, general when there is none. */
function currentTab(pathname: string, projectId: string): ProjectSettingsTab | undefined {
  const rest = pathname.split(`/settings/projects/${projectId}`)[1] ?? '';
  const segment = rest.split('/').find((part) => part !== '') ?? 'general';
  return PROJECT_SETTINGS_TABS.find((tab) => tab === segment);
}

/**
 * '/:workspaceSlug/settings/projects/:projectId/*': the project's settings, with the tabs the
 * viewer's role may open (spec §6). A tab the role may not open says so instead of rendering; a
 * tab that does not exist is not found.
 */
export const ProjectSettingsLayout = observer(function ProjectSettingsLayout() {
  const { t } = useTranslation(['projects', 'common']);
  const projects = useProjects();
  const workspaces = useWorkspaces();
  const slug = useWorkspaceSlug();
  const { projectId = '' } = useParams();
  const { pathname } = useLocation();
  const [loadError, setLoadError] = useState<{ message: string; isMissing: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [isJoining, setIsJoining] = useState(false);

  useEffect(() => {
    setLoadError(null);
    projects.fetchOne(slug, projectId).catch((error: unknown) => {
      setLoadError({
        message: errorMessage(error, i18n.t('projects:errors.loadOne')),
        isMissing: error instanceof ApiError && error.status === 404,
      });
    });
  }, [projects, slug, projectId, attempt]);

  const project = projects.get(projectId);
  const workspaceRole = workspaces.roleBySlug.get(slug);

  if (loadError !== null && !project) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          tone={loadError.isMissing ? 'neutral' : 'danger'}
          icon={<Icon name="alert-circle" size={18} />}
          title={loadError.isMissing ? t('settings.notFound') : t('settings.loadFailed')}
          description={loadError.isMissing ? t('settings.notFoundDescription') : loadError.message}
          action={
            loadError.isMissing ? (
              <ButtonLink to={`/${slug}/projects`}>{t('settings.backToProjects')}</ButtonLink>
            ) : (
              <Button
                leadingIcon={<Icon name="refresh" size={14} />}
                onClick={() => {
                  setAttempt((count) => count + 1);
                }}
              >
                {t('common:retry')}
              </Button>
            )
          }
        />
      </div>
    );
  }

  if (!project) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4 px-8 py-6">
        <span className="sr-only">{t('settings.loading')}</span>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-80" />
        <Skeleton className="h-32 w-full max-w-3xl" />
      </div>
    );
  }

  const role = actingProjectRole(project, workspaceRole);
  const tab = currentTab(pathname, projectId);

  return (
    <>
      <PageHeader
        title={
          <>
            <Icon name="settings" size={14} className="text-tertiary" />
            <span>{t('common:settings')}</span>
            <span className="text-tertiary">/</span>
            <NavLink to={`/${slug}/projects`} className="hover:text-primary">
              {t('list.title')}
            </NavLink>
            <span className="text-tertiary">/</span>
            <ProjectLogo project={project} size="sm" />
            <span className="truncate font-medium text-primary">{project.name}</span>
          </>
        }
      />
      {role === null ? (
        <div className="flex flex-1 items-center justify-center">
          <EmptyState
            icon={<Icon name="lock" size={18} />}
            title={t('settings.notMember')}
            description={t('settings.joinToSee')}
            action={
              <Button
                variant="primary"
                isLoading={isJoining}
                onClick={() => {
                  setIsJoining(true);
                  projects
                    .join(slug, projectId)
                    .catch((error: unknown) => {
                      setLoadError({
                        message: errorMessage(error, t('errors.joinShort')),
                        isMissing: false,
                      });
                    })
                    .finally(() => {
                      setIsJoining(false);
                    });
                }}
              >
                {t('settings.join')}
              </Button>
            }
          />
        </div>
      ) : (
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-4 md:flex-row md:gap-8 md:px-6 md:py-6">
          <nav
            aria-label={t('settings.navLabel')}
            className="-mx-4 shrink-0 overflow-x-auto px-4 md:mx-0 md:w-44 md:overflow-visible md:px-0"
          >
            <ul className="flex gap-0.5 md:sticky md:top-16 md:flex-col">
              {PROJECT_SETTINGS_TABS.filter((each) => canOpenProjectSettingsTab(role, each)).map(
                (each) => (
                  <li key={each}>
                    <NavLink
                      to={projectSettingsPath(slug, projectId, each)}
                      end
                      className={({ isActive }) =>
                        cx(
                          'flex items-center gap-2 whitespace-nowrap rounded-md px-2 py-1.5 text-base transition-colors duration-100',
                          isActive
                            ? 'bg-surface-hover font-medium text-primary'
                            : 'text-secondary hover:bg-surface-hover hover:text-primary',
                        )
                      }
                    >
                      <Icon name={TAB_ICONS[each]} size={15} />
                      {t(`tabs.${each}`)}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div data-testid="project-settings" className="min-w-0 flex-1">
            {tab === undefined ? (
              <EmptyState
                icon={<Icon name="alert-circle" size={18} />}
                title={t('settings.pageNotFound')}
                description={t('settings.pageNotFoundDescription')}
                action={
                  <ButtonLink to={projectSettingsPath(slug, projectId)}>
                    {t('settings.goToGeneral')}
                  </ButtonLink>
                }
              />
            ) : canOpenProjectSettingsTab(role, tab) ? (
              <Outlet context={projectSettingsContext(slug, project, role)} />
            ) : (
              <EmptyState
                icon={<Icon name="lock" size={18} />}
                title={t('settings.forbidden')}
                description={t('settings.forbiddenDescription')}
                action={
                  <ButtonLink to={projectSettingsPath(slug, projectId)}>
                    {t('settings.goToGeneral')}
                  </ButtonLink>
                }
              />
            )}
          </div>
        </div>
      )}
    </>
  );
});

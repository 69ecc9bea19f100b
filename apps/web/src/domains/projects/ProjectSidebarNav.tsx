import type { Project } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { SidebarLink } from '#web/ui/SidebarLink';

/**
 * Under the open project in the sidebar: links to its work items and to the sections its
 * features turn on (cycles with `cycle_view`, modules with `module_view`, views with
 * `issue_views_view`).
 */
export function ProjectSidebarNav({ slug, project }: { slug: string; project: Project }) {
  const { t } = useTranslation('projects');
  const base = `/${slug}/projects/${project.id}`;
  return (
    <div
      role="group"
      aria-label={t('sidebar.projectNav', { name: project.name })}
      className="ml-4 flex flex-col gap-0.5 border-l border-subtle py-0.5 pl-2"
    >
      <SidebarLink to={`${base}/issues`} icon="layout-list" label={t('sidebar.workItems')} />
      {project.cycle_view && (
        <SidebarLink to={`${base}/cycles`} icon="contrast" label={t('sidebar.cycles')} />
      )}
      {project.module_view && (
        <SidebarLink to={`${base}/modules`} icon="boxes" label={t('sidebar.modules')} />
      )}
      {project.issue_views_view && (
        <SidebarLink to={`${base}/views`} icon="layers" label={t('sidebar.views')} />
      )}
    </div>
  );
}

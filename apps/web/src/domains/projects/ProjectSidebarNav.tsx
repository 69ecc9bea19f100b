import { type Project } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cx } from '#web/ui/cx';
import { Icon, type IconName } from '#web/ui/Icon';

/**
 * The open project's own places under its name in the sidebar: its work items, and its cycles and
 * modules where the project has them turned on.
 */
export function ProjectSidebarNav({ slug, project }: { slug: string; project: Project }) {
  const { t } = useTranslation('projects');
  const { pathname } = useLocation();
  const base = `/${slug}/projects/${project.id}`;
  const entries: { path: string; label: string; icon: IconName }[] = [
    { path: `${base}/issues`, label: t('sidebar.workItems'), icon: 'layers' },
    ...(project.cycle_view
      ? [{ path: `${base}/cycles`, label: t('sidebar.cycles'), icon: 'contrast' as const }]
      : []),
    ...(project.module_view
      ? [{ path: `${base}/modules`, label: t('sidebar.modules'), icon: 'boxes' as const }]
      : []),
  ];
  return (
    <ul
      aria-label={t('sidebar.projectNav', { name: project.name })}
      className="ml-4 flex flex-col gap-0.5 border-l border-subtle pl-2"
    >
      {entries.map((entry) => {
        const isActive = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
        return (
          <li key={entry.path}>
            <Link
              to={entry.path}
              aria-current={isActive ? 'page' : undefined}
              className={cx(
                'flex items-center gap-2 rounded-md px-2 py-1 text-sm transition-colors duration-100 touch:py-2',
                isActive
                  ? 'bg-surface-hover font-medium text-primary'
                  : 'text-secondary hover:bg-surface-hover hover:text-primary',
              )}
            >
              <Icon name={entry.icon} size={14} className="text-tertiary" />
              <span className="truncate">{entry.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

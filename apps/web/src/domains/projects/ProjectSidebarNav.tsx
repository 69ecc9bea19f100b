import { type Project } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '#web/ui/cx';
import { Icon, type IconName } from '#web/ui/Icon';

interface ProjectNavEntry {
  /** The path below the project, such as 'issues'. */
  path: string;
  icon: IconName;
  label: string;
}

/** The project's sections the sidebar offers: features turned off in the project are left out. */
function projectNavEntries(project: Project, t: (key: 'nav.workItems' | 'nav.cycles') => string) {
  const entries: ProjectNavEntry[] = [
    { path: 'issues', icon: 'layout-list', label: t('nav.workItems') },
  ];
  if (project.cycle_view)
    entries.push({ path: 'cycles', icon: 'contrast', label: t('nav.cycles') });
  return entries;
}

/** Under the open project in the sidebar: links to its work items, cycles and other sections. */
export function ProjectSidebarNav({ slug, project }: { slug: string; project: Project }) {
  const { t } = useTranslation('projects');
  return (
    <ul
      aria-label={t('nav.label', { name: project.name })}
      className="ml-4 flex flex-col gap-0.5 border-l border-subtle py-0.5 pl-2"
    >
      {projectNavEntries(project, t).map((entry) => (
        <li key={entry.path}>
          <NavLink
            to={`/${slug}/projects/${project.id}/${entry.path}`}
            className={({ isActive }) =>
              cx(
                'flex items-center gap-2 rounded-md px-2 py-1 text-sm transition-colors duration-100 touch:py-2.5',
                isActive
                  ? 'bg-surface-hover font-medium text-primary'
                  : 'text-secondary hover:bg-surface-hover hover:text-primary',
              )
            }
          >
            <Icon name={entry.icon} size={13} className="shrink-0" />
            <span className="min-w-0 flex-1 truncate">{entry.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

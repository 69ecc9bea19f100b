import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useProjects } from '#web/domains/projects/use-projects';
import { useCycleLookups } from '#web/domains/work-items/lookups/use-cycle-lookups';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { useModules } from './use-modules';

/**
 * The sidebar's "Favorites": the cycles and modules the person starred, in projects that have
 * them turned on, each linking to its work items (`cycles/{id}`, `modules/{id}`). Nothing is
 * drawn while there are none. Loaded after the shell (its own chunk).
 */
export const SidebarFavorites = observer(function SidebarFavorites({ slug }: { slug: string }) {
  const { t } = useTranslation('projects');
  const projects = useProjects();
  const cycles = useCycleLookups();
  const modules = useModules();
  const { pathname } = useLocation();
  useEffect(() => {
    void cycles.ensureWorkspace(slug);
    void modules.ensureWorkspace(slug);
  }, [cycles, modules, slug]);
  const entries = [
    ...cycles.favorites
      .filter((cycle) => projects.get(cycle.project_id)?.cycle_view === true)
      .map((cycle) => ({ ...cycle, kind: 'cycles' as const })),
    ...modules.favorites
      .filter((module) => projects.get(module.project_id)?.module_view === true)
      .map((module) => ({ ...module, kind: 'modules' as const })),
  ].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  if (entries.length === 0) return null;
  return (
    <section aria-label={t('sidebar.favorites')} className="px-2 pt-3">
      <h2 className="px-2 py-1 text-sm font-medium text-tertiary">{t('sidebar.favorites')}</h2>
      <ul className="flex flex-col gap-0.5">
        {entries.map((entry) => {
          const path = `/${slug}/projects/${entry.project_id}/${entry.kind}/${entry.id}`;
          const isActive = pathname.startsWith(path);
          return (
            <li key={`${entry.kind}:${entry.id}`}>
              <Link
                to={path}
                aria-current={isActive ? 'page' : undefined}
                className={cx(
                  'flex items-center gap-2 rounded-md px-2 py-1 text-base transition-colors duration-100 touch:py-2.5',
                  isActive
                    ? 'bg-surface-hover font-medium text-primary'
                    : 'text-secondary hover:bg-surface-hover hover:text-primary',
                )}
              >
                <Icon
                  name={entry.kind === 'cycles' ? 'contrast' : 'boxes'}
                  size={14}
                  className="shrink-0 text-tertiary"
                />
                <span className="min-w-0 flex-1 truncate">{entry.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
});

import type { Project } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { intakeChanges } from '#web/lib/change-signals';
import { useIntake } from '#web/domains/intake/use-intake';
import { SidebarLink } from '#web/ui/SidebarLink';

/** The project's pages tree arrives with its own chunk (the pages store and API). */
const SidebarPagesTree = lazy(async () => {
  const { SidebarPagesTree: Tree } = await import('#web/domains/pages/SidebarPagesTree');
  return { default: Tree };
});

/**
 * Under the open project in the sidebar: links to its work items and to the sections its
 * features turn on (cycles with `cycle_view`, modules with `module_view`, views with
 * `issue_views_view`, the intake with `inbox_view`, counting its pending requests).
 */
export const ProjectSidebarNav = observer(function ProjectSidebarNav({
  slug,
  project,
}: {
  slug: string;
  project: Project;
}) {
  const { t } = useTranslation('projects');
  const intake = useIntake();
  const base = `/${slug}/projects/${project.id}`;
  const isIntakeOn = project.inbox_view;
  const intakeTick = intakeChanges(project.id);
  useEffect(() => {
    if (isIntakeOn) void intake.loadPendingCount(slug, project.id);
  }, [intake, slug, project.id, isIntakeOn, intakeTick]);
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
      {project.page_view && (
        <>
          <SidebarLink to={`${base}/pages`} icon="file-text" label={t('sidebar.pages')} />
          <Suspense fallback={null}>
            <SidebarPagesTree slug={slug} projectId={project.id} />
          </Suspense>
        </>
      )}
      {isIntakeOn && (
        <SidebarLink
          to={`${base}/intake`}
          icon="inbox"
          label={t('sidebar.intake')}
          count={intake.pendingCounts.get(project.id)}
        />
      )}
    </div>
  );
});

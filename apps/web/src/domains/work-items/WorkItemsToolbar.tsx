import { type Layout, LAYOUTS } from '@keel/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { Icon, type IconName } from '#web/ui/Icon';
import { AppliedFilters } from './filters/AppliedFilters';
import { DisplayMenu } from './filters/DisplayMenu';
import { FiltersMenu } from './filters/FiltersMenu';
import { useWorkItemsScreen } from './screen-context';

const LAYOUT_ICONS: Record<Layout, IconName> = {
  list: 'layout-list',
  kanban: 'square-kanban',
  calendar: 'calendar',
  spreadsheet: 'sheet',
  gantt_chart: 'chart-gantt',
};

/** The layouts a context offers: archived lists show as a list only (Plane). */
function layoutsOf(context: string): readonly Layout[] {
  return context === 'archived' ? ['list'] : LAYOUTS;
}

/**
 * The way between a project's work items and its archive: an icon link to the archive from the
 * project list, a "Back to work items" link from the archive; nothing elsewhere.
 */
function ArchiveLink({
  slug,
  projectId,
  context,
}: {
  slug: string;
  projectId: string | null;
  context: string;
}) {
  const { t } = useTranslation('work-items');
  if (projectId === null) return null;
  const base = `/${slug}/projects/${projectId}`;
  if (context === 'project')
    return (
      <Link
        to={`${base}/archives/issues`}
        aria-label={t('screen.archivedWorkItems')}
        title={t('screen.archivedWorkItems')}
        className="flex size-7 shrink-0 items-center justify-center rounded-md text-tertiary transition-colors duration-100 outline-none touch:size-10 hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon name="archive" size={15} />
      </Link>
    );
  if (context === 'archived')
    return (
      <Link
        to={`${base}/issues`}
        className="flex h-7 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm text-secondary transition-colors duration-100 outline-none hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon name="arrow-left" size={14} />
        {t('toolbar.backToWorkItems')}
      </Link>
    );
  return null;
}

/**
 * The bar above a work-item list: where you are, the layout switcher, the filter and display
 * menus and "Add work item"; applied filters show as chips under it.
 */
export const WorkItemsToolbar = observer(function WorkItemsToolbar({
  title,
}: {
  title: ReactNode;
}) {
  const { t } = useTranslation('work-items');
  const model = useWorkItemsScreen();
  const current = model.settings.display.layout;
  return (
    <>
      <header className="flex h-12 shrink-0 items-center justify-between gap-4 border-b border-subtle bg-canvas px-4 max-md:h-auto max-md:flex-wrap max-md:gap-y-1 max-md:py-1.5">
        <div className="flex min-w-0 items-center gap-1.5 text-base">
          {title}
          <span
            className="ml-1 rounded-full bg-surface-sunken px-1.5 text-xs text-secondary tabular-nums"
            aria-label={t('toolbar.count', { count: model.list.totalCount })}
          >
            {model.list.totalCount}
          </span>
        </div>
        <div className="flex items-center gap-2 max-md:w-full max-md:flex-wrap max-md:gap-y-2">
          <ArchiveLink slug={model.slug} projectId={model.projectId} context={model.context} />
          <div
            role="radiogroup"
            aria-label={t('toolbar.layout')}
            className="flex rounded-md border border-subtle bg-surface p-0.5"
          >
            {layoutsOf(model.context).map((layout) => (
              <button
                key={layout}
                type="button"
                role="radio"
                aria-checked={layout === current}
                aria-label={t(`layout.${layout}`)}
                title={t(`layout.${layout}`)}
                onClick={() => void model.settings.changeDisplay({ layout })}
                className={cx(
                  'flex size-6 items-center justify-center rounded transition-colors duration-100 touch:size-10',
                  layout === current
                    ? 'bg-surface-hover text-primary'
                    : 'text-tertiary hover:text-primary',
                )}
              >
                <Icon name={LAYOUT_ICONS[layout]} size={14} />
              </button>
            ))}
          </div>
          <FiltersMenu />
          <DisplayMenu />
          {model.canCreate && (
            <Button
              variant="primary"
              size="sm"
              leadingIcon={<Icon name="plus" size={14} />}
              onClick={() => {
                model.setCreateOpen(true);
              }}
            >
              {t('toolbar.addWorkItem')}
            </Button>
          )}
        </div>
      </header>
      <AppliedFilters />
    </>
  );
});

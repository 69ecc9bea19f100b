import {
  EXPORT_EXPIRY_DAYS,
  EXPORT_PROVIDERS,
  type ExportProvider,
  type ExporterHistory,
  type Project,
  ROLE,
  exportProgressPercent,
  hasRole,
  isExportRunning,
} from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actingProjectRole } from '#web/domains/projects/project-list';
import { useProjects } from '#web/domains/projects/use-projects';
import { WorkspaceSettingsHeader } from '#web/domains/workspaces/WorkspaceSettingsHeader';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { useWorkspaces } from '#web/domains/workspaces/use-workspaces';
import { errorMessage } from '#web/lib/api-error';
import { formatDate, formatDateTime, formatNumber } from '#web/lib/format';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { buttonClassName } from '#web/ui/button-styles';
import { cx } from '#web/ui/cx';
import { Icon, type IconName } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { ListStates } from '#web/ui/ListStates';
import {
  type ProjectSelection,
  hasSelection,
  isSelected,
  selectedProjectIds,
  toggleProject,
} from './export-selection';
import { EXPORT_POLL_MS } from './exports-store';
import { useExports } from './use-exports';

const FORMAT_ICONS: Record<ExportProvider, IconName> = {
  csv: 'file-text',
  json: 'code',
  xlsx: 'file-spreadsheet',
};

const STATUS_TONES: Record<ExporterHistory['status'], string> = {
  queued: 'bg-surface-hover text-secondary',
  processing: 'bg-accent-subtle text-accent',
  completed: 'bg-success-subtle text-success',
  failed: 'bg-danger-subtle text-danger',
  expired: 'bg-surface-hover text-tertiary',
};

function StatusBadge({ status }: { status: ExporterHistory['status'] }) {
  const { t } = useTranslation('exports');
  return (
    <span
      data-testid="export-status"
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        STATUS_TONES[status],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`status.${status}`)}
    </span>
  );
}

function Progress({ item }: { item: ExporterHistory }) {
  const { t } = useTranslation('exports');
  const percent = exportProgressPercent(item.rows_done, item.rows_total);
  const label =
    item.rows_total === null
      ? t('history.counting')
      : t('history.rows', {
          done: formatNumber(item.rows_done),
          total: formatNumber(item.rows_total),
        });
  return (
    <div className="mt-2 flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={t('history.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-surface-hover"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-300"
          style={{ width: `${String(item.status === 'queued' ? 0 : Math.max(percent, 2))}%` }}
        />
      </div>
      <span className="shrink-0 text-xs tabular-nums text-tertiary">{label}</span>
    </div>
  );
}

const ExportRow = observer(function ExportRow({
  item,
  projectNames,
}: {
  item: ExporterHistory;
  projectNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('exports');
  const known = item.project.flatMap((id) => {
    const name = projectNames.get(id);
    return name === undefined ? [] : [name];
  });
  const others = item.project.length - known.length;
  const projects =
    others > 0 ? [...known, t('history.otherProjects', { number: formatNumber(others) })] : known;
  const format = t(`formats.${item.provider}`);
  const date = formatDateTime(item.created_at);
  const who = item.initiated_by_detail?.display_name ?? '';
  return (
    <li
      data-testid="export-row"
      aria-label={t('history.rowLabel', { format, date })}
      className="flex items-start gap-3 rounded-lg border border-subtle bg-surface px-4 py-3 shadow-xs"
    >
      <div
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-surface-hover text-secondary max-sm:hidden"
      >
        <Icon name={FORMAT_ICONS[item.provider]} size={15} />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="min-w-0 truncate font-medium text-primary" title={projects.join(', ')}>
            {projects.join(', ')}
          </h3>
          <StatusBadge status={item.status} />
        </div>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-tertiary">
          <li className="inline-flex items-center gap-1 font-medium text-secondary">{format}</li>
          <li className="inline-flex items-center gap-1">
            <Icon name="clock" size={13} />
            <time dateTime={item.created_at}>{date}</time>
          </li>
          {who !== '' && (
            <li className="inline-flex min-w-0 items-center gap-1">
              <Icon name="user" size={13} />
              <span className="truncate">{t('history.by', { name: who })}</span>
            </li>
          )}
          {item.status === 'completed' && item.expires_at !== null && (
            <li className="inline-flex items-center gap-1">
              <Icon name="calendar" size={13} />
              {t('history.availableUntil', {
                date: formatDate(item.expires_at, { dateStyle: 'medium' }),
              })}
            </li>
          )}
          {item.status === 'completed' && item.rows_total !== null && (
            <li>{t('history.items', { number: formatNumber(item.rows_total) })}</li>
          )}
        </ul>
        {isExportRunning(item.status) && <Progress item={item} />}
        {item.status === 'failed' && (
          <p className="mt-1 text-sm text-danger">
            {item.reason === '' ? t('history.failed') : item.reason}
          </p>
        )}
      </div>
      {item.status === 'completed' && item.url !== null && (
        <a
          href={item.url}
          download={item.file_name ?? true}
          aria-label={t('history.downloadLabel', { format, date })}
          className={cx(buttonClassName({ variant: 'secondary', size: 'sm' }), 'shrink-0')}
        >
          <Icon name="download" size={14} />
          <span className="max-sm:sr-only">{t('history.download')}</span>
        </a>
      )}
    </li>
  );
});

/** The new export's form: projects (all by default), the format, and the Export button. */
const NewExportForm = observer(function NewExportForm({
  projects,
  onStart,
}: {
  projects: readonly Project[];
  onStart: (provider: ExportProvider, projectIds: string[], multiple: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('exports');
  const [selection, setSelection] = useState<ProjectSelection>('all');
  const [provider, setProvider] = useState<ExportProvider>('csv');
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isStarted, setIsStarted] = useState(false);
  const [isSeparate, setIsSeparate] = useState(false);
  const formatName = useId();
  const ids = projects.map((project) => project.id);
  const canExport = hasSelection(selection, ids);
  const selectedCount =
    selection === 'all' ? ids.length : selectedProjectIds(selection, ids).length;

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!canExport) return;
    setIsStarting(true);
    setError(null);
    setIsStarted(false);
    try {
      await onStart(provider, selectedProjectIds(selection, ids), isSeparate && selectedCount > 1);
      setIsStarted(true);
    } catch (failure) {
      setError(errorMessage(failure, t('new.failed')));
    } finally {
      setIsStarting(false);
    }
  };

  if (projects.length === 0) return <Alert tone="info">{t('new.noProjects')}</Alert>;

  return (
    <form
      noValidate
      data-testid="new-export"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5 rounded-lg border border-subtle bg-surface p-4 shadow-xs md:p-5"
    >
      {error !== null && <Alert>{error}</Alert>}
      {isStarted && <Alert tone="success">{t('new.started')}</Alert>}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-primary">{t('new.projects')}</legend>
        <div className="overflow-hidden rounded-md border border-subtle">
          <label className="flex cursor-pointer items-center gap-3 border-b border-subtle bg-surface-hover/50 px-3 py-2 touch:py-3">
            <input
              type="checkbox"
              checked={selection === 'all'}
              onChange={(event) => {
                setSelection(event.target.checked ? 'all' : new Set());
                setIsStarted(false);
              }}
              className="size-4 shrink-0 accent-(--color-accent)"
            />
            <span className="font-medium text-primary">{t('new.allProjects')}</span>
            <span className="ml-auto text-sm tabular-nums text-tertiary">
              {formatNumber(projects.length)}
            </span>
          </label>
          <ul className="max-h-56 overflow-y-auto">
            {projects.map((project) => (
              <li key={project.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-surface-hover touch:py-3">
                  <input
                    type="checkbox"
                    checked={isSelected(selection, project.id)}
                    onChange={() => {
                      setSelection((current) => toggleProject(current, project.id, ids));
                      setIsStarted(false);
                    }}
                    className="size-4 shrink-0 accent-(--color-accent)"
                  />
                  <span className="min-w-0 truncate text-primary">{project.name}</span>
                  <span className="ml-auto shrink-0 font-mono text-xs text-tertiary">
                    {project.identifier}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
        {!canExport && <p className="mt-2 text-sm text-danger">{t('new.chooseProject')}</p>}
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-primary">{t('new.format')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {EXPORT_PROVIDERS.map((choice) => (
            <label
              key={choice}
              className={cx(
                'flex cursor-pointer items-center justify-center gap-2 rounded-md border px-3 py-2 text-base has-focus-visible:outline-2 has-focus-visible:outline-focus touch:py-3',
                provider === choice
                  ? 'border-accent bg-accent-subtle font-medium text-primary'
                  : 'border-strong text-secondary hover:bg-surface-hover',
              )}
            >
              <input
                type="radio"
                name={formatName}
                value={choice}
                checked={provider === choice}
                onChange={() => {
                  setProvider(choice);
                  setIsStarted(false);
                }}
                className="sr-only"
              />
              <Icon name={FORMAT_ICONS[choice]} size={15} />
              {t(`formats.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {selectedCount > 1 && (
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={isSeparate}
            onChange={(event) => {
              setIsSeparate(event.target.checked);
              setIsStarted(false);
            }}
            className="mt-0.5 size-4 shrink-0 accent-(--color-accent)"
          />
          <span className="min-w-0">
            <span className="block font-medium text-primary">{t('new.separate')}</span>
            <span className="block text-sm text-tertiary">{t('new.separateHint')}</span>
          </span>
        </label>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-subtle pt-4">
        <p className="text-sm text-tertiary">
          {t('new.kept', { days: formatNumber(EXPORT_EXPIRY_DAYS) })}
        </p>
        <Button
          type="submit"
          variant="primary"
          isLoading={isStarting}
          disabled={!canExport}
          leadingIcon={<Icon name="download" size={14} />}
        >
          {t('new.submit')}
        </Button>
      </div>
    </form>
  );
});

/**
 * '/:workspaceSlug/settings/exports' (Plane's route): export the work items of projects the
 * person works in as CSV, JSON or Excel, and the history of exports with their progress (read
 * again every two seconds while one is running) and downloads until they expire, a page at a time
 * with "Load more" for older ones.
 */
export const ExportsSettingsScreen = observer(function ExportsSettingsScreen() {
  const { t } = useTranslation(['exports', 'common']);
  const slug = useWorkspaceSlug();
  const workspaces = useWorkspaces();
  const projectsStore = useProjects();
  const store = useExports(slug);
  const role = workspaces.roleBySlug.get(slug);
  const isAllowed = hasRole(role, ROLE.member);
  const hasRunning = store.hasRunning;

  useEffect(() => {
    void projectsStore.ensureLoaded(slug);
  }, [projectsStore, slug]);
  useEffect(() => {
    if (isAllowed) void store.load();
  }, [store, isAllowed]);
  useEffect(() => {
    if (!hasRunning) return;
    const timer = window.setInterval(() => {
      void store.reload();
    }, EXPORT_POLL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [store, hasRunning]);

  const allProjects = projectsStore.list(slug) ?? [];
  const projectNames = new Map(allProjects.map((project) => [project.id, project.name]));
  const exportable = allProjects.filter((project) => {
    const acting = actingProjectRole(project, role);
    return project.archived_at === null && acting !== null && acting >= ROLE.member;
  });
  const items = store.exports;

  const history = (
    <ListStates
      isWaiting={store.isWaiting}
      error={store.error}
      count={items.length}
      loading={{
        label: t('exports:history.loading'),
        cells: ['size-8 rounded-md', 'h-4 w-40', 'ml-auto h-4 w-20'],
      }}
      failed={{ title: t('exports:errors.load'), onRetry: () => void store.reload() }}
      empty={{
        icon: 'download',
        title: t('exports:history.emptyTitle'),
        description: t('exports:history.emptyDescription'),
      }}
    >
      {store.error !== null && (
        <Alert className="mb-3">
          <span>{store.error}</span>{' '}
          <button
            type="button"
            className="font-medium text-accent underline-offset-2 hover:underline"
            onClick={() => void store.reload()}
          >
            {t('common:retry')}
          </button>
        </Alert>
      )}
      <ul aria-label={t('exports:history.listLabel')} className="flex flex-col gap-2">
        {items.map((item) => (
          <ExportRow key={item.id} item={item} projectNames={projectNames} />
        ))}
      </ul>
      {store.loadMoreError !== null && <Alert className="mt-3">{store.loadMoreError}</Alert>}
      {store.hasMore && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            isLoading={store.isLoadingMore}
            onClick={() => void store.loadMore()}
          >
            {t('exports:history.loadMore')}
          </Button>
        </div>
      )}
    </ListStates>
  );

  return (
    <>
      <WorkspaceSettingsHeader slug={slug} title={t('exports:title')} />
      <div data-testid="exports" className="mx-auto w-full max-w-3xl px-4 py-6 md:px-6">
        <h1 className="text-lg font-semibold text-primary">{t('exports:title')}</h1>
        <p className="mb-6 mt-1 text-base text-secondary">{t('exports:description')}</p>
        {!isAllowed ? (
          <Alert tone="info">{t('exports:guests')}</Alert>
        ) : (
          <>
            <section aria-labelledby="new-export-heading" className="mb-8">
              <h2 id="new-export-heading" className="mb-3 text-md font-semibold text-primary">
                {t('exports:new.heading')}
              </h2>
              {projectsStore.isLoaded(slug) ? (
                <NewExportForm
                  projects={exportable}
                  onStart={async (provider, projectIds, multiple) => {
                    await store.start({ provider, project: projectIds, multiple });
                  }}
                />
              ) : (
                <div className="rounded-lg border border-subtle bg-surface">
                  <ListSkeleton label={t('exports:new.loading')} cells={['h-4 w-40']} />
                </div>
              )}
            </section>
            <section aria-labelledby="export-history-heading">
              <h2 id="export-history-heading" className="mb-3 text-md font-semibold text-primary">
                {t('exports:history.heading')}
              </h2>
              {history}
            </section>
          </>
        )}
      </div>
    </>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ProjectLogo } from '#web/domains/projects/ProjectLogo';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { LoadFailed } from '#web/ui/LoadFailed';
import { PageHeader } from '#web/ui/PageHeader';
import { showErrorToast, showSuccessToast } from '#web/ui/Toaster';
import { useConfirmation } from '#web/ui/use-confirmation';
import { errorMessage } from '#web/lib/api-error';
import { ModuleFormDialog } from './ModuleFormDialog';
import { ModuleRow } from './ModuleRow';
import { ModulesToolbar } from './ModulesToolbar';
import { type ModuleListFilter, NO_MODULE_FILTER, visibleModules } from './module-list';
import type { Module } from './modules-wire';
import { useModuleProject } from './use-module-project';
import { useModules } from './use-modules';

/**
 * '/:workspaceSlug/projects/:projectId/modules': the project's modules by name, with search,
 * status and favorites filters, progress per row, and the Archived tab; members and admins create,
 * edit, archive (completed or cancelled modules) and delete them.
 */
export const ModulesScreen = observer(function ModulesScreen() {
  const { t } = useTranslation(['modules', 'common']);
  const slug = useWorkspaceSlug();
  const { projectId = '' } = useParams();
  const store = useModules();
  const { project, canWrite } = useModuleProject(slug, projectId);
  const [tab, setTab] = useState<'active' | 'archived'>('active');
  const [filter, setFilter] = useState<ModuleListFilter>(NO_MODULE_FILTER);
  const [editing, setEditing] = useState<Module | 'new' | null>(null);
  const isArchived = tab === 'archived';

  useEffect(() => {
    if (isArchived) void store.fetchArchived(slug, projectId);
    else void store.fetch(slug, projectId);
  }, [store, slug, projectId, isArchived]);

  const deletion = useConfirmation<Module>(async (module) => {
    await store.remove(slug, projectId, module.id);
    showSuccessToast(t('actions.deleted'));
  }, t('errors.delete'));

  const all = isArchived ? store.archived(projectId) : store.modules(projectId);
  const error = isArchived ? store.archivedError(projectId) : store.error(projectId);
  const shown = all ? visibleModules(all, filter) : [];
  const run = (action: () => Promise<void>, success: string, failure: string) => {
    action().then(
      () => {
        showSuccessToast(success);
      },
      (cause: unknown) => {
        showErrorToast(errorMessage(cause, failure));
      },
    );
  };
  const isFiltered =
    filter.search.trim() !== '' || filter.statuses.length > 0 || filter.isFavoritesOnly;

  if (project && !project.module_view)
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          icon={<Icon name="boxes" size={18} />}
          title={t('screen.turnedOff')}
          description={t('screen.turnedOffHint')}
        />
      </div>
    );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <PageHeader
        title={
          <>
            {project && <ProjectLogo project={project} size="sm" />}
            <Link
              to={`/${slug}/projects/${projectId}/issues`}
              className="truncate hover:text-primary"
            >
              {project?.name ?? ''}
            </Link>
            <span className="text-tertiary">/</span>
            <h1 className="font-medium text-primary">{t('title')}</h1>
          </>
        }
        actions={
          canWrite && !isArchived ? (
            <Button
              variant="primary"
              size="sm"
              leadingIcon={<Icon name="plus" size={14} />}
              onClick={() => {
                setEditing('new');
              }}
            >
              {t('screen.create')}
            </Button>
          ) : undefined
        }
      />
      <ModulesToolbar tab={tab} onTab={setTab} filter={filter} onFilter={setFilter} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        {all === undefined ? (
          error !== undefined ? (
            <LoadFailed
              title={t('screen.loadFailed')}
              description={error}
              onRetry={() =>
                void (isArchived
                  ? store.fetchArchived(slug, projectId)
                  : store.fetch(slug, projectId))
              }
            />
          ) : (
            <ListSkeleton
              label={t('screen.loading')}
              cells={['h-4 flex-1', 'h-4 w-40', 'h-4 w-24']}
              rows={6}
            />
          )
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Icon name={isArchived ? 'archive' : 'boxes'} size={18} />}
            title={
              isFiltered
                ? t('screen.empty.filteredTitle')
                : isArchived
                  ? t('screen.empty.archivedTitle')
                  : t('screen.empty.title')
            }
            description={
              isFiltered
                ? t('screen.empty.filteredDescription')
                : isArchived
                  ? t('screen.empty.archivedDescription')
                  : t('screen.empty.description')
            }
            action={
              canWrite && !isArchived && !isFiltered ? (
                <Button
                  variant="primary"
                  leadingIcon={<Icon name="plus" size={14} />}
                  onClick={() => {
                    setEditing('new');
                  }}
                >
                  {t('screen.create')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <ul aria-label={t('title')}>
            {shown.map((module) => (
              <ModuleRow
                key={module.id}
                slug={slug}
                module={module}
                canWrite={canWrite}
                actions={{
                  onEdit: () => {
                    setEditing(module);
                  },
                  onArchive: () => {
                    run(
                      () => store.archive(slug, projectId, module.id),
                      t('actions.archived'),
                      t('errors.archive'),
                    );
                  },
                  onRestore: () => {
                    run(
                      () => store.restore(slug, projectId, module.id),
                      t('actions.restored'),
                      t('errors.restore'),
                    );
                  },
                  onDelete: () => {
                    deletion.open(module);
                  },
                  onToggleFavorite: () => {
                    store
                      .setFavorite(slug, projectId, module.id, !module.is_favorite)
                      .catch((cause: unknown) => {
                        showErrorToast(errorMessage(cause, t('errors.favorite')));
                      });
                  },
                }}
              />
            ))}
          </ul>
        )}
      </div>
      {editing !== null && (
        <ModuleFormDialog
          projectId={projectId}
          module={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
          onSave={async (body) => {
            if (editing === 'new') await store.create(slug, projectId, body);
            else await store.update(slug, projectId, editing.id, body);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deletion.target !== null}
        onClose={deletion.close}
        title={t('delete.title', { name: deletion.target?.name ?? '' })}
        description={t('delete.description')}
        confirmLabel={t('delete.confirm')}
        isBusy={deletion.isBusy}
        error={deletion.error}
        onConfirm={() => void deletion.confirm()}
      />
    </div>
  );
});

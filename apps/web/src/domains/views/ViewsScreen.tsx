import { VIEW_ACCESS, type View } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ProjectLogo } from '#web/domains/projects/ProjectLogo';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { errorMessage } from '#web/lib/api-error';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { LoadFailed } from '#web/ui/LoadFailed';
import { PageHeader } from '#web/ui/PageHeader';
import { SearchField } from '#web/ui/SearchField';
import { showErrorToast, showSuccessToast } from '#web/ui/Toaster';
import { useConfirmation } from '#web/ui/use-confirmation';
import { ViewFormDialog } from './ViewFormDialog';
import { ViewRow } from './ViewRow';
import { useViewProject } from './use-view-project';
import { useViews } from './use-views';

/** Views whose name or description holds the search, ignoring case. */
function matching(views: readonly View[], search: string): View[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...views];
  return views.filter(
    (view) =>
      view.name.toLocaleLowerCase().includes(needle) ||
      view.description.toLocaleLowerCase().includes(needle),
  );
}

/**
 * '/:workspaceSlug/projects/:projectId/views': the project's saved views, newest change first,
 * with search; members create them, their owner or an admin edits, locks, makes private and
 * deletes them; anyone who sees one stars it.
 */
export const ViewsScreen = observer(function ViewsScreen() {
  const { t } = useTranslation(['views', 'common']);
  const slug = useWorkspaceSlug();
  const navigate = useNavigate();
  const { projectId = '' } = useParams();
  const store = useViews();
  const { project, canCreate, canManage, role } = useViewProject(slug, projectId);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<View | 'new' | null>(null);

  useEffect(() => {
    void store.fetch(slug, projectId);
  }, [store, slug, projectId]);

  const deletion = useConfirmation<View>(async (view) => {
    await store.remove(slug, projectId, view.id);
    showSuccessToast(t('actions.deleted'));
  }, t('errors.delete'));

  const all = store.views(projectId);
  const error = store.error(projectId);
  const shown = all ? matching(all, search) : [];
  const run = (action: () => Promise<unknown>, failure: string) => {
    action().catch((cause: unknown) => {
      showErrorToast(errorMessage(cause, failure));
    });
  };

  if (project && !project.issue_views_view)
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          icon={<Icon name="layers" size={18} />}
          title={t('screen.turnedOff')}
          description={t('screen.turnedOffHint')}
        />
      </div>
    );

  const createButton = (
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
        actions={canCreate ? createButton : undefined}
      />
      <div className="border-b border-subtle px-4 py-2 md:px-6">
        <SearchField
          label={t('screen.search')}
          placeholder={t('screen.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          className="max-w-80"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {all === undefined ? (
          error !== undefined ? (
            <LoadFailed
              title={t('screen.loadFailed')}
              description={error}
              onRetry={() => void store.fetch(slug, projectId)}
            />
          ) : (
            <ListSkeleton label={t('screen.loading')} cells={['h-4 flex-1', 'h-4 w-64']} rows={5} />
          )
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Icon name="layers" size={18} />}
            title={search.trim() === '' ? t('screen.empty.title') : t('screen.empty.filteredTitle')}
            description={
              search.trim() === ''
                ? t('screen.empty.description')
                : t('screen.empty.filteredDescription')
            }
            action={canCreate && search.trim() === '' ? createButton : undefined}
          />
        ) : (
          <ul aria-label={t('title')}>
            {shown.map((view) => (
              <ViewRow
                key={view.id}
                slug={slug}
                view={view}
                canManage={canManage(view)}
                canFavorite={role !== null}
                actions={{
                  onEdit: () => {
                    setEditing(view);
                  },
                  onToggleLock: () => {
                    run(
                      () => store.setLocked(slug, projectId, view.id, !view.is_locked),
                      t('errors.lock'),
                    );
                  },
                  onToggleAccess: () => {
                    run(
                      () =>
                        store.setPrivate(
                          slug,
                          projectId,
                          view.id,
                          view.access !== VIEW_ACCESS.private,
                        ),
                      t('errors.access'),
                    );
                  },
                  onDelete: () => {
                    deletion.open(view);
                  },
                  onToggleFavorite: () => {
                    run(
                      () => store.setFavorite(slug, projectId, view.id, !view.is_favorite),
                      t('errors.favorite'),
                    );
                  },
                }}
              />
            ))}
          </ul>
        )}
      </div>
      {editing !== null && (
        <ViewFormDialog
          view={editing === 'new' ? null : editing}
          title={editing === 'new' ? t('form.createTitle') : t('form.editTitle')}
          onClose={() => {
            setEditing(null);
          }}
          onSave={async (values) => {
            if (editing === 'new') {
              const created = await store.create(slug, projectId, values);
              void navigate(`/${slug}/projects/${projectId}/views/${created.id}`);
            } else await store.update(slug, projectId, editing.id, values);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deletion.target !== null}
        onClose={deletion.close}
        title={t('delete.title', { name: deletion.target?.name ?? '' })}
        description={t('delete.description')}
        confirmLabel={t('actions.delete')}
        isBusy={deletion.isBusy}
        error={deletion.error}
        onConfirm={() => void deletion.confirm()}
      />
    </div>
  );
});

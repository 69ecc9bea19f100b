import { DndContext, type DragEndEvent, closestCenter } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type Project, ROLE, hasRole, sortOrderBetween } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { ButtonLink } from '#web/ui/ButtonLink';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { Kbd } from '#web/ui/Kbd';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { LoadFailed } from '#web/ui/LoadFailed';
import { PageHeader } from '#web/ui/PageHeader';
import { SearchField } from '#web/ui/SearchField';
import { Select } from '#web/ui/SelectField';
import { useSortableSensors } from '#web/ui/use-sortable-sensors';
import { useWorkspaceSlug } from '../workspaces/use-workspace-slug';
import { CreateProjectDialog } from './CreateProjectDialog';
import {
  DEFAULT_PROJECT_ORDER,
  PROJECT_ORDERS,
  type ProjectOrder,
  parseProjectOrder,
  visibleProjects,
} from './project-list';
import { DeleteProjectDialog, LeaveProjectDialog } from './ProjectConfirmDialogs';
import { ProjectListRow } from './ProjectListRow';
import { useCreateProjectShortcut } from './use-create-project-shortcut';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useProjects } from './use-projects';
import { useWorkspaces } from '../workspaces/use-workspaces';

/** The key that opens the create dialog, as the button shows it. */
const CREATE_SHORTCUT_KEY = 'P';

/**
 * '/:workspaceSlug/projects' and '/:workspaceSlug/projects/archives': the workspace's projects
 * with search, "My projects" and an order kept in the URL, so that a reload shows the same list.
 */
export const ProjectsListScreen = observer(function ProjectsListScreen({
  isArchive = false,
}: {
  isArchive?: boolean;
}) {
  const { t } = useTranslation(['projects', 'common']);
  const projects = useProjects();
  const workspaces = useWorkspaces();
  const slug = useWorkspaceSlug();
  const [params, setParams] = useSearchParams();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const [toLeave, setToLeave] = useState<Project | null>(null);

  const query = params.get('q') ?? '';
  const isMyProjects = params.get('my') === '1';
  const order = parseProjectOrder(params.get('order'));
  const workspaceRole = workspaces.roleBySlug.get(slug);
  const canCreate = hasRole(workspaceRole, ROLE.member);

  useEffect(() => {
    void projects.ensureLoaded(slug);
  }, [projects, slug]);

  useCreateProjectShortcut(canCreate && !isArchive, () => {
    setIsCreateOpen(true);
  });

  const sensors = useSortableSensors();

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  const all = projects.list(slug);
  const loadError = projects.errorBySlug.get(slug);
  const inSection = all?.filter((project) => (project.archived_at !== null) === isArchive) ?? [];
  const shown = all ? visibleProjects(all, { query, isMyProjects, isArchive, order }) : [];
  const isReorderable = order === 'manual';

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = shown.findIndex((project) => project.id === active.id);
    const to = shown.findIndex((project) => project.id === over.id);
    if (from === -1 || to === -1) return;
    const moved = arrayMove(shown, from, to);
    const previous = moved[to - 1]?.sort_order ?? null;
    const next = moved[to + 1]?.sort_order ?? null;
    projects
      .move(slug, String(active.id), sortOrderBetween(previous, next))
      .catch((cause: unknown) => {
        setError(errorMessage(cause, t('errors.move')));
      });
  };

  const title = (
    <>
      {isArchive ? (
        <>
          <Link to={`/${slug}/projects`} className="hover:text-primary">
            {t('list.title')}
          </Link>
          <Icon name="chevron-right" size={13} className="text-tertiary" />
          <h1 className="font-medium text-primary">{t('list.archived')}</h1>
        </>
      ) : (
        <>
          <Icon name="folder-kanban" size={15} className="text-tertiary" />
          <h1 className="font-medium text-primary">{t('list.title')}</h1>
        </>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canCreate &&
          !isArchive && (
            <Button
              variant="primary"
              size="sm"
              leadingIcon={<Icon name="plus" size={14} />}
              trailingIcon={
                <Kbd className="ml-0.5 border-on-accent/40! bg-transparent! text-on-accent! shadow-none!">
                  {CREATE_SHORTCUT_KEY}
                </Kbd>
              }
              aria-keyshortcuts="p"
              onClick={() => {
                setIsCreateOpen(true);
              }}
            >
              {t('create.title')}
            </Button>
          )
        }
      />
      <div data-testid="projects-list" className="mx-auto w-full max-w-4xl px-4 py-6 md:px-6">
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <SearchField
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={query}
            onChange={(value) => {
              setParam('q', value);
            }}
            className="min-w-48 flex-1"
          />
          <Button
            variant={isMyProjects ? 'secondary' : 'ghost'}
            aria-pressed={isMyProjects}
            leadingIcon={<Icon name={isMyProjects ? 'check' : 'user'} size={14} />}
            onClick={() => {
              setParam('my', isMyProjects ? null : '1');
            }}
          >
            {t('list.mine')}
          </Button>
          <Select<ProjectOrder>
            aria-label={t('list.orderBy')}
            value={order}
            options={PROJECT_ORDERS}
            className="w-40"
            onChange={(value) => {
              setParam('order', value === DEFAULT_PROJECT_ORDER ? null : value);
            }}
          />
          {isArchive ? (
            <ButtonLink
              to={{ pathname: `/${slug}/projects`, search: params.toString() }}
              variant="ghost"
              leadingIcon={<Icon name="layout-list" size={14} />}
            >
              {t('list.live')}
            </ButtonLink>
          ) : (
            <ButtonLink
              to={{ pathname: `/${slug}/projects/archives`, search: params.toString() }}
              variant="ghost"
              leadingIcon={<Icon name="archive" size={14} />}
            >
              {t('list.archived')}
            </ButtonLink>
          )}
        </div>

        {error !== null && (
          <Alert className="mb-4">
            <div className="flex items-start justify-between gap-3">
              <span>{error}</span>
              <button
                type="button"
                className="text-sm text-secondary hover:text-primary"
                onClick={() => {
                  setError(null);
                }}
              >
                {t('list.dismiss')}
              </button>
            </div>
          </Alert>
        )}
        {notice !== null && (
          <Alert tone="success" className="mb-4">
            {notice}
          </Alert>
        )}

        <section
          aria-label={isArchive ? t('list.archivedLabel') : t('list.title')}
          className="rounded-lg border border-subtle bg-surface shadow-xs"
        >
          {all === undefined ? (
            loadError !== undefined ? (
              <LoadFailed
                title={t('list.loadFailed')}
                description={loadError}
                onRetry={() => void projects.fetch(slug)}
              />
            ) : (
              <ListSkeleton
                label={t('list.loading')}
                rows={4}
                cells={['size-7', 'h-4 flex-1', 'h-4 w-16']}
                className="gap-4 p-4"
              />
            )
          ) : inSection.length === 0 ? (
            isArchive ? (
              <EmptyState
                icon={<Icon name="archive" size={18} />}
                title={t('list.noArchivedTitle')}
                description={t('list.noArchivedDescription')}
              />
            ) : (
              <EmptyState
                icon={<Icon name="folder-kanban" size={18} />}
                title={t('list.emptyTitle')}
                description={t('list.emptyDescription')}
                action={
                  canCreate && (
                    <Button
                      variant="primary"
                      leadingIcon={<Icon name="plus" size={14} />}
                      onClick={() => {
                        setIsCreateOpen(true);
                      }}
                    >
                      {t('list.createFirst')}
                    </Button>
                  )
                }
              />
            )
          ) : shown.length === 0 ? (
            <EmptyState
              icon={<Icon name="search" size={18} />}
              title={t('list.noMatchTitle')}
              description={
                query.trim() !== ''
                  ? t('list.noMatch', { query: query.trim() })
                  : t('list.notMember')
              }
              action={
                <Button
                  onClick={() => {
                    const next = new URLSearchParams(params);
                    next.delete('q');
                    next.delete('my');
                    setParams(next, { replace: true });
                  }}
                >
                  {t('list.clearFilters')}
                </Button>
              }
            />
          ) : (
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext
                items={shown.map((project) => project.id)}
                strategy={verticalListSortingStrategy}
              >
                <ul className="divide-y divide-(--border-color-subtle)">
                  {shown.map((project) => (
                    <ProjectListRow
                      key={project.id}
                      slug={slug}
                      projectId={project.id}
                      workspaceRole={workspaceRole}
                      isReorderable={isReorderable}
                      onNotice={(message) => {
                        setError(null);
                        setNotice(message);
                      }}
                      onError={(message) => {
                        setNotice(null);
                        setError(message);
                      }}
                      onDelete={setToDelete}
                      onLeave={setToLeave}
                    />
                  ))}
                </ul>
              </SortableContext>
            </DndContext>
          )}
        </section>
      </div>

      <CreateProjectDialog
        slug={slug}
        isOpen={isCreateOpen}
        onClose={() => {
          setIsCreateOpen(false);
        }}
      />
      <DeleteProjectDialog
        slug={slug}
        project={toDelete}
        onClose={() => {
          setToDelete(null);
        }}
        onDeleted={(name) => {
          setError(null);
          setNotice(t('notices.deleted', { name }));
        }}
      />
      <LeaveProjectDialog
        slug={slug}
        project={toLeave}
        onClose={() => {
          setToLeave(null);
        }}
        onLeft={(name) => {
          setError(null);
          setNotice(t('notices.left', { name }));
        }}
      />
    </>
  );
});

import { PAGE_ACCESS, type Page } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLabels } from '#web/domains/labels/use-labels';
import { useProjectMembers } from '#web/domains/members/use-project-members';
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
import { TabButtons } from '#web/ui/TabButtons';
import { showErrorToast, showSuccessToast } from '#web/ui/Toaster';
import { useConfirmation } from '#web/ui/use-confirmation';
import { CreatePageDialog } from './CreatePageDialog';
import { MovePageDialog } from './MovePageDialog';
import { type PageOwner, PageRow } from './PageRow';
import { type FilterChoice, PagesToolbar } from './PagesToolbar';
import {
  DEFAULT_PAGE_SORT,
  NO_PAGE_FILTERS,
  PAGES_TABS,
  type PageFilters,
  type PageSort,
  type PagesTab,
  buildPageTree,
  isFiltering,
  matchesFilters,
  pageHref,
  tabOf,
  toggledAccess,
  visibleRows,
} from './page-list';
import { usePageProject } from './use-page-project';
import { usePages } from './use-pages';

function parseTab(value: string | null): PagesTab {
  return PAGES_TABS.find((tab) => tab === value) ?? 'public';
}

/**
 * '/:workspaceSlug/projects/:projectId/pages': the project's pages in three tabs (public, private,
 * archived) as trees, each page under its parent; search by title, order by last change (spec §9's
 * default), creation or name; filters by owner, label and favorites. Members and admins create
 * pages; each row offers what the page rules (spec §6) allow the viewer.
 */
export const PagesListScreen = observer(function PagesListScreen() {
  const { t } = useTranslation(['pages', 'common']);
  const slug = useWorkspaceSlug();
  const navigate = useNavigate();
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const store = usePages();
  const labelsStore = useLabels();
  const membersStore = useProjectMembers();
  const { project, canCreate, permissionsOf, moveTargets } = usePageProject(slug, projectId);
  const [filters, setFilters] = useState<PageFilters>(NO_PAGE_FILTERS);
  const [sort, setSort] = useState<PageSort>(DEFAULT_PAGE_SORT);
  const [collapsedIds, setCollapsedIds] = useState<ReadonlySet<string>>(new Set());
  const [isCreating, setIsCreating] = useState(false);
  const [moving, setMoving] = useState<Page | null>(null);

  useEffect(() => {
    void store.fetch(slug, projectId);
    void labelsStore.fetch(slug, projectId);
    void membersStore.fetch(slug, projectId);
  }, [store, labelsStore, membersStore, slug, projectId]);

  const failed = (message: string) => {
    showErrorToast(t('errors.toast', { title: t('errors.title'), message }));
  };
  const run = (action: () => Promise<unknown>, failure: string, success?: string) => {
    action().then(
      () => {
        if (success !== undefined) showSuccessToast(success);
      },
      (cause: unknown) => {
        failed(errorMessage(cause, failure));
      },
    );
  };
  const titleOf = (page: Page) => (page.name.trim() === '' ? t('row.untitled') : page.name);

  const deletion = useConfirmation<Page>(async (page) => {
    try {
      await store.remove(slug, projectId, page.id);
    } catch (cause) {
      failed(t('errors.delete'));
      throw cause;
    }
    showSuccessToast(t('notices.deleted', { name: titleOf(page) }));
  }, t('errors.delete'));

  const members = membersStore.members(projectId) ?? [];
  const ownersById = new Map<string, PageOwner>(
    members.map((member) => [
      member.member,
      { name: member.member_detail.display_name, avatarUrl: member.member_detail.avatar_url },
    ]),
  );
  const ownerChoices: FilterChoice[] = members.map((member) => ({
    id: member.member,
    name: member.member_detail.display_name,
    avatarUrl: member.member_detail.avatar_url,
  }));
  const labelChoices: FilterChoice[] = (labelsStore.labels(projectId) ?? []).map((label) => ({
    id: label.id,
    name: label.name,
    color: label.color,
  }));

  const all = store.pages(projectId);
  const error = store.error(projectId);
  const counts = store.counts(projectId);
  const inTab = all?.filter((page) => tabOf(page) === tab) ?? [];
  const isFiltered = isFiltering(filters);
  const shown = inTab.filter((page) => matchesFilters(page, filters));
  // While filtering, every match shows: nothing hides under a collapsed parent.
  const rows = visibleRows(buildPageTree(shown, sort), isFiltered ? new Set() : collapsedIds);

  const toggleExpanded = (pageId: string) => {
    setCollapsedIds((current) => {
      const next = new Set(current);
      if (next.has(pageId)) next.delete(pageId);
      else next.add(pageId);
      return next;
    });
  };

  const copyLink = (page: Page) => {
    const url = `${window.location.origin}${pageHref(slug, projectId, page.id)}`;
    navigator.clipboard.writeText(url).then(
      () => {
        showSuccessToast(t('notices.linkCopied'));
      },
      () => {
        failed(t('errors.copyLink'));
      },
    );
  };

  if (project && !project.page_view)
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          icon={<Icon name="file-text" size={18} />}
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
        setIsCreating(true);
      }}
    >
      {t('screen.create')}
    </Button>
  );

  const emptyState = () => {
    if (isFiltered)
      return (
        <EmptyState
          icon={<Icon name="search" size={18} />}
          title={t('empty.filteredTitle')}
          description={t('empty.filteredDescription')}
          action={
            <Button
              onClick={() => {
                setFilters(NO_PAGE_FILTERS);
              }}
            >
              {t('filters.clear')}
            </Button>
          }
        />
      );
    return (
      <EmptyState
        icon={<Icon name={tab === 'archived' ? 'archive' : 'file-text'} size={18} />}
        title={t(`empty.${tab}.title`)}
        description={t(`empty.${tab}.description`)}
        action={canCreate && tab !== 'archived' ? createButton : undefined}
      />
    );
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="pages-list">
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
      <TabButtons<PagesTab>
        label={t('tabs.label')}
        className="px-4 md:px-6"
        current={tab}
        tabs={PAGES_TABS.map((id) => ({ id, label: t(`tabs.${id}`), count: counts?.[id] }))}
        onChange={(next) => {
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === 'public') updated.delete('tab');
              else updated.set('tab', next);
              return updated;
            },
            { replace: true },
          );
        }}
      />
      <PagesToolbar
        filters={filters}
        onFilters={setFilters}
        sort={sort}
        onSort={setSort}
        owners={ownerChoices}
        labels={labelChoices}
      />
      <div className="min-h-0 flex-1 overflow-y-auto">
        {all === undefined ? (
          error !== undefined ? (
            <LoadFailed
              title={t('errors.title')}
              description={error}
              onRetry={() => void store.fetch(slug, projectId)}
            />
          ) : (
            <ListSkeleton
              label={t('screen.loading')}
              cells={['size-5', 'h-4 flex-1', 'h-4 w-20', 'size-5 rounded-full']}
              rows={6}
            />
          )
        ) : rows.length === 0 ? (
          emptyState()
        ) : (
          <ul aria-label={t(`tabs.${tab}`)}>
            {rows.map(({ page, depth, childCount, isExpanded }) => (
              <PageRow
                key={page.id}
                href={pageHref(slug, projectId, page.id)}
                page={page}
                depth={depth}
                childCount={childCount}
                isExpanded={isExpanded}
                owner={ownersById.get(page.owned_by)}
                permissions={permissionsOf(page)}
                canMove={moveTargets.length > 0}
                actions={{
                  onToggleExpanded: () => {
                    toggleExpanded(page.id);
                  },
                  onToggleFavorite: () => {
                    run(
                      () => store.setFavorite(slug, projectId, page.id, !page.is_favorite),
                      t('errors.favorite'),
                    );
                  },
                  onCopyLink: () => {
                    copyLink(page);
                  },
                  onToggleAccess: () => {
                    const access = toggledAccess(page);
                    run(
                      () => store.setAccess(slug, projectId, page.id, access),
                      t('errors.access'),
                      t(
                        access === PAGE_ACCESS.private
                          ? 'notices.madePrivate'
                          : 'notices.madePublic',
                        {
                          name: titleOf(page),
                        },
                      ),
                    );
                  },
                  onToggleLock: () => {
                    run(
                      () => store.setLocked(slug, projectId, page.id, !page.is_locked),
                      t('errors.lock'),
                    );
                  },
                  onDuplicate: () => {
                    run(
                      () => store.duplicate(slug, projectId, page.id),
                      t('errors.duplicate'),
                      t('notices.duplicated', { name: titleOf(page) }),
                    );
                  },
                  onArchive: () => {
                    run(
                      () => store.archive(slug, projectId, page.id),
                      t('errors.archive'),
                      t('notices.archived', { name: titleOf(page) }),
                    );
                  },
                  onRestore: () => {
                    run(
                      () => store.restore(slug, projectId, page.id),
                      t('errors.restore'),
                      t('notices.restored', { name: titleOf(page) }),
                    );
                  },
                  onDelete: () => {
                    deletion.open(page);
                  },
                  onMove: () => {
                    setMoving(page);
                  },
                }}
              />
            ))}
          </ul>
        )}
      </div>
      {isCreating && (
        <CreatePageDialog
          initialAccess={tab === 'private' ? PAGE_ACCESS.private : PAGE_ACCESS.public}
          onClose={() => {
            setIsCreating(false);
          }}
          onCreate={async (values) => {
            try {
              const page = await store.create(slug, projectId, values);
              void navigate(pageHref(slug, projectId, page.id));
              return true;
            } catch {
              failed(t('errors.create'));
              return false;
            }
          }}
        />
      )}
      {moving !== null && (
        <MovePageDialog
          pageTitle={titleOf(moving)}
          projects={moveTargets}
          onClose={() => {
            setMoving(null);
          }}
          onMove={async (target) => {
            await store.move(slug, projectId, moving.id, target.id);
            showSuccessToast(t('notices.moved', { name: titleOf(moving), project: target.name }));
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deletion.target !== null}
        onClose={deletion.close}
        title={t('delete.title', {
          name: deletion.target === null ? '' : titleOf(deletion.target),
        })}
        description={t('delete.description')}
        confirmLabel={t('actions.delete')}
        isBusy={deletion.isBusy}
        onConfirm={() => void deletion.confirm()}
      />
    </div>
  );
});

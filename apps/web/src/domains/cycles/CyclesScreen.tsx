import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { ButtonLink } from '#web/ui/ButtonLink';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { cx } from '#web/ui/cx';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { PageHeader } from '#web/ui/PageHeader';
import { useProjectMembers } from '../members/use-project-members';
import { projectSettingsPath } from '../projects/project-settings-context';
import { useWorkspaceSlug } from '../workspaces/use-workspace-slug';
import { CycleFormDialog } from './CycleFormDialog';
import { ArchivedCycles, ListState, LiveCycles } from './CycleListBody';
import type { CycleRowActions } from './CycleControls';
import type { Cycle } from './cycles-wire';
import { TransferItemsDialog } from './TransferItemsDialog';
import { useCycleProject } from './use-cycle-project';
import { useCycles } from './use-cycles';

type Tab = 'active' | 'archived';

/**
 * '/:workspaceSlug/projects/:projectId/cycles': the project's cycles, the current one on top, with
 * the archived ones in their own tab (`?tab=archived`).
 */
export const CyclesScreen = observer(function CyclesScreen() {
  const { t } = useTranslation(['cycles', 'common']);
  const slug = useWorkspaceSlug();
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'archived' ? 'archived' : 'active';
  const cycles = useCycles();
  const members = useProjectMembers();
  const { project, canEdit, timeZone, isCyclesOn } = useCycleProject(slug, projectId);
  const [editing, setEditing] = useState<Cycle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Cycle | null>(null);
  const [transferring, setTransferring] = useState<Cycle | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isCyclesOn) return;
    void cycles.fetch(slug, projectId);
    void members.fetch(slug, projectId);
  }, [cycles, members, slug, projectId, isCyclesOn]);
  useEffect(() => {
    if (isCyclesOn && tab === 'archived') void cycles.fetchArchived(slug, projectId);
  }, [cycles, slug, projectId, tab, isCyclesOn]);

  const run = (action: () => Promise<void>, failure: string) => {
    setError(null);
    action().catch((cause: unknown) => {
      setError(errorMessage(cause, failure));
    });
  };
  const actions: CycleRowActions = {
    onEdit: setEditing,
    onDelete: setDeleting,
    onTransfer: setTransferring,
    onArchive: (cycle) => {
      run(() => cycles.archive(slug, projectId, cycle.id), t('errors.archive'));
    },
    onRestore: (cycle) => {
      run(() => cycles.restore(slug, projectId, cycle.id), t('errors.restore'));
    },
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    await cycles.remove(slug, projectId, deleting.id);
    setIsDeleting(false);
    setDeleting(null);
  };

  const title = (
    <>
      {project && (
        <>
          <Link
            to={`/${slug}/projects/${projectId}/issues`}
            className="truncate hover:text-primary"
          >
            {project.name}
          </Link>
          <Icon name="chevron-right" size={13} className="shrink-0 text-tertiary" />
        </>
      )}
      <Icon name="contrast" size={15} className="shrink-0 text-tertiary" />
      <h1 className="font-medium text-primary">{t('list.title')}</h1>
    </>
  );

  if (!isCyclesOn)
    return (
      <>
        <PageHeader title={title} />
        <EmptyState
          icon={<Icon name="contrast" size={18} />}
          title={t('list.offTitle')}
          description={t('list.offDescription')}
          action={
            <ButtonLink to={projectSettingsPath(slug, projectId, 'features')}>
              {t('list.openFeatures')}
            </ButtonLink>
          }
        />
      </>
    );

  const showTab = (name: Tab) => {
    setParams(name === 'active' ? {} : { tab: name }, { replace: true });
  };
  const live = cycles.cycles(projectId);
  const archived = cycles.archivedCycles(projectId);
  const body = { slug, projectId, timeZone, canEdit, actions };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canEdit && (
            <Button
              variant="primary"
              size="sm"
              leadingIcon={<Icon name="plus" size={14} />}
              onClick={() => {
                setEditing('new');
              }}
            >
              {t('list.add')}
            </Button>
          )
        }
      />
      <div data-testid="cycles-screen" className="mx-auto w-full max-w-5xl px-4 py-5 md:px-6">
        <div
          role="tablist"
          aria-label={t('list.tabs')}
          className="mb-5 flex gap-1 border-b border-subtle"
        >
          {(['active', 'archived'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              data-tab={name}
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => {
                showTab(name);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                event.preventDefault();
                const other = name === 'active' ? 'archived' : 'active';
                showTab(other);
                event.currentTarget.parentElement
                  ?.querySelector<HTMLElement>(`[data-tab="${other}"]`)
                  ?.focus();
              }}
              className={cx(
                '-mb-px border-b-2 px-3 py-2 text-base transition-colors duration-100 focus-visible:outline-2 focus-visible:outline-focus',
                tab === name
                  ? 'border-accent font-medium text-primary'
                  : 'border-transparent text-secondary hover:text-primary',
              )}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
        {error !== null && <Alert className="mb-4">{error}</Alert>}
        <div role="tabpanel">
          {tab === 'active' ? (
            live === undefined ? (
              <ListState
                isLoaded={false}
                error={cycles.error(projectId)}
                onRetry={() => void cycles.fetch(slug, projectId)}
              />
            ) : (
              <LiveCycles
                cycles={live}
                onCreate={() => {
                  setEditing('new');
                }}
                {...body}
              />
            )
          ) : archived === undefined ? (
            <ListState
              isLoaded={false}
              error={cycles.archivedError(projectId)}
              onRetry={() => void cycles.fetchArchived(slug, projectId)}
            />
          ) : (
            <ArchivedCycles cycles={archived} {...body} />
          )}
        </div>
      </div>
      <CycleFormDialog
        isOpen={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        slug={slug}
        projectId={projectId}
        timeZone={timeZone}
        cycle={editing === 'new' || editing === null ? undefined : editing}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onClose={() => {
          setDeleting(null);
        }}
        title={t('delete.title')}
        description={deleting ? t('delete.description', { name: deleting.name }) : ''}
        confirmLabel={t('delete.confirm')}
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
      />
      <TransferItemsDialog
        slug={slug}
        projectId={projectId}
        cycle={transferring}
        timeZone={timeZone}
        onClose={() => {
          setTransferring(null);
        }}
      />
    </>
  );
});
